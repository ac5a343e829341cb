import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

/**
 * RFC 7807 problem details. `type` is a stable URN per kind of problem (listed in
 * docs/redaction.md), `instance` the request path, and `requestId` the id in the X-Request-ID header
 * and the logs. Internals (stack traces, store errors) never reach the body.
 */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  requestId: string;
  [extension: string]: unknown;
}

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

/**
 * Every problem the service answers, by slug: its status and title. A slug is the stable part of
 * `type` (`urn:problem:redaction:<slug>`) and is listed in docs/redaction.md (a test checks both).
 */
export const PROBLEMS = {
  "malformed-json": { status: 400, title: "Malformed JSON" },
  "invalid-idempotency-key": { status: 400, title: "Invalid Idempotency-Key" },
  "bad-request": { status: 400, title: "Bad request" },
  unauthorized: { status: 401, title: "Unauthorized" },
  "not-found": { status: 404, title: "Not found" },
  "idempotency-key-reused": { status: 409, title: "Idempotency-Key reused" },
  "idempotency-key-in-flight": { status: 409, title: "Request in progress" },
  "payload-too-large": { status: 413, title: "Payload too large" },
  "text-too-large": { status: 413, title: "Text too large" },
  "unsupported-media-type": { status: 415, title: "Unsupported media type" },
  "invalid-fields": { status: 422, title: "Invalid fields" },
  "unknown-policy": { status: 422, title: "Unknown policy" },
  "rate-limited": { status: 429, title: "Too many requests" },
  internal: { status: 500, title: "Internal server error" },
} as const satisfies Record<string, { status: number; title: string }>;
export type ProblemSlug = keyof typeof PROBLEMS;

export class ProblemError extends Error {
  readonly status: number;
  readonly title: string;

  constructor(
    readonly slug: ProblemSlug,
    detail: string,
    readonly extensions: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
    /** Only `bad-request` varies: it carries the 4xx status Fastify chose. */
    status: number = PROBLEMS[slug].status,
  ) {
    super(detail);
    this.name = "ProblemError";
    this.status = status;
    this.title = PROBLEMS[slug].title;
  }
}

/** The problems the routes and hooks raise, with their details and extensions in one place. */
export const problems = {
  unauthorized: (presented: boolean) =>
    new ProblemError(
      "unauthorized",
      presented ? "The X-API-Key is not valid" : "The X-API-Key header is required",
    ),
  rateLimited: (seconds: number) =>
    new ProblemError(
      "rate-limited",
      `The rate limit of this API key is exhausted; retry in ${seconds} s`,
      {},
      { "Retry-After": String(seconds), "RateLimit-Remaining": "0" },
    ),
  textTooLarge: (textBytes: number, maxTextBytes: number) =>
    new ProblemError(
      "text-too-large",
      `The text is ${textBytes} bytes (UTF-8); at most ${maxTextBytes} are redacted per request`,
      { maxTextBytes },
    ),
  unknownPolicy: (policy: string, available: Iterable<string>) =>
    new ProblemError("unknown-policy", `No policy with version "${policy}"`, { available: [...available] }),
  invalidIdempotencyKey: () =>
    new ProblemError("invalid-idempotency-key", "Idempotency-Key must be 1 to 255 visible ASCII characters"),
  idempotencyKeyReused: () =>
    new ProblemError("idempotency-key-reused", "This Idempotency-Key was used with a different request body"),
  idempotencyKeyInFlight: () =>
    new ProblemError(
      "idempotency-key-in-flight",
      "A request with this Idempotency-Key is still being processed; retry shortly",
    ),
};

export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: ProblemError): FastifyReply {
  const body: Problem = {
    type: `urn:problem:redaction:${error.slug}`,
    title: error.title,
    status: error.status,
    detail: error.message,
    instance: request.url.split("?")[0]!,
    requestId: String(request.id),
    ...error.extensions,
  };
  // Sent as text, as JSON.stringify writes it: the routes' documented problem schema (openapi-schemas.ts)
  // is then documentation only, and never a serialiser that could drop or reshape a field.
  return reply
    .code(error.status)
    .headers(error.headers)
    .type(PROBLEM_CONTENT_TYPE)
    .send(JSON.stringify(body));
}

/** The one error handler's translation: Fastify's own errors (parsing, size, media type, schema) as the problems a client can act on. */
export function toProblem(error: FastifyError): ProblemError {
  if (error instanceof ProblemError) return error;
  if (error.validation) {
    const issues = error.validation.map((v) => ({
      field: v.instancePath
        ? v.instancePath.slice(1).replaceAll("/", ".")
        : (missingField(v.params) ?? "(body)"),
      message: v.message ?? "is invalid",
    }));
    return new ProblemError("invalid-fields", issues.map((i) => `${i.field} ${i.message}`).join("; "), {
      issues,
    });
  }
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new ProblemError("payload-too-large", error.message);
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new ProblemError("unsupported-media-type", "Send the request body as application/json");
    case "NOT_FOUND":
      return new ProblemError("not-found", error.message);
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new ProblemError("malformed-json", "The request body is empty");
  }
  if (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
    return new ProblemError("malformed-json", "The request body is not valid JSON");
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ProblemError("bad-request", error.message, {}, {}, error.statusCode);
  }
  return new ProblemError("internal", "The request failed; the request id is logged");
}

function missingField(params: unknown): string | undefined {
  const missing = (params as { missingProperty?: string; additionalProperty?: string } | undefined) ?? {};
  return missing.missingProperty ?? missing.additionalProperty;
}

/** The app's error handler: every error rendered as a problem; a 5xx logged with its request id. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const problem = toProblem(error);
  if (problem.status >= 500) request.log.error({ err: error, requestId: request.id }, "request failed");
  return sendProblem(request, reply, problem);
}

/** The app's not-found handler: a `not-found` problem naming the method and path. */
export function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  const detail = `No route ${request.method} ${request.url.split("?")[0]}`;
  return sendProblem(request, reply, new ProblemError("not-found", detail));
}
