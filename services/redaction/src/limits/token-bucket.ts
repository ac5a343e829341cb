import type { Redis } from "ioredis";

export interface RateDecision {
  allowed: boolean;
  /** Whole tokens left after this request. */
  remaining: number;
  /** When refused: milliseconds until one token is back. */
  retryAfterMs: number;
}

export interface RateLimiter {
  take(bucket: string): Promise<RateDecision>;
}

export interface BucketShape {
  ratePerSec: number;
  burst: number;
}

/** Token bucket per key in this process: `burst` tokens, refilled at `ratePerSec`. */
export class MemoryTokenBuckets implements RateLimiter {
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly shape: BucketShape,
    private readonly now: () => number = Date.now,
  ) {}

  take(bucket: string): Promise<RateDecision> {
    const { ratePerSec, burst } = this.shape;
    const now = this.now();
    const state = this.#buckets.get(bucket) ?? { tokens: burst, at: now };
    const tokens = Math.min(burst, state.tokens + ((now - state.at) / 1000) * ratePerSec);
    const allowed = tokens >= 1;
    const left = allowed ? tokens - 1 : tokens;
    this.#buckets.set(bucket, { tokens: left, at: now });
    return Promise.resolve({
      allowed,
      remaining: Math.floor(left),
      retryAfterMs: allowed ? 0 : Math.ceil(((1 - left) / ratePerSec) * 1000),
    });
  }
}

/**
 * The same bucket in Redis, refilled and taken in one script with Redis' own clock, so every
 * replica shares one bucket per key and clock skew between replicas does not matter.
 */
const TAKE = `
local rate, burst = tonumber(ARGV[1]), tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens, at = tonumber(state[1]), tonumber(state[2])
if not tokens then tokens, at = burst, now end
tokens = math.min(burst, tokens + math.max(0, now - at) / 1000 * rate)
local allowed = 0
if tokens >= 1 then tokens = tokens - 1; allowed = 1 end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
local retry = 0
if allowed == 0 then retry = math.ceil((1 - tokens) / rate * 1000) end
return {allowed, math.floor(tokens), retry}
`;

export class RedisTokenBuckets implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly shape: BucketShape,
  ) {
    redis.defineCommand("redactTakeToken", { numberOfKeys: 1, lua: TAKE });
  }

  async take(bucket: string): Promise<RateDecision> {
    const run = (this.redis as unknown as Record<string, (...args: unknown[]) => Promise<number[]>>)
      .redactTakeToken!;
    const [allowed, remaining, retryAfterMs] = await run.call(
      this.redis,
      `${this.prefix}bucket:${bucket}`,
      String(this.shape.ratePerSec),
      String(this.shape.burst),
    );
    return { allowed: allowed === 1, remaining: remaining!, retryAfterMs: retryAfterMs! };
  }
}
