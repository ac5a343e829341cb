import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DUPLICATE_WINDOW_MS,
  MemoryReputationLedger,
  type ReputationEvent,
  type ReputationLedger,
} from "../src/reputation/reputation-ledger.js";
import { RedisReputationLedger } from "../src/state/redis-reputation-ledger.js";
import { StateUnavailableError } from "../src/state/state-unavailable.js";
import { deleteKeys, testRedisUrl, uniquePrefix } from "./replicas.js";

const redisUrl = testRedisUrl("reputation-ledgers.test.ts");

const endorse = (endorser: string, subject: string, amount = 0): ReputationEvent => ({
  wallet: subject,
  eventType: "endorsement",
  amount,
  counterparty: endorser,
});

/**
 * Two handles on one ledger, as two replicas have: for memory the same object (one process), for
 * Redis two stores on two connections.
 */
type Pair = (keepAggregates?: boolean) => [ReputationLedger, ReputationLedger];

const connections: Redis[] = [];
const prefix = uniquePrefix("ledger");
let n = 0;

const implementations: Array<[string, Pair, boolean]> = [
  [
    "in memory",
    (keepAggregates = true) => {
      const ledger = new MemoryReputationLedger({ keepAggregates });
      return [ledger, ledger];
    },
    true,
  ],
  [
    "in Redis, from two connections (TEST_REDIS_URL)",
    (keepAggregates = true) => {
      const own = `${prefix}${n++}:`;
      return [
        new RedisReputationLedger(connections[0]!, own, { keepAggregates }),
        new RedisReputationLedger(connections[1]!, own, { keepAggregates }),
      ];
    },
    Boolean(redisUrl),
  ],
];

beforeAll(() => {
  if (redisUrl) connections.push(new Redis(redisUrl), new Redis(redisUrl));
});
afterAll(async () => {
  for (const c of connections) c.disconnect();
  if (redisUrl) await deleteKeys(redisUrl, prefix);
});

describe.each(implementations)("the reputation ledger %s", (_name, pair, enabled) => {
  it.runIf(enabled)("admits one of many equal events arriving at once on both handles", async () => {
    const [one, two] = pair();
    const event: ReputationEvent = {
      wallet: "A",
      eventType: "payment",
      amount: 5_000_000,
      counterparty: "B",
    };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).admit(event)),
    );
    expect(outcomes.filter((o) => o.admitted)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.admitted && o.violation === "duplicate")).toHaveLength(19);
    // A different amount, round or counterparty is another event.
    for (const other of [
      { ...event, amount: 5_000_001 },
      { ...event, round: 3 },
      { ...event, counterparty: "C" },
    ])
      expect(await two.admit(other)).toMatchObject({ admitted: true });
  });

  it.runIf(enabled)("refuses cycles across handles, and admits one half of a cycle raced", async () => {
    const [one, two] = pair();
    expect(await one.admit(endorse("A", "B"))).toMatchObject({ admitted: true });
    expect(await two.admit(endorse("B", "C"))).toMatchObject({ admitted: true });
    expect(await one.admit(endorse("C", "A"))).toEqual({ admitted: false, violation: "endorsement_cycle" });
    expect(await two.admit(endorse("B", "A"))).toEqual({ admitted: false, violation: "endorsement_cycle" });
    expect(await two.admit(endorse("C", "D"))).toMatchObject({ admitted: true });
    // A triangle of three endorsements at once: any two are fine, the third closes the cycle.
    const triangle = await Promise.all([
      one.admit(endorse("P", "Q")),
      two.admit(endorse("Q", "R")),
      one.admit(endorse("R", "P")),
    ]);
    expect(triangle.filter((o) => o.admitted)).toHaveLength(2);
    expect(triangle.filter((o) => !o.admitted && o.violation === "endorsement_cycle")).toHaveLength(1);
    const pairs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        Promise.all([one.admit(endorse(`X${i}`, `Y${i}`)), two.admit(endorse(`Y${i}`, `X${i}`))]),
      ),
    );
    for (const outcomes of pairs) expect(outcomes.filter((o) => o.admitted)).toHaveLength(1);
  });

  it.runIf(enabled)("withdraws an admission on either handle: marker, edge and aggregate", async () => {
    const [one, two] = pair();
    const first = await one.admit(endorse("A", "B", 3_000_000));
    if (!first.admitted) throw new Error("should be admitted");
    await two.withdraw(endorse("A", "B", 3_000_000), "not-the-ticket");
    expect(await two.admit(endorse("A", "B", 3_000_000))).toMatchObject({ violation: "duplicate" });
    await two.withdraw(endorse("A", "B", 3_000_000), first.ticket);
    await one.withdraw(endorse("A", "B", 3_000_000), first.ticket);
    expect(await one.aggregate("B")).toBeUndefined();
    expect(await two.admit(endorse("B", "A"))).toMatchObject({ admitted: true });
    expect(await one.admit(endorse("A", "B", 3_000_000))).toMatchObject({ violation: "endorsement_cycle" });
  });

  it.runIf(enabled)("serves the same aggregates from both handles", async () => {
    const [one, two] = pair();
    const events: ReputationEvent[] = [
      ...Array.from({ length: 6 }, (_, i) => ({
        wallet: "W",
        eventType: "payment" as const,
        amount: i * 1_500_000,
      })),
      { wallet: "W", eventType: "refund", amount: 250_000 },
      { wallet: "W", eventType: "dispute", amount: 40_000_000, counterparty: "C", round: 7 },
      endorse("E", "W"),
      { wallet: "W", eventType: "service", amount: 1e21 },
    ];
    const outcomes = await Promise.all(events.map((e, i) => (i % 2 ? one : two).admit(e)));
    expect(outcomes.every((o) => o.admitted)).toBe(true);
    const expected = {
      counts: { payment: 6, purchase: 0, dispute: 1, refund: 1, endorsement: 1, service: 1 },
      amounts: {
        payment: 22_500_000,
        purchase: 0,
        dispute: 40_000_000,
        refund: 250_000,
        endorsement: 0,
        service: 1e21,
      },
      total: 10,
    };
    expect(await one.aggregate("W")).toEqual(expected);
    expect(await two.aggregate("W")).toEqual(expected);
    expect(await one.aggregate("nobody")).toBeUndefined();
    const [contractOne, contractTwo] = pair(false);
    expect(await contractOne.admit(events[0]!)).toMatchObject({ admitted: true });
    expect(await contractTwo.admit(events[0]!)).toMatchObject({ violation: "duplicate" });
    expect(await contractTwo.aggregate("W")).toBeUndefined();
  });
});

