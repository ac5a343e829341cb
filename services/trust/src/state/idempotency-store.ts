export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_SWEEP_MS = 5 * 60 * 1000;
export const IDEMPOTENCY_MAX_RECORDS = 10_000;

export interface StoredResponse {
  status: number;
  body: string;
  contentType: string;
}

/** What a request finds under its key. */
export type Claim =
  /** No record: this request runs the handler and owns the record through `token`. */
  | { state: "claimed"; token: string }
  /** A record with another body hash. */
  | { state: "conflict" }
  /** A finished 2xx answer to replay. */
  | { state: "replay"; response: StoredResponse }
  /** A twin is running the handler; claim again once `settled` resolves. */
  | { state: "pending"; settled: Promise<void> };

/**
 * Idempotency records: one per key, an in-flight marker while the first request runs, the 2xx
 * answer afterwards, 24 h TTL, at most 10 000 records with the oldest evicted.
 */
export interface IdempotencyStore {
  claim(key: string, hash: string, at: number): Promise<Claim>;
  /** Keeps the owner's 2xx answer for replays. */
  complete(key: string, token: string, response: StoredResponse): Promise<void>;
  /** Drops the owner's record (non-2xx, or no answer at all) so the key can be retried. */
  release(key: string, token: string): Promise<void>;
  close(): Promise<void>;
}

interface MemoryRecord {
  hash: string;
  createdAt: number;
  token: string;
  response?: StoredResponse;
  done: Promise<void>;
  finish: () => void;
}

/** One process's records in a Map, swept every 5 minutes. */
export class MemoryIdempotencyStore implements IdempotencyStore {
  protected readonly records = new Map<string, MemoryRecord>();
  private readonly sweep: NodeJS.Timeout;
  private tokens = 0;

  constructor(protected readonly now: () => number = Date.now) {
    this.sweep = setInterval(() => {
      const cutoff = this.now() - IDEMPOTENCY_TTL_MS;
      for (const [key, record] of this.records)
        if (record.response && record.createdAt <= cutoff) this.records.delete(key);
    }, IDEMPOTENCY_SWEEP_MS);
    this.sweep.unref();
  }

  async claim(key: string, hash: string, at: number): Promise<Claim> {
    const record = this.records.get(key);
    if (record?.response && record.createdAt <= at - IDEMPOTENCY_TTL_MS) this.records.delete(key);
    const live = this.records.get(key);
    if (live) {
      if (live.hash !== hash) return { state: "conflict" };
      if (!live.response) return { state: "pending", settled: live.done };
      return { state: "replay", response: live.response };
    }
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const token = String(++this.tokens);
    this.records.set(key, { hash, createdAt: at, token, done, finish });
    while (this.records.size > IDEMPOTENCY_MAX_RECORDS)
      this.records.delete(this.records.keys().next().value as string);
    return { state: "claimed", token };
  }

  async complete(key: string, token: string, response: StoredResponse): Promise<void> {
    const record = this.records.get(key);
    if (!record || record.token !== token || record.response) return;
    record.response = response;
    record.finish();
  }

  async release(key: string, token: string): Promise<void> {
    const record = this.records.get(key);
    if (!record || record.token !== token || record.response) return;
    this.records.delete(key);
    record.finish();
  }

  async close(): Promise<void> {
    clearInterval(this.sweep);
  }

  /** Puts back a finished record (read from a journal at start). */
  protected restore(key: string, hash: string, createdAt: number, response: StoredResponse): void {
    this.records.delete(key);
    this.records.set(key, {
      hash,
      createdAt,
      token: "restored",
      response,
      done: Promise.resolve(),
      finish: () => {},
    });
    while (this.records.size > IDEMPOTENCY_MAX_RECORDS)
      this.records.delete(this.records.keys().next().value as string);
  }
}
