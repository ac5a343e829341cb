import type { RateDecision, RateLimiter } from "@platform/service-kit";
import { TurnBatch } from "../batching/turn-batch.js";

/** A limiter that can take several tokens of one bucket at once (service-kit's RedisTokenBuckets). */
export interface BulkRateLimiter {
  takeMany(
    bucket: string,
    count: number,
  ): Promise<{ granted: number; remaining: number; retryAfterMs: number }>;
}

/**
 * The requests that arrive in one event-loop turn take their tokens together: one `takeMany` per
 * bucket (one Redis round trip) instead of one each. The first `granted` requests of a bucket, in
 * arrival order, are allowed and the rest refused, which is what single takes in a row would have
 * decided; `remaining` is the bucket after the whole batch.
 */
export class TurnBatchedLimiter implements RateLimiter {
  readonly #batch: TurnBatch<string, RateDecision>;

  constructor(limiter: BulkRateLimiter) {
    this.#batch = new TurnBatch(async (buckets) => {
      const asked = new Map<string, number>();
      for (const bucket of buckets) asked.set(bucket, (asked.get(bucket) ?? 0) + 1);
      const taken = new Map(
        await Promise.all(
          [...asked].map(async ([bucket, count]) => [bucket, await limiter.takeMany(bucket, count)] as const),
        ),
      );
      const seen = new Map<string, number>();
      return buckets.map((bucket) => {
        const nth = seen.get(bucket) ?? 0;
        seen.set(bucket, nth + 1);
        const { granted, remaining, retryAfterMs } = taken.get(bucket)!;
        const allowed = nth < granted;
        return { allowed, remaining, retryAfterMs: allowed ? 0 : retryAfterMs };
      });
    });
  }

  take(bucket: string): Promise<RateDecision> {
    return this.#batch.add(bucket);
  }
}
