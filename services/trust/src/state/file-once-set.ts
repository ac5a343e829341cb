import { COMPACT_SLACK, Journal } from "@platform/service-kit";
import type { OnceSet } from "./once-set.js";

type Entry = { id: string; expires: number };

/**
 * Used ids (HMAC nonces, x402 payments) that survive a restart: the memory set of MemoryOnceSet,
 * journalled to a JSON-lines file beside the other state files. A release is journalled as an
 * expiry of 0. Expired ids are dropped when the file is compacted.
 */
export class FileOnceSet implements OnceSet {
  private readonly used = new Map<string, number>();
  private readonly journal: Journal<Entry>;

  constructor(
    path: string,
    private readonly maxEntries: number,
    now: number,
  ) {
    this.journal = new Journal<Entry>(path);
    for (const { id, expires } of this.journal.load()) {
      this.used.delete(id);
      if (expires > now) this.used.set(id, expires);
    }
  }

  async claim(id: string, ttlMs: number, at: number): Promise<boolean> {
    for (const [seen, expires] of this.used) {
      if (expires > at && this.used.size < this.maxEntries) break;
      this.used.delete(seen);
    }
    const expires = this.used.get(id);
    if (expires !== undefined && expires > at) return false;
    this.used.set(id, at + ttlMs);
    this.journal.append({ id, expires: at + ttlMs });
    if (this.journal.size > 2 * this.used.size + COMPACT_SLACK)
      this.journal.rewrite([...this.used].map(([i, e]) => ({ id: i, expires: e })));
    return true;
  }

  async release(id: string): Promise<void> {
    if (this.used.delete(id)) this.journal.append({ id, expires: 0 });
  }
}
