import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateExposureFile } from "../src/state/exposure-migration.js";
import { RedisExposureStore } from "../src/state/redis-exposure-store.js";
import { RedisOnceSet } from "../src/state/redis-once-set.js";
import { RedisRateLimitStore } from "../src/state/redis-rate-limit-store.js";
import { silentLogger } from "./fixtures.js";
import { deleteKeys, testRedisUrl, uniquePrefix } from "./replicas.js";

const redisUrl = testRedisUrl("redis-stores.test.ts");

describe.skipIf(!redisUrl)("Redis stores seen from two connections (TEST_REDIS_URL)", () => {
  const prefix = uniquePrefix("stores");
  let one: Redis;
  let two: Redis;
  beforeAll(() => {
    one = new Redis(redisUrl!);
    two = new Redis(redisUrl!);
  });
  afterAll(async () => {
    one.disconnect();
    two.disconnect();
    await deleteKeys(redisUrl!, prefix);
  });

  it("reserves exposure from two connections without ever passing either cap", async () => {
    // 20 wallets × 60 > 1 000: both caps bind.
    const caps = { maxTotal: 1_000, maxPerWallet: 60 };
    const stores = [
      new RedisExposureStore(one, `${prefix}x1:`, caps),
      new RedisExposureStore(two, `${prefix}x1:`, caps),
    ];
    const wallets = Array.from({ length: 20 }, (_, i) => `W${i}`);
    const grants = await Promise.all(
      Array.from({ length: 400 }, (_, i) => stores[i % 2]!.reserve(wallets[i % 20]!, 37.123456)),
    );
    const granted = grants.reduce((s, g) => s + g.granted, 0);
    expect(granted).toBeCloseTo(1_000, 6);
    const held = await stores[1]!.snapshot();
    expect(held.total).toBeCloseTo(1_000, 6);
    for (const w of wallets) expect(held.perWallet[w] ?? 0).toBeLessThanOrEqual(60);
    expect(Object.values(held.perWallet).filter((v) => v === 60).length).toBeGreaterThan(0);
    expect(await stores[0]!.reserve("W0", 10)).toEqual({
      granted: 0,
      remainingGlobal: 0,
      remainingWallet: 0,
    });
    // Per-wallet cap at N and N+1: a fresh wallet under a fresh total gets exactly its cap.
    const fresh = new RedisExposureStore(one, `${prefix}x2:`, caps);
    expect((await fresh.reserve("A", 60)).granted).toBe(60);
    expect(await fresh.reserve("A", 0.000001)).toEqual({
      granted: 0,
      remainingGlobal: 940,
      remainingWallet: 0,
    });
  });

  it("migrates a file's exposure once, and refuses a second time", async () => {
    const dir = mkdtempSync(join(tmpdir(), "trust-migrate-"));
    const path = join(dir, "system-exposure.json");
    writeFileSync(path, JSON.stringify({ total: 120.5, perWallet: { A: 100, B: 20.5 } }));
    const caps = { maxTotal: 1_000, maxPerWallet: 100 };
    const target = { path, redisUrl: redisUrl!, prefix: `${prefix}m:`, caps, logger: silentLogger };
    expect(await migrateExposureFile(target)).toEqual({ migrated: true, total: 120.5, wallets: 2 });
    const store = new RedisExposureStore(one, `${prefix}m:`, caps);
    expect(await store.snapshot()).toEqual({ total: 120.5, perWallet: { A: 100, B: 20.5 } });
    expect((await store.reserve("A", 5)).granted).toBe(0);
    expect((await store.reserve("B", 5)).granted).toBe(5);
    expect(await migrateExposureFile(target)).toEqual({
      migrated: false,
      total: 125.5,
      wallets: 2,
      reason: `Redis already holds exposure under ${prefix}m:; nothing written`,
    });
    expect(await migrateExposureFile({ ...target, path: join(dir, "missing.json") })).toMatchObject({
      migrated: false,
      reason: expect.stringContaining("no exposure file"),
    });
  });

  it("counts one window for two connections and refuses a used id on the other", async () => {
    const [r1, r2] = [new RedisRateLimitStore(one, prefix), new RedisRateLimitStore(two, prefix)];
    const at = Date.now();
    const counts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? r1 : r2).hit("ip", 60_000, at)),
    );
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const c of counts) expect(c.resetAt).toBeLessThanOrEqual(at + 60_000);
    expect(await one.pttl(`${prefix}rl:ip`)).toBeGreaterThan(59_000);

    const [n1, n2] = [new RedisOnceSet(one, `${prefix}n:`), new RedisOnceSet(two, `${prefix}n:`)];
    const claims = await Promise.all([n1.claim("nonce-1", 60_000), n2.claim("nonce-1", 60_000)]);
    expect(claims.sort()).toEqual([false, true]);
    await n2.release("nonce-1");
    expect(await n1.claim("nonce-1", 60_000)).toBe(true);
  });
});
