import { afterAll, afterEach, describe, expect, it } from "vitest";
import { Identity } from "../src/crypto/identity.js";
import { InlineVerifier } from "../src/crypto/signature-verifier.js";
import { ProtocolError } from "../src/errors.js";
import { signingBytes } from "../src/events/envelope.js";
import { EventRuntime } from "../src/runtime/event-runtime.js";
import type { ServiceDefinition } from "../src/services/service-definition.js";
import { NatsTransport } from "../src/transport/nats-transport.js";
import { settle } from "../src/transport/redelivery.js";
import { durableName, receives, subjectOf } from "../src/transport/subjects.js";
import { testConfig } from "./helpers.js";
import { deleteStream, StreamTap, streamMessages, testNatsUrl, uniqueNames } from "./nats-helpers.js";

const url = testNatsUrl("nats-transport.test.ts");
const streams: string[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  if (url) for (const stream of streams) await deleteStream(url, stream);
});

describe("transport rules (no server needed)", () => {
  it("names subjects and consumers, and refuses event types that cannot be subjects", () => {
    expect(subjectOf("eventplat", "loan.dpd.updated")).toBe("eventplat.loan.dpd.updated");
    expect(subjectOf("eventplat", "SAGA_COMPLETED")).toBe("eventplat.SAGA_COMPLETED");
    expect(() => subjectOf("eventplat", "a..b")).toThrow(ProtocolError);
    expect(durableName("credit_bureau")).toBe("credit_bureau");
    expect(durableName("my.service")).toBe("my_service");
    expect(receives(["*"], "x.y")).toBe(true);
    expect(receives(["fee.assess"], "x.y")).toBe(false);
  });

  it("acks handled events, redelivers failures with doubling backoff until the last delivery", () => {
    const limits = { maxDeliver: 5, backoffMs: 1000 };
    expect(settle("handled", 1, limits)).toEqual({ action: "ack" });
    expect(settle("duplicate", 3, limits)).toEqual({ action: "ack" });
    expect([1, 2, 3, 4].map((n) => settle("failed", n, limits))).toEqual([
      { action: "nak", delayMs: 1000 },
      { action: "nak", delayMs: 2000 },
      { action: "nak", delayMs: 4000 },
      { action: "nak", delayMs: 8000 },
    ]);
    expect(settle("failed", 5, limits)).toEqual({
      action: "term",
      reason: "dead-lettered after 5 deliveries",
    });
    expect(settle("unavailable", 2, limits)).toEqual({ action: "nak", delayMs: 2000 });
    expect(settle("failed", 9, { maxDeliver: 20, backoffMs: 1000 })).toEqual({
      action: "nak",
      delayMs: 60_000,
    });
    for (const result of ["rate_limited", "circuit_open", "invalid", "rejected"] as const) {
      expect(settle(result, 1, limits)).toEqual({ action: "term", reason: result });
    }
  });
});

