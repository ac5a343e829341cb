import type { Tracer } from "@opentelemetry/api";
import { canonicalJson, sha256Hex } from "@platform/service-kit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AuditLog } from "../audit/audit-log.js";
import type { RateLimiter } from "../limits/token-bucket.js";
import { MODES, type Mode } from "../pipeline/policies.js";
import type { RedactionPipeline } from "../pipeline/redaction-pipeline.js";
import type { ApiKeys } from "./api-keys.js";
import type { IdempotencyStore } from "./idempotency-store.js";
import { redactResponses } from "./openapi-schemas.js";
import { ProblemError } from "./problem.js";
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

interface RedactBody {
  text: string;
  policy?: string;
  mode?: Mode;
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

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

declare module "fastify" {
  interface FastifyRequest {
    keyId: string;
    tenant: string;
  }
}

export function redactRoutes(app: FastifyInstance, deps: RedactRouteDeps): void {
  app.decorateRequest("keyId", "");
  app.decorateRequest("tenant", "");

  app.addHook("onRequest", async function authenticate(request: FastifyRequest) {
    if (!request.url.startsWith("/v1/")) return;
    const header = request.headers["x-api-key"];
    const presented = typeof header === "string" && header !== "" ? header : undefined;
    if (!deps.keys) {
      request.keyId = "dev";
      request.tenant = "dev";
    } else {
      const caller = presented === undefined ? undefined : deps.keys.identify(presented);
      if (!caller) {
        throw new ProblemError(
          401,
          "unauthorized",
          "Unauthorized",
          presented === undefined ? "The X-API-Key header is required" : "The X-API-Key is not valid",
        );
      }
      request.keyId = caller.keyId;
      request.tenant = caller.tenant;
    }
    const decision = await deps.limiter.take(request.keyId);
    if (!decision.allowed) {
      deps.metrics.rateLimited.inc();
      const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
      throw new ProblemError(
        429,
        "rate-limited",
        "Too many requests",
        `The rate limit of this API key is exhausted; retry in ${seconds} s`,
        {},
        { "Retry-After": String(seconds), "RateLimit-Remaining": "0" },
      );
    }
  });

  const schema = {
    summary: "Redact a text",
    description:
      "Replaces every entity the policy names with a typed placeholder (or a lookalike, a mask), stable " +
      "across requests and replicas within the caller's tenant, and appends an audit entry.",
    security: [{ apiKey: [] }],
    body: bodySchema,
    response: redactResponses,
  };
  app.post<{ Body: RedactBody }>("/v1/redact", { schema }, async (request, reply) => {
    const body = request.body;
    // Before anything else (idempotency, detection, the store): a text too large is refused whole.
    const textBytes = Buffer.byteLength(body.text, "utf8");
    if (textBytes > deps.maxTextBytes) {
      throw new ProblemError(
        413,
        "text-too-large",
        "Text too large",
        `The text is ${textBytes} bytes (UTF-8); at most ${deps.maxTextBytes} are redacted per request`,
        { maxTextBytes: deps.maxTextBytes },
      );
    }
    const policy = body.policy ?? deps.defaultPolicy;
    if (!deps.policies.has(policy)) {
      throw new ProblemError(422, "unknown-policy", "Unknown policy", `No policy with version "${policy}"`, {
        available: [...deps.policies],
      });
    }
    const idempotencyKey = request.headers["idempotency-key"];
    let claimed: { key: string; hash: string } | undefined;
    if (idempotencyKey !== undefined) {
      if (typeof idempotencyKey !== "string" || !IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw new ProblemError(
          400,
          "invalid-idempotency-key",
          "Invalid Idempotency-Key",
          "Idempotency-Key must be 1 to 255 visible ASCII characters",
        );
      }
      claimed = { key: `${request.keyId}:${idempotencyKey}`, hash: sha256Hex(canonicalJson(body)) };
      const claim = await deps.idempotency.claim(claimed.key, claimed.hash);
      deps.metrics.idempotency.inc({ outcome: claim.kind.replace("-", "_") });
      if (claim.kind === "replay") {
        return reply.header("Idempotent-Replay", "true").type("application/json").send(claim.body);
      }
      if (claim.kind === "conflict") {
        throw new ProblemError(
          409,
          "idempotency-key-reused",
          "Idempotency-Key reused",
          "This Idempotency-Key was used with a different request body",
        );
      }
      if (claim.kind === "in-flight") {
        throw new ProblemError(
          409,
          "idempotency-key-in-flight",
          "Request in progress",
          "A request with this Idempotency-Key is still being processed; retry shortly",
        );
      }
    }

    try {
      const mode = body.mode ?? "placeholder";
      const outcome = await deps.tracer.startActiveSpan("redact", async (span) => {
        try {
          const result = await deps.pipeline.redact({
            tenant: request.tenant,
            text: body.text,
            policy,
            mode,
          });
          span.setAttributes({
            "redaction.policy": policy,
            "redaction.mode": mode,
            "redaction.input_length": body.text.length,
            "redaction.entities": result.result.spans.length,
          });
          return result;
        } finally {
          span.end();
        }
      });
      const { result } = outcome;
      observe(deps.metrics, outcome, body.text.length);
      const auditStarted = performance.now();
      await deps.audit.append({
        time: new Date().toISOString(),
        requestId: String(request.id),
        keyId: request.keyId,
        tenant: request.tenant,
        record: result.audit,
      });
      deps.metrics.auditSeconds.observe((performance.now() - auditStarted) / 1000);
      const payload = JSON.stringify({
        text: result.text,
        spans: result.spans,
        digest: result.digest,
        policyVersion: result.policyVersion,
      });
      if (claimed) await deps.idempotency.complete(claimed.key, claimed.hash, payload);
      return reply.type("application/json").send(payload);
    } catch (error) {
      if (claimed) await deps.idempotency.release(claimed.key).catch(() => undefined);
      throw error;
    }
  });
}

function observe(
  metrics: RedactionMetrics,
  outcome: Awaited<ReturnType<RedactionPipeline["redact"]>>,
  length: number,
) {
  for (const span of outcome.result.spans) metrics.entities.inc({ type: span.type, action: span.action });
  for (const [detector, ms] of Object.entries(outcome.timings))
    metrics.detectorSeconds.observe({ detector }, ms / 1000);
  metrics.pipelineSeconds.observe(outcome.pipelineMs / 1000);
  metrics.inputBytes.inc(length);
}
