import pg from "pg";
import type { Database, Queryable, QueryOptions } from "./database.js";

export interface PostgresOptions {
  connectionString: string;
  /** search_path for every connection (tests use a fresh schema per file). */
  schema?: string;
  max?: number;
  /**
   * Parameterised statements become named prepared statements, so each connection parses and plans
   * each of them once (false behind a pooler that cannot keep them, e.g. PgBouncer in transaction mode
   * before 1.21).
   */
  prepare?: boolean;
}

const MAX_NAMED_STATEMENTS = 2000;

/** PostgreSQL through a `pg` Pool; a transaction holds one client from BEGIN to COMMIT. */
export class PostgresDatabase implements Database {
  readonly kind = "postgres" as const;
  readonly #pool: pg.Pool;
  readonly #prepare: boolean;
  /** Statement text -> name; the set of texts is the code's own, so it stays small. */
  readonly #names = new Map<string, string>();

  constructor({ connectionString, schema, max = 10, prepare = true }: PostgresOptions) {
    this.#prepare = prepare;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
      throw new Error(`bad schema name ${schema}`);
    this.#pool = new pg.Pool({
      connectionString,
      max,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // An idle client that loses its connection must not crash the process; the pool replaces it.
    this.#pool.on("error", () => {});
  }

  async query<R>(sql: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<R[]> {
    return (await this.#pool.query(this.#statement(sql, params, options))).rows as R[];
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    const tx: Queryable = {
      query: async <R>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) =>
        (await client.query(this.#statement(sql, params, options))).rows as R[],
    };
    let broken: Error | undefined;
    try {
      await client.query("BEGIN");
      const result = await work(tx);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      // A client whose ROLLBACK failed is in an unknown state: destroy it instead of reusing it.
      client.release(broken);
    }
  }

  /** Statements with parameters are named (prepared once per connection); the rest run unnamed. */
  #statement(text: string, params: readonly unknown[], options?: QueryOptions): pg.QueryConfig {
    const values = params as unknown[];
    if (!this.#prepare || options?.prepare === false || values.length === 0) return { text, values };
    let name = this.#names.get(text);
    if (name === undefined) {
      // A guard against code that builds statement text from values: past the cap, run unnamed.
      if (this.#names.size >= MAX_NAMED_STATEMENTS) return { text, values };
      name = `pp_${this.#names.size}`;
      this.#names.set(text, name);
    }
    return { name, text, values };
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }
}
