import type { Tracer } from "@opentelemetry/api";
import {
  httpMetrics,
  type IdempotencyStore,
  type RateLimiter,
  requestIdHeader,
  requestIdOptions,
} from "@platform/service-kit";
import Fastify, { type FastifyBaseLogger, LogController } from "fastify";
import { collectDefaultMetrics, Registry } from "prom-client";
import type { AuditLog } from "./audit/audit-log.js";
import { handleError, handleNotFound } from "./errors.js";
import { ApiKeys } from "./http/api-keys.js";
import { demoRoutes } from "./http/demo-routes.js";
import { openApi } from "./http/openapi.js";
import { opsRoutes, type ReadinessCheck } from "./http/ops-routes.js";
import { redactRoutes } from "./http/redact-routes.js";
import { redactionMetrics } from "./http/redaction-metrics.js";
import type { RedactionPipeline } from "./pipeline/redaction-pipeline.js";

export interface AppDeps {
  apiKeys: readonly string[] | undefined;
  bodyLimit: number;
  /** UTF-8 bytes of `text` above which a request is refused with 413 before any work. */
  maxTextBytes: number;
  pipeline: RedactionPipeline;
  policies: ReadonlySet<string>;
  defaultPolicy: string;
  limiter: RateLimiter;
  idempotency: IdempotencyStore;
  audit: AuditLog;
  checks: ReadinessCheck[];
  tracer: Tracer;
  logger?: FastifyBaseLogger;
}

/** The HTTP surface: routes translate to the pipeline and stores, errors become problem details. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    ...requestIdOptions("x-request-id"),
    loggerInstance: deps.logger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: deps.bodyLimit,
    // Strict validation: no coercion ("text": 5 is an error, not "5"), unknown fields refused.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: true } },
  });
  app.removeContentTypeParser("text/plain");

  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "redaction_" });
  await app.register(requestIdHeader, { header: "X-Request-ID" });
  await app.register(httpMetrics, { registry, prefix: "redaction_", skipPaths: ["/metrics"] });

  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);

  await openApi(app);
  redactRoutes(app, {
    pipeline: deps.pipeline,
    maxTextBytes: deps.maxTextBytes,
    policies: deps.policies,
    defaultPolicy: deps.defaultPolicy,
    keys: deps.apiKeys ? new ApiKeys(deps.apiKeys) : undefined,
    limiter: deps.limiter,
    idempotency: deps.idempotency,
    audit: deps.audit,
    metrics: redactionMetrics(registry),
    tracer: deps.tracer,
  });
  opsRoutes(app, { registry, checks: deps.checks });
  demoRoutes(app);
  return app;
}
