import { ProtocolError } from "../errors.js";

/**
 * Subject and consumer names. Every event goes to `<prefix>.<event_type>` on one stream; each
 * service has one durable consumer named after it (an `everyProcess` service one per process, see
 * consumer-plan.ts). NATS subjects are dot-separated tokens, so an
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

/**
 * The narrowest single subject filter covering `subscribes`: the type's own subject for one type,
 * `<prefix>.<common leading tokens>.>` when the types share leading tokens (identity's
 * `identity.registered` and `identity.rotated` give `<prefix>.identity.>`), else the whole stream.
 * Types the filter lets through but the service does not take are acked client-side (`receives`).
 */
export function subscriptionFilter(prefix: string, subscribes: readonly string[]): string {
  const whole = streamSubjects(prefix)[0]!;
  if (subscribes.length === 0 || subscribes.includes("*")) return whole;
  if (subscribes.length === 1) return subjectOf(prefix, subscribes[0]!);
  const split = subscribes.map((type) => subjectOf(prefix, type).split(".").slice(1));
  const common: string[] = [];
  // `x.>` needs at least one token after x, so the common part stays shorter than every type.
  const limit = Math.min(...split.map((tokens) => tokens.length)) - 1;
  for (let i = 0; i < limit && split.every((tokens) => tokens[i] === split[0]![i]); i++) {
    common.push(split[0]![i]!);
  }
  return common.length === 0 ? whole : `${prefix}.${common.join(".")}.>`;
}

/** Whether a service with these subscriptions receives `eventType` (`*` = every event). */
export function receives(subscribes: readonly string[], eventType: unknown): boolean {
  return typeof eventType === "string" && (subscribes.includes("*") || subscribes.includes(eventType));
}
