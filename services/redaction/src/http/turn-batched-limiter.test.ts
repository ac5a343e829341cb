import { describe, expect, it } from "vitest";
import { type BulkRateLimiter, TurnBatchedLimiter } from "./turn-batched-limiter.js";

/** Buckets with a fixed number of tokens and no refill; records every takeMany. */
function fixedBuckets(tokens: Record<string, number>) {
  const calls: [string, number][] = [];
  const limiter: BulkRateLimiter = {
    async takeMany(bucket, count) {
      calls.push([bucket, count]);
      const granted = Math.min(count, tokens[bucket] ?? 0);
      tokens[bucket] = (tokens[bucket] ?? 0) - granted;
      return { granted, remaining: tokens[bucket]!, retryAfterMs: granted < count ? 1500 : 0 };
    },
  };
  return { limiter, calls };
}

describe("TurnBatchedLimiter", () => {
  it("takes the tokens of one turn's requests with one call per bucket, first come first allowed", async () => {
    const { limiter, calls } = fixedBuckets({ a: 2, b: 5 });
    const batched = new TurnBatchedLimiter(limiter);
    const decisions = await Promise.all(["a", "b", "a", "a"].map((bucket) => batched.take(bucket)));
    expect(calls).toEqual([
      ["a", 3],
      ["b", 1],
    ]);
    expect(decisions).toEqual([
      { allowed: true, remaining: 0, retryAfterMs: 0 },
      { allowed: true, remaining: 4, retryAfterMs: 0 },
      { allowed: true, remaining: 0, retryAfterMs: 0 },
      { allowed: false, remaining: 0, retryAfterMs: 1500 },
    ]);
  });

  it("refuses a later turn's request once the bucket is empty", async () => {
    const { limiter } = fixedBuckets({ a: 1 });
    const batched = new TurnBatchedLimiter(limiter);
    expect((await batched.take("a")).allowed).toBe(true);
    expect(await batched.take("a")).toEqual({ allowed: false, remaining: 0, retryAfterMs: 1500 });
  });
});
