/** What the domain services need from a relational store: the same on PostgreSQL and PGlite. */
export interface Queryable {
  query<R = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<R[]>;
}

export interface QueryOptions {
  /**
   * Whether a statement with parameters is worth preparing (PostgreSQL parses and plans a prepared one
   * once per connection); default true. False for text that seldom recurs. PGlite ignores it.
   */
  prepare?: boolean;
}

export interface Database extends Queryable {
  readonly kind: "postgres" | "pglite";
  /** Runs `work` in one transaction (READ COMMITTED): commit when it resolves, rollback when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** SQLSTATE 23505, optionally on one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string } | undefined;
  return e?.code === "23505" && (constraint === undefined || e.constraint === constraint);
}

/** SQLSTATE 23503: a row is still referenced (a delete) or references nothing (an insert). */
export function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === "23503";
}

/** timestamptz comes back as a Date from both drivers; text columns as strings. */
export function iso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : iso(value);
}
