/**
 * A token bucket: `rate` tokens per second, holding at most `capacity` (default: one second's
 * worth, at least 1). A rate of 0 means unlimited. Time comes from `now` (ms) so tests need no clock.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;
  readonly capacity: number;

  constructor(
    readonly rate: number,
    private readonly now: () => number,
    capacity?: number,
  ) {
    if (!(rate >= 0) || !Number.isFinite(rate)) throw new RangeError("rate must be a finite number >= 0");
    this.capacity = capacity ?? Math.max(1, rate);
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
}
