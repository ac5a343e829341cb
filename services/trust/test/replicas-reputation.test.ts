import type { Devnet } from "@platform/algorand-devnet";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedDevnet } from "./fixtures.js";
import {
  type Answer,
  call,
  deleteKeys,
  type Replica,
  replicaEnv,
  startReplica,
  testRedisUrl,
  uniquePrefix,
} from "./replicas.js";

const redisUrl = testRedisUrl("replicas-reputation.test.ts");

/**
 * The reputation ledger with REPUTATION_APP_ID=0, where it is the only record: the duplicate window,
 * the endorsement graph and the aggregates /reputation scores from. (test/replicas.test.ts races the
 * same rules with the reputation contract.)
 */
describe.skipIf(!redisUrl)("two replicas share the reputation ledger (TEST_REDIS_URL)", () => {
  const prefix = uniquePrefix("reputation");
  let devnet: Devnet;
  let a: Replica;
  let b: Replica;
  let redis: Redis;
  let n = 0;
  const customer = (i: number) => devnet.accounts.roles.customer![i]!;
  const record = (r: Replica, body: Record<string, unknown>) =>
    call(`${r.url}/reputation/record`, {
      body,
      headers: { "idempotency-key": `reputation-key-${Date.now()}-${n++}` },
    });
  const codes = (answers: Answer[]) => answers.map((r) => (r.status === 201 ? 201 : r.json().code)).sort();

  beforeAll(async () => {
    devnet = await sharedDevnet();
    const env = replicaEnv(devnet, redisUrl!, prefix, { REPUTATION_APP_ID: "0" });
    [a, b] = await Promise.all([startReplica(env), startReplica(env)]);
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    redis?.disconnect();
    await devnet?.close();
    await deleteKeys(redisUrl!, prefix);
  });

  it("accepts a duplicate event submitted to both replicas at once exactly once", async () => {
    const events = Array.from({ length: 8 }, (_, i) => ({
      wallet: customer(i),
      eventType: "payment",
      amount: 2 + i,
      counterparty: customer(20 + i),
    }));
    // Each event twice on each replica, all at once, every request with its own Idempotency-Key.
    const raced = await Promise.all(
      events.map((event) => Promise.all([a, b, a, b].map((r) => record(r, event)))),
    );
    for (const answers of raced) {
      expect(codes(answers)).toEqual([201, "DUPLICATE_EVENT", "DUPLICATE_EVENT", "DUPLICATE_EVENT"]);
      expect(answers.find((r) => r.status === 409)!.json().error).toBe(
        "Duplicate reputation event within one hour",
      );
    }
    for (const [i, event] of events.entries()) {
      const marker = `${prefix}rep:dup:${event.wallet}|payment|${event.counterparty}||${(2 + i) * 1_000_000}`;
      expect(await redis.pttl(marker)).toBeGreaterThan(59 * 60 * 1000);
      for (const r of [a, b]) {
        const read = (await call(`${r.url}/reputation?wallet=${event.wallet}`)).json();
        expect(read.breakdown.payment).toEqual({ count: 1, amount: 2 + i });
      }
    }
  });

  it("refuses an endorsement cycle made across replicas, and one half of a cycle raced", async () => {
    const [w0, w1, w2, w3] = [30, 31, 32, 33].map(customer);
    const endorse = (r: Replica, endorser: string, subject: string) =>
      record(r, { wallet: subject, eventType: "endorsement", counterparty: endorser });
    expect((await endorse(a, w0!, w1!)).status).toBe(201);
    expect((await endorse(b, w1!, w2!)).status).toBe(201);
    for (const [r, endorser, subject] of [
      [a, w2, w0],
      [b, w1, w0],
      [a, w2, w1],
    ] as const) {
      const closing = await endorse(r, endorser!, subject!);
      expect(closing.status).toBe(409);
      expect(closing.json()).toEqual({ error: "Endorsement cycle rejected", code: "ENDORSEMENT_CYCLE" });
    }
    expect((await endorse(b, w2!, w3!)).status).toBe(201);

    // Pairs endorsing each other, each half on another replica at the same moment: one half stands.
    const pairs = [0, 1, 2, 3, 4, 5].map((i) => [customer(2 * i), customer(2 * i + 1)] as const);
    const raced = await Promise.all(
      pairs.map(([p, q]) => Promise.all([endorse(a, p!, q!), endorse(b, q!, p!)])),
    );
    for (const answers of raced) expect(codes(answers)).toEqual([201, "ENDORSEMENT_CYCLE"]);
    // A triangle, its three edges at once over both replicas: two stand, the third is refused.
    const [t0, t1, t2] = [34, 35, 36].map(customer);
    const triangle = await Promise.all([endorse(a, t0!, t1!), endorse(b, t1!, t2!), endorse(a, t2!, t0!)]);
    expect(codes(triangle)).toEqual([201, 201, "ENDORSEMENT_CYCLE"]);
  });

  it("serves the same aggregates from both replicas after writes split across them", async () => {
    const wallet = devnet.accounts.roles.established![2]!;
    const types = ["payment", "purchase", "service", "refund", "payment", "service"];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        record(i % 2 ? a : b, {
          wallet,
          eventType: types[i % types.length],
          amount: 1 + i,
          counterparty: customer(i),
        }),
      ),
    );
    expect(answers.every((r) => r.status === 201)).toBe(true);
    const [fromA, fromB] = await Promise.all([a, b].map((r) => call(`${r.url}/reputation?wallet=${wallet}`)));
    expect(fromA!.status).toBe(200);
    expect(fromA!.body).toBe(fromB!.body);
    const read = fromA!.json();
    expect(read).toMatchObject({ source: "local", confidence: 1 });
    expect(read.breakdown).toMatchObject({
      payment: { count: 8, amount: [1, 5, 7, 11, 13, 17, 19, 23].reduce((s, x) => s + x, 0) },
      purchase: { count: 4 },
      service: { count: 8 },
      refund: { count: 4 },
      dispute: { count: 0, amount: 0 },
    });
    const passports = await Promise.all([a, b].map((r) => call(`${r.url}/passport?wallet=${wallet}`)));
    expect(passports.map((p) => p.json().totalEvents)).toEqual([24, 24]);
  });
});
