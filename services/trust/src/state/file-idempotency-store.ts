import { IDEMPOTENCY_TTL_MS, MemoryIdempotencyStore, type StoredResponse } from "./idempotency-store.js";
import { COMPACT_SLACK, Journal } from "./journal.js";

type Entry = { key: string; hash: string; createdAt: number; response: StoredResponse };

/**
 * Idempotency records that survive a restart: the memory store, with every finished (2xx) record
 * journalled to a JSON-lines file and read back at start. An in-flight record is not journalled: a
 * request cut off by a crash never answered, so its key may be retried.
 */
export class FileIdempotencyStore extends MemoryIdempotencyStore {
  private readonly journal: Journal<Entry>;

  constructor(path: string, now: () => number = Date.now) {
    super(now);
    this.journal = new Journal<Entry>(path);
    const cutoff = now() - IDEMPOTENCY_TTL_MS;
    for (const e of this.journal.load()) {
      if (e.createdAt > cutoff) this.restore(e.key, e.hash, e.createdAt, e.response);
    }
  }

  override async complete(key: string, token: string, response: StoredResponse): Promise<void> {
    const record = this.records.get(key);
    const owner = record !== undefined && record.token === token && !record.response;
    await super.complete(key, token, response);
    if (!owner) return;
    this.journal.append({ key, hash: record.hash, createdAt: record.createdAt, response });
    if (this.journal.size > 2 * this.records.size + COMPACT_SLACK) {
      const cutoff = this.now() - IDEMPOTENCY_TTL_MS;
      this.journal.rewrite(
        [...this.records]
          .filter(([, r]) => r.response && r.createdAt > cutoff)
          .map(([k, r]) => ({ key: k, hash: r.hash, createdAt: r.createdAt, response: r.response! })),
      );
    }
  }
}
