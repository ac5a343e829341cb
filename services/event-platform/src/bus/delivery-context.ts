import { type Context, ROOT_CONTEXT, type Span, trace } from "@opentelemetry/api";
import type { Identity } from "../crypto/identity.js";
import type { EventEnvelope, Payload } from "../events/envelope.js";
import type { HandlerContext, PublishOutcome } from "./bus-types.js";
import { derivedEventId } from "./derived-event-id.js";

type Publish = (event: EventEnvelope, options: { parent?: Context }) => Promise<PublishOutcome>;

/**
 * What a handler is given with an event. One per delivery, so it is a plain object with `emit` on
 * the prototype side (a getter): nothing is allocated for the handlers that never emit.
 */
export class DeliveryContext implements HandlerContext {
  /** Follow-ups emitted so far, by event type: the index in each derived id. */
  private emitted: Map<string, number> | undefined;

  constructor(
    readonly service: string,
    private readonly identity: Identity | undefined,
    private readonly event: EventEnvelope,
    private readonly span: Span | undefined,
    private readonly publish: Publish,
  ) {}

  get emit(): HandlerContext["emit"] {
    return (eventType, payload) => this.followUp(eventType, payload);
  }

  private followUp(eventType: string, payload: Payload = {}): Promise<PublishOutcome> {
    if (!this.identity) throw new TypeError(`${this.service} has no identity to sign events with`);
    this.emitted ??= new Map();
    const index = this.emitted.get(eventType) ?? 0;
    this.emitted.set(eventType, index + 1);
    const cause = this.event;
    const next = this.identity.createEvent({
      event_id: derivedEventId(cause.event_id, this.service, eventType, index),
      event_type: eventType,
      payload,
      correlation_id: cause.correlation_id,
      causation_id: cause.event_id,
      trace_id: cause.trace_id,
    });
    return this.publish(next, this.span ? { parent: trace.setSpan(ROOT_CONTEXT, this.span) } : {});
  }
}