describe.skipIf(!url)("NATS JetStream transport (TEST_NATS_URL)", () => {
  async function natsRuntime(definitions: ServiceDefinition[], maxDeliver = 3) {
    const names = uniqueNames("unit");
    streams.push(names.stream);
    const transport = await NatsTransport.connect({
      servers: url!,
      stream: names.stream,
      subjectPrefix: names.prefix,
      maxDeliver,
      ackWaitMs: 5000,
      backoffMs: 20,
      duplicateWindowMs: 60_000,
      maxAgeMs: 3_600_000,
      batch: 10,
    });
    const runtime = await EventRuntime.start({
      config: testConfig((c) => {
        // These tests are about redelivery: a supervisor restart in between would spend deliveries
        // on "unavailable" and make the counts depend on timing.
        c.recovery.auto_restart = false;
        c.bus.circuit_failure_threshold = 100;
      }),
      services: definitions.map((d) => d.name),
      definitions,
      transport,
    });
    const tap = await StreamTap.open(url!, names.stream);
    cleanups.push(async () => {
      await tap.close();
      await runtime.stop();
    });
    return { runtime, transport, tap, names };
  }

  it("carries the same signed envelope; a durable consumer per service; follow-ups through the stream", async () => {
    const received: string[] = [];
    const echo: ServiceDefinition = {
      name: "echo",
      description: "",
      subscribes: ["t.ping"],
      create: () => ({
        async handle(event, context) {
          received.push(event.event_id);
          await context.emit("t.pong", { ping: event.payload.n });
        },
      }),
    };
    const { runtime, tap, names } = await natsRuntime([echo]);
    const outcome = await runtime.publish({ event_type: "t.ping", payload: { n: 7 } });
    expect(outcome).toMatchObject({ status: "forwarded" });
    await tap.waitFor((events) => events.some((e) => e.event_type === "t.pong"));
    const [ping, pong] = tap.events;
    expect(ping).toMatchObject({
      event_id: outcome.event_id,
      event_type: "t.ping",
      source: "daemon",
      payload: { n: 7 },
    });
    expect(new InlineVerifier().verify(signingBytes(ping!), ping!.signature, ping!.source_key)).toBe(true);
    expect(pong).toMatchObject({
      event_type: "t.pong",
      source: "echo",
      causation_id: ping!.event_id,
      payload: { ping: 7 },
    });
    expect(received).toEqual([ping!.event_id]);
    expect(runtime.health().checks.transport).toMatchObject({ ok: true });
    expect(runtime.health().checks.transport!.detail).toContain(`stream ${names.stream}, 1 consumers`);
  });

  it("drops a duplicate by Nats-Msg-Id: the stream keeps one copy and the handler runs once", async () => {
    let calls = 0;
    const counter: ServiceDefinition = {
      name: "counter",
      description: "",
      subscribes: ["t.count"],
      create: () => ({
        handle: () => {
          calls += 1;
        },
      }),
    };
    const { runtime, transport, tap, names } = await natsRuntime([counter]);
    const event = runtime.identity("daemon").createEvent({ event_type: "t.count" });
    await transport.send(event);
    await transport.send(event);
    await transport.send(runtime.identity("daemon").createEvent({ event_type: "t.count" }));
    await tap.waitFor((events) => events.length === 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(await streamMessages(url!, names.stream)).toBe(2);
    expect(calls).toBe(2);
    expect(runtime.metrics.counter("nats.duplicate_dropped", { event_type: "t.count" })).toBe(1);
  });

  it("acks only after success: a failing handler is redelivered, then dead-lettered after max_deliver", async () => {
    const attempts = new Map<string, number>();
    const flaky: ServiceDefinition = {
      name: "flaky",
      description: "",
      subscribes: ["t.work"],
      create: () => ({
        async handle(event, context) {
          const n = (attempts.get(event.payload.id as string) ?? 0) + 1;
          attempts.set(event.payload.id as string, n);
          if (event.payload.id === "poison" || n < 3) throw new Error(`attempt ${n} failed`);
          await context.emit("t.done", { id: event.payload.id, attempts: n });
        },
      }),
    };
    const { runtime, tap } = await natsRuntime([flaky], 3);
    await runtime.publish({ event_type: "t.work", payload: { id: "recovers" } });
    await runtime.publish({ event_type: "t.work", payload: { id: "poison" } });
    await tap.waitFor((events) => events.some((e) => e.event_type === "t.done"));
    const deadline = Date.now() + 10_000;
    while (runtime.dlq.size() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect(tap.of("t.done").map((e) => e.payload)).toEqual([{ id: "recovers", attempts: 3 }]);
    expect(Object.fromEntries(attempts)).toEqual({ recovers: 3, poison: 3 });
    expect(
      runtime.dlq
        .list()
        .map((r) => [r.subscriber, r.error_type, r.error_message, (r.event as { payload: unknown }).payload]),
    ).toEqual([["flaky", "Error", "attempt 3 failed", { id: "poison" }]]);
    expect(runtime.metrics.counter("nats.redeliveries", { service: "flaky" })).toBe(4);
    expect(runtime.metrics.counter("nats.dead_lettered", { service: "flaky" })).toBe(1);
  });

  it("dead-letters an event the handler refuses (ProtocolError) at once, and drops a forged one", async () => {
    let calls = 0;
    const strict: ServiceDefinition = {
      name: "strict",
      description: "",
      subscribes: ["t.strict"],
      create: () => ({
        handle() {
          calls += 1;
          throw new ProtocolError("t.strict: id must be an id");
        },
      }),
    };
    const { runtime, transport } = await natsRuntime([strict], 5);
    await runtime.publish({ event_type: "t.strict" });
    const forger = Identity.generate("daemon");
    const genuine = runtime
      .identity("daemon")
      .createEvent({ event_type: "t.strict", payload: { forged: true } });
    await transport.send({ ...genuine, signature: forger.createEvent({ event_type: "x" }).signature });
    const deadline = Date.now() + 10_000;
    while (runtime.metrics.total("authz.failures") === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 25));
    expect(calls).toBe(1);
    expect(runtime.dlq.list().map((r) => [r.subscriber, r.error_type])).toEqual([
      ["strict", "ProtocolError"],
    ]);
    expect(runtime.metrics.total("authz.failures")).toBe(1);
  });
});
