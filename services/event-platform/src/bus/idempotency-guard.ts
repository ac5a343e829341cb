/**
 * The event ids one handler has handled successfully, at most `capacity` (oldest evicted), plus
 * those in flight. An id is remembered only once its handler succeeds, so a failed event can be
 * replayed from the dead-letter queue; an id in flight is a duplicate too.
 */
export class IdempotencyGuard {
  private readonly done = new Set<string>();
  private readonly inFlight = new Set<string>();

  constructor(readonly capacity = 100_000) {}

  /** True when the id was handled or is being handled; otherwise marks it in flight. */
  isDuplicate(eventId: string): boolean {
    if (this.done.has(eventId) || this.inFlight.has(eventId)) return true;
    this.inFlight.add(eventId);
    return false;
  }

  /** The handler succeeded: remember the id. */
  commit(eventId: string): void {
    this.inFlight.delete(eventId);
    if (this.done.size >= this.capacity) this.done.delete(this.done.values().next().value as string);
    this.done.add(eventId);
  }

  /** The handler failed: forget the id so a retry is not dropped. */
  release(eventId: string): void {
    this.inFlight.delete(eventId);
  }

  has(eventId: string): boolean {
    return this.done.has(eventId);
  }

  get size(): number {
    return this.done.size;
  }
}
