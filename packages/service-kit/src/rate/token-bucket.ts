export interface TokenBucketOptions {
  /** Tokens per second; 0 means unlimited. */
  rate: number;
  /** Tokens held at most, and at the start (default: one second's worth, at least 1). */
  capacity?: number;
  /** Milliseconds; tests pass their own clock. */
  now?: () => number;
}

/**
 * A token bucket: `rate` tokens per second, holding at most `capacity`. Pure arithmetic over `now`,
 * no timers; `take` allocates nothing, so it can sit on a hot path (the event bus, per delivery).
 *
 * @example const bucket = new TokenBucket({ rate: 100 }); if (!bucket.take()) refuse();
 */
export class TokenBucket {
  readonly rate: number;
  readonly capacity: number;
  private readonly now: () => number;
  private tokens: number;
  private last: number;

  constructor({ rate, capacity, now = Date.now }: TokenBucketOptions) {
    if (!(rate >= 0) || !Number.isFinite(rate)) throw new RangeError("rate must be a finite number >= 0");
    this.rate = rate;
    this.capacity = capacity ?? Math.max(1, rate);
    this.now = now;
    this.tokens = this.capacity;
    this.last = now();
  }

  /** Takes one token; false when the bucket is empty. */
  take(): boolean {
    if (this.rate === 0) return true;
    const now = this.now();
    const elapsed = now - this.last;
    if (elapsed > 0) {
      this.tokens = Math.min(this.capacity, this.tokens + (elapsed / 1000) * this.rate);
      this.last = now;
    }
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whole tokens left as of the last `take`. */
  get remaining(): number {
    return this.rate === 0 ? this.capacity : Math.floor(this.tokens);
  }

  /** Milliseconds from the last `take` until a token is back (0 when one is there). */
  get retryAfterMs(): number {
    return this.rate === 0 || this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) / this.rate) * 1000);
  }
}
