import pg from "pg";
import { ConfigurationError, StoreError } from "../errors.js";
import type { BusinessRecord, BusinessStore, BusinessWrite } from "./business-store.js";

export interface PostgresBusinessStoreOptions {
  /** `postgres://user:password@host:port/db`; never logged. */
  url: string;
  /** The schema holding the table, created when absent. */
  schema: string;
  /** Connections in the pool. */
  max?: number;
}

/** Deadlock and serialisation failure: another commit won; read again and retry, like a conflict. */
const RETRYABLE = new Set(["40P01", "40001"]);

/**
 * The business store in PostgreSQL, shared by every process on every host (decision 0030): one
 * table `business_state (key, value jsonb, revision bigint)` in its own schema. A commit is one
 * transaction whose writes check their expectation in the statement itself (`INSERT … ON CONFLICT DO
 * NOTHING`, `UPDATE … WHERE revision = $n`); a write that changes no row rolls the whole commit
 * back. A connection lost or a process killed mid-transaction leaves nothing: the server rolls back.
 */
export class PostgresBusinessStore implements BusinessStore {
  readonly kind = "postgres" as const;
  private readonly table: string;
  /** The reason the last operation failed, until one succeeds (what `health` reports). */
  private lastError: string | undefined;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly schema: string,
  ) {
    this.table = `"${schema}".business_state`;
  }

  static async open({ url, schema, max = 4 }: PostgresBusinessStoreOptions): Promise<PostgresBusinessStore> {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
      throw new ConfigurationError(`store.shared_schema "${schema}" must match ^[a-z_][a-z0-9_]{0,62}$`);
    const pool = new pg.Pool({ connectionString: url, max });
    // An idle client that loses its connection must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const store = new PostgresBusinessStore(pool, schema);
    try {
      await store.migrate();
    } catch (error) {
      await pool.end();
      throw new StoreError("io", `shared store (PostgreSQL, schema ${schema}) not usable: ${reason(error)}`, {
        cause: error,
      });
    }
    return store;
  }

  /** Creates the schema and table once; an advisory lock keeps processes starting together apart. */
  private async migrate(): Promise<void> {
    await this.transaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`eventplat.business.${this.schema}`]);
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${this.schema}"`);
      // COLLATE "C": keys sort by bytes, so a prefix is a key range whatever the database's locale.
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${this.table} (
           key text COLLATE "C" PRIMARY KEY,
           value jsonb NOT NULL,
           revision bigint NOT NULL,
           updated_at timestamptz NOT NULL DEFAULT now())`,
      );
    });
  }

  async read<T>(key: string): Promise<BusinessRecord<T> | undefined> {
    const { rows } = await this.query<Row<T>>(
      `SELECT key, value, revision FROM ${this.table} WHERE key = $1`,
      [key],
    );
    return rows[0] && record(rows[0]);
  }

  async list<T>(prefix: string, limit?: number): Promise<Array<BusinessRecord<T>>> {
    // LIMIT NULL is no limit.
    const { rows } = await this.query<Row<T>>(
      `SELECT key, value, revision FROM ${this.table} WHERE key >= $1 AND key < $2 ORDER BY key LIMIT $3`,
      [prefix, `${prefix}\uffff`, limit ?? null],
    );
    return rows.map(record);
  }

  async commit(writes: readonly BusinessWrite[]): Promise<boolean> {
    // Rows locked in one order by every commit cannot deadlock each other.
    const ordered = [...writes].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    try {
      return await this.transaction(async (client) => {
        for (const write of ordered) {
          const { rowCount } = await client.query(...this.statement(write));
          if (write.expect !== undefined && rowCount !== 1) throw new Conflict();
        }
        return true;
      });
    } catch (error) {
      if (error instanceof Conflict) return false;
      if (RETRYABLE.has((error as { code?: string }).code ?? "")) return false;
      throw error;
    }
  }

  private statement({ key, value, expect }: BusinessWrite): [string, unknown[]] {
    const json = value === undefined ? undefined : JSON.stringify(value);
    if (value === undefined) {
      if (expect === "absent")
        return [`SELECT 1 FROM ${this.table} WHERE key = $1 HAVING count(*) = 0`, [key]];
      if (expect !== undefined)
        return [`DELETE FROM ${this.table} WHERE key = $1 AND revision = $2`, [key, expect]];
      return [`DELETE FROM ${this.table} WHERE key = $1`, [key]];
    }
    if (expect === "absent")
      return [
        `INSERT INTO ${this.table} (key, value, revision) VALUES ($1, $2, 1) ON CONFLICT (key) DO NOTHING`,
        [key, json],
      ];
    if (expect !== undefined)
      return [
        `UPDATE ${this.table} SET value = $2, revision = revision + 1, updated_at = now() WHERE key = $1 AND revision = $3`,
        [key, json, expect],
      ];
    return [
      `INSERT INTO ${this.table} (key, value, revision) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, revision = ${this.table}.revision + 1, updated_at = now()`,
      [key, json],
    ];
  }

  health(): { ok: boolean; detail: string } {
    const where = `PostgreSQL, schema ${this.schema}`;
    return this.lastError
      ? { ok: false, detail: `${where}: ${this.lastError}` }
      : { ok: true, detail: where };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private async query<R extends pg.QueryResultRow>(
    sql: string,
    params: unknown[],
  ): Promise<pg.QueryResult<R>> {
    try {
      const result = await this.pool.query<R>(sql, params);
      this.lastError = undefined;
      return result;
    } catch (error) {
      throw this.failed(error);
    }
  }

  private failed(error: unknown): StoreError {
    const mapped = asStoreError(error);
    this.lastError = mapped.message;
    return mapped;
  }

  /** BEGIN … COMMIT on one client; anything thrown rolls back (a client that cannot is destroyed). */
  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect().catch((error: unknown) => {
      throw this.failed(error);
    });
    let broken: Error | undefined;
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      this.lastError = undefined;
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      if (error instanceof Conflict || RETRYABLE.has((error as { code?: string }).code ?? "")) throw error;
      throw this.failed(error);
    } finally {
      client.release(broken);
    }
  }
}

class Conflict extends Error {}

interface Row<T> extends pg.QueryResultRow {
  key: string;
  value: T;
  revision: string;
}

function record<T>(row: Row<T>): BusinessRecord<T> {
  return { key: row.key, value: row.value, revision: String(row.revision) };
}

/** The driver's message only: a connection string (with its password) never reaches an error. */
function reason(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  return code ? `${code} ${message ?? ""}`.trim() : (message ?? String(error));
}

function asStoreError(error: unknown): StoreError {
  if (error instanceof StoreError) return error;
  return new StoreError("io", `shared store (PostgreSQL): ${reason(error)}`, { cause: error });
}
