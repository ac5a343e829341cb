import type { FastifyError, FastifyInstance } from "fastify";
import { ChainUnavailableError, Messages, TrustError } from "../errors.js";

/** Renders every error as `{error, code?}`; 5xx never carry details (they are logged with the request id). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(function renderTrustError(error: FastifyError | TrustError | Error, request, reply) {
    if (error instanceof TrustError) {
      return reply
        .code(error.status)
        .send(error.code ? { error: error.message, code: error.code } : { error: error.message });
    }
    const status = (error as FastifyError).statusCode;
    if (status === 413) return reply.code(413).send({ error: error.message, code: "BODY_TOO_LARGE" });
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message });
    }
    request.log.error({ err: error, chain: error instanceof ChainUnavailableError }, "request failed");
    return reply.code(500).send({ error: Messages.internal });
  });
  app.setNotFoundHandler(function notFound(request, reply) {
    reply.code(404).send({ error: `Route ${request.method} ${request.url.split("?")[0]} not found` });
  });
}
