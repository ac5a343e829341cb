import { PROMETHEUS_CONTENT_TYPE } from "@platform/service-kit";
import type { FastifyInstance } from "fastify";
import type { Registry } from "prom-client";
import { prometheusText } from "../metrics/prometheus-text.js";
import type { EventRuntime } from "../runtime/event-runtime.js";

/** Liveness, readiness, health and metrics: never behind auth. */
export async function opsRoutes(
  app: FastifyInstance,
  { runtime, httpRegistry, version }: { runtime: EventRuntime; httpRegistry: Registry; version: string },
) {
  app.get("/healthz", async () => ({ status: "ok" }));

  app.get("/readyz", async (_request, reply) => {
    const ready = !runtime.bus.isDraining && runtime.store.ping();
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not_ready" });
  });

  app.get("/v1/health", async (_request, reply) => {
    const health = runtime.health();
    return reply.code(health.ok ? 200 : 503).send({
      status: health.ok ? "ok" : "unhealthy",
      version,
      services: runtime.definitions.map((d) => d.name),
      checks: health.checks,
    });
  });

  // The older flat shape, for monitors written against it.
  app.get("/health", async (_request, reply) => {
    const health = runtime.health();
    return reply.code(health.ok ? 200 : 503).send({ status: health.ok ? "ok" : "unhealthy" });
  });

  app.get("/v1/metrics", async (_request, reply) => {
    const text = prometheusText(runtime.metrics.snapshot()) + (await httpRegistry.metrics());
    return reply.type(PROMETHEUS_CONTENT_TYPE).send(text);
  });
}
