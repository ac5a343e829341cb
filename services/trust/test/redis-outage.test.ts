import { connect, createServer, type Server, type Socket } from "node:net";
import type { Devnet } from "@platform/algorand-devnet";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sharedDevnet, trustAgainst } from "./fixtures.js";
import { deleteKeys, testRedisUrl, uniquePrefix } from "./replicas.js";

const redisUrl = testRedisUrl("redis-outage.test.ts");

/** A TCP proxy in front of Redis that the test can cut and restore, as a network outage would. */
async function redisProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const up = async () => {
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on("close", () => sockets.delete(s));
        s.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => server!.listen(port, "127.0.0.1", r));
    port = (server.address() as { port: number }).port;
  };
  const down = async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((r) => server!.close(() => r()));
  };
  await up();
  return { url: () => `redis://127.0.0.1:${port}`, up, down };
}

describe.skipIf(!redisUrl)("Redis going down and coming back (TEST_REDIS_URL)", () => {
  const prefix = uniquePrefix("outage");
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await sharedDevnet();
  });
  afterAll(async () => {
    await devnet?.close();
    await deleteKeys(redisUrl!, prefix);
  });

  it("answers 503 on the paths that need Redis, never falls back to process state, and recovers", async () => {
    const proxy = await redisProxy(new URL(redisUrl!));
    const { app, cleanup } = await trustAgainst(devnet, {
      REDIS_URL: proxy.url(),
      REDIS_KEY_PREFIX: prefix,
      REQUEST_TIMEOUT_MS: "1000",
      LOAD_TEST_MODE: "0",
      REPUTATION_APP_ID: "0",
    });
    // Without rate limiting, /reputation's first Redis call is the shared reputation ledger's.
    const unlimited = await trustAgainst(devnet, {
      REDIS_URL: proxy.url(),
      REDIS_KEY_PREFIX: prefix,
      REQUEST_TIMEOUT_MS: "1000",
      LOAD_TEST_MODE: "1",
      REPUTATION_APP_ID: "0",
    });
    const wallet = devnet.accounts.roles.established![1]!;
    const ready = await app.inject("/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ algorand: { connected: true }, redis: { connected: true } });
    expect((await app.inject(`/score?wallet=${wallet}`)).statusCode).toBe(200);

    await proxy.down();
    const notReady = await app.inject("/ready");
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({
      status: "not_ready",
      algorand: { connected: true },
      redis: { connected: false },
    });
    expect((await app.inject("/health/deep")).statusCode).toBe(503);
    expect((await app.inject("/health")).statusCode).toBe(200);
    expect((await app.inject("/metrics")).statusCode).toBe(200);
    const unavailable = {
      error: "Shared state store (Redis) is unavailable",
      code: "STATE_UNAVAILABLE",
    };
    for (const url of [`/score?wallet=${wallet}`, `/underwrite?wallet=${wallet}`, "/discovery/search"]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailable);
    }
    const write = await app.inject({
      method: "POST",
      url: "/reputation/record",
      payload: { wallet, eventType: "service", amount: 1 },
      headers: { "idempotency-key": "outage-write-1" },
    });
    expect(write.statusCode).toBe(503);
    const reputation = await unlimited.app.inject(`/reputation?wallet=${wallet}`);
    expect(reputation.statusCode).toBe(503);
    expect(reputation.json()).toEqual(unavailable);

    await proxy.up();
    await vi.waitFor(
      async () => {
        expect((await app.inject("/ready")).statusCode).toBe(200);
        expect((await unlimited.app.inject("/ready")).statusCode).toBe(200);
      },
      { timeout: 5000, interval: 100 },
    );
    expect((await app.inject(`/score?wallet=${wallet}`)).statusCode).toBe(200);
    const retried = await app.inject({
      method: "POST",
      url: "/reputation/record",
      payload: { wallet, eventType: "service", amount: 1 },
      headers: { "idempotency-key": "outage-write-1" },
    });
    expect(retried.statusCode).toBe(201);
    const recovered = await unlimited.app.inject(`/reputation?wallet=${wallet}`);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().breakdown.service).toEqual({ count: 1, amount: 1 });
    await unlimited.cleanup();
    await cleanup();
    await proxy.down();
  });
});
