const IN_FLIGHT = 0;
const DONE = 1;

/**
 * The event ids one handler has handled successfully, at most `capacity` (oldest evicted), plus
 * those in flight. An id is remembered only once its handler succeeds, so a failed event can be
 * replayed from the dead-letter queue; an id in flight is a duplicate too.
 */
export class IdempotencyGuard {
  /** Every id handled or in flight, with which: one lookup answers both questions. */
  private readonly ids = new Map<string, typeof IN_FLIGHT | typeof DONE>();
  /** The handled ids in the order they were committed: a ring, `next` is the oldest once full. */
  private readonly order: string[] = [];
  private next = 0;
  private readonly limit: number;

  constructor(readonly capacity = 100_000) {
    this.limit = Math.max(1, Math.floor(capacity));
  }

  /** True when the id was handled or is being handled; otherwise marks it in flight. */
  isDuplicate(eventId: string): boolean {
    if (this.ids.has(eventId)) return true;
    this.ids.set(eventId, IN_FLIGHT);
    return false;
  }

  /** The handler succeeded: remember the id. */
  commit(eventId: string): void {
    if (this.ids.get(eventId) === DONE) return;
    if (this.order.length < this.limit) this.order.push(eventId);
    else {
      // The oldest handled id; never one in flight, since a handled id is not admitted again.
      this.ids.delete(this.order[this.next]!);
      this.order[this.next] = eventId;
      this.next = (this.next + 1) % this.limit;
    }
    this.ids.set(eventId, DONE);
  }

  /** The handler failed: forget the id so a retry is not dropped. */
  release(eventId: string): void {
    if (this.ids.get(eventId) === IN_FLIGHT) this.ids.delete(eventId);
  }

  has(eventId: string): boolean {
    return this.ids.get(eventId) === DONE;
  }

  get size(): number {
    return this.order.length;
  }
}
