import type { Tracer } from "@opentelemetry/api";
import type { IdempotencyStore, RateLimiter } from "@platform/service-kit";
import type { FastifyInstance } from "fastify";
import type { AuditLog } from "../audit/audit-log.js";
import { MODES } from "../pipeline/policies.js";
import type { RedactionPipeline } from "../pipeline/redaction-pipeline.js";
import type { ApiKeys } from "./api-keys.js";
import { authenticate } from "./authenticate.js";
import { checkRedactRequest, type RedactBody } from "./check-redact-request.js";
import { redactResponses } from "./openapi-schemas.js";
import { limitRate } from "./rate-limit.js";
import { observeRedaction, redactCall } from "./redact-call.js";
import { redactionIdempotency } from "./redaction-idempotency.js";
import type { RedactionMetrics } from "./redaction-metrics.js";

export interface RedactRouteDeps {
  pipeline: RedactionPipeline;
  maxTextBytes: number;
  policies: ReadonlySet<string>;
  defaultPolicy: string;
  keys: ApiKeys | undefined;
  limiter: RateLimiter;
  idempotency: IdempotencyStore;
  audit: AuditLog;
  metrics: RedactionMetrics;
  tracer: Tracer;
}

const bodySchema = {
  type: "object",
  required: ["text"],
  additionalProperties: false,
  properties: {
    text: { type: "string" },
    policy: { type: "string", minLength: 1, maxLength: 200 },
    mode: { type: "string", enum: [...MODES] },
  },
} as const;

const schema = {
  summary: "Redact a text",
  description:
    "Replaces every entity the policy names with a typed placeholder (or a lookalike, a mask), stable " +
    "across requests and replicas within the caller's tenant, and appends an audit entry.",
  security: [{ apiKey: [] }],
  body: bodySchema,
  response: redactResponses,
};

/**
 * POST /v1/redact as a pipeline of named hooks: authenticate and limitRate (every /v1/ request),
 * then checkTextAndPolicy and the Idempotency-Key claim, the one redact call, the answer kept for
 * replays (or the key freed) and the metrics observed. Errors are the catalogue's (errors.ts).
 */
export function redactRoutes(app: FastifyInstance, deps: RedactRouteDeps): void {
  app.decorateRequest("keyId", "");
  app.decorateRequest("tenant", "");
  // Set by the hooks below: declared up front so every request keeps one shape (V8 hidden class).
  app.decorateRequest("idempotencySlot", undefined);
  app.decorateRequest("redaction", undefined);
  app.addHook("onRequest", authenticate({ keys: deps.keys }));
  app.addHook("onRequest", limitRate({ limiter: deps.limiter, metrics: deps.metrics }));

  const idempotency = redactionIdempotency({ store: deps.idempotency, metrics: deps.metrics });
  const redact = redactCall(deps);
  app.post<{ Body: RedactBody }>(
    "/v1/redact",
    {
      schema,
      preHandler: [checkRedactRequest(deps), idempotency.claim],
      onSend: idempotency.store,
      onResponse: observeRedaction(deps.metrics),
      onRequestAbort: idempotency.releaseAborted,
    },
    async (request, reply) => reply.type("application/json").send(await redact(request)),
  );
}
