import Fastify from "fastify";
import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import {
  httpMetrics,
  PROMETHEUS_CONTENT_TYPE,
  requestIdHeader,
  requestIdOptions,
  statusClass,
} from "../src/index.js";

async function buildApp() {
  const registry = new Registry();
  const app = Fastify(requestIdOptions());
  await app.register(requestIdHeader);
  await app.register(httpMetrics, { registry, prefix: "t_", skipPaths: ["/metrics"] });
  app.get("/items/:id", async () => ({ ok: true }));
  app.get("/metrics", async (_req, reply) =>
    reply.type(PROMETHEUS_CONTENT_TYPE).send(await registry.metrics()),
  );
  return app;
}

describe("request id and HTTP metrics", () => {
  it("echoes a caller's UUID and replaces anything else", async () => {
    const app = await buildApp();
    const id = "3b241101-e2bb-4255-8caf-4136c566a962";
    const kept = await app.inject({ url: "/items/1", headers: { "x-request-id": id } });
    expect(kept.headers["x-request-id"]).toBe(id);
    const replaced = await app.inject({ url: "/items/1", headers: { "x-request-id": "<script>" } });
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await app.inject({ url: "/nope" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("labels by route template and status class, never the raw path", async () => {
    const app = await buildApp();
    await app.inject({ url: "/items/AAAA" });
    await app.inject({ url: "/items/BBBB" });
    await app.inject({ url: "/missing/CCCC" });
    const text = (await app.inject({ url: "/metrics" })).body;
    expect(text).toContain('t_http_requests_total{method="GET",path="/items/:id",status_class="2xx"} 2');
    expect(text).toContain(
      't_http_request_errors_total{method="GET",path="unmatched",status_class="4xx",error_type="client_error"} 1',
    );
    expect(text).not.toContain("AAAA");
    expect(text).not.toContain('path="/metrics"');
  });

  it("classes statuses", () => {
    expect([200, 299, 301, 404, 499, 500, 503].map(statusClass)).toEqual([
      "2xx",
      "2xx",
      "3xx",
      "4xx",
      "4xx",
      "5xx",
      "5xx",
    ]);
  });
});
