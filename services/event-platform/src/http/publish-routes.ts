import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Payload } from "../events/envelope.js";
import type { EventRuntime } from "../runtime/event-runtime.js";
import { bearerPublisher } from "./bearer-auth.js";
import { HttpError, httpErrors } from "./daemon-errors.js";
import type { Publisher, PublishPolicy } from "./publish-policy.js";

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
 * POST /v1/publish: the body becomes an event signed by the daemon's identity and accepted durably
 * (`EventRuntime.accept`); the answer (202) carries the event id without waiting for the handlers.
 */
export async function publishRoutes(
  app: FastifyInstance,
  {
    runtime,
    policy,
    requireAuth = false,
  }: { runtime: EventRuntime; policy: PublishPolicy; requireAuth?: boolean },
) {
  const daemon = runtime.identity("daemon");
  const publishers = new WeakMap<FastifyRequest, Publisher>();
  const auth = requireAuth ? bearerPublisher(policy, publishers) : undefined;
  app.post<{ Body: PublishBody }>(
    "/v1/publish",
    {
      schema: { body: publishBodySchema, response: { 202: acceptedSchema } },
      ...(auth ? { preHandler: auth } : {}),
    },
    async (request, reply) => {
      if (runtime.bus.isDraining) throw httpErrors.draining();
      // Internal event types are signed by the services that emit them; a publisher outside may
      // send only what its policy allows (by default the documented external inputs).
      const publisher = publishers.get(request) ?? policy.anonymous;
      if (!publisher.allows(request.body.event_type)) throw new HttpError(403, "forbidden");
      const event = daemon.createEvent(request.body);
      // 202 only once the event is durable: committed to the store's inbox, or acknowledged by
      // JetStream. A failure to make it durable is a 5xx, never a 202.
      const outcome = await runtime.accept(event);
      if (outcome?.status === "dead_lettered" || outcome?.status === "rejected") throw outcome.error;
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
