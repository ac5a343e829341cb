import type { EntityType } from "../entity-type.js";

/** One entity to number: its type and its HMAC entity key (never the value itself). */
export interface PlaceholderRequest {
  readonly type: EntityType;
  readonly key: string;
}

/**
 * Hands out placeholder counters. The first time a key is seen it gets the next counter of its
 * type (1, 2, 3, ...); afterwards it always gets the same one, across requests and processes
 * that share the store.
 *
 * Implementations must be atomic per key: concurrent calls never give one key two counters nor
 * two keys of one type the same counter. The method is async so persistent stores (SQLite,
 * Redis with one Lua script per batch) can implement it with a single round trip.
 */
export interface PlaceholderStore {
  /** Counters for `requests`, in the same order. Requests are given in order of appearance. */
  assign(requests: readonly PlaceholderRequest[]): Promise<readonly number[]>;
}
