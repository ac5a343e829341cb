import { derivedEventId } from "../bus/derived-event-id.js";
import type { BusinessStore, BusinessWrite } from "./business-store.js";

/**
 * Money and regulatory outcomes keyed by their business identity, not by the event or saga that
 * caused them: a disbursement by loan id, a guarantee claim by loan id and trigger, a
 * classification by loan id and the day it applies. The record `outcome/<kind>/<key>` is inserted
 * once (a write that expects the key absent, in the business store shared by every process), so no
 * retry, race, replay or redelivery can produce the outcome twice.
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

/** The store key of an outcome: `outcome/<kind>/<key>`. */
export function outcomeKey(kind: string, key: string): string {
  return `${PREFIX}${kind}/${key}`;
}

/**
 * The write that records the outcome `kind` for `key`, only if it is not recorded yet: commit it
 * with the outcome's state change, so both happen or neither, and never twice.
 */
export function outcomeWrite(
  kind: string,
  key: string,
  fields: { caused_by: string } & Record<string, unknown>,
  now: () => number = Date.now,
): BusinessWrite {
  const record: OutcomeRecord = { kind, key, recorded_at: new Date(now()).toISOString(), ...fields };
  return { key: outcomeKey(kind, key), value: record, expect: "absent" };
}

export async function findOutcome(
  store: BusinessStore,
  kind: string,
  key: string,
): Promise<OutcomeRecord | undefined> {
  return (await store.read<OutcomeRecord>(outcomeKey(kind, key)))?.value;
}

/** Every recorded outcome of `kind` whose key starts with `keyPrefix`, in key order. */
export async function listOutcomes(
  store: BusinessStore,
  kind: string,
  keyPrefix = "",
): Promise<OutcomeRecord[]> {
  return (await store.list<OutcomeRecord>(outcomeKey(kind, keyPrefix))).map((r) => r.value);
}

/**
 * The event id of an outcome: a name-based UUID of its kind and business key, the same whichever
 * process or cause emits it, so JetStream's `Nats-Msg-Id` and every idempotency guard drop a
 * second emission.
 */
export function outcomeEventId(kind: string, key: string): string {
  return derivedEventId(`outcome:${kind}`, key, kind, 0);
}
