import { describe, expect, it } from "vitest";
import { EventBus, type EventBusOptions } from "../src/bus/event-bus.js";
import { Identity } from "../src/crypto/identity.js";
import { KeyRegistry } from "../src/crypto/key-registry.js";
import { InlineVerifier } from "../src/crypto/signature-verifier.js";
import { DeadLetterQueue } from "../src/dlq/dead-letter-queue.js";
import type { EventEnvelope } from "../src/events/envelope.js";
import { silentLogger } from "../src/logging/json-logger.js";
import { Counters, MetricsRegistry } from "../src/metrics/metrics-registry.js";
import { EventStore } from "../src/store/event-store.js";
import { fakeClock } from "./helpers.js";

const svc = Identity.generate("svc");

function makeBus(options: Partial<EventBusOptions> = {}) {
  const store = EventStore.open({ path: ":memory:" });
  const dlq = new DeadLetterQueue(store);
  const metrics = new MetricsRegistry();
  const bus = new EventBus({
    verifier: new InlineVerifier(),
    metrics,
    logger: silentLogger(),
    dlq,
    ...options,
  });
  return { bus, dlq, metrics, store };
}

const event = (type = "fee.assess", payload: Record<string, unknown> = {}) =>
  svc.createEvent({ event_type: type, payload });

describe("bus routing", () => {
  it("delivers by the wiring table; a * subscriber receives every event", async () => {
    const { bus, metrics } = makeBus();
    const seen: string[] = [];
    bus.subscribe("pricing", ["fee.assess"], (e) => void seen.push(`pricing:${e.event_type}`));
    bus.subscribe("fraud", ["fraud.alert", "risk.scored"], (e) => void seen.push(`fraud:${e.event_type}`));
    bus.subscribe("audit", ["*"], (e) => void seen.push(`audit:${e.event_type}`));
    const outcome = await bus.publish(event("fee.assess"));
    expect(outcome).toMatchObject({ status: "delivered", results: { pricing: "handled", audit: "handled" } });
    await bus.publish(event("risk.scored"));
    await bus.publish(event("nobody.listens"));
    expect(seen).toEqual([
      "pricing:fee.assess",
      "audit:fee.assess",
      "fraud:risk.scored",
      "audit:risk.scored",
      "audit:nobody.listens",
    ]);
    expect(metrics.counter(Counters.emitted, { event_type: "fee.assess" })).toBe(1);
    expect(metrics.counter(Counters.handled, { service: "audit", event_type: "risk.scored" })).toBe(1);
    expect(metrics.snapshot().timers.find((t) => t.labels.service === "pricing")).toMatchObject({
      name: "handle.duration",
      count: 1,
    });
  });

  it("calls handlers a microtask after publish, never inside it, and settles its count after them", async () => {
    const { bus } = makeBus();
    const seen: string[] = [];
    bus.subscribe("pricing", ["fee.assess"], (e) => void seen.push(e.event_id));
    const first = event("fee.assess");
    const second = event("fee.assess");
    const outcomes = [bus.publish(first), bus.publish(second)];
    expect(seen).toEqual([]);
    expect(bus.pending).toBe(2);
    await Promise.resolve();
    expect(seen).toEqual([first.event_id, second.event_id]);
    expect(await Promise.all(outcomes)).toMatchObject([
      { status: "delivered", event_id: first.event_id, results: { pricing: "handled" } },
      { status: "delivered", event_id: second.event_id, results: { pricing: "handled" } },
    ]);
    expect(bus.pending).toBe(0);
  });

  it("drops an event with a bad signature (AuthzError), counts authz.failures, calls no handler", async () => {
    const { bus, metrics, dlq } = makeBus();
    let calls = 0;
    bus.subscribe("audit", ["*"], () => void calls++);
    const good = event();
    const outcome = await bus.publish({ ...good, payload: { amount: 1_000_000 } });
    expect(outcome.status).toBe("rejected");
    expect(outcome.status === "rejected" && outcome.error.message).toBe("invalid signature");
    expect(outcome.status === "rejected" && outcome.error.name).toBe("AuthzError");
    expect(calls).toBe(0);
    expect(metrics.counter(Counters.authzFailures, { source: "svc" })).toBe(1);
    expect(dlq.size()).toBe(0);
  });

  it("drops an event signed with a key its source may not use", async () => {
    const keys = new KeyRegistry({ replayWindowMs: 0 });
    keys.register("svc", Identity.generate("svc").sourceKey);
    const { bus, metrics } = makeBus({ keys });
    const outcome = await bus.publish(event());
    expect(outcome.status === "rejected" && outcome.error.message).toBe("source_key is not a key of svc");
    expect(metrics.total(Counters.authzFailures)).toBe(1);
  });

  it("dead-letters invalid content (ProtocolError), e.g. a non-finite number", async () => {
    const { bus, dlq } = makeBus();
    bus.subscribe("audit", ["*"], () => {});
    const bad = { ...event(), payload: { rate: Number.POSITIVE_INFINITY } };
    const outcome = await bus.publish(bad);
    expect(outcome.status).toBe("dead_lettered");
    expect(dlq.list()).toMatchObject([
      {
        event_id: bad.event_id,
        error_type: "ProtocolError",
        error_message: "non-finite number at $.payload.rate",
        subscriber: null,
      },
    ]);
    await bus.publish({ hello: "world" });
    expect(dlq.list()[1]).toMatchObject({
      error_type: "ProtocolError",
      error_message: "event_id must be a UUID",
    });
  });

  it("emits follow-up events with the same correlation and trace, caused by the handled event", async () => {
    const { bus } = makeBus();
    const received: EventEnvelope[] = [];
    bus.subscribe(
      "pricing",
      ["fee.assess"],
      async (_e, ctx) => void (await ctx.emit("fee.assessed", { fee: 5 })),
      Identity.generate("pricing"),
    );
    bus.subscribe("ledger", ["fee.assessed"], (e) => void received.push(e));
    const first = event();
    await bus.publish(first);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      source: "pricing",
      causation_id: first.event_id,
      correlation_id: first.correlation_id,
      trace_id: first.trace_id,
      payload: { fee: 5 },
    });
  });
});

