import type { Redis } from "ioredis";
import { luaScript } from "../redis/lua-script.js";
import { TokenBucket } from "./token-bucket.js";

export interface RateDecision {
  allowed: boolean;
  /** Whole tokens left after this request. */
  remaining: number;
  /** When refused: milliseconds until one token is back. */
  retryAfterMs: number;
}

/** One token bucket per key (an API key, a client). */
export interface RateLimiter {
  take(bucket: string): Promise<RateDecision>;
}

export interface BucketShape {
  ratePerSec: number;
  burst: number;
}

/** A bucket per key in this process: `burst` tokens, refilled at `ratePerSec`. */
export class MemoryTokenBuckets implements RateLimiter {
  readonly #buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly shape: BucketShape,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): Promise<RateDecision> {
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      bucket = new TokenBucket({ rate: this.shape.ratePerSec, capacity: this.shape.burst, now: this.now });
      this.#buckets.set(key, bucket);
    }
    const allowed = bucket.take();
    const retryAfterMs = allowed ? 0 : bucket.retryAfterMs;
    return Promise.resolve({ allowed, remaining: bucket.remaining, retryAfterMs });
  }
}

/**
 * The same bucket in Redis, refilled and taken in one script with Redis' own clock, so every
 * replica shares one bucket per key and clock skew between replicas does not matter. ARGV[3] asks
 * for several tokens at once (`takeMany`): as many as there are, exactly as that many single takes
 * in a row would get.
 */
const TAKE = `
local rate, burst, want = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3] or '1')
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens, at = tonumber(state[1]), tonumber(state[2])
if not tokens then tokens, at = burst, now end
tokens = math.min(burst, tokens + math.max(0, now - at) / 1000 * rate)
local granted = math.min(want, math.floor(tokens))
tokens = tokens - granted
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
local retry = 0
if granted < want then retry = math.ceil((1 - tokens) / rate * 1000) end
return {granted, math.floor(tokens), retry}
`;

/** Buckets `<prefix>bucket:<key>` shared by every replica. */
export class RedisTokenBuckets implements RateLimiter {
  private readonly script: (keys: string[], args: Array<string | number>) => Promise<number[]>;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly shape: BucketShape,
  ) {
    this.script = luaScript(redis, "takeToken", 1, TAKE);
  }

  async take(key: string): Promise<RateDecision> {
    const { granted, remaining, retryAfterMs } = await this.takeMany(key, 1);
    return { allowed: granted === 1, remaining, retryAfterMs };
  }

  /**
   * Up to `count` tokens in one round trip, for `count` requests that arrived together: the first
   * `granted` of them are allowed, the rest refused with `retryAfterMs` (0 when all were granted).
   */
  async takeMany(
    key: string,
    count: number,
  ): Promise<{ granted: number; remaining: number; retryAfterMs: number }> {
    const [granted, remaining, retryAfterMs] = await this.script(
      [`${this.prefix}bucket:${key}`],
      [String(this.shape.ratePerSec), String(this.shape.burst), String(count)],
    );
    return { granted: granted!, remaining: remaining!, retryAfterMs: retryAfterMs! };
  }
}
