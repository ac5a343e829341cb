import { join } from "node:path";
import { jetstreamManager } from "@nats-io/jetstream";
import { connect } from "@nats-io/transport-node";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { Identity } from "../src/crypto/identity.js";
import { EventRuntime } from "../src/runtime/event-runtime.js";
import { registrationEvent, rotationEvent } from "../src/services/platform/identity-announcements.js";
import { identityService } from "../src/services/platform/identity-service.js";
import type { ServiceDefinition } from "../src/services/service-definition.js";
import { consumerPlan } from "../src/transport/consumer-plan.js";
import { NatsTransport } from "../src/transport/nats-transport.js";
import { subscriptionFilter } from "../src/transport/subjects.js";
import { fakeClock, tempDir, testConfig } from "./helpers.js";
import { deleteStream, StreamTap, testNatsUrl, uniqueNames } from "./nats-helpers.js";

/*
 * Key announcements reach every process (issue 23, scale-out): the identity service keeps the
 * process-local key registry the verifier reads, so over NATS every process must apply every
 * `identity.registered` / `identity.rotated`, not one process per event as with a shared durable
 * consumer. Each runtime here is a process of its own: its own store file, clock and connection.
 */
const url = testNatsUrl("nats-identity-broadcast.test.ts");
const streams: string[] = [];
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});
afterAll(async () => {
  if (url) for (const stream of streams) await deleteStream(url, stream);
});

const WINDOW_MS = 300_000;

