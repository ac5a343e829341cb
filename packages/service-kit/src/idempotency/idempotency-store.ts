/** What a finished request answered, kept for replays. */
export interface StoredResponse {
  status: number;
  body: string;
  contentType: string;
}

/**
 * Where a record lives: `scope` separates callers or routes (trust: method and route, prompt
 * platform: organisation, redaction: API key), `key` is the Idempotency-Key header.
 */
export interface RecordKey {
  scope: string;
  key: string;
}

/** What a request finds under its key. */
export type Claim =
  /** No record: this request runs the handler and owns the record through `token`. */
  | { state: "claimed"; token: string }
  /** A record with another fingerprint. */
  | { state: "conflict" }
  /** A finished 2xx answer to replay. */
  | { state: "replay"; response: StoredResponse }
  /** A twin is running the handler; claim again once `settled` resolves. */
  | { state: "pending"; settled: Promise<void> };

/**
 * Idempotency records: one per key, an in-flight marker while the first request runs, its 2xx
 * answer afterwards. Implementations: memory, file (memory + journal), Redis, PostgreSQL.
 */
export interface IdempotencyStore {
  claim(id: RecordKey, fingerprint: string, at: number): Promise<Claim>;
  /** Keeps the owner's 2xx answer for replays. */
  complete(id: RecordKey, token: string, response: StoredResponse): Promise<void>;
  /** Drops the owner's in-flight record (non-2xx, or no answer at all) so the key can be retried. */
  release(id: RecordKey, token: string): Promise<void>;
  close(): Promise<void>;
}

/** Bounds shared by the memory, file and Redis stores. */
export interface RecordLimits {
  /** How long a finished record is replayed, from its claim (default 24 h). */
  ttlMs?: number;
  /** Records kept at most; the oldest is evicted first (default 10 000). */
  maxRecords?: number;
}

export const DEFAULT_IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_IDEMPOTENCY_MAX_RECORDS = 10_000;

/** The one string form of a record key (memory map, journal line, Redis key): `<scope> <key>`. */
export function recordName({ scope, key }: RecordKey): string {
  return `${scope} ${key}`;
}
