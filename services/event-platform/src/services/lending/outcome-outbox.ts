import { randomUUID } from "node:crypto";
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
  /** Set while one flusher publishes the entry: others leave it (and the entries after it) alone. */
  lease?: { owner: string; until: number };
}

/**
 * How long a flusher holds an entry it publishes (one publish takes milliseconds). A flusher that
 * meets a live lease waits for the entry to go; a holder that died delays its loan's events by this.
 */
export const OUTBOX_LEASE_MS = 5_000;
/** How often a waiting flusher looks again. */
const WAIT_POLL_MS = 25;

/**
 * A transactional outbox per entity (a loan): a handler commits its state change and the events
 * it causes together (`stage`, inside the store transaction), then publishes them (`flush`) and
 * removes each once published. A crash between the two leaves the entries; the next handling of
 * that entity (a redelivery, the inbox replayed at start, a later event) publishes them. Their ids
 * are business ids (`outcomeEventId`), so publishing one twice is dropped downstream as a duplicate.
 *
 * Several flushers (two handlers of the same loan, on one host or on two sharing the business store)
 * may find the same entry: each takes a lease on it by compare-and-set before publishing, so only
 * one publishes it, and it lists again until none is left. A flusher that meets another's live
 * lease waits until that entry is gone (published) or the lease has run out (its holder died), then
 * goes on: it never returns while an entry it saw is still unpublished, so the handler that acks its
 * event knows the loan's events are out. A holder that stalled past its lease may see its entry
 * published a second time, with the same business id.
 */
export class OutcomeOutbox {
  constructor(
    private readonly store: BusinessStore,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
    private readonly leaseMs = OUTBOX_LEASE_MS,
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
    const owner = randomUUID(); // this flush, not this process: two handlers in one process race too
    for (;;) {
      const [first] = await this.store.list<OutboxEntry>(`${this.prefix}${entity}/`, 1);
      if (!first) return;
      const { lease, ...entry } = first.value;
      if (lease && lease.until > this.now()) {
        await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
        continue;
      }
      const leased = { ...entry, lease: { owner, until: this.now() + this.leaseMs } };
      if (!(await this.store.commit([{ key: first.key, value: leased, expect: first.revision }]))) continue;
      try {
        await publish(entry);
      } catch (err) {
        // Free the entry for the next flush at once rather than after the lease.
        await this.store.commit([{ key: first.key, value: entry }]).catch(() => false);
        throw err;
      }
      await this.store.commit([{ key: first.key }]);
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
