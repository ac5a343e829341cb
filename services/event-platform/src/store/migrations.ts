import type { Database } from "better-sqlite3";
import { MigrationError } from "../errors.js";

export interface Migration {
  version: number;
  description: string;
  sql: string;
}

export interface MigrationRecord {
  version: number;
  description: string;
  applied_at: string;
}

/** The store's schema, in order. A version is never edited once released: add a new one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: "key-value and migrations tables",
    sql: `
      CREATE TABLE kv (key TEXT PRIMARY KEY, value TEXT NOT NULL, updated_at TEXT NOT NULL);
      CREATE TABLE schema_migrations (
        version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TEXT NOT NULL
      );`,
  },
  {
    version: 2,
    description: "dead-letter table",
    sql: `
      CREATE TABLE dead_letters (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id TEXT,
        event_type TEXT,
        event TEXT NOT NULL,
        error_type TEXT NOT NULL,
        error_message TEXT NOT NULL,
        subscriber TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );`,
  },
  {
    version: 3,
    description: "metrics snapshot table",
    sql: `
      CREATE TABLE metrics_snapshots (
        id INTEGER PRIMARY KEY AUTOINCREMENT, taken_at TEXT NOT NULL, snapshot TEXT NOT NULL
      );`,
  },
];

/** Versions already applied (empty for a new database, before migration 1 made the table). */
export function appliedMigrations(db: Database): MigrationRecord[] {
  const table = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
    .get();
  if (!table) return [];
  return db
    .prepare("SELECT version, description, applied_at FROM schema_migrations ORDER BY version")
    .all() as MigrationRecord[];
}

/**
 * Applies every migration not yet applied, each in its own transaction: a failing one is rolled
 * back alone (earlier ones stay) and raises MigrationError. Returns the versions applied now.
 */
export function applyMigrations(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
  now: () => Date = () => new Date(),
): number[] {
  const done = new Set(appliedMigrations(db).map((m) => m.version));
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    const apply = db.transaction(() => {
      db.exec(migration.sql);
      db.prepare("INSERT INTO schema_migrations (version, description, applied_at) VALUES (?, ?, ?)").run(
        migration.version,
        migration.description,
        now().toISOString(),
      );
    });
    try {
      apply();
    } catch (error) {
      throw new MigrationError(
        migration.version,
        `migration ${migration.version} (${migration.description}) failed: ${(error as Error).message}`,
        { cause: error },
      );
    }
    applied.push(migration.version);
  }
  return applied;
}

export function pendingMigrations(db: Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  const done = new Set(appliedMigrations(db).map((m) => m.version));
  return migrations.map((m) => m.version).filter((v) => !done.has(v));
}
