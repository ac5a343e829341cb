import { derivedEventId } from "../bus/derived-event-id.js";
import type { EventStore } from "./event-store.js";

/**
 * Money and regulatory outcomes keyed by their business identity, not by the event or saga that
 * caused them: a disbursement by loan id, a guarantee claim by loan id and trigger, a
 * classification by loan id and the day it applies. The record `outcome/<kind>/<key>` is inserted
 * once (a primary-key insert in the store, atomic across processes sharing it), so no retry, race,
 * replay or redelivery can produce the outcome twice.
 */
export interface OutcomeRecord {
  kind: string;
  key: string;
  /** The event (or saga) that produced the outcome. */
  caused_by: string;
  recorded_at: string;
  [field: string]: unknown;
}

const PREFIX = "outcome/";

function outcomeKey(kind: string, key: string): string {
  return `${PREFIX}${kind}/${key}`;
}

/**
 * Records the outcome `kind` for `key` unless it exists: true when this call recorded it. Call it
 * inside the transaction that applies the outcome's state change, so both happen or neither.
 */
export function claimOutcome(
  store: EventStore,
  kind: string,
  key: string,
  fields: { caused_by: string } & Record<string, unknown>,
  now: () => number = Date.now,
): boolean {
  const record: OutcomeRecord = { kind, key, recorded_at: new Date(now()).toISOString(), ...fields };
  return store.insertValue(outcomeKey(kind, key), record);
}

export function findOutcome(store: EventStore, kind: string, key: string): OutcomeRecord | undefined {
  return store.getValue<OutcomeRecord>(outcomeKey(kind, key));
}

/** Every recorded outcome of `kind` whose key starts with `keyPrefix`, in key order. */
export function listOutcomes(store: EventStore, kind: string, keyPrefix = ""): OutcomeRecord[] {
  return store.listValues<OutcomeRecord>(outcomeKey(kind, keyPrefix)).map((r) => r.value);
}

/**
 * The event id of an outcome: a name-based UUID of its kind and business key, the same whichever
 * process or cause emits it, so JetStream's `Nats-Msg-Id` and every idempotency guard drop a
 * second emission.
 */
export function outcomeEventId(kind: string, key: string): string {
  return derivedEventId(`outcome:${kind}`, key, kind, 0);
}
