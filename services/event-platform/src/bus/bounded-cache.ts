/**
 * A map that stops growing at `capacity`: past it, `set` keeps nothing. For values worth keeping at
 * hand per event type, whose number a sender could otherwise inflate.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Returns `value`, kept when there is room. */
  set(key: K, value: V): V {
    if (this.entries.size < this.capacity) this.entries.set(key, value);
    return value;
  }
}
