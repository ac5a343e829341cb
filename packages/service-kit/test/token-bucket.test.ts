import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { MemoryTokenBuckets, RedisTokenBuckets, TokenBucket } from "../src/index.js";

describe("TokenBucket", () => {
  it("gives `capacity` tokens, then one per 1/rate seconds", () => {
    let now = 0;
    const bucket = new TokenBucket({ rate: 2, capacity: 3, now: () => now });
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    expect(bucket.retryAfterMs).toBe(500);
    now = 499;
    expect(bucket.take()).toBe(false);
    now = 500;
    expect(bucket.take()).toBe(true);
    expect(bucket.remaining).toBe(0);
  });

  it("holds one second's worth by default, at least one token; rate 0 is unlimited", () => {
    expect(new TokenBucket({ rate: 5, now: () => 0 }).capacity).toBe(5);
    expect(new TokenBucket({ rate: 0.5, now: () => 0 }).capacity).toBe(1);
    const open = new TokenBucket({ rate: 0, now: () => 0 });
    for (let i = 0; i < 1000; i++) expect(open.take()).toBe(true);
    expect(() => new TokenBucket({ rate: -1 })).toThrow("rate must be a finite number >= 0");
    expect(() => new TokenBucket({ rate: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });
});

describe("MemoryTokenBuckets", () => {
  it("keeps a bucket per key and says when to retry", async () => {
    let now = 1000;
    const buckets = new MemoryTokenBuckets({ ratePerSec: 1, burst: 2 }, () => now);
    expect(await buckets.take("a")).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    expect(await buckets.take("a")).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    expect(await buckets.take("a")).toEqual({ allowed: false, remaining: 0, retryAfterMs: 1000 });
    expect((await buckets.take("b")).allowed).toBe(true);
    now = 1250;
    expect(await buckets.take("a")).toEqual({ allowed: false, remaining: 0, retryAfterMs: 750 });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === "true") throw new Error("TEST_REDIS_URL must be set in CI");
describe.skipIf(!redisUrl)("RedisTokenBuckets (TEST_REDIS_URL)", () => {
  const prefix = `test-kit-bucket-${randomUUID().slice(0, 8)}:`;
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  afterAll(async () => {
    const keys = await redis!.keys(`${prefix}*`);
    if (keys.length > 0) await redis!.del(...keys);
    redis!.disconnect();
  });

  it("shares one bucket per key between two limiters", async () => {
    const shape = { ratePerSec: 0.001, burst: 3 };
    const [a, b] = [
      new RedisTokenBuckets(redis!, prefix, shape),
      new RedisTokenBuckets(redis!, prefix, shape),
    ];
    const decisions = [await a.take("k"), await b.take("k"), await a.take("k"), await b.take("k")];
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
    expect(decisions[3]!.retryAfterMs).toBeGreaterThan(990_000);
    expect(await redis!.pttl(`${prefix}bucket:k`)).toBeGreaterThan(0);
  });

  it("takeMany grants what is left, as single takes in a row would, and says when to retry", async () => {
    const shape = { ratePerSec: 0.001, burst: 5 };
    const limiter = new RedisTokenBuckets(redis!, prefix, shape);
    expect(await limiter.takeMany("many", 3)).toEqual({ granted: 3, remaining: 2, retryAfterMs: 0 });
    const short = await limiter.takeMany("many", 4);
    expect(short).toMatchObject({ granted: 2, remaining: 0 });
    expect(short.retryAfterMs).toBeGreaterThan(990_000);
    expect((await limiter.take("many")).allowed).toBe(false);
  });
});
