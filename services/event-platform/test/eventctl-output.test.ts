import { spawn } from "node:child_process";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { buildDaemon } from "../src/http/daemon-app.js";
import { METRIC_CATALOGUE } from "../src/metrics/metric-catalogue.js";
import { EventRuntime } from "../src/runtime/event-runtime.js";
import { killLeftovers, launcher } from "./eventctl-process.js";
import { tempDir, testConfig } from "./helpers.js";

afterAll(killLeftovers);

describe("eventctl output to a closed pipe", () => {
  it("`dlq --json` whose reader has gone (like `| head`) exits 0 without an EPIPE error", async () => {
    const cwd = tempDir();
    const child = spawn(process.execPath, [launcher, "dlq", "--json"], {
      cwd,
      env: { ...process.env, EVENTPLAT_TRACING_EXPORTER: "none" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // Close the read end at once: eventctl has not even started, so every write it makes to stdout
    // finds the pipe closed, as `eventctl dlq --json | head -c0` would.
    child.stdout!.destroy();
    let stderr = "";
    child.stderr!.on("data", (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
    expect(stderr).toBe("");
    expect(code).toBe(0);
  });
});

describe("/v1/metrics from the start", () => {
  const open: Array<{ app: FastifyInstance; runtime: EventRuntime }> = [];
  afterEach(async () => {
    for (const { app, runtime } of open.splice(0)) {
      await app.close();
      await runtime.stop();
    }
  });

  it("lists every spec metric with its help text, at zero before any event", async () => {
    const runtime = await EventRuntime.start({ config: testConfig() });
    const app = await buildDaemon({ runtime });
    open.push({ app, runtime });
    const url = await app.listen({ host: "127.0.0.1", port: 0 });
    const text = await (await fetch(`${url}/v1/metrics`)).text();
    const spec = {
      "events.emitted": "eventplat_events_emitted_total",
      "events.handled": "eventplat_events_handled_total",
      "events.failed": "eventplat_events_failed_total",
      "store.corruption": "eventplat_store_corruption_total",
      "store.io_error": "eventplat_store_io_error_total",
      "authz.failures": "eventplat_authz_failures_total",
      "pricing.rate_caps": "eventplat_pricing_rate_caps_total",
      "pricing.penal_interest": "eventplat_pricing_penal_interest_total",
      "pricing.foreclosure": "eventplat_pricing_foreclosure_total",
    };
    for (const [name, metric] of Object.entries(spec)) {
      const help = METRIC_CATALOGUE[name]!.help;
      expect(help.length).toBeGreaterThan(name.length);
      expect(text).toContain(`# HELP ${metric} ${help}\n# TYPE ${metric} counter\n${metric} 0\n`);
    }
    const timer = "eventplat_handle_duration_seconds";
    expect(text).toContain(`# HELP ${timer} ${METRIC_CATALOGUE["handle.duration"]!.help}\n`);
    expect(text).toContain(`${timer}_count 0\n${timer}_sum 0\n`);
    // Every metric family has help text.
    const families = new Set([...text.matchAll(/^# TYPE (\S+)/gm)].map((m) => m[1]));
    const helped = new Set([...text.matchAll(/^# HELP (\S+) \S/gm)].map((m) => m[1]));
    const missing = [...families].filter(
      (f) => !helped.has(f) && !/_(min|max)_seconds$/.test(f!) && !helped.has(f!.replace(/_total$/, "")),
    );
    expect(missing).toEqual([]);

    // Once counted, the labelled series replaces the zero.
    await runtime.bus.publish(runtime.identity("daemon").createEvent({ event_type: "mechanism.ping" }));
    const after = await (await fetch(`${url}/v1/metrics`)).text();
    expect(after).toContain('eventplat_events_emitted_total{event_type="mechanism.ping"} 1\n');
    expect(after).not.toContain("eventplat_events_emitted_total 0\n");
  });
});
