import type { Claim, IdempotencyStore, RecordKey, StoredResponse } from "./idempotency-store.js";

/** What the store needs from a database: PostgreSQL or PGlite, a pool or one client. */
export interface SqlQueryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<R[]>;
}

export interface PostgresIdempotencyOptions {
  /** A table `(org_id, key)` primary key, `fingerprint`, `created_at` timestamptz, `status` int, `response` text. */
  table?: string;
  ttlMs: number;
  /** A key whose first request never finished (crash between commit and reply) can be taken over after this. */
  abandonedAfterMs?: number;
  /** How often expired rows are deleted (default hourly). */
  sweepMs?: number;
  now?: () => number;
  onSweepError?: (error: unknown) => void;
}

/** Every stored answer is JSON: the table keeps no content type. */
const REPLAY_CONTENT_TYPE = "application/json; charset=utf-8";
const POLL_MS = 50;

/**
 * Records in a database table so every replica agrees: `scope` is the row's `org_id`. A claim
 * inserts the row (ON CONFLICT DO NOTHING); the answer is written into it; a release deletes it
 * while it has no answer. Rows carry no owner token: the (org, key) slot is the owner's.
 */
export class PostgresIdempotencyStore implements IdempotencyStore {
  private readonly table: string;
  private readonly ttlMs: number;
  private readonly abandonedAfterMs: number;
  private readonly now: () => number;
  private readonly sweep: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly db: SqlQueryable,
    {
      table = "idempotency_keys",
      ttlMs,
      abandonedAfterMs = 60_000,
      sweepMs = 60 * 60 * 1000,
      now = Date.now,
      onSweepError = () => {},
    }: PostgresIdempotencyOptions,
  ) {
    this.table = table;
    this.ttlMs = ttlMs;
    this.abandonedAfterMs = abandonedAfterMs;
    this.now = now;
    this.sweep = setInterval(() => {
      db.query(`DELETE FROM ${table} WHERE created_at < $1`, [iso(this.now() - ttlMs)]).catch(onSweepError);
    }, sweepMs);
    this.sweep.unref();
  }

  async claim({ scope, key }: RecordKey, fingerprint: string, at: number): Promise<Claim> {
    const t = this.table;
    await this.db.query(`DELETE FROM ${t} WHERE org_id = $1 AND key = $2 AND created_at < $3`, [
      scope,
      key,
      iso(at - this.ttlMs),
    ]);
    const claimed = await this.db.query(
      `INSERT INTO ${t} (org_id, key, fingerprint, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (org_id, key) DO NOTHING RETURNING key`,
      [scope, key, fingerprint, iso(at)],
    );
    if (claimed.length > 0) return { state: "claimed", token: "row" };
    const [stored] = await this.db.query<{
      fingerprint: string;
      status: number | null;
      response: string | null;
    }>(`SELECT fingerprint, status, response FROM ${t} WHERE org_id = $1 AND key = $2`, [scope, key]);
    // Gone between the insert and the select: its owner is releasing it right now.
    if (!stored) return { state: "pending", settled: Promise.resolve() };
    if (stored.fingerprint !== fingerprint) return { state: "conflict" };
    if (stored.status === null) {
      const taken = await this.db.query(
        `UPDATE ${t} SET created_at = $3 WHERE org_id = $1 AND key = $2
         AND status IS NULL AND created_at < $4 RETURNING key`,
        [scope, key, iso(at), iso(at - this.abandonedAfterMs)],
      );
      if (taken.length > 0) return { state: "claimed", token: "row" };
      return { state: "pending", settled: this.settled(scope, key) };
    }
    return {
      state: "replay",
      response: { status: stored.status, body: stored.response ?? "", contentType: REPLAY_CONTENT_TYPE },
    };
  }

  async complete({ scope, key }: RecordKey, _token: string, response: StoredResponse): Promise<void> {
    await this.db.query(
      `UPDATE ${this.table} SET status = $3, response = $4 WHERE org_id = $1 AND key = $2`,
      [scope, key, response.status, response.body],
    );
  }

  async release({ scope, key }: RecordKey): Promise<void> {
    await this.db.query(`DELETE FROM ${this.table} WHERE org_id = $1 AND key = $2 AND status IS NULL`, [
      scope,
      key,
    ]);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweep);
  }

  /** Resolves once the row has an answer or is gone (for plugins that wait rather than refuse). */
  private async settled(scope: string, key: string): Promise<void> {
    while (!this.closed) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      const [row] = await this.db
        .query<{ status: number | null }>(`SELECT status FROM ${this.table} WHERE org_id = $1 AND key = $2`, [
          scope,
          key,
        ])
        .catch(() => [undefined]);
      if (!row || row.status !== null) return;
    }
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
