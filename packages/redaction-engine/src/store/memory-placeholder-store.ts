import type { EntityType } from "../entity-type.js";
import type { PlaceholderRequest, PlaceholderStore } from "./placeholder-store.js";

/** A snapshot of a store: the last counter per type and the counter of every key. */
export interface PlaceholderStoreSnapshot {
  readonly counters: Readonly<Partial<Record<EntityType, number>>>;
  readonly keys: Readonly<Record<string, number>>;
}

/**
 * The default store: a map in memory, so placeholders are stable for the life of the process.
 * JavaScript runs `assign` to completion without yielding, which makes each batch atomic.
 * `snapshot`/`fromSnapshot` let a caller persist it (and let tests build equal store states).
 */
export class MemoryPlaceholderStore implements PlaceholderStore {
  readonly #keys = new Map<string, number>();
  readonly #counters = new Map<EntityType, number>();

  static fromSnapshot(snapshot: PlaceholderStoreSnapshot): MemoryPlaceholderStore {
    const store = new MemoryPlaceholderStore();
    for (const [type, n] of Object.entries(snapshot.counters))
      store.#counters.set(type as EntityType, n as number);
    for (const [key, n] of Object.entries(snapshot.keys)) store.#keys.set(key, n);
    return store;
  }

  assign(requests: readonly PlaceholderRequest[]): Promise<readonly number[]> {
    return Promise.resolve(this.assignNow(requests));
  }

  /** The synchronous core of `assign`, for callers that hold this concrete store. */
  assignNow(requests: readonly PlaceholderRequest[]): number[] {
    return requests.map(({ type, key }) => {
      // Keys are namespaced by type so one HMAC can never be numbered under two types.
      const k = `${type}:${key}`;
      let n = this.#keys.get(k);
      if (n === undefined) {
        n = (this.#counters.get(type) ?? 0) + 1;
        this.#counters.set(type, n);
        this.#keys.set(k, n);
      }
      return n;
    });
  }

  get size(): number {
    return this.#keys.size;
  }

  snapshot(): PlaceholderStoreSnapshot {
    return {
      counters: Object.fromEntries(this.#counters) as Partial<Record<EntityType, number>>,
      keys: Object.fromEntries(this.#keys),
    };
  }
}
