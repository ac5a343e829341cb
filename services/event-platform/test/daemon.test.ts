import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildDaemon } from "../src/http/daemon-app.js";
import { EventRuntime } from "../src/runtime/event-runtime.js";
import { testConfig } from "./helpers.js";

const open: Array<{ app: FastifyInstance; runtime: EventRuntime }> = [];
afterEach(async () => {
  for (const { app, runtime } of open.splice(0)) {
    await app.close();
    await runtime.stop();
  }
});

async function daemon(options: { requireAuth?: boolean; apiToken?: string } = {}) {
  const runtime = await EventRuntime.start({ config: testConfig() });
  const app = await buildDaemon({ runtime, ...options });
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  open.push({ app, runtime });
  return { runtime, app, url };
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/v1/publish`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field
type Json = Record<string, any>;
const json = async (response: Response) => (await response.json()) as Json;

const settle = () => new Promise((r) => setTimeout(r, 20));

describe("daemon over a real socket", () => {
  it("answers liveness, readiness and health with every check", async () => {
    const { url } = await daemon();
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: "ok" });
    expect(await (await fetch(`${url}/readyz`)).json()).toEqual({ status: "ready" });
    const health = await fetch(`${url}/v1/health`);
    expect(health.status).toBe(200);
    const body = await json(health);
    expect(body).toMatchObject({ status: "ok", services: ["mechanism", "audit"] });
    expect(Object.keys(body.checks)).toEqual([
      "bus",
      "store",
      "service:mechanism",
      "service:audit",
      "supervisor",
    ]);
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: "ok" });
    expect((await fetch(`${url}/nope`)).status).toBe(404);
  });

  it("POST /v1/publish signs with the daemon identity, answers 202 with the event id, and the bus delivers", async () => {
    const { url, runtime } = await daemon();
    const response = await post(url, {
      event_type: "fee.assess",
      payload: { loan_id: "L-1", amount: 1200.5 },
      correlation_id: "flow-1",
    });
    expect(response.status).toBe(202);
    const body = await json(response);
    expect(body).toMatchObject({ status: "accepted", event_type: "fee.assess", correlation_id: "flow-1" });
    expect(body.event_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("x-request-id")).toBeTruthy();
    await settle();
    const entry = runtime.ledger.recent().at(-1)!;
    expect(entry).toMatchObject({ event_id: body.event_id, source: "daemon", correlation_id: "flow-1" });

    // mechanism.ping goes to mechanism, which answers with mechanism.pong (signed by mechanism).
    const ping = await json(await post(url, { event_type: "mechanism.ping" }));
    await settle();
    const pong = runtime.ledger.recent().find((e) => e.event_type === "mechanism.pong")!;
    expect(pong).toMatchObject({ source: "mechanism", correlation_id: ping.event_id });

    const metrics = await fetch(`${url}/v1/metrics`);
    expect(metrics.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = await metrics.text();
    expect(text).toContain('eventplat_events_emitted_total{event_type="fee.assess"} 1');
    expect(text).toContain('eventplat_events_handled_total{event_type="fee.assess",service="audit"} 1');
    expect(text).toContain(
      'eventplat_http_requests_total{method="POST",path="/v1/publish",status_class="2xx"}',
    );
  });

  it("a client event_id makes retries idempotent", async () => {
    const { url, runtime } = await daemon();
    const event_id = "0b5e1d0c-7a4f-4c3e-9f1a-2b3c4d5e6f70";
    for (let i = 0; i < 3; i++)
      expect((await post(url, { event_type: "fee.assess", event_id })).status).toBe(202);
    await settle();
    expect(runtime.ledger.recent().filter((e) => e.event_id === event_id)).toHaveLength(1);
  });

  it("validates the body: 400 {error, status_code}", async () => {
    const { url } = await daemon();
    const cases: Array<[unknown, RegExp]> = [
      [{}, /must have required property 'event_type'/],
      [{ event_type: "bad type" }, /event_type must match pattern/],
      [{ event_type: "a.b", payload: [1] }, /payload must be object/],
      [{ event_type: "a.b", extra: 1 }, /must NOT have additional properties/],
      [{ event_type: "a.b", event_id: "not-a-uuid" }, /event_id must match pattern/],
      ["{not json", /JSON/],
    ];
    for (const [body, message] of cases) {
      const response = await post(url, body);
      expect(response.status).toBe(400);
      const answer = await json(response);
      expect(answer.status_code).toBe(400);
      expect(answer.error).toMatch(message);
    }
  });

  it("--require-auth: 401 with the exact body unless the bearer token matches", async () => {
    const token = "s3cret-token-0123456789abcdefghij";
    const { url } = await daemon({ requireAuth: true, apiToken: token });
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: "Bearer wrong" },
      { authorization: token },
      { authorization: `Bearer ${token}-` },
    ];
    for (const headers of attempts) {
      const response = await post(url, { event_type: "mechanism.ping" }, headers);
      expect(response.status).toBe(401);
      expect(await response.text()).toBe('{"error":"unauthorized","status_code":401}');
    }
    const bearer = { authorization: `Bearer ${token}` };
    expect((await post(url, { event_type: "mechanism.ping" }, bearer)).status).toBe(202);
    // An internal type (emitted and signed by risk) cannot be forged by a token holder.
    const forged = await post(url, { event_type: "risk.scored", payload: { application_id: "A-1" } }, bearer);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toBe('{"error":"forbidden","status_code":403}');
    expect((await fetch(`${url}/v1/health`)).status).toBe(200);
  });

  it("refuses to start with --require-auth and no token", async () => {
    const runtime = await EventRuntime.start({ config: testConfig() });
    await expect(buildDaemon({ runtime, requireAuth: true })).rejects.toThrow(
      "--require-auth needs EVENTPLAT_API_TOKEN to be set",
    );
    await runtime.stop();
  });

  it("reports 503 and the failing check when a service is permanently unhealthy, and refuses publishes while draining", async () => {
    const runtime = await EventRuntime.start({
      config: testConfig((c) => {
        c.recovery.max_restarts = 1;
      }),
      services: ["audit", "broken"],
      definitions: [
        { name: "audit", description: "", subscribes: ["*"], create: () => ({ handle: () => {} }) },
        {
          name: "broken",
          description: "",
          subscribes: ["x.y"],
          external: ["x.y"],
          create: () => ({
            handle: () => {
              throw new Error("bug");
            },
          }),
        },
      ],
    });
    const app = await buildDaemon({ runtime });
    const url = await app.listen({ host: "127.0.0.1", port: 0 });
    open.push({ app, runtime });
    await post(url, { event_type: "x.y" });
    await settle();
    const health = await fetch(`${url}/v1/health`);
    expect(health.status).toBe(503);
    const body = await json(health);
    expect(body.checks["service:broken"]).toEqual({ ok: false, detail: "unhealthy after Error: bug" });
    expect(body.checks.supervisor).toEqual({ ok: false, detail: "permanently unhealthy: broken" });
    expect((await fetch(`${url}/health`)).status).toBe(503);
    expect(runtime.dlq.list()).toMatchObject([{ subscriber: "broken", error_type: "Error" }]);
    await post(url, { event_type: "x.y" });
    await settle();
    expect(runtime.dlq.list()[1]).toMatchObject({
      error_type: "service_unavailable",
      error_message: "broken is unhealthy",
    });

    await runtime.bus.drain(10);
    const refused = await post(url, { event_type: "x.y" });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: "shutting down", status_code: 503 });
    expect((await fetch(`${url}/readyz`)).status).toBe(503);
  });
});