describe.skipIf(!redisUrl)("the Redis reputation ledger's keys (TEST_REDIS_URL)", () => {
  it("expires duplicate markers with the one-hour window and keeps edges and aggregates", async () => {
    const own = uniquePrefix("ledger-keys");
    const redis = new Redis(redisUrl!);
    try {
      const ledger = new RedisReputationLedger(redis, own, { keepAggregates: true });
      await ledger.admit(endorse("A", "B", 1_000_000));
      const marker = `${own}rep:dup:B|endorsement|A||1000000`;
      expect(await redis.pttl(marker)).toBeGreaterThan(DUPLICATE_WINDOW_MS - 5_000);
      expect(await redis.pttl(marker)).toBeLessThanOrEqual(DUPLICATE_WINDOW_MS);
      expect(await redis.hgetall(`${own}rep:endorses:A`)).toEqual({ B: "1" });
      expect(await redis.pttl(`${own}rep:endorses:A`)).toBe(-1);
      expect(await redis.hgetall(`${own}rep:agg:B`)).toEqual({
        "count:endorsement": "1",
        "amount:endorsement": "1000000",
        total: "1",
      });
      expect(await redis.pttl(`${own}rep:agg:B`)).toBe(-1);
    } finally {
      redis.disconnect();
      await deleteKeys(redisUrl!, own);
    }
  });

  it("fails with STATE_UNAVAILABLE (503) when Redis cannot answer, never with a local answer", async () => {
    // Nothing listens on port 1; commands fail at once, as with the service's connection.
    const down = new Redis("redis://127.0.0.1:1", {
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    down.on("error", () => undefined);
    const ledger = new RedisReputationLedger(down, "unreachable:", { keepAggregates: true });
    await expect(ledger.admit(endorse("A", "B"))).rejects.toBeInstanceOf(StateUnavailableError);
    await expect(ledger.aggregate("B")).rejects.toMatchObject({ status: 503, code: "STATE_UNAVAILABLE" });
    await expect(ledger.withdraw(endorse("A", "B"), "t")).rejects.toBeInstanceOf(StateUnavailableError);
    down.disconnect();
  });
});