describe("idempotency guard", () => {
  it("drops a duplicate, counts it and emits idempotency.duplicate_dropped", async () => {
    const platform = Identity.generate("platform");
    const { bus, metrics } = makeBus({ systemIdentity: platform });
    let handled = 0;
    const notices: EventEnvelope[] = [];
    bus.subscribe("pricing", ["fee.assess"], () => void handled++);
    bus.subscribe("watcher", ["idempotency.duplicate_dropped"], (e) => void notices.push(e));
    const e = event();
    await bus.publish(e);
    const again = await bus.publish(e);
    await new Promise((r) => setImmediate(r));
    expect(again).toMatchObject({ status: "delivered", results: { pricing: "duplicate" } });
    expect(handled).toBe(1);
    expect(metrics.counter(Counters.duplicateDropped, { service: "pricing" })).toBe(1);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.payload).toEqual({
      event_id: e.event_id,
      event_type: "fee.assess",
      subscriber: "pricing",
    });
  });

  it("remembers `capacity` ids and forgets the oldest at capacity + 1", async () => {
    const { bus } = makeBus({ idempotencyCapacity: 3 });
    let handled = 0;
    bus.subscribe("pricing", ["fee.assess"], () => void handled++);
    const events = [event(), event(), event(), event()];
    for (const e of events.slice(0, 3)) await bus.publish(e);
    await bus.publish(events[0]!);
    expect(handled).toBe(3); // 3 remembered: the first is still a duplicate
    await bus.publish(events[3]!); // the 4th evicts the first
    await bus.publish(events[0]!);
    expect(handled).toBe(5);
  });

  it("does not remember a failed event, so a retry is handled", async () => {
    const { bus } = makeBus();
    let fail = true;
    let handled = 0;
    bus.subscribe("pricing", ["fee.assess"], () => {
      if (fail) throw new Error("boom");
      handled++;
    });
    const e = event();
    expect(await bus.publish(e)).toMatchObject({ results: { pricing: "failed" } });
    fail = false;
    expect(await bus.publish(e)).toMatchObject({ results: { pricing: "handled" } });
    expect(handled).toBe(1);
  });
});

