import type { FastifyError, FastifyInstance } from "fastify";
import { EventPlatformError } from "../errors.js";
import type { Logger } from "../logging/json-logger.js";
import { redactText } from "../redaction/redact.js";

/** An HTTP error with the daemon's body shape `{error, status_code}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const httpErrors = {
  /** The spec's body, to the letter. */
  unauthorized: () => new HttpError(401, "unauthorized"),
  draining: () => new HttpError(503, "shutting down"),
};

/**
 * Platform errors a request can cause, by code: invalid event content is the client's mistake
 * (400); a draining bus or a stopped service is temporary (503). Anything else is a 500.
 */
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  protocol_error: 400,
  service_unavailable: 503,
};

/** Renders every error as `{error, status_code}`; a 5xx never carries details (they are logged). */
export function installErrorHandler(app: FastifyInstance, logger: Logger): void {
  app.setErrorHandler(function renderDaemonError(error: FastifyError | HttpError | Error, request, reply) {
    const status =
      error instanceof EventPlatformError
        ? STATUS_BY_CODE[error.code]
        : (error as { statusCode?: number }).statusCode;
    // A message can quote the request (a bad field's value): it is redacted like a log line.
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send({ error: redactText(error.message), status_code: status });
    }
    if (error instanceof HttpError || status === 503) {
      return reply.code(status!).send({ error: redactText(error.message), status_code: status });
    }
    logger.error("request failed", { error, request_id: request.id, route: request.routeOptions.url });
    return reply.code(500).send({ error: "internal server error", status_code: 500 });
  });
  app.setNotFoundHandler(function notFound(request, reply) {
    reply
      .code(404)
      .send({ error: `route ${request.method} ${request.url.split("?")[0]} not found`, status_code: 404 });
  });
}