async function until(what: string, done: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("consumers of a service every process runs (no server needed)", () => {
  it("one consumer per process instance, from the stream's start, one message at a time, on the service's subjects", () => {
    const options = { subjectPrefix: "ep", ackWaitMs: 30_000, batch: 10 };
    const plan = consumerPlan(identityService, options, "a1b2c3");
    expect(plan).toMatchObject({
      name: "identity_a1b2c3",
      perProcess: true,
      config: {
        durable_name: "identity_a1b2c3",
        deliver_policy: "all",
        filter_subject: "ep.identity.>",
        max_ack_pending: 1,
        inactive_threshold: 300_000_000_000,
      },
    });
    const shared = consumerPlan({ name: "risk", subscribes: ["risk.requested"] }, options, "a1b2c3");
    expect(shared).toMatchObject({ name: "risk", perProcess: false, config: { filter_subject: "ep.>" } });
    expect(shared.config).not.toHaveProperty("inactive_threshold");
  });

  it("narrows the filter to what one subject can name", () => {
    expect(subscriptionFilter("ep", ["identity.registered", "identity.rotated"])).toBe("ep.identity.>");
    expect(subscriptionFilter("ep", ["a.b.c", "a.b.d"])).toBe("ep.a.b.>");
    expect(subscriptionFilter("ep", ["a.b"])).toBe("ep.a.b");
    // `ep.a.>` would miss the type `a` itself.
    expect(subscriptionFilter("ep", ["a", "a.b"])).toBe("ep.>");
    expect(subscriptionFilter("ep", ["a.b", "c.d"])).toBe("ep.>");
    expect(subscriptionFilter("ep", ["*"])).toBe("ep.>");
  });
});

describe.skipIf(!url)("identity announcements over NATS reach every process (TEST_NATS_URL)", () => {
  let names = uniqueNames("identity");
  beforeEach(() => {
    names = uniqueNames("identity");
    streams.push(names.stream);
  });
  /** Each process's store directory: `<label>-again` restarts `<label>` on its store. */
  const dirs = new Map<string, string>();

  /** A process: identity plus `extra`, a store file of its own, a clock the test moves. */
  async function process(label: string, extra: ServiceDefinition[] = [], instanceInactiveMs?: number) {
    const transport = await NatsTransport.connect({
      servers: url!,
      stream: names.stream,
      subjectPrefix: names.prefix,
      maxDeliver: 5,
      ackWaitMs: 5000,
      backoffMs: 20,
      duplicateWindowMs: 60_000,
      maxAgeMs: 3_600_000,
      batch: 10,
      name: `identity-test-${label}`,
      instanceInactiveMs,
    });
    const base = label.replace(/-again$/, "");
    const dir = dirs.get(base) ?? tempDir();
    dirs.set(base, dir);
    const clock = fakeClock(Date.now());
    const definitions = [identityService, ...extra];
    const runtime = await EventRuntime.start({
      config: testConfig((c) => {
        c.store.path = join(dir, "process.db");
        c.bus.signature_replay_window_seconds = WINDOW_MS / 1000;
      }),
      services: definitions.map((d) => d.name),
      definitions,
      transport,
      now: clock.now,
    });
    stops.push(() => runtime.stop());
    return { runtime, transport, clock };
  }

  it("registered and rotated through A: B and a later C know the new key and refuse the old one after the window", async () => {
    const pings: string[] = [];
    const probe: ServiceDefinition = {
      name: "probe",
      description: "records the partner's pings it accepts",
      subscribes: ["partner.ping"],
      create: () => ({
        handle(event) {
          pings.push(event.payload.n as string);
        },
      }),
    };
    const a = await process("a");
    const tap = await StreamTap.open(url!, names.stream);
    stops.push(() => tap.close());
    const b = await process("b", [probe]);
    const knows = (p: { runtime: EventRuntime }, key: string) => p.runtime.keys.currentKey("partner") === key;

    const old = Identity.generate("partner");
    expect(await a.runtime.bus.publish(registrationEvent(old))).toMatchObject({ status: "forwarded" });
    await until("A and B have the registered key", () => knows(a, old.sourceKey) && knows(b, old.sourceKey));
    const next = Identity.generate("partner");
    expect(await a.runtime.bus.publish(rotationEvent(old, next))).toMatchObject({ status: "forwarded" });
    await until("A and B have the rotated key", () => knows(a, next.sourceKey) && knows(b, next.sourceKey));

    // Signed with the new key: accepted by the probe on B.
    await a.transport.send(next.createEvent({ event_type: "partner.ping", payload: { n: "new-1" } }));
    await until("B's probe got the new key's ping", () => pings.includes("new-1"));

    // Past the replay window on B, the rotated-out key is refused there; the new key still works.
    b.clock.advance(WINDOW_MS + 1);
    await a.transport.send(old.createEvent({ event_type: "partner.ping", payload: { n: "old-1" } }));
    await until(
      "B refused the old key",
      () => b.runtime.metrics.counter("authz.failures", { source: "partner" }) === 1,
    );
    await a.transport.send(next.createEvent({ event_type: "partner.ping", payload: { n: "new-2" } }));
    await until("B's probe got the second ping", () => pings.includes("new-2"));
    expect(pings).toEqual(["new-1", "new-2"]);

    // A process started after the rotation replays the announcements from the stream, in order.
    const c = await process("c");
    await until("C has the rotated key", () => knows(c, next.sourceKey));
    // The old key was retired at the rotation's time, not at C's start: past the window it is refused.
    c.clock.advance(WINDOW_MS + 1);
    expect(await c.runtime.bus.deliverTo("identity", old.createEvent({ event_type: "partner.ping" }))).toBe(
      "rejected",
    );
    // B restarted with its store replays the announcements on a new consumer: they change nothing.
    await b.runtime.stop();
    const again = await process("b-again", [probe]);
    await until("B again has the rotated key", () => knows(again, next.sourceKey));
    await again.transport.settle(20_000);
    expect(knows(again, next.sourceKey)).toBe(true);

    // Nothing was rejected on the way: every process applied each announcement once.
    expect(tap.of("identity.rejected")).toEqual([]);
    for (const p of [a, again, c]) expect(p.runtime.dlq.size()).toBe(0);
    expect(again.runtime.metrics.counter("authz.failures", { source: "partner" })).toBe(0);
  }, 60_000);

  it("a stopping process deletes its own consumer; a killed one's is removed by the server once inactive", async () => {
    const consumerNames = async () => {
      const connection = await connect({ servers: url! });
      try {
        const jsm = await jetstreamManager(connection);
        const names_: string[] = [];
        for await (const info of jsm.consumers.list(names.stream)) names_.push(info.name);
        return names_.sort();
      } finally {
        await connection.close();
      }
    };
    const stopped = await process("stopped");
    const own = `identity_${stopped.transport.instance}`;
    expect(await consumerNames()).toContain(own);
    expect(stopped.runtime.health().checks.transport!.detail).toContain(`(1 of this process: ${own})`);
    await stopped.runtime.stop();
    expect(await consumerNames()).not.toContain(own);

    const killed = await process("killed", [], 1000);
    const orphan = `identity_${killed.transport.instance}`;
    expect(await consumerNames()).toContain(orphan);
    // As good as a SIGKILL for the server: the connection goes without the transport stopping.
    await killed.transport.connection.close();
    const deadline = Date.now() + 30_000;
    while ((await consumerNames()).includes(orphan)) {
      if (Date.now() > deadline) throw new Error(`${orphan} still on the server after 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await consumerNames()).toEqual([]);
  }, 60_000);
});