describe("circuit breaker", () => {
  it("opens after 5 consecutive failures, half-opens after 60 s, closes on success", async () => {
    const clock = fakeClock();
    const { bus, dlq, metrics } = makeBus({ now: clock.now });
    let healthy = false;
    let calls = 0;
    bus.subscribe("pricing", ["fee.assess"], () => {
      calls++;
      if (!healthy) throw new TypeError("downstream unavailable");
    });
    for (let i = 0; i < 4; i++) await bus.publish(event());
    expect(bus.circuitState("pricing")).toBe("closed");
    await bus.publish(event());
    expect(bus.circuitState("pricing")).toBe("open");
    expect(calls).toBe(5);
    expect(metrics.counter(Counters.failed, { service: "pricing", event_type: "fee.assess" })).toBe(5);

    expect(await bus.publish(event())).toMatchObject({ results: { pricing: "circuit_open" } });
    expect(calls).toBe(5);
    expect(dlq.list().map((r) => r.error_type)).toEqual([...Array(5).fill("TypeError"), "circuit_open"]);

    clock.advance(59_999);
    expect(bus.circuitState("pricing")).toBe("open");
    clock.advance(1);
    expect(bus.circuitState("pricing")).toBe("half_open");
    healthy = true;
    expect(await bus.publish(event())).toMatchObject({ results: { pricing: "handled" } });
    expect(bus.circuitState("pricing")).toBe("closed");
  });

  it("a failure while half-open re-opens the circuit for another 60 s", async () => {
    const clock = fakeClock();
    const { bus } = makeBus({ now: clock.now });
    bus.subscribe("pricing", ["fee.assess"], () => {
      throw new Error("still down");
    });
    for (let i = 0; i < 5; i++) await bus.publish(event());
    clock.advance(60_000);
    expect(await bus.publish(event())).toMatchObject({ results: { pricing: "failed" } });
    expect(bus.circuitState("pricing")).toBe("open");
    clock.advance(59_999);
    expect(await bus.publish(event())).toMatchObject({ results: { pricing: "circuit_open" } });
  });

  it("a success in between resets the consecutive count", async () => {
    const { bus } = makeBus();
    let n = 0;
    bus.subscribe("pricing", ["fee.assess"], () => {
      n++;
      if (n !== 5) throw new Error("x");
    });
    for (let i = 0; i < 9; i++) await bus.publish(event());
    expect(bus.circuitState("pricing")).toBe("closed");
    await bus.publish(event());
    expect(bus.circuitState("pricing")).toBe("open");
  });
});

describe("rate limit", () => {
  it("passes `rate` events at once, dead-letters the next as rate_limited, refills with time", async () => {
    const clock = fakeClock();
    const { bus, dlq } = makeBus({ now: clock.now, rateLimit: 5 });
    let handled = 0;
    bus.subscribe("pricing", ["fee.assess"], () => void handled++);
    bus.subscribe("fraud", ["*"], () => {});
    for (let i = 0; i < 5; i++)
      expect(await bus.publish(event())).toMatchObject({ results: { pricing: "handled" } });
    const over = await bus.publish(event());
    expect(over).toMatchObject({ results: { pricing: "rate_limited", fraud: "rate_limited" } });
    expect(dlq.list()).toMatchObject([
      { error_type: "rate_limited", subscriber: "pricing", error_message: "pricing is over 5 events/s" },
      { error_type: "rate_limited", subscriber: "fraud" },
    ]);
    clock.advance(200);
    expect(await bus.publish(event())).toMatchObject({ results: { pricing: "handled" } });
    expect(await bus.publish(event())).toMatchObject({ results: { pricing: "rate_limited" } });
    expect(handled).toBe(6);
  });

  it("never applies to the audit service: at 1 event/s a burst of 500 all reach the ledger's subscriber", async () => {
    const clock = fakeClock();
    const { bus, dlq } = makeBus({ now: clock.now, rateLimit: 1 });
    let audited = 0;
    bus.subscribe("pricing", ["fee.assess"], () => {});
    bus.subscribe("audit", ["*"], () => void audited++);
    const outcomes = [];
    for (let i = 0; i < 500; i++) outcomes.push(await bus.publish(event()));
    expect(audited).toBe(500);
    expect(outcomes.every((o) => o.status === "delivered" && o.results.audit === "handled")).toBe(true);
    expect(dlq.list({ limit: 1_000 }).map((r) => r.subscriber)).toEqual(Array(499).fill("pricing"));
  });

  it("0 means unlimited", async () => {
    const { bus } = makeBus({ rateLimit: 0 });
    let handled = 0;
    bus.subscribe("pricing", ["fee.assess"], () => void handled++);
    for (let i = 0; i < 200; i++) await bus.publish(event());
    expect(handled).toBe(200);
  });
});

