import { ProtocolError } from "../errors.js";

/**
 * Subject and consumer names. Every event goes to `<prefix>.<event_type>` on one stream; each
 * service has one durable consumer named after it. NATS subjects are dot-separated tokens, so an
 * event type with an empty token (`a..b`, `a.`) cannot travel over NATS.
 */
export function subjectOf(prefix: string, eventType: string): string {
  if (eventType.split(".").some((token) => token === "")) {
    throw new ProtocolError(`event type ${eventType} has an empty token and cannot be a NATS subject`);
  }
  return `${prefix}.${eventType}`;
}

/** The subjects of the whole platform on the stream. */
export function streamSubjects(prefix: string): string[] {
  return [`${prefix}.>`];
}

/** A durable consumer name: the service name with characters NATS forbids (`.`) replaced by `_`. */
export function durableName(service: string): string {
  return service.replace(/[^A-Za-z0-9_-]/g, "_");
}

/** Whether a service with these subscriptions receives `eventType` (`*` = every event). */
export function receives(subscribes: readonly string[], eventType: unknown): boolean {
  return typeof eventType === "string" && (subscribes.includes("*") || subscribes.includes(eventType));
}
