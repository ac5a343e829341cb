import { createServer, type IncomingMessage } from "node:http";
import type { Devnet } from "@platform/algorand-devnet";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RedisExposureStore } from "../src/state/redis-exposure-store.js";
import { operatorEnv, sharedDevnet } from "./fixtures.js";
import {
  call,
  deleteKeys,
  type Replica,
  replicaEnv,
  startReplica,
  testRedisUrl,
  uniquePrefix,
} from "./replicas.js";

const redisUrl = testRedisUrl("replicas.test.ts");

describe.skipIf(!redisUrl)("two trust replicas on one Redis (TEST_REDIS_URL)", () => {
  const prefix = uniquePrefix("replicas");
  let devnet: Devnet;
  let a: Replica;
  let b: Replica;
  let redis: Redis;
  let n = 0;
  const key = () => `replica-key-${Date.now()}-${n++}`;
  const role = (name: string, i = 0) => devnet.accounts.roles[name]![i]!;
  /** Alternates requests between the replicas. */
  const replica = (i: number) => (i % 2 === 0 ? a : b);
  const post = (r: Replica, path: string, body: unknown, k = key()) =>
    call(`${r.url}${path}`, { body, headers: { "idempotency-key": k } });

  beforeAll(async () => {
    devnet = await sharedDevnet();
    const env = replicaEnv(devnet, redisUrl!, prefix, {
      ...operatorEnv(devnet),
      LOAD_TEST_MODE: "0",
      RATE_LIMIT_MAX: "40",
      // The tests' own traffic comes from 127.0.0.1; the rate-limit tests use 127.0.0.2 and .3.
      RATE_LIMIT_TRUSTED_IPS: "127.0.0.1",
      RATE_LIMIT_OVERRIDES: '{"GET /discovery/search":{"max":3}}',
      MAX_SYSTEM_EXPOSURE_USDC: "60",
      MAX_WALLET_EXPOSURE_USDC: "25",
      WEBHOOKS_ALLOW_PRIVATE: "true",
      WEBHOOK_RETRY_BASE_MS: "20",
    });
    [a, b] = await Promise.all([startReplica(env), startReplica(env)]);
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    redis?.disconnect();
    await devnet?.close();
    await deleteKeys(redisUrl!, prefix);
  });

  it("readiness reports Redis on both replicas", async () => {
    for (const r of [a, b]) {
      const ready = await call(`${r.url}/ready`);
      expect(ready.status).toBe(200);
      expect(ready.json()).toMatchObject({ status: "ready", redis: { connected: true } });
    }
  });

  it("counts one rate-limit window per IP for both replicas: exactly max pass under parallel requests", async () => {
    const wallet = role("established", 0);
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(`${replica(i).url}/verify?wallet=${wallet}`, { from: "127.0.0.2" }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(40);
    expect(results.filter((r) => r.status === 429)).toHaveLength(20);
    expect(results.find((r) => r.status === 429)!.json()).toEqual({
      error: "Too many requests. Try again later.",
      code: "RATE_LIMITED",
    });
    expect(new Set(results.map((r) => r.headers["x-ratelimit-limit"]))).toEqual(new Set(["40"]));
    const remaining = results.map((r) => Number(r.headers["x-ratelimit-remaining"])).sort((x, y) => x - y);
    expect(remaining.slice(0, 21)).toEqual(Array(21).fill(0));
    expect(remaining.slice(21)).toEqual(Array.from({ length: 39 }, (_, i) => i + 1));
    const resets = results.map((r) => Number(r.headers["x-ratelimit-reset"]));
    expect(Math.max(...resets) - Math.min(...resets)).toBeLessThanOrEqual(1);
    expect(Math.min(...resets)).toBeGreaterThan(Date.now() / 1000);
    for (const r of [a, b]) {
      for (const path of ["/health", "/ready", "/health/deep", "/metrics", "/registry/status"]) {
        expect((await call(`${r.url}${path}`, { from: "127.0.0.2" })).status).toBe(200);
      }
    }
  });

  it("applies an override per method and path across replicas, with its own window", async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await call(`${replica(i).url}/discovery/search`, { from: "127.0.0.3" })).status);
    expect(codes).toEqual([200, 200, 200, 429]);
    const other = await call(`${b.url}/verify?wallet=${role("established", 0)}`, { from: "127.0.0.3" });
    expect(other.status).toBe(200);
    expect(other.headers["x-ratelimit-limit"]).toBe("40");
    expect(other.headers["x-ratelimit-remaining"]).toBe("39");
    expect(
      (await call(`${a.url}/verify?wallet=${role("established", 0)}`)).headers["x-ratelimit-limit"],
    ).toBe(undefined);
  });

  it("never over-commits exposure under 200 parallel /underwrite calls split across replicas", async () => {
    const wallets = [...devnet.accounts.roles.reputable!, ...devnet.accounts.roles.established!];
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(`${replica(i).url}/underwrite?wallet=${wallets[i % wallets.length]}`),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const bodies = results.map((r) => r.json<{ wallet: string; recommendedLimit: number }>());
    const granted = bodies.reduce((s, body) => s + body.recommendedLimit, 0);
    expect(granted).toBeGreaterThan(0);
    expect(granted).toBeLessThanOrEqual(60 + 1e-6);
    const perWallet = new Map<string, number>();
    for (const body of bodies)
      perWallet.set(body.wallet, (perWallet.get(body.wallet) ?? 0) + body.recommendedLimit);
    for (const total of perWallet.values()) expect(total).toBeLessThanOrEqual(25 + 1e-6);
    // Redis holds exactly what the two replicas granted, no more and no less.
    const held = await new RedisExposureStore(redis, prefix, { maxTotal: 60, maxPerWallet: 25 }).snapshot();
    expect(held.total).toBeCloseTo(granted, 6);
    for (const [wallet, total] of perWallet) expect(held.perWallet[wallet] ?? 0).toBeCloseTo(total, 6);
  });

  it("submits one transaction when two replicas receive the same Idempotency-Key at once", async () => {
    const pairs = [0, 1, 2].map((i) => ({ sponsor: role("sponsor", i), agent: role("customer", 4 + i) }));
    const raced = await Promise.all(
      pairs.map(async ({ sponsor, agent }) => {
        const k = key();
        return Promise.all([
          post(a, "/delegate", { sponsor, agent, amount: 5 }, k),
          post(b, "/delegate", { agent, amount: 5, sponsor }, k),
        ]);
      }),
    );
    for (const [first, second] of raced) {
      expect([first!.status, second!.status]).toEqual([201, 201]);
      expect(second!.json().txId).toBe(first!.json().txId);
      expect([first!.headers["idempotent-replay"], second!.headers["idempotent-replay"]].sort()).toEqual([
        "true",
        undefined,
      ]);
    }
    const k = key();
    const { sponsor, agent } = pairs[0]!;
    const revoked = await post(a, "/revoke", { sponsor, agent }, k);
    expect(revoked.status).toBe(200);
    const replayed = await post(b, "/revoke", { sponsor, agent }, k);
    expect(replayed.headers["idempotent-replay"]).toBe("true");
    expect(replayed.json()).toEqual(revoked.json());
    const conflict = await post(b, "/revoke", { sponsor, agent: role("customer", 9) }, k);
    expect(conflict.status).toBe(409);
    expect(conflict.json().error).toBe("Idempotency-Key reused with different request body");
    // A failure is not kept: the same key runs again on the other replica.
    const failing = key();
    expect((await post(a, "/revoke", { sponsor, agent }, failing)).status).toBe(404);
    const retried = await post(b, "/revoke", { sponsor, agent }, failing);
    expect(retried.status).toBe(404);
    expect(retried.headers["idempotent-replay"]).toBeUndefined();
  });

  it("writes a reputation event raced to both replicas to the contract once, and half a cycle", async () => {
    const wallet = role("established", 5);
    const read = async (r: Replica) =>
      (await call(`${r.url}/reputation?wallet=${wallet}`)).json<{
        source: string;
        breakdown: Record<string, { count: number; amount: number }>;
      }>();
    const before = await read(a);
    expect(before.source).toBe("contract");
    const events = [0, 1, 2].map((i) => ({
      wallet,
      eventType: "purchase",
      amount: 3 + i,
      counterparty: role("customer", 20 + i),
    }));
    const raced = await Promise.all(
      events.map((event) => Promise.all([a, b].map((r) => post(r, "/reputation/record", event)))),
    );
    for (const answers of raced) {
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.status === 409)!.json().code).toBe("DUPLICATE_EVENT");
    }
    const after = await read(b);
    expect(after.breakdown.purchase!.count).toBe(before.breakdown.purchase!.count + 3);
    expect(after.breakdown.purchase!.amount).toBeCloseTo(before.breakdown.purchase!.amount + 12, 6);

    const [p, q] = [role("customer", 23), role("customer", 24)];
    const cycle = await Promise.all([
      post(a, "/reputation/record", { wallet: q, eventType: "endorsement", counterparty: p }),
      post(b, "/reputation/record", { wallet: p, eventType: "endorsement", counterparty: q }),
    ]);
    expect(cycle.map((r) => (r.status === 201 ? 201 : r.json().code)).sort()).toEqual([
      201,
      "ENDORSEMENT_CYCLE",
    ]);
    expect(cycle.find((r) => r.status === 201)!.json().txId).toEqual(expect.any(String));
  });

  it("shares the response cache, and a write on one replica invalidates it on the other", async () => {
    const wallet = role("established", 3);
    const first = await call(`${a.url}/passport?wallet=${wallet}`);
    const shared = await call(`${b.url}/passport?wallet=${wallet}`);
    // The same document, generatedAt included: B served A's answer from Redis.
    expect(shared.body).toBe(first.body);
    expect(await redis.exists(`${prefix}cache:passport:${wallet}`)).toBe(1);

    const recorded = await post(a, "/reputation/record", { wallet, eventType: "payment", amount: 7 });
    expect(recorded.status).toBe(201);
    expect(await redis.exists(`${prefix}cache:passport:${wallet}`)).toBe(0);
    const after = await call(`${b.url}/passport?wallet=${wallet}`);
    expect(after.json().totalEvents).toBe((first.json().totalEvents as number) + 1);
    expect(after.json().generatedAt).not.toBe(first.json().generatedAt);
  });

  it("drops the other replica's cached delegation graph after a write", async () => {
    const sponsor = role("sponsor", 3);
    const agent = role("customer", 12);
    expect((await call(`${b.url}/delegation?wallet=${agent}`)).json().delegation).toMatchObject({
      sponsorCount: 0,
    });
    expect((await post(a, "/delegate", { sponsor, agent, amount: 3 })).status).toBe(201);
    // B cached the graph for 5 s; the broadcast makes it read again well before that.
    await vi.waitFor(
      async () =>
        expect((await call(`${b.url}/delegation?wallet=${agent}`)).json().delegation).toMatchObject({
          sponsorCount: 1,
        }),
      { timeout: 2000, interval: 50 },
    );
  });

  it("keeps webhook subscriptions in Redis and makes each delivery once, from one replica", async () => {
    const received: IncomingMessage["headers"][] = [];
    let failures = 0;
    const server = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        received.push(req.headers);
        const failing = req.url === "/flaky" && failures < 2;
        if (failing) failures++;
        res.statusCode = failing ? 500 : 204;
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const created = await post(a, "/reputation/subscribe", { url: `${base}/hook`, events: ["service"] });
    expect(created.status).toBe(201);
    const sub = created.json();
    const listed = (await call(`${b.url}/reputation/subscribers`)).json();
    expect(listed.subscribers).toEqual([
      { id: sub.id, url: `${base}/hook`, events: ["service"], createdAt: sub.createdAt },
    ]);

    const wallet = role("established", 4);
    for (let i = 0; i < 6; i++) {
      const res = await post(replica(i), "/reputation/record", {
        wallet,
        eventType: "service",
        amount: i + 1,
      });
      expect(res.status).toBe(201);
    }
    await vi.waitFor(() => expect(received).toHaveLength(6), { timeout: 5000 });
    // Two more poll rounds of both replicas: still one delivery each.
    await new Promise((r) => setTimeout(r, 750));
    expect(received).toHaveLength(6);
    expect(new Set(received.map((h) => h["x-webhook-id"])).size).toBe(6);
    expect(received.every((h) => h["x-webhook-attempt"] === "1")).toBe(true);

    const flaky = await post(b, "/reputation/subscribe", { url: `${base}/flaky`, events: ["refund"] });
    expect((await post(a, "/reputation/record", { wallet, eventType: "refund", amount: 1 })).status).toBe(
      201,
    );
    await vi.waitFor(() => expect(received).toHaveLength(9), { timeout: 5000 });
    const retries = received.slice(6);
    expect(retries.map((h) => h["x-webhook-attempt"])).toEqual(["1", "2", "3"]);
    expect(new Set(retries.map((h) => h["x-webhook-id"])).size).toBe(1);
    // The replica removes the entry once the receiver's answer reaches it, just after the receiver saw it.
    await vi.waitFor(async () => expect(await redis.xlen(`${prefix}webhooks:stream`)).toBe(0), {
      timeout: 2000,
      interval: 25,
    });
    expect(await redis.zcard(`${prefix}webhooks:delayed`)).toBe(0);

    for (const id of [sub.id, flaky.json().id]) {
      const removed = await call(`${b.url}/reputation/subscribe/${id}`, {
        method: "DELETE",
        headers: { "idempotency-key": key() },
      });
      expect(removed.json()).toEqual({ id, deleted: true });
    }
    expect((await call(`${a.url}/reputation/subscribers`)).json().subscribers).toEqual([]);
    await new Promise<void>((r) => server.close(() => r()));
  });
});
