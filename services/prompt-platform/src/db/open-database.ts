import { mkdirSync } from "node:fs";
import type { Database } from "./database.js";
import { runMigrations } from "./migrate.js";
import { PgliteDatabase } from "./pglite-database.js";
import { PostgresDatabase } from "./postgres-database.js";

export interface OpenDatabaseOptions {
  /** postgres://…, `memory:`, or undefined for PGlite in `dataDir`. */
  url: string | undefined;
  dataDir: string;
  poolSize?: number;
  schema?: string;
  /** Named prepared statements on PostgreSQL (see PostgresOptions.prepare). */
  prepare?: boolean;
}

/** Picks the adapter from the URL and brings the schema up to date before anyone queries it. */
export async function openDatabase({
  url,
  dataDir,
  poolSize,
  schema,
  prepare,
}: OpenDatabaseOptions): Promise<Database> {
  let db: Database;
  if (url === "memory:") db = await PgliteDatabase.open();
  else if (url) {
    db = new PostgresDatabase({
      connectionString: url,
      max: poolSize,
      ...(schema ? { schema } : {}),
      ...(prepare !== undefined ? { prepare } : {}),
    });
  } else {
    mkdirSync(dataDir, { recursive: true });
    db = await PgliteDatabase.open(dataDir);
  }
  try {
    await runMigrations(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
