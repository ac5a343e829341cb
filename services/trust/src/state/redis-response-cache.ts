import type { Redis } from "ioredis";
import type { ResponseCache } from "./response-cache.js";
import { guarded } from "./state-unavailable.js";
import type { CacheEvents } from "./ttl-cache.js";

/**
 * The response cache of every replica: `<prefix>cache:<key>` with the cache's TTL, so a write on
 * one replica deletes the answer all of them serve. Concurrent misses in one replica share one
 * produce; two replicas missing at once each produce (the same answer).
 */
export class RedisResponseCache implements ResponseCache {
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs: number,
    private readonly events: CacheEvents,
  ) {}

  async load(key: string, produce: () => Promise<string>): Promise<string> {
    const cached = await guarded(() => this.redis.get(`${this.prefix}cache:${key}`));
    if (cached !== null) {
      this.events.hit();
      return cached;
    }
    this.events.miss();
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const started = produce()
      .then(async (value) => {
        // An answer that cannot be cached is still an answer.
        await this.redis.set(`${this.prefix}cache:${key}`, value, "PX", this.ttlMs).catch(() => undefined);
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }

  delete(key: string): Promise<void> {
    return guarded(async () => {
      await this.redis.del(`${this.prefix}cache:${key}`);
    });
  }
}
