import { COMPACT_SLACK, Journal } from "../json-lines-journal.js";
import type { RecordKey, StoredResponse } from "./idempotency-store.js";
import { recordName } from "./idempotency-store.js";
import { type MemoryIdempotencyOptions, MemoryIdempotencyStore } from "./memory-idempotency-store.js";

/** One journal line. `key` is the record's name and `hash` its fingerprint: the names trust's journals use. */
type Entry = { key: string; hash: string; createdAt: number; response: StoredResponse };

/**
 * Records that survive a restart (kill -9 included): the memory store, with every finished (2xx)
 * record appended to a JSON-lines journal before the request answers, and read back at start. An
 * in-flight record is not journalled: a request cut off by a crash never answered, so its key may
 * be retried.
 */
export class FileIdempotencyStore extends MemoryIdempotencyStore {
  private readonly journal: Journal<Entry>;

  constructor(path: string, options: MemoryIdempotencyOptions = {}) {
    super(options);
    this.journal = new Journal<Entry>(path);
    const cutoff = this.now() - this.ttlMs;
    for (const e of this.journal.load()) {
      if (e.createdAt > cutoff) this.restore(e.key, e.hash, e.createdAt, e.response);
    }
  }

  override async complete(id: RecordKey, token: string, response: StoredResponse): Promise<void> {
    const record = this.owned(id, token);
    await super.complete(id, token, response);
    if (!record) return;
    const key = recordName(id);
    this.journal.append({ key, hash: record.fingerprint, createdAt: record.createdAt, response });
    if (this.journal.size > 2 * this.records.size + COMPACT_SLACK) {
      const cutoff = this.now() - this.ttlMs;
      this.journal.rewrite(
        [...this.records]
          .filter(([, r]) => r.response && r.createdAt > cutoff)
          .map(([k, r]) => ({ key: k, hash: r.fingerprint, createdAt: r.createdAt, response: r.response! })),
      );
    }
  }
}
