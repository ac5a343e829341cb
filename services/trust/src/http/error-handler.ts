import type { FastifyError, FastifyInstance } from "fastify";
import { ChainUnavailableError, Messages, TrustError } from "../errors.js";

/** The status and `{error, code?}` body an error is answered with; undefined body fields are omitted. */
export function renderError(error: FastifyError | TrustError | Error): {
  status: number;
  body: { error: string; code?: string };
} {
  if (error instanceof TrustError)
    return {
      status: error.status,
      body: error.code ? { error: error.message, code: error.code } : { error: error.message },
    };
  const status = (error as FastifyError).statusCode;
  if (status === 413) return { status, body: { error: error.message, code: "BODY_TOO_LARGE" } };
  if (status && status >= 400 && status < 500) return { status, body: { error: error.message } };
  return { status: 500, body: { error: Messages.internal } };
}

/** Renders every error as `{error, code?}`; 5xx never carry details (they are logged with the request id). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(function renderTrustError(error: FastifyError | TrustError | Error, request, reply) {
    const { status, body } = renderError(error);
    if (status >= 500)
      request.log.error({ err: error, chain: error instanceof ChainUnavailableError }, "request failed");
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler(function notFound(request, reply) {
    reply.code(404).send({ error: `Route ${request.method} ${request.url.split("?")[0]} not found` });
  });
}
