import { PROMETHEUS_CONTENT_TYPE } from "@platform/service-kit";
import type { FastifyInstance } from "fastify";
import type { Registry } from "prom-client";
import { opsSchemas } from "./openapi-schemas.js";

export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

/** Liveness, readiness (every dependency checked, each named in the answer) and the scrape. */
export function opsRoutes(
  app: FastifyInstance,
  deps: { registry: Registry; checks: ReadinessCheck[] },
): void {
  app.get("/healthz", { schema: opsSchemas.healthz }, async () => ({ status: "ok", service: "redaction" }));

  app.get("/readyz", { schema: opsSchemas.readyz }, async (_request, reply) => {
    const results = await Promise.all(
      deps.checks.map(async ({ name, check }) => {
        try {
          await check();
          return { name, ok: true };
        } catch (error) {
          // The reason is for the operator's logs; the answer only says which dependency failed.
          app.log.warn({ err: error, dependency: name }, "readiness check failed");
          return { name, ok: false };
        }
      }),
    );
    const ready = results.every((r) => r.ok);
    return reply.code(ready ? 200 : 503).send({
      status: ready ? "ready" : "not_ready",
      checks: Object.fromEntries(results.map((r) => [r.name, r.ok ? "ok" : "failing"])),
    });
  });

  app.get("/metrics", { schema: opsSchemas.metrics }, async (_request, reply) =>
    reply.type(PROMETHEUS_CONTENT_TYPE).send(await deps.registry.metrics()),
  );
}
