import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisPlaceholderStore } from "./redis-placeholder-store.js";

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === "true") throw new Error("TEST_REDIS_URL must be set in CI");

describe.skipIf(!redisUrl)("RedisPlaceholderStore (TEST_REDIS_URL)", () => {
  const prefix = `test-redact-store-${process.pid}-${Date.now()}:`;
  let redis: Redis;
  let n = 0;
  /** A store under a fresh prefix of this run. */
  const fresh = () => {
    const own = `${prefix}${n++}:`;
    return { own, store: new RedisPlaceholderStore(redis, own) };
  };

  beforeAll(() => {
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("numbers each type from 1 in one batch of interleaved types, repeats included", async () => {
    const { store } = fresh();
    expect(
      await store.assign([
        { type: "EMAIL", key: "a" },
        { type: "PERSON", key: "a" },
        { type: "EMAIL", key: "b" },
        { type: "EMAIL", key: "a" },
        { type: "URL", key: "u" },
        { type: "PERSON", key: "p" },
      ]),
    ).toEqual([1, 1, 2, 1, 1, 2]);
    expect(
      await store.assign([
        { type: "PERSON", key: "p" },
        { type: "EMAIL", key: "c" },
      ]),
    ).toEqual([2, 3]);
    expect(await store.assign([])).toEqual([]);
  });

  it("keeps the key layout of existing stores: a hash of entity keys and a counter per type", async () => {
    const { own, store } = fresh();
    // A store written before this version: its entities keep their numbers, new ones follow.
    await redis.hset(`${own}placeholders:SSN`, "old", "7");
    await redis.set(`${own}counter:SSN`, "7");
    expect(
      await store.assign([
        { type: "SSN", key: "new" },
        { type: "SSN", key: "old" },
        { type: "IBAN", key: "old" },
      ]),
    ).toEqual([8, 7, 1]);
    expect(await redis.hgetall(`${own}placeholders:SSN`)).toEqual({ old: "7", new: "8" });
    expect(await redis.get(`${own}counter:IBAN`)).toBe("1");
  });

  it("numbers a batch larger than one script call's chunk of keys, known and repeated keys included", async () => {
    const { store } = fresh();
    await store.assign([{ type: "EMAIL", key: "k10" }]);
    // 2 500 requests (the script reads and writes at most 1 000 keys per call): k0..k2499, with
    // k10 known before and every key after k2000 repeated once.
    const requests = Array.from({ length: 2500 }, (_, i) => ({ type: "EMAIL" as const, key: `k${i}` }));
    for (let i = 2000; i < 2500; i++) requests.push({ type: "EMAIL", key: `k${i}` });
    const numbers = await store.assign(requests);
    const expected = Array.from({ length: 2500 }, (_, i) => (i === 10 ? 1 : i < 10 ? i + 2 : i + 1));
    expect(numbers).toEqual([...expected, ...expected.slice(2000)]);
    expect(
      await store.assign([
        { type: "EMAIL", key: "k2499" },
        { type: "EMAIL", key: "new" },
      ]),
    ).toEqual([2500, 2501]);
  });

  it("never hands one number to two keys under concurrent batches from two connections", async () => {
    const { own, store } = fresh();
    const other = new Redis(redisUrl!);
    try {
      const stores = [store, new RedisPlaceholderStore(other, own)];
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          stores[i % 2]!.assign([
            { type: "PHONE_E164", key: `k${i % 10}` },
            { type: "PERSON", key: `n${i}` },
            { type: "PHONE_E164", key: `n${i}` },
          ]),
        ),
      );
      const numbers = new Map<string, number>();
      results.forEach((r, i) => {
        for (const [j, key] of [`P:k${i % 10}`, `N:n${i}`, `P:n${i}`].entries()) {
          const seen = numbers.get(key);
          if (seen !== undefined) expect(r[j]).toBe(seen);
          numbers.set(key, r[j]!);
        }
      });
      const phones = [...numbers].filter(([k]) => k.startsWith("P:")).map(([, v]) => v);
      expect(new Set(phones).size).toBe(50);
      expect(Math.max(...phones)).toBe(50);
      const people = [...numbers].filter(([k]) => k.startsWith("N:")).map(([, v]) => v);
      expect([...people].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    } finally {
      await other.quit();
    }
  });
});
