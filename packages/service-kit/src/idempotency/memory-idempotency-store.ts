import {
  type Claim,
  DEFAULT_IDEMPOTENCY_MAX_RECORDS,
  DEFAULT_IDEMPOTENCY_TTL_MS,
  type IdempotencyStore,
  type RecordKey,
  type RecordLimits,
  recordName,
  type StoredResponse,
} from "./idempotency-store.js";

export interface MemoryIdempotencyOptions extends RecordLimits {
  now?: () => number;
  /** How often expired records are dropped (default 5 minutes). */
  sweepMs?: number;
}

interface MemoryRecord {
  fingerprint: string;
  createdAt: number;
  token: string;
  response?: StoredResponse;
  /** Made only when a twin waits (most records never have one). */
  settled?: Promise<void>;
  finish?: () => void;
}

/**
 * One process's records in a Map (insertion order = age, so eviction takes the first), swept
 * every `sweepMs`. An in-flight record lives until its owner completes or releases it.
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  protected readonly records = new Map<string, MemoryRecord>();
  protected readonly now: () => number;
  protected readonly ttlMs: number;
  private readonly maxRecords: number;
  private readonly sweep: NodeJS.Timeout;
  private tokens = 0;

  constructor({
    now = Date.now,
    ttlMs = DEFAULT_IDEMPOTENCY_TTL_MS,
    maxRecords = DEFAULT_IDEMPOTENCY_MAX_RECORDS,
    sweepMs = 5 * 60 * 1000,
  }: MemoryIdempotencyOptions = {}) {
    this.now = now;
    this.ttlMs = ttlMs;
    this.maxRecords = maxRecords;
    this.sweep = setInterval(() => {
      const cutoff = this.now() - this.ttlMs;
      for (const [name, record] of this.records)
        if (record.response && record.createdAt <= cutoff) this.records.delete(name);
    }, sweepMs);
    this.sweep.unref();
  }

  async claim(id: RecordKey, fingerprint: string, at: number): Promise<Claim> {
    const name = recordName(id);
    const record = this.records.get(name);
    if (record?.response && record.createdAt <= at - this.ttlMs) this.records.delete(name);
    const live = this.records.get(name);
    if (live) {
      if (live.fingerprint !== fingerprint) return { state: "conflict" };
      if (!live.response) {
        live.settled ??= new Promise<void>((resolve) => {
          live.finish = resolve;
        });
        return { state: "pending", settled: live.settled };
      }
      return { state: "replay", response: live.response };
    }
    const token = String(++this.tokens);
    this.records.set(name, { fingerprint, createdAt: at, token });
    this.evict();
    return { state: "claimed", token };
  }

  async complete(id: RecordKey, token: string, response: StoredResponse): Promise<void> {
    const record = this.owned(id, token);
    if (!record) return;
    record.response = response;
    record.finish?.();
  }

  async release(id: RecordKey, token: string): Promise<void> {
    const record = this.owned(id, token);
    if (!record) return;
    this.records.delete(recordName(id));
    record.finish?.();
  }

  async close(): Promise<void> {
    clearInterval(this.sweep);
  }

  /** The in-flight record `token` owns, if it still does. */
  protected owned(id: RecordKey, token: string): MemoryRecord | undefined {
    const record = this.records.get(recordName(id));
    return record && record.token === token && !record.response ? record : undefined;
  }

  /** Puts back a finished record (read from a journal at start). */
  protected restore(name: string, fingerprint: string, createdAt: number, response: StoredResponse): void {
    this.records.delete(name);
    this.records.set(name, { fingerprint, createdAt, token: "restored", response });
    this.evict();
  }

  private evict(): void {
    while (this.records.size > this.maxRecords)
      this.records.delete(this.records.keys().next().value as string);
  }
}
