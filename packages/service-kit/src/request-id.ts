import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Fastify server options that take the caller's request id when it is a UUID and make a new one
 * otherwise, so logs and responses always carry a well-formed id.
 *
 * @example Fastify({ ...requestIdOptions("x-request-id"), logger })
 */
export function requestIdOptions(header = "x-request-id"): Pick<FastifyServerOptions, "genReqId"> {
  const name = header.toLowerCase();
  return {
    genReqId: function generateRequestId(req) {
      const incoming = req.headers[name];
      return typeof incoming === "string" && UUID.test(incoming) ? incoming : randomUUID();
    },
  };
}

/** Echoes the request id on every response, errors and 404s included. */
export const requestIdHeader = fp(
  async function requestIdHeader(app: FastifyInstance, opts: { header?: string }) {
    const header = opts.header ?? "X-Request-ID";
    app.addHook("onRequest", async function echoRequestId(request, reply) {
      reply.header(header, request.id);
    });
  },
  { name: "request-id-header" },
);
