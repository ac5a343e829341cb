import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  FileIdempotencyStore,
  IN_FLIGHT_MS,
  MemoryIdempotencyStore,
  RedisIdempotencyStore,
} from "../src/index.js";

const response = { status: 201, body: '{"ok":true}', contentType: "application/json" };
const id = (key: string) => ({ scope: "POST /x", key });

describe("memory and file idempotency stores", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("keeps maxRecords records and evicts the oldest at maxRecords + 1", async () => {
    const store = new MemoryIdempotencyStore({ maxRecords: 3 });
    for (const k of ["a", "b", "c"]) {
      const claim = (await store.claim(id(k), "h", 0)) as { token: string };
      await store.complete(id(k), claim.token, response);
    }
    expect((await store.claim(id("a"), "h", 1)).state).toBe("replay");
    await store.claim(id("d"), "h", 1);
    // Age is the claim's, not the last replay's: "a" goes, "b" stays.
    expect((await store.claim(id("b"), "h", 2)).state).toBe("replay");
    expect((await store.claim(id("a"), "h", 2)).state).toBe("claimed");
    await store.close();
  });

  it("forgets a record ttlMs after its claim, not before", async () => {
    const store = new MemoryIdempotencyStore({ ttlMs: 1000 });
    const claim = (await store.claim(id("t"), "h", 5000)) as { token: string };
    await store.complete(id("t"), claim.token, response);
    expect((await store.claim(id("t"), "h", 5999)).state).toBe("replay");
    expect((await store.claim(id("t"), "h", 6000)).state).toBe("claimed");
    await store.close();
  });

  it("only the owner's token completes or releases a record", async () => {
    const store = new MemoryIdempotencyStore();
    const claim = (await store.claim(id("o"), "h", 0)) as { token: string };
    await store.complete(id("o"), "someone-else", response);
    await store.release(id("o"), "someone-else");
    expect((await store.claim(id("o"), "h", 0)).state).toBe("pending");
    await store.release(id("o"), claim.token);
    expect((await store.claim(id("o"), "h", 0)).state).toBe("claimed");
    await store.close();
  });

  it("replays a finished record from its journal after a restart; an in-flight one is free again", async () => {
    const dir = mkdtempSync(join(tmpdir(), "idem-file-"));
    dirs.push(dir);
    const path = join(dir, "idempotency.jsonl");
    const before = new FileIdempotencyStore(path);
    const done = (await before.claim(id("done"), "h", Date.now())) as { token: string };
    await before.complete(id("done"), done.token, response);
    await before.claim(id("cut"), "h", Date.now());
    await before.close();
    // No close of the journal needed: each line is written before complete resolves (kill -9 safe).
    const after = new FileIdempotencyStore(path);
    expect(await after.claim(id("done"), "h", Date.now())).toEqual({ state: "replay", response });
    expect(await after.claim(id("done"), "other", Date.now())).toEqual({ state: "conflict" });
    expect((await after.claim(id("cut"), "h", Date.now())).state).toBe("claimed");
    await after.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === "true") throw new Error("TEST_REDIS_URL must be set in CI");

describe.skipIf(!redisUrl)("Redis idempotency store seen from two connections (TEST_REDIS_URL)", () => {
  const prefix = `test-kit-idem-${randomUUID().slice(0, 8)}:`;
  let one: Redis;
  let two: Redis;
  beforeAll(() => {
    one = new Redis(redisUrl!);
    two = new Redis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await one.keys(`${prefix}*`);
    if (keys.length > 0) await one.del(...keys);
    one.disconnect();
    two.disconnect();
  });

  it("lets one of two connections claim a key; the other waits and replays", async () => {
    const [first, second] = [
      new RedisIdempotencyStore(one, { prefix }),
      new RedisIdempotencyStore(two, { prefix }),
    ];
    const k1 = { scope: "S", key: "K1" };
    const claims = await Promise.all([first.claim(k1, "h", Date.now()), second.claim(k1, "h", Date.now())]);
    expect(claims.map((c) => c.state).sort()).toEqual(["claimed", "pending"]);
    const owner = claims.find((c) => c.state === "claimed") as { token: string };
    expect(await first.claim(k1, "other", Date.now())).toEqual({ state: "conflict" });
    const waiting = claims.find((c) => c.state === "pending") as { settled: Promise<void> };
    // Only the owner's token completes the record.
    await second.complete(k1, "not-the-owner", response);
    expect((await second.claim(k1, "h", Date.now())).state).toBe("pending");
    await first.complete(k1, owner.token, response);
    await waiting.settled;
    expect(await second.claim(k1, "h", Date.now())).toEqual({ state: "replay", response });
    expect(await one.pttl(`${prefix}idem:S K1`)).toBeGreaterThan(23 * 60 * 60 * 1000);
    // A released key (non-2xx) is free again at once.
    const k2 = { scope: "S", key: "K2" };
    const again = (await first.claim(k2, "h", Date.now())) as { token: string };
    expect(await one.pttl(`${prefix}idem:S K2`)).toBeLessThanOrEqual(IN_FLIGHT_MS);
    await first.release(k2, again.token);
    expect((await second.claim(k2, "h", Date.now())).state).toBe("claimed");
  });

  it("evicts the oldest records past maxRecords", async () => {
    const max = 100;
    const store = new RedisIdempotencyStore(one, { prefix: `${prefix}ev:`, maxRecords: max });
    const index = `${prefix}ev:idem:index`;
    // Fill the index as if `max` records existed, then claim one more.
    const base = Date.now() - 1000;
    const members = Array.from({ length: max }, (_, i) => [base + i, `old-${i}`]).flat();
    await one.zadd(index, ...(members as Array<string | number>));
    await one.hset(`${prefix}ev:idem:old-0`, "hash", "h", "createdAt", String(base));
    await store.claim({ scope: "S", key: "newest" }, "h", Date.now());
    expect(await one.zcard(index)).toBe(max);
    expect(await one.zscore(index, "old-0")).toBeNull();
    expect(await one.exists(`${prefix}ev:idem:old-0`)).toBe(0);
    expect(await one.zscore(index, "S newest")).not.toBeNull();
  });
});
