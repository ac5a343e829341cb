import { InMemorySpanExporter } from "@opentelemetry/sdk-trace-base";
import { describe, expect, it } from "vitest";
import { EventRuntime } from "../src/runtime/event-runtime.js";
import { MetricsSnapshots } from "../src/store/metrics-snapshots.js";
import { fakeClock, testConfig } from "./helpers.js";

describe("runtime", () => {
  it("restarts a crashed service after the backoff with a fresh instance; events meanwhile are dead-lettered", async () => {
    const clock = fakeClock();
    const timers: Array<() => void> = [];
    let instances = 0;
    const runtime = await EventRuntime.start({
      config: testConfig(),
      services: ["flaky"],
      now: clock.now,
      scheduler: { setTimeout: (fn) => timers.push(fn), clearTimeout: () => {} },
      definitions: [
        {
          name: "flaky",
          description: "",
          subscribes: ["x.y"],
          create: () => {
            const instance = ++instances;
            return {
              handle: (e) => {
                if (instance === 1 && e.payload.crash) throw new Error("crash");
              },
            };
          },
        },
      ],
    });
    await runtime.publish({ event_type: "x.y", payload: { crash: true } });
    expect(runtime.supervisor.status("flaky")).toMatchObject({ state: "restarting", failures: 1 });
    expect(runtime.health().checks["service:flaky"]).toEqual({
      ok: false,
      detail: "restarting after Error: crash",
    });
    expect(await runtime.publish({ event_type: "x.y" })).toMatchObject({ results: { flaky: "unavailable" } });
    timers.shift()!();
    await new Promise((r) => setImmediate(r));
    expect(runtime.supervisor.status("flaky")).toMatchObject({ state: "running", restarts: 1 });
    expect(await runtime.publish({ event_type: "x.y", payload: { crash: true } })).toMatchObject({
      results: { flaky: "handled" },
    });
    expect(instances).toBe(2);
    expect(runtime.supervisor.status("flaky")!.failures).toBe(0);
    expect(runtime.dlq.list().map((r) => r.error_type)).toEqual(["Error", "service_unavailable"]);
    await runtime.stop();
  });

  it("one span per publish and per handler, all in the event's trace, handler spans children of the publish span", async () => {
    const exporter = new InMemorySpanExporter();
    const runtime = await EventRuntime.start({ config: testConfig(), spanExporter: exporter });
    const outcome = await runtime.publish({ event_type: "mechanism.ping" });
    const spans = exporter.getFinishedSpans();
    const ping = runtime.ledger.recent()[0]!;
    const traceIds = new Set(spans.map((s) => s.spanContext().traceId));
    expect(outcome.status).toBe("delivered");
    expect(spans.map((s) => s.name).sort()).toEqual([
      "handle mechanism.ping",
      "handle mechanism.ping",
      "handle mechanism.pong",
      "publish mechanism.ping",
      "publish mechanism.pong",
    ]);
    expect(traceIds.size).toBe(1);
    const publish = spans.find((s) => s.name === "publish mechanism.ping")!;
    for (const handler of spans.filter((s) => s.name === "handle mechanism.ping")) {
      expect(handler.parentSpanContext?.spanId).toBe(publish.spanContext().spanId);
    }
    const pongPublish = spans.find((s) => s.name === "publish mechanism.pong")!;
    const mechanismHandler = spans.find(
      (s) => s.name === "handle mechanism.ping" && s.attributes["eventplat.service"] === "mechanism",
    )!;
    expect(pongPublish.parentSpanContext?.spanId).toBe(mechanismHandler.spanContext().spanId);
    expect(publish.attributes["eventplat.event_id"]).toBe(ping.event_id);
    await runtime.stop();
  });

  it("saves a metrics snapshot at stop; EVENTPLAT_SAGA_ENABLED=false disables sagas", async () => {
    const config = testConfig((c) => {
      c.saga.enabled = false;
      c.store.path = `${c.identity.dir}/m.db`;
    });
    const runtime = await EventRuntime.start({ config });
    expect(runtime.sagas).toBeUndefined();
    await runtime.publish({ event_type: "saga.start", payload: { saga: "x" } });
    await runtime.stop();
    const again = await EventRuntime.start({ config });
    const snapshot = new MetricsSnapshots(again.store).latest()!;
    expect(snapshot.counters).toContainEqual({
      name: "events.handled",
      labels: { service: "mechanism", event_type: "saga.start" },
      value: 1,
    });
    await again.stop();
  });

  it("rejects unknown services with the list of known ones", async () => {
    await expect(
      EventRuntime.start({ config: testConfig(), services: ["mechanism", "fraudd"] }),
    ).rejects.toThrow(
      "unknown service: fraudd (known: mechanism, audit, fraud, risk, pricing, npa, consent, dsr, kfs, credit_bureau, identity, breach)",
    );
  });
});
