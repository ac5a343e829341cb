import type { PublishOutcome } from "../../bus/event-bus.js";
import type { EventEnvelope, NewEvent, Payload } from "../../events/envelope.js";
import type { BusinessStore, BusinessWrite } from "../../store/business-store.js";

/** An event written in the same transaction as the state change that caused it, not yet published. */
export interface OutboxEntry {
  event_id: string;
  event_type: string;
  payload: Payload;
  correlation_id: string;
  causation_id: string;
  trace_id: string;
}

/**
 * A transactional outbox per entity (a loan): a handler commits its state change and the events
 * it causes together (`stage`, inside the store transaction), then publishes them (`flush`) and
 * removes each once published. A crash between the two leaves the entries; the next handling of
 * that entity (a redelivery, the inbox replayed at start, a later event) publishes them. Their ids
 * are business ids (`outcomeEventId`), so publishing one twice is dropped downstream as a duplicate.
 */
export class OutcomeOutbox {
  constructor(
    private readonly store: BusinessStore,
    private readonly prefix: string,
  ) {}

  /**
   * The writes that stage `entries` for `entity`, numbered from `firstSeq` (the entity's running
   * count): commit them with the state change that caused them. Each key must be new.
   */
  stage(entity: string, firstSeq: number, entries: readonly OutboxEntry[]): BusinessWrite[] {
    return entries.map((entry, i) => ({
      key: `${this.prefix}${entity}/${String(firstSeq + i).padStart(10, "0")}`,
      value: entry,
      expect: "absent",
    }));
  }

  /** Publishes the entity's staged events in order, removing each once published. */
  async flush(entity: string, publish: (event: NewEvent) => Promise<PublishOutcome>): Promise<void> {
    for (const { key, value } of await this.store.list<OutboxEntry>(`${this.prefix}${entity}/`)) {
      await publish(value);
      await this.store.commit([{ key }]);
    }
  }

  /** Outbox entries of the events `cause` leads to, with the cause's correlation and trace. */
  static entriesFor(
    cause: EventEnvelope,
    events: ReadonlyArray<{ event_id: string; event_type: string; payload: Payload }>,
  ): OutboxEntry[] {
    return events.map((e) => ({
      event_id: e.event_id,
      event_type: e.event_type,
      payload: e.payload,
      correlation_id: cause.correlation_id,
      causation_id: cause.event_id,
      trace_id: cause.trace_id,
    }));
  }
}
