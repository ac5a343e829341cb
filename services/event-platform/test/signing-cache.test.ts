import { canonicalJson } from "@platform/service-kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EventBus } from "../src/bus/event-bus.js";
import { Identity } from "../src/crypto/identity.js";
import { InlineVerifier, type SignatureVerifier } from "../src/crypto/signature-verifier.js";
import { VerifierPool } from "../src/crypto/verifier-pool.js";
import { type EventEnvelope, signingBytes } from "../src/events/envelope.js";
import { signingBytesOf } from "../src/events/signing-cache.js";
import { silentLogger } from "../src/logging/json-logger.js";
import { Counters, MetricsRegistry } from "../src/metrics/metrics-registry.js";

const alice = Identity.generate("alice");

function makeBus(verifier: SignatureVerifier = new InlineVerifier()) {
  const metrics = new MetricsRegistry();
  const bus = new EventBus({ verifier, metrics, logger: silentLogger() });
  const seen: EventEnvelope[] = [];
  bus.subscribe("audit", ["*"], (e) => void seen.push(e));
  return { bus, metrics, seen };
}

/** Ways to change an event after it was signed, each of which the signature must catch. */
const mutations: Array<[string, (e: EventEnvelope) => void]> = [
  [
    "a payload value",
    (e) => {
      e.payload.amount = 1_000_000;
    },
  ],
  [
    "a nested payload value",
    (e) => {
      (e.payload.loan as { id: string }).id = "L-2";
    },
  ],
  ["an array item in the payload", (e) => void (e.payload.tags as string[]).push("vip")],
  [
    "a key added to the payload",
    (e) => {
      e.payload.extra = true;
    },
  ],
  ["a key removed from the payload", (e) => void delete e.payload.amount],
  [
    "the payload replaced by an equal-looking object",
    (e) => {
      e.payload = { ...e.payload, amount: 2 };
    },
  ],
  ...(
    [
      ["event_type", "fee.waived"],
      ["timestamp", new Date(0).toISOString()],
      ["causation_id", "someone-else"],
      ["correlation_id", "another-flow"],
      ["trace_id", "1".repeat(32)],
    ] as const
  ).map(([field, value]): [string, (e: EventEnvelope) => void] => [
    field,
    (e) => {
      e[field] = value;
    },
  ]),
];

const create = () =>
  alice.createEvent({
    event_type: "fee.assess",
    payload: { amount: 1, loan: { id: "L-1" }, tags: ["new"] },
  });

describe("signing bytes kept from creation", () => {
  it("verifies an unchanged event against the bytes it was signed over", async () => {
    const { bus, seen } = makeBus();
    const e = create();
    expect(signingBytesOf(e).equals(signingBytes(e))).toBe(true);
    expect(await bus.publish(create())).toMatchObject({ status: "delivered" });
    expect(seen).toHaveLength(1);
  });

  for (const [what, mutate] of mutations) {
    it(`still rejects an event whose ${what} changed after signing`, async () => {
      const { bus, metrics, seen } = makeBus();
      const e = create();
      mutate(e);
      // The bytes given for the changed event are its present content's, not the signed ones.
      expect(signingBytesOf(e).equals(signingBytes(e))).toBe(true);
      const outcome = await bus.publish(e);
      expect(outcome.status).toBe("rejected");
      expect(outcome.status === "rejected" && outcome.error.name).toBe("AuthzError");
      expect(metrics.counter(Counters.authzFailures, { source: "alice" })).toBe(1);
      expect(seen).toHaveLength(0);
    });
  }

  it("gives the present content's bytes for an envelope with a field added or removed", () => {
    const added = create();
    (added as unknown as Record<string, unknown>).extra = 1;
    expect(signingBytesOf(added).equals(signingBytes(added))).toBe(true);
    const removed = create();
    delete (removed as Partial<EventEnvelope>).trace_id;
    expect(signingBytesOf(removed).equals(signingBytes(removed))).toBe(true);
  });

  it("rejects a changed event on the worker-thread verifier too", async () => {
    const pool = new VerifierPool(1);
    try {
      const { bus, seen } = makeBus(pool);
      const e = create();
      e.payload.amount = 5;
      expect(await bus.publish(e)).toMatchObject({ status: "rejected" });
      expect(await bus.publish(create())).toMatchObject({ status: "delivered" });
      expect(seen).toHaveLength(1);
    } finally {
      await pool.close();
    }
  });

  it("a change made and undone before publishing is the signed content again", async () => {
    const { bus } = makeBus();
    const e = create();
    e.payload.amount = 99;
    e.payload.amount = 1;
    expect(await bus.publish(e)).toMatchObject({ status: "delivered" });
  });

  it("encodes a copy, an event from outside, or a second publish afresh", async () => {
    const { bus, seen } = makeBus();
    const e = create();
    expect(await bus.publish({ ...e })).toMatchObject({ status: "delivered" });
    expect(await bus.publish(JSON.parse(JSON.stringify(create())))).toMatchObject({ status: "delivered" });
    // The same id as the copy: verified (encoded afresh), then dropped as a duplicate.
    expect(await bus.publish(e)).toMatchObject({ status: "delivered", results: { audit: "duplicate" } });
    // Published again after a change: encoded again, so the change is caught.
    e.payload.amount = 7;
    expect(await bus.publish(e)).toMatchObject({ status: "rejected" });
    expect(seen).toHaveLength(2);
  });

  it("a payload that is not plain JSON data (a Date) is always encoded afresh", async () => {
    const { bus } = makeBus();
    const when = new Date("2026-01-02T03:04:05Z");
    const e = alice.createEvent({ event_type: "x.y", payload: { when } });
    expect(await bus.publish(e)).toMatchObject({ status: "delivered" });
    const changed = alice.createEvent({ event_type: "x.y", payload: { when: new Date(when) } });
    (changed.payload.when as Date).setFullYear(2030);
    expect(await bus.publish(changed)).toMatchObject({ status: "rejected" });
  });

  it("any change to any JSON payload after signing is caught", async () => {
    const { bus } = makeBus();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }),
        fc.string(),
        fc.jsonValue(),
        async (payload, key, value) => {
          const e = alice.createEvent({ event_type: "x.y", payload: structuredClone(payload) });
          const before = canonicalJson(e.payload);
          e.payload[key] = value;
          const changed = canonicalJson(e.payload) !== before;
          const outcome = await bus.publish(e);
          expect(outcome.status).toBe(changed ? "rejected" : "delivered");
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("signing bytes of an envelope", () => {
  it("equal the prefix and canonicalJson of every field but the signature", () => {
    const text = fc.string({ unit: "binary" });
    fc.assert(
      fc.property(
        fc.record({
          event_id: text,
          event_type: text,
          source: text,
          source_key: text,
          timestamp: text,
          payload: fc.dictionary(text, fc.jsonValue()),
          correlation_id: text,
          causation_id: fc.option(text, { nil: null }),
          trace_id: text,
        }),
        fc.option(text, { nil: undefined }),
        (unsigned, signature) => {
          const event = signature === undefined ? unsigned : { ...unsigned, signature };
          const expected = Buffer.from(`eventplat.v1\n${canonicalJson(unsigned)}`, "utf8");
          expect(signingBytes(event as EventEnvelope).equals(expected)).toBe(true);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
