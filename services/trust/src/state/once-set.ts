/**
 * Identifiers that may be used once while they are remembered: HMAC nonces (for the skew window)
 * and x402 payments (for a day).
 */
export interface OnceSet {
  /** True when `id` was free (it is now taken for `ttlMs`), false when it was already used. */
  claim(id: string, ttlMs: number, at: number): Promise<boolean>;
  /** Frees an id again (a payment whose request failed may be used for another try). */
  release(id: string): Promise<void>;
}

/**
 * One process's used ids, oldest first; expired ids and, past `maxEntries`, the oldest ones are
 * dropped as new ones arrive.
 */
export class MemoryOnceSet implements OnceSet {
  private readonly used = new Map<string, number>();

  constructor(private readonly maxEntries: number) {}

  async claim(id: string, ttlMs: number, at: number): Promise<boolean> {
    for (const [seen, expires] of this.used) {
      if (expires > at && this.used.size < this.maxEntries) break;
      this.used.delete(seen);
    }
    const expires = this.used.get(id);
    if (expires !== undefined && expires > at) return false;
    this.used.set(id, at + ttlMs);
    return true;
  }

  async release(id: string): Promise<void> {
    this.used.delete(id);
  }
}
