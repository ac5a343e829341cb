import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { PROMETHEUS_CONTENT_TYPE } from "@platform/service-kit";
import type { Registry } from "prom-client";
import { Type } from "typebox";
import { errors } from "./schemas.js";

/** Which database the service uses, and whether it answers (see db/database-probe.ts). */
export interface DatabaseProbe {
  readonly kind: string;
  ping(): Promise<void>;
}

export interface OpsOptions {
  database: DatabaseProbe;
  /** Serves GET /metrics from it; without one (the sidecar's listener) there is no /metrics. */
  registry?: Registry;
  service: string;
  version: string;
  startedAt: number;
  clock: () => number;
}

const Ready = Type.Object({
  status: Type.Union([Type.Literal("ready"), Type.Literal("not_ready")]),
  database: Type.Object({ kind: Type.String(), ok: Type.Boolean() }),
});

/** Liveness, readiness (the database answers), Prometheus metrics (when given a registry). */
export const opsRoutes: FastifyPluginAsyncTypebox<OpsOptions> = async (app, o) => {
  app.get(
    "/api/health",
    {
      config: { public: true },
      schema: {
        tags: ["ops"],
        response: {
          200: Type.Object({
            status: Type.Literal("ok"),
            service: Type.String(),
            version: Type.String(),
            uptimeSec: Type.Integer(),
          }),
        },
      },
    },
    async () => ({
      status: "ok" as const,
      service: o.service,
      version: o.version,
      uptimeSec: Math.floor((o.clock() - o.startedAt) / 1000),
    }),
  );

  app.get(
    "/api/ready",
    {
      config: { public: true },
      schema: { tags: ["ops"], response: { 200: Ready, 503: Ready, ...errors() } },
    },
    async (request, reply) => {
      try {
        await o.database.ping();
        return { status: "ready" as const, database: { kind: o.database.kind, ok: true } };
      } catch (error) {
        request.log.warn({ err: error }, "readiness: database unreachable");
        return reply.code(503).send({ status: "not_ready", database: { kind: o.database.kind, ok: false } });
      }
    },
  );

  const registry = o.registry;
  if (!registry) return;
  app.get(
    "/metrics",
    {
      config: { public: true },
      schema: { tags: ["ops"], response: { 200: Type.String({ description: "Prometheus text format" }) } },
    },
    async (_request, reply) => reply.type(PROMETHEUS_CONTENT_TYPE).send(await registry.metrics()),
  );
};
