import type { FastifyError, FastifyInstance } from "fastify";
import { type ErrorCode, PlatformError, type ValidationIssue } from "../errors.js";

interface SchemaIssue {
  keyword?: string;
  schemaPath?: string;
  instancePath?: string;
  message?: string;
  params?: { requiredProperties?: string[]; additionalProperties?: string[] };
}

/**
 * TypeBox's errors as `{path, message}` with the request part first (`/body/name`, `/querystring/limit`):
 * one issue per missing or unknown property, and the duplicate "schema is false" entries dropped.
 */
function issuesOf(error: FastifyError): ValidationIssue[] {
  const part = error.validationContext ?? "body";
  const issues: ValidationIssue[] = [];
  for (const v of (error.validation ?? []) as SchemaIssue[]) {
    const at = `/${part}${v.instancePath ?? ""}`;
    if (v.keyword === "required" && v.params?.requiredProperties) {
      for (const name of v.params.requiredProperties)
        issues.push({ path: `${at}/${name}`, message: "is required" });
    } else if (v.keyword === "additionalProperties" && v.params?.additionalProperties) {
      for (const name of v.params.additionalProperties)
        issues.push({ path: `${at}/${name}`, message: "is not allowed" });
    } else if (!(v.keyword === "boolean" && v.schemaPath?.endsWith("/additionalProperties"))) {
      issues.push({ path: at, message: v.message ?? "is invalid" });
    }
  }
  return issues;
}

const FRAMEWORK_CODES: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
};

/**
 * Renders every failure as `{error: {code, message}}`. Schema failures are 422 VALIDATION_ERROR
 * with `issues`; anything unexpected is 500 INTERNAL_ERROR, logged with the request id, and never
 * shows its message or stack to the caller.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(function renderPlatformError(error: FastifyError | PlatformError, request, reply) {
    if (error instanceof PlatformError) {
      const body: { code: string; message: string; issues?: ValidationIssue[] } = {
        code: error.code,
        message: error.message,
      };
      if (error.issues) body.issues = error.issues;
      return reply.code(error.status).send({ error: body });
    }
    if (error.validation) {
      return reply.code(422).send({
        error: {
          code: "VALIDATION_ERROR",
          message: "Request failed schema validation",
          issues: issuesOf(error),
        },
      });
    }
    const status = error.statusCode;
    if (status && status >= 400 && status < 500) {
      const code = FRAMEWORK_CODES[status] ?? "BAD_REQUEST";
      return reply.code(status).send({ error: { code, message: error.message } });
    }
    request.log.error({ err: error, requestId: request.id }, "request failed");
    return reply.code(500).send({
      error: { code: "INTERNAL_ERROR", message: `Internal server error (request id ${request.id})` },
    });
  });
  app.setNotFoundHandler(function routeNotFound(request, reply) {
    reply.code(404).send({
      error: { code: "NOT_FOUND", message: `Route ${request.method} ${request.url.split("?")[0]} not found` },
    });
  });
}
