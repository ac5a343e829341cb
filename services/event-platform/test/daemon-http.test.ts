import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_PAYLOAD_BYTES } from "../src/events/envelope.js";
import { buildDaemon } from "../src/http/daemon-app.js";
import { PublishPolicy } from "../src/http/publish-policy.js";
import { EventRuntime } from "../src/runtime/event-runtime.js";
import { tempDir, testConfig } from "./helpers.js";

const open: Array<{ app: FastifyInstance; runtime: EventRuntime }> = [];
afterEach(async () => {
  for (const { app, runtime } of open.splice(0)) {
    await app.close();
    await runtime.stop();
  }
});

/** A policy file that lets anyone publish any type (the metrics test needs many event types). */
function openPolicy(): PublishPolicy {
  const file = join(tempDir(), "policy.json");
  writeFileSync(file, JSON.stringify({ anonymous: { publish: ["*"] } }));
  return PublishPolicy.load({ file, env: {} });
}

async function daemon(patch: Parameters<typeof testConfig>[0] = () => {}, policy?: PublishPolicy) {
  const runtime = await EventRuntime.start({ config: testConfig(patch) });
  const app = await buildDaemon({ runtime, policy });
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  open.push({ app, runtime });
  return { runtime, url };
}

const post = (url: string, body: string, contentType = "application/json") =>
  fetch(`${url}/v1/publish`, { method: "POST", headers: { "content-type": contentType }, body });

describe("daemon errors over a real socket", () => {
  it("answers every refusal as {error, status_code} with a request id", async () => {
    const { url, runtime } = await daemon();
    const big = JSON.stringify({ event_type: "a.b", payload: { blob: "x".repeat(300 * 1024) } });
    const nearLimit = JSON.stringify({
      event_type: "mechanism.ping",
      payload: { blob: "x".repeat(MAX_PAYLOAD_BYTES - 100) },
    });
    const deep = `{"event_type":"mechanism.ping","payload":${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}}`;
    const cases: Array<[Response, number, string | RegExp]> = [
      [await post(url, big), 413, "Request body is too large"],
      [await post(url, "<event/>", "application/xml"), 415, "Unsupported Media Type"],
      [await post(url, "event_type=a.b", "text/plain"), 400, "body must be object"],
      [await post(url, nearLimit), 400, `event is larger than ${MAX_PAYLOAD_BYTES} bytes`],
      [await post(url, deep), 400, "payload is nested too deeply"],
      // Emitted by risk, never by a publisher outside (the default policy: external inputs only).
      [await post(url, JSON.stringify({ event_type: "risk.scored" })), 403, "forbidden"],
      [await fetch(`${url}/v1/publish`), 404, "route GET /v1/publish not found"],
      [await fetch(`${url}/v2/health`), 404, "route GET /v2/health not found"],
    ];
    for (const [response, status, message] of cases) {
      expect(response.status).toBe(status);
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      const body = (await response.json()) as { error: string; status_code: number };
      expect(body.status_code).toBe(status);
      if (typeof message === "string") expect(body.error).toBe(message);
      else expect(body.error).toMatch(message);
    }
    // Nothing was published and the daemon is still healthy.
    expect(runtime.metrics.total("events.emitted")).toBe(0);
    expect((await fetch(`${url}/v1/health`)).status).toBe(200);
  });

  it("accepts 100 concurrent publishes; every one reaches the audit ledger exactly once", async () => {
    const { url, runtime } = await daemon();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post(url, JSON.stringify({ event_type: "fee.assess", payload: { i } })),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(100).fill(202));
    const ids = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { event_id: string }).event_id),
    );
    await runtime.bus.drain(5_000);
    const ledger = runtime.ledger.recent();
    expect(new Set(ledger.map((e) => e.event_id))).toEqual(new Set(ids));
    expect(ledger.map((e) => e.seq)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(runtime.ledger.verify()).toMatchObject({ ok: true, entries: 100 });
  });

  it("shows the metrics series cap in /v1/metrics: new series past it are dropped and counted", async () => {
    const { url } = await daemon((c) => {
      c.metrics.max_series = 6;
    }, openPolicy());
    for (let i = 0; i < 5; i++) {
      expect((await post(url, JSON.stringify({ event_type: `kind.n${i}` }))).status).toBe(202);
    }
    const text = await (await fetch(`${url}/v1/metrics`)).text();
    expect(text).toContain("eventplat_metrics_series 6\n");
    expect(text).toMatch(/eventplat_metrics_series_dropped_total [1-9]\d*\n/);
    expect(text).toContain('eventplat_events_emitted_total{event_type="kind.n0"} 1\n');
    expect(text).not.toContain('event_type="kind.n4"');
  });
});
