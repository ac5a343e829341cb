import { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable } from "./database.js";

/**
 * Embedded PostgreSQL (WASM). One connection: PGlite queues every query and runs a transaction
 * exclusively, so statements from other requests wait until it commits.
 */
export class PgliteDatabase implements Database {
  readonly kind = "pglite" as const;

  private constructor(private readonly db: PGlite) {}

  /** `dataDir` undefined keeps everything in memory. */
  static async open(dataDir?: string): Promise<PgliteDatabase> {
    const db = dataDir ? new PGlite(dataDir) : new PGlite();
    await db.waitReady;
    return new PgliteDatabase(db);
  }

  async query<R>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
    return (await this.db.query<R>(sql, params as unknown[])).rows;
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction((inner) =>
      work({
        query: async <R>(sql: string, params: readonly unknown[] = []) =>
          (await inner.query<R>(sql, params as unknown[])).rows,
      }),
    );
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }
}
