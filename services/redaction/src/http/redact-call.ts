import type { Tracer } from "@opentelemetry/api";
import type { FastifyRequest } from "fastify";
import type { AuditLog } from "../audit/audit-log.js";
import type { RedactionPipeline } from "../pipeline/redaction-pipeline.js";
import type { RedactBody } from "./check-redact-request.js";
import type { RedactionMetrics } from "./redaction-metrics.js";

export type RedactOutcome = Awaited<ReturnType<RedactionPipeline["redact"]>>;

declare module "fastify" {
  interface FastifyRequest {
    /** The pipeline's outcome, for `observeRedaction` once the answer is out. */
    redaction?: RedactOutcome;
  }
}

export interface RedactCallDeps {
  pipeline: RedactionPipeline;
  defaultPolicy: string;
  audit: AuditLog;
  metrics: RedactionMetrics;
  tracer: Tracer;
}

/**
 * The one domain call behind POST /v1/redact: the pipeline in a trace span, then the audit entry
 * (appended before the answer), then the answer's JSON text `{text, spans, digest, policyVersion}`
 * (both encoded by the pipeline thread).
 */
export function redactCall({ pipeline, defaultPolicy, audit, metrics, tracer }: RedactCallDeps) {
  return async function redact(request: FastifyRequest): Promise<string> {
    const body = request.body as RedactBody;
    const policy = body.policy ?? defaultPolicy;
    const mode = body.mode ?? "placeholder";
    const outcome = await tracer.startActiveSpan("redact", async (span) => {
      try {
        const done = await pipeline.redact({ tenant: request.tenant, text: body.text, policy, mode });
        // Without a collector the span is the no-op one: no attributes object per request.
        if (span.isRecording())
          span.setAttributes({
            "redaction.policy": policy,
            "redaction.mode": mode,
            "redaction.input_length": body.text.length,
            "redaction.entities": done.spanCount,
          });
        return done;
      } finally {
        span.end();
      }
    });
    request.redaction = outcome;
    const auditStarted = performance.now();
    await audit.append({
      time: new Date().toISOString(),
      requestId: String(request.id),
      keyId: request.keyId,
      tenant: request.tenant,
      record: outcome.audit,
    });
    metrics.auditSeconds.observe((performance.now() - auditStarted) / 1000);
    // Encoded by the pipeline thread (redact-outcome.ts).
    return outcome.body;
  };
}

/** onResponse hook: entity, detector, pipeline and input-size metrics of a request that ran the pipeline. */
export function observeRedaction(metrics: RedactionMetrics) {
  // Callback style: runs on every answer, and costs no promise.
  return function observeRedactionMetrics(request: FastifyRequest, _reply: unknown, done: () => void) {
    const outcome = request.redaction;
    if (!outcome) return done();
    for (const { type, action, count } of outcome.entities) metrics.entities.inc({ type, action }, count);
    for (const [detector, ms] of Object.entries(outcome.timings))
      metrics.detectorSeconds.observe({ detector }, ms / 1000);
    metrics.pipelineSeconds.observe(outcome.pipelineMs / 1000);
    metrics.inputBytes.inc((request.body as RedactBody).text.length);
    done();
  };
}
