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
  /**
   * Entity key -> counter, one map per type: keys are namespaced by type so one HMAC can never be
   * numbered under two types, without building a `type:key` string per request.
   */
  readonly #keys = new Map<EntityType, Map<string, number>>();
  readonly #counters = new Map<EntityType, number>();
  #size = 0;

  static fromSnapshot(snapshot: PlaceholderStoreSnapshot): MemoryPlaceholderStore {
    const store = new MemoryPlaceholderStore();
    for (const [type, n] of Object.entries(snapshot.counters))
      store.#counters.set(type as EntityType, n as number);
    for (const [namespaced, n] of Object.entries(snapshot.keys)) {
      // Types hold no ':' (entity-type.ts), so the first one ends the type.
      const colon = namespaced.indexOf(":");
      store.#keysOf(namespaced.slice(0, colon) as EntityType).set(namespaced.slice(colon + 1), n);
      store.#size++;
    }
    return store;
  }

  assign(requests: readonly PlaceholderRequest[]): Promise<readonly number[]> {
    return Promise.resolve(this.assignNow(requests));
  }

  /** The synchronous core of `assign`, for callers that hold this concrete store. */
  assignNow(requests: readonly PlaceholderRequest[]): number[] {
    const out = new Array<number>(requests.length);
    for (let i = 0; i < requests.length; i++) {
      const { type, key } = requests[i]!;
      const keys = this.#keysOf(type);
      let n = keys.get(key);
      if (n === undefined) {
        n = (this.#counters.get(type) ?? 0) + 1;
        this.#counters.set(type, n);
        keys.set(key, n);
        this.#size++;
      }
      out[i] = n;
    }
    return out;
  }

  get size(): number {
    return this.#size;
  }

  snapshot(): PlaceholderStoreSnapshot {
    const keys: Record<string, number> = {};
    for (const [type, byKey] of this.#keys) for (const [key, n] of byKey) keys[`${type}:${key}`] = n;
    return {
      counters: Object.fromEntries(this.#counters) as Partial<Record<EntityType, number>>,
      keys,
    };
  }

  #keysOf(type: EntityType): Map<string, number> {
    let keys = this.#keys.get(type);
    if (!keys) {
      keys = new Map();
      this.#keys.set(type, keys);
    }
    return keys;
  }
}
