import { PROMETHEUS_CONTENT_TYPE } from "@platform/service-kit";
import type { FastifyInstance } from "fastify";
import type { Registry } from "prom-client";
import { prometheusText } from "../metrics/prometheus-text.js";
import type { EventRuntime } from "../runtime/event-runtime.js";

const checkSchema = {
  type: "object",
  required: ["ok", "detail"],
  additionalProperties: false,
  properties: { ok: { type: "boolean" }, detail: { type: "string" } },
} as const;

const healthSchema = {
  type: "object",
  required: ["status", "version", "services", "checks"],
  additionalProperties: false,
  properties: {
    status: { type: "string", enum: ["ok", "unhealthy"] },
    version: { type: "string" },
    services: { type: "array", items: { type: "string" } },
    checks: {
      type: "object",
      description: "bus, store, service:<name>, supervisor (and transport with NATS)",
      additionalProperties: checkSchema,
    },
  },
} as const;

const statusSchema = (values: readonly string[]) =>
  ({
    type: "object",
    required: ["status"],
    additionalProperties: false,
    properties: { status: { type: "string", enum: values } },
  }) as const;

const SCHEMAS = {
  healthz: { summary: "Liveness", response: { 200: statusSchema(["ok"]) } },
  readyz: {
    summary: "Readiness: the bus accepts events and the store answers",
    response: { 200: statusSchema(["ready"]), 503: statusSchema(["not_ready"]) },
  },
  health: {
    summary: "Full status: every check; 503 when any fails",
    response: { 200: healthSchema, 503: healthSchema },
  },
  legacyHealth: {
    summary: "Legacy health (flat)",
    response: { 200: statusSchema(["ok"]), 503: statusSchema(["unhealthy"]) },
  },
  metrics: {
    summary: "Prometheus text format 0.0.4",
    response: {
      200: {
        description: "every metric of the spec, from the start, with help text",
        content: { [PROMETHEUS_CONTENT_TYPE]: { schema: { type: "string" } } },
      },
    },
  },
} as const;

/** Liveness, readiness, health and metrics: never behind auth. */
export async function opsRoutes(
  app: FastifyInstance,
  { runtime, httpRegistry, version }: { runtime: EventRuntime; httpRegistry: Registry; version: string },
) {
  app.get("/healthz", { schema: SCHEMAS.healthz }, async () => ({ status: "ok" }));

  app.get("/readyz", { schema: SCHEMAS.readyz }, async (_request, reply) => {
    const ready = runtime.isReady();
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not_ready" });
  });

  app.get("/v1/health", { schema: SCHEMAS.health }, async (_request, reply) => {
    const health = runtime.health();
    return reply.code(health.ok ? 200 : 503).send({
      status: health.ok ? "ok" : "unhealthy",
      version,
      services: runtime.serviceNames(),
      checks: health.checks,
    });
  });

  // The older flat shape, for monitors written against it.
  app.get("/health", { schema: SCHEMAS.legacyHealth }, async (_request, reply) => {
    const health = runtime.health();
    return reply.code(health.ok ? 200 : 503).send({ status: health.ok ? "ok" : "unhealthy" });
  });

  app.get("/v1/metrics", { schema: SCHEMAS.metrics }, async (_request, reply) => {
    const text = prometheusText(runtime.metrics.snapshot()) + (await httpRegistry.metrics());
    return reply.type(PROMETHEUS_CONTENT_TYPE).send(text);
  });
}
