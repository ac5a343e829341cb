import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LedgerError } from "../ledger/types.js";

/** algod and indexer answer errors as `{"message": ...}`; so do we, for every error and unknown path. */
export function messageErrors(app: FastifyInstance): void {
  app.setErrorHandler(function renderError(error: Error & { statusCode?: number }, _request, reply) {
    const status = error instanceof LedgerError ? error.status : (error.statusCode ?? 500);
    reply.code(status).send({ message: status >= 500 ? "internal error" : error.message });
  });
  app.setNotFoundHandler(function notFound(request, reply) {
    reply.code(404).send({ message: `route not found: ${request.method} ${request.url.split("?")[0]}` });
  });
}

/** Refuses requests without the configured API token (algod: X-Algo-API-Token, indexer: X-Indexer-API-Token). */
export function requireToken(app: FastifyInstance, header: string, token: string | undefined): void {
  if (!token) return;
  app.addHook("onRequest", async function checkToken(request: FastifyRequest, reply: FastifyReply) {
    if (request.url === "/health") return;
    if (request.headers[header.toLowerCase()] !== token) {
      reply.code(401).send({ message: "Invalid API Token" });
    }
  });
}

export function fail(message: string, status = 400): never {
  throw new LedgerError(message, status);
}
