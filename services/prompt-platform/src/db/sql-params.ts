import type { Queryable } from "./database.js";

/**
 * Numbered parameters for a statement built from parts: `add(value)` keeps the value and answers its
 * placeholder (`$n`), numbering on from the parameters the statement already has.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  constructor(private readonly offset = 0) {}

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.offset + this.values.length}`;
  }

  /** A parenthesised row of placeholders, one per value: `($7, $8, $9)`. */
  row(values: readonly unknown[]): string {
    return `(${values.map((v) => this.add(v)).join(", ")})`;
  }
}

/** Data-modifying statements (INSERT, UPDATE, DELETE) written with the given parameters. */
export type CompanionWrites = (params: SqlParams) => string[];

/** `write_0 AS (…), write_1 AS (…)`: the writes as the CTEs of a WITH clause. */
export const writeCtes = (writes: readonly string[]) =>
  writes.map((write, i) => `write_${i} AS (${write})`).join(", ");

/** Runs companion writes by themselves, as one statement. */
export async function runWrites(db: Queryable, writes: CompanionWrites): Promise<void> {
  const params = new SqlParams();
  await db.query(`WITH ${writeCtes(writes(params))} SELECT 1`, params.values);
}