describe("dead-letter replay and drain", () => {
  it("replays to the failed subscriber only and removes the records that now succeed", async () => {
    const { bus, dlq } = makeBus();
    const fixed = new Set<string>();
    let audited = 0;
    bus.subscribe("audit", ["*"], () => void audited++);
    bus.subscribe("pricing", ["fee.assess"], (e) => {
      if (!fixed.has(e.event_id)) throw new Error("not yet");
    });
    const [a, b] = [event(), event()];
    await bus.publish(a);
    await bus.publish(b);
    await bus.publish({ ...event(), payload: { x: Number.NaN } });
    expect(dlq.size()).toBe(3);
    fixed.add(a.event_id);
    const result = await dlq.replay((r) => bus.redeliver(r));
    expect(result).toMatchObject({ replayed: 3, succeeded: 1, failed: 2 });
    // Each record's original error stays beside its replay outcome.
    expect(result.records.map((r) => [r.outcome, r.original_error.type, r.replay_error?.type])).toEqual([
      ["succeeded", "Error", undefined],
      ["failed", "Error", "failed"],
      ["failed", "ProtocolError", "AuthzError"],
    ]);
    expect(dlq.list().map((r) => r.error_message)).toEqual(["not yet", expect.stringMatching(/finite/)]);
    expect(audited).toBe(2); // audit was not given the events again
    expect(dlq.list().map((r) => [r.event_id, r.attempts])).toEqual([
      [b.event_id, 1],
      [expect.any(String), 1],
    ]);
    fixed.add(b.event_id);
    expect(await dlq.replay((r) => bus.redeliver(r))).toMatchObject({ replayed: 2, succeeded: 1, failed: 1 });
  });

  it("keeps an envelope's machine-made fields as they are, so its replay still verifies", async () => {
    const { bus, dlq } = makeBus();
    let fixed = false;
    bus.subscribe("pricing", ["fee.assess"], () => {
      if (!fixed) throw new Error("not yet");
    });
    // A random trace id holds a digit run that reads as a card number about once in a hundred.
    const traceId = "aaaaaaaa4111111111111111aaaaaaaa";
    const e = svc.createEvent({ event_type: "fee.assess", payload: {}, trace_id: traceId });
    await bus.publish(e);
    expect(dlq.list()[0]!.event).toEqual(e);
    fixed = true;
    expect(await dlq.replay((r) => bus.redeliver(r))).toMatchObject({ replayed: 1, succeeded: 1, failed: 0 });
  });

  it("drain waits for in-flight handlers, refuses new events, and gives up after the timeout", async () => {
    const { bus } = makeBus();
    let release: () => void = () => {};
    bus.subscribe("slow", ["fee.assess"], () => new Promise<void>((r) => (release = r)));
    const inFlight = bus.publish(event());
    await new Promise((r) => setImmediate(r));
    expect(bus.pending).toBe(1);
    expect(await bus.drain(20)).toBe(false);
    expect(await bus.publish(event())).toMatchObject({ status: "rejected" });
    const drained = bus.drain(5_000);
    release();
    expect(await drained).toBe(true);
    expect(await inFlight).toMatchObject({ results: { slow: "handled" } });
  });

  it("a drain waiting only on a dead-letter replay ends when the replay does, not at its timeout", async () => {
    const { bus, dlq } = makeBus();
    let release: () => void = () => {};
    let failing = true;
    bus.subscribe("slow", ["fee.assess"], () => {
      if (failing) throw new Error("down");
      return new Promise<void>((r) => (release = r));
    });
    await bus.publish(event());
    expect(dlq.size()).toBe(1);
    failing = false;
    const replay = dlq.replay((r) => bus.redeliver(r));
    await new Promise((r) => setImmediate(r));
    expect(bus.pending).toBe(1);
    // Longer than the test's own timeout: only the replay's end can resolve it in time.
    const drained = bus.drain(60_000);
    release();
    expect(await drained).toBe(true);
    expect(await replay).toMatchObject({ replayed: 1, succeeded: 1, failed: 0 });
  });
});
