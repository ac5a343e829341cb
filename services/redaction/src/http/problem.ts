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

export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly slug: string,
    readonly title: string,
    detail: string,
    readonly extensions: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = "ProblemError";
  }
}

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

/** Fastify's own errors (parsing, size, media type, schema) as the problems a client can act on. */
export function toProblem(error: FastifyError): ProblemError {
  if (error instanceof ProblemError) return error;
  if (error.validation) {
    const issues = error.validation.map((v) => ({
      field: v.instancePath
        ? v.instancePath.slice(1).replaceAll("/", ".")
        : (missingField(v.params) ?? "(body)"),
      message: v.message ?? "is invalid",
    }));
    return new ProblemError(
      422,
      "invalid-fields",
      "Invalid fields",
      issues.map((i) => `${i.field} ${i.message}`).join("; "),
      { issues },
    );
  }
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new ProblemError(413, "payload-too-large", "Payload too large", error.message);
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new ProblemError(
        415,
        "unsupported-media-type",
        "Unsupported media type",
        "Send the request body as application/json",
      );
    case "NOT_FOUND":
      return new ProblemError(404, "not-found", "Not found", error.message);
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new ProblemError(400, "malformed-json", "Malformed JSON", "The request body is empty");
  }
  if (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
    return new ProblemError(400, "malformed-json", "Malformed JSON", "The request body is not valid JSON");
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ProblemError(error.statusCode, "bad-request", "Bad request", error.message);
  }
  return new ProblemError(
    500,
    "internal",
    "Internal server error",
    "The request failed; the request id is logged",
  );
}

function missingField(params: unknown): string | undefined {
  const missing = (params as { missingProperty?: string; additionalProperty?: string } | undefined) ?? {};
  return missing.missingProperty ?? missing.additionalProperty;
}
