/** A fixed-capacity buffer that overwrites its oldest item: O(1) appends at any size. */
export class RingBuffer<T> {
  private items: T[] = [];
  private start = 0;

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.items.length;
  }

  push(item: T): void {
    if (this.items.length < this.capacity) {
      this.items.push(item);
      return;
    }
    this.items[this.start] = item;
    this.start = (this.start + 1) % this.capacity;
  }

  /** Removes the newest `count` items (all of them when there are fewer). */
  dropNewest(count: number): void {
    const kept = this.toArray().slice(0, Math.max(0, this.items.length - count));
    this.items = kept;
    this.start = 0;
  }

  /** Oldest first. */
  toArray(): T[] {
    return [...this.items.slice(this.start), ...this.items.slice(0, this.start)];
  }
}
