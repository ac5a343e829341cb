import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import type { Payload } from "../events/envelope.js";
import type { EventRuntime } from "../runtime/event-runtime.js";
import { httpErrors } from "./daemon-errors.js";

export interface PublishBody {
  event_type: string;
  payload?: Payload;
  event_id?: string;
  correlation_id?: string;
  causation_id?: string;
}

const ID = { type: "string", pattern: "^[A-Za-z0-9_.:-]{1,128}$" } as const;

/** The documented request body of POST /v1/publish. */
export const publishBodySchema = {
  type: "object",
  required: ["event_type"],
  additionalProperties: false,
  properties: {
    event_type: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9_.:-]{0,127}$" },
    payload: { type: "object" },
    event_id: {
      type: "string",
      pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
    },
    correlation_id: ID,
    causation_id: ID,
  },
} as const;

/** The 202 answer; a schema lets Fastify serialise it with a compiled serialiser. */
const acceptedSchema = {
  type: "object",
  required: ["status", "event_id", "event_type", "correlation_id", "trace_id"],
  properties: {
    status: { type: "string", enum: ["accepted"] },
    event_id: { type: "string" },
    event_type: { type: "string" },
    correlation_id: { type: "string" },
    trace_id: { type: "string" },
  },
} as const;

/**
 * POST /v1/publish: the body becomes an event signed by the daemon's identity and handed to the
 * bus; the answer (202) carries the event id without waiting for the handlers.
 */
export async function publishRoutes(
  app: FastifyInstance,
  { runtime, auth }: { runtime: EventRuntime; auth?: preHandlerAsyncHookHandler },
) {
  const daemon = runtime.identity("daemon");
  app.post<{ Body: PublishBody }>(
    "/v1/publish",
    {
      schema: { body: publishBodySchema, response: { 202: acceptedSchema } },
      ...(auth ? { preHandler: auth } : {}),
    },
    async (request, reply) => {
      if (runtime.bus.isDraining) throw httpErrors.draining();
      const event = daemon.createEvent(request.body);
      runtime.bus
        .publish(event)
        .catch((error: unknown) =>
          runtime.logger.error("publish failed", { error, event_id: event.event_id }),
        );
      return reply.code(202).send({
        status: "accepted",
        event_id: event.event_id,
        event_type: event.event_type,
        correlation_id: event.correlation_id,
        trace_id: event.trace_id,
      });
    },
  );
}
