import { ACTIONS, ENTITY_TYPES } from "@platform/redaction-engine";
import { PROMETHEUS_CONTENT_TYPE } from "@platform/service-kit";
import { PROBLEM_CONTENT_TYPE } from "../errors.js";

/**
 * The response schemas of every route, in the routes' own `schema.response`, so @fastify/swagger
 * documents exactly what the routes declare. Every payload these describe is sent as a string
 * (problems, the redaction result) or is plain data (health), so declaring them changes no byte
 * of an answer: Fastify serialises only objects. test/openapi.test.ts holds real answers to them.
 */

/** RFC 7807 problem details, with the extensions some problems carry (docs/redaction.md, Errors). */
export const problemSchema = {
  $id: "Problem",
  type: "object",
  description: "RFC 7807 problem details; `type` names the kind of problem (docs/redaction.md, Errors)",
  required: ["type", "title", "status", "detail", "instance", "requestId"],
  properties: {
    type: { type: "string", pattern: "^urn:problem:redaction:[a-z-]+$" },
    title: { type: "string" },
    status: { type: "integer", minimum: 400, maximum: 599 },
    detail: { type: "string", description: "never a stack trace or an internal message" },
    instance: { type: "string", description: "the request path" },
    requestId: { type: "string", description: "the X-Request-ID of the answer and the log line" },
    issues: {
      type: "array",
      description: "invalid-fields: each field and what is wrong with it",
      items: {
        type: "object",
        required: ["field", "message"],
        additionalProperties: false,
        properties: { field: { type: "string" }, message: { type: "string" } },
      },
    },
    available: {
      type: "array",
      description: "unknown-policy: the loaded policy versions",
      items: { type: "string" },
    },
    maxTextBytes: { type: "integer", description: "text-too-large: the limit (REDACT_MAX_TEXT_BYTES)" },
  },
  additionalProperties: false,
} as const;

const spanSchema = {
  type: "object",
  description: "One entity. Offsets are UTF-16 code units (JavaScript string indices).",
  required: [
    "start",
    "end",
    "outputStart",
    "outputEnd",
    "type",
    "action",
    "placeholder",
    "detector",
    "confidence",
  ],
  additionalProperties: false,
  properties: {
    start: { type: "integer", minimum: 0, description: "offset of the value in the input" },
    end: { type: "integer", minimum: 0 },
    outputStart: { type: "integer", minimum: 0, description: "offset of the replacement in the output" },
    outputEnd: { type: "integer", minimum: 0 },
    type: { type: "string", enum: [...ENTITY_TYPES] },
    action: { type: "string", enum: [...ACTIONS] },
    placeholder: {
      type: ["string", "null"],
      description: "what replaced the value ([EMAIL_0001], a lookalike, a mask); null for keep",
    },
    detector: { type: "string" },
    confidence: { type: "number", minimum: 0, maximum: 1, description: "rounded to three decimals" },
  },
} as const;

export const redactResultSchema = {
  $id: "RedactResult",
  type: "object",
  description: "The engine's result without its audit record",
  required: ["text", "spans", "digest", "policyVersion"],
  additionalProperties: false,
  properties: {
    text: { type: "string", description: "the redacted text" },
    spans: { type: "array", items: spanSchema, description: "sorted, never overlapping" },
    digest: { type: "string", pattern: "^[0-9a-f]{64}$", description: "sha256 of the output's UTF-8 bytes" },
    policyVersion: { type: "string" },
  },
} as const;

const problem = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: "Problem#" } } },
});

const json = (description: string, schema: unknown) => ({
  description,
  content: { "application/json": { schema } },
});

export const redactResponses = {
  200: {
    ...json("The redacted text, its spans, digest and policy version", { $ref: "RedactResult#" }),
    headers: {
      "Idempotent-Replay": {
        type: "string",
        enum: ["true"],
        description:
          "`true` when this is the stored answer to an earlier request with the same Idempotency-Key",
      },
    },
  },
  400: problem("malformed-json (the body is not JSON, or empty), invalid-idempotency-key, bad-request"),
  401: problem("unauthorized: X-API-Key missing or not valid"),
  409: problem("idempotency-key-reused (another body), idempotency-key-in-flight (first still running)"),
  413: problem("payload-too-large (REDACT_BODY_LIMIT_BYTES), text-too-large (REDACT_MAX_TEXT_BYTES)"),
  415: problem("unsupported-media-type: the body is not application/json"),
  422: problem("invalid-fields (missing, unknown or mistyped field; `issues`), unknown-policy (`available`)"),
  429: problem("rate-limited: the key's token bucket is empty", {
    "Retry-After": { type: "string", pattern: "^[1-9][0-9]*$", description: "whole seconds, at least 1" },
    "RateLimit-Remaining": { type: "string", enum: ["0"] },
  }),
  500: problem("internal: the request failed; the request id is logged"),
} as const;

const statusSchema = (values: readonly string[], extra: Record<string, unknown> = {}) => ({
  type: "object",
  required: ["status", ...Object.keys(extra)],
  additionalProperties: false,
  properties: { status: { type: "string", enum: values }, ...extra },
});

const checksSchema = {
  type: "object",
  description: "`redis` (PING) with REDIS_URL, else `store` (a SQLite query)",
  additionalProperties: { type: "string", enum: ["ok", "failing"] },
};

export const opsSchemas = {
  healthz: {
    summary: "Liveness: 200 while the process runs",
    response: {
      200: {
        description: "alive",
        ...statusSchema(["ok"], { service: { type: "string", enum: ["redaction"] } }),
      },
    },
  },
  readyz: {
    summary: "Readiness: every dependency checked, each named in the answer",
    response: {
      200: { description: "ready", ...statusSchema(["ready"], { checks: checksSchema }) },
      503: {
        description: "a dependency is failing",
        ...statusSchema(["not_ready"], { checks: checksSchema }),
      },
    },
  },
  metrics: {
    summary: "Prometheus metrics (text format 0.0.4)",
    response: {
      200: {
        description:
          "HTTP, pipeline, detector, rate-limit, idempotency and audit metrics, and Node's defaults",
        content: { [PROMETHEUS_CONTENT_TYPE]: { schema: { type: "string" } } },
      },
    },
  },
} as const;

export const demoSchemas = {
  page: {
    summary: "Browser demo: redacts locally, in the page, with the engine's own code",
    response: {
      200: {
        description: "the page",
        content: { "text/html; charset=utf-8": { schema: { type: "string" } } },
      },
    },
  },
  bundle: {
    summary: "The engine as one browser ES module (what the demo page imports)",
    response: {
      200: {
        description: "esbuild bundle, minified",
        content: { "text/javascript; charset=utf-8": { schema: { type: "string" } } },
      },
    },
  },
} as const;
