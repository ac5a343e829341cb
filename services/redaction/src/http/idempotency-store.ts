import type { Redis } from "ioredis";

/** What a request with an `Idempotency-Key` finds when it arrives. */
export type IdempotencyClaim =
  | { kind: "new" }
  | { kind: "replay"; body: string }
  | { kind: "conflict" }
  | { kind: "in-flight" };

export interface IdempotencyStore {
  /** Claims `key` for a body with hash `bodyHash`, or reports what already holds it. */
  claim(key: string, bodyHash: string): Promise<IdempotencyClaim>;
  /** Stores the successful response for replays. */
  complete(key: string, bodyHash: string, body: string): Promise<void>;
  /** Frees a claim whose request failed, so a retry runs again. */
  release(key: string): Promise<void>;
}

interface Entry {
  bodyHash: string;
  body: string | undefined;
  expiresAt: number;
}

/** In this process: at most `max` keys (oldest evicted), each kept `ttlMs`. */
export class MemoryIdempotencyStore implements IdempotencyStore {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
    private readonly now: () => number = Date.now,
  ) {}

  claim(key: string, bodyHash: string): Promise<IdempotencyClaim> {
    const found = this.#entries.get(key);
    if (found && found.expiresAt > this.now()) return Promise.resolve(verdict(found, bodyHash));
    this.#entries.delete(key);
    this.#entries.set(key, { bodyHash, body: undefined, expiresAt: this.now() + this.ttlMs });
    while (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value!);
    return Promise.resolve({ kind: "new" });
  }

  complete(key: string, bodyHash: string, body: string): Promise<void> {
    this.#entries.set(key, { bodyHash, body, expiresAt: this.now() + this.ttlMs });
    return Promise.resolve();
  }

  release(key: string): Promise<void> {
    this.#entries.delete(key);
    return Promise.resolve();
  }
}

function verdict(entry: { bodyHash: string; body: string | undefined }, bodyHash: string): IdempotencyClaim {
  if (entry.bodyHash !== bodyHash) return { kind: "conflict" };
  return entry.body === undefined ? { kind: "in-flight" } : { kind: "replay", body: entry.body };
}

/**
 * Shared by every replica: `SET NX` claims a key (with an in-flight marker and the body hash), the
 * finished response replaces it with the same TTL. Redis' own expiry drops old keys.
 */
export class RedisIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs: number,
  ) {}

  async claim(key: string, bodyHash: string): Promise<IdempotencyClaim> {
    const name = `${this.prefix}idem:${key}`;
    const claimed = await this.redis.set(name, JSON.stringify({ bodyHash }), "PX", this.ttlMs, "NX");
    if (claimed === "OK") return { kind: "new" };
    const raw = await this.redis.get(name);
    if (raw === null) return this.claim(key, bodyHash); // expired between the two calls
    return verdict(JSON.parse(raw) as { bodyHash: string; body: string | undefined }, bodyHash);
  }

  async complete(key: string, bodyHash: string, body: string): Promise<void> {
    await this.redis.set(`${this.prefix}idem:${key}`, JSON.stringify({ bodyHash, body }), "PX", this.ttlMs);
  }

  async release(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}idem:${key}`);
  }
}
