import type { ServiceDefinition } from "../service-definition.js";

export const MechanismEvents = {
  sagaStart: "saga.start",
  ping: "mechanism.ping",
  pong: "mechanism.pong",
} as const;

/**
 * The platform's coordination service: starts sagas on `saga.start`
 * (`{saga, input?, saga_id?}`) and answers `mechanism.ping` with `mechanism.pong` (a liveness
 * probe that goes through signing, the bus and back).
 */
export const mechanismService: ServiceDefinition = {
  name: "mechanism",
  description: "starts sagas (saga.start) and answers liveness pings (mechanism.ping)",
  subscribes: [MechanismEvents.sagaStart, MechanismEvents.ping],
  create({ sagas, logger }) {
    return {
      async handle(event, context) {
        if (event.event_type === MechanismEvents.ping) {
          await context.emit(MechanismEvents.pong, { ping_event_id: event.event_id });
          return;
        }
        const { saga, input, saga_id } = event.payload as {
          saga?: unknown;
          input?: unknown;
          saga_id?: unknown;
        };
        if (!sagas) {
          logger.warning("saga.start ignored: sagas are disabled", { event_id: event.event_id });
          return;
        }
        if (typeof saga !== "string" || !sagas.names().includes(saga)) {
          throw new TypeError(
            `saga.start: unknown saga ${JSON.stringify(saga)}; known: ${sagas.names().join(", ") || "none"}`,
          );
        }
        if (saga_id !== undefined && typeof saga_id !== "string")
          throw new TypeError("saga.start: saga_id must be a string");
        // The event id is the default saga id, so a redelivered saga.start resumes instead of starting twice.
        await sagas.start(saga, input ?? null, saga_id ?? event.event_id);
      },
    };
  },
};
