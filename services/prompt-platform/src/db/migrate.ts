import type { Database } from "./database.js";
import { MIGRATIONS } from "./migrations/index.js";

/** Any fixed number: the advisory lock that keeps two starting replicas from migrating at once. */
const MIGRATION_LOCK = 727_001;

/**
 * Applies, in order, each migration not yet recorded in schema_migrations, each in its own
 * transaction. On PostgreSQL a transaction-scoped advisory lock serializes concurrent starts.
 */
export async function runMigrations(db: Database): Promise<string[]> {
  await db.query(
    "CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const applied: string[] = [];
  for (const migration of MIGRATIONS) {
    await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
      const done = await tx.query("SELECT 1 FROM schema_migrations WHERE id = $1", [migration.id]);
      if (done.length > 0) return;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query("INSERT INTO schema_migrations (id) VALUES ($1)", [migration.id]);
      applied.push(migration.id);
    });
  }
  return applied;
}
