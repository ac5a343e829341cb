import { randomBytes } from "node:crypto";
import { type Context, ROOT_CONTEXT, TraceFlags, trace } from "@opentelemetry/api";
import type { EventEnvelope } from "../events/envelope.js";

/** The attributes every span of an event carries: publish, and each subscriber's handle. */
export function spanAttributes(event: EventEnvelope): Record<string, string> {
  return {
    "eventplat.event_id": event.event_id,
    "eventplat.event_type": event.event_type,
    "eventplat.source": event.source,
    "eventplat.correlation_id": event.correlation_id,
  };
}

/** A parent context carrying the event's trace id, so every span of the event joins its trace. */
export function remoteParent(traceId: string): Context {
  return trace.setSpanContext(ROOT_CONTEXT, {
    traceId,
    spanId: randomBytes(8).toString("hex"),
    traceFlags: TraceFlags.SAMPLED,
    isRemote: true,
  });
}
