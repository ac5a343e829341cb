import type { FastifyError, FastifyInstance } from "fastify";
import { PlatformError } from "../errors.js";
import { UpstreamError } from "../firewall/sidecar/chat-upstream.js";

/** The OpenAI error shape, so OpenAI SDKs and tools show the sidecar's errors as they show OpenAI's. */
export interface OpenAiErrorBody {
  error: { message: string; type: string; code: string; param: string | null };
}

const typeOf = (status: number) =>
  status === 401
    ? "authentication_error"
    : status === 403
      ? "permission_error"
      : status >= 500
        ? "api_error"
        : "invalid_request_error";

export const openAiError = (
  status: number,
  code: string,
  message: string,
  param: string | null = null,
): OpenAiErrorBody => ({ error: { message, type: typeOf(status), code, param } });

const FRAMEWORK_CODES: Record<number, string> = {
  400: "invalid_json",
  404: "not_found",
  413: "payload_too_large",
  415: "unsupported_media_type",
};

/**
 * Renders every sidecar failure as `{error: {message, type, code, param}}`: platform errors
 * (authentication) with their code in lower case, schema failures as 400 `invalid_request`, upstream
 * failures as 502 / 504, anything else as 500 without its message.
 */
export function installSidecarErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(function renderOpenAiError(error: FastifyError | Error, request, reply) {
    if (error instanceof PlatformError)
      return reply
        .code(error.status)
        .send(openAiError(error.status, error.code.toLowerCase(), error.message));
    if (error instanceof UpstreamError) {
      const status = error.timedOut ? 504 : 502;
      return reply
        .code(status)
        .send(
          openAiError(status, error.timedOut ? "upstream_timeout" : "upstream_unreachable", error.message),
        );
    }
    const e = error as FastifyError;
    if (e.validation) {
      const first = e.validation[0];
      const param = first?.instancePath ? first.instancePath.slice(1).replaceAll("/", ".") : null;
      return reply
        .code(400)
        .send(
          openAiError(
            400,
            "invalid_request",
            `Invalid chat completion request: ${param ?? "body"} ${first?.message ?? "is invalid"}`,
            param,
          ),
        );
    }
    const status = e.statusCode ?? 500;
    const code = FRAMEWORK_CODES[status];
    if (code && status < 500) return reply.code(status).send(openAiError(status, code, e.message));
    request.log.error({ err: error, requestId: request.id }, "firewall sidecar failure");
    return reply.code(500).send(openAiError(500, "internal_error", "Internal error"));
  });
  app.setNotFoundHandler(function unknownSidecarPath(request, reply) {
    return reply
      .code(404)
      .send(openAiError(404, "not_found", `No route ${request.method} ${request.url.split("?")[0]}`));
  });
}
