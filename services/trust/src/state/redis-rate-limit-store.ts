import { luaScript } from "@platform/service-kit/redis";
import type { Redis } from "ioredis";
import type { RateLimitStore, WindowCount } from "./rate-limit-store.js";
import { guarded } from "./state-unavailable.js";

/**
 * INCR and PEXPIRE in one script: the first request of a window opens it with the window's expiry,
 * and every replica counts into the same key. A key left without expiry (never by this script) is
 * given one, so a window can never stick forever.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** One fixed window per key for all replicas: `<prefix>rl:<key>`, expiring with the window. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly run: (keys: string[], args: number[]) => Promise<[number, number]>;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    this.run = luaScript<[number, number]>(redis, "trustRateLimitHit", 1, HIT);
  }

  hit(key: string, windowMs: number, at: number): Promise<WindowCount> {
    return guarded(async () => {
      const [count, ttl] = await this.run([`${this.prefix}rl:${key}`], [windowMs]);
      return { count, resetAt: at + ttl };
    });
  }

  async close(): Promise<void> {}
}
