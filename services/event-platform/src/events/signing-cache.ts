import { type EventEnvelope, signingBytes, type UnsignedEvent } from "./envelope.js";

/**
 * What an event was signed over when this process created it: the bytes, the unsigned fields they
 * were encoded from, and a snapshot of the payload's contents (every container with its keys and
 * values, depth first).
 */
interface SignedContent {
  bytes: Buffer;
  unsigned: UnsignedEvent;
  payload: unknown[];
}

/**
 * Keyed by the envelope object `Identity.createEvent` returned. Weak, so an event that is dropped
 * takes its entry with it. Only this module writes it, and only for an event it has just encoded,
 * so nothing outside can claim bytes for an event.
 */
const created = new WeakMap<object, SignedContent>();

/**
 * Records the bytes `event` was signed over at creation, so that verifying it in this process does
 * not encode it a second time. Nothing is recorded for a payload that is not plain JSON data (a
 * Date, `toJSON`, an array hole): such events are always encoded afresh.
 */
export function rememberSigningBytes(event: EventEnvelope, unsigned: UnsignedEvent, bytes: Buffer): void {
  const payload: unknown[] = [];
  if (snapshot(unsigned.payload, payload)) created.set(event, { bytes, unsigned, payload });
}

/**
 * The signing bytes of `event`: those recorded at its creation when the event still holds exactly
 * the content they were encoded from, otherwise (an event changed after signing, received from
 * outside, or copied) `signingBytes(event)` computed now. Either way the result is the canonical
 * encoding of the event's present content.
 */
export function signingBytesOf(event: EventEnvelope): Buffer {
  const signed = created.get(event);
  if (signed === undefined) return signingBytes(event);
  // Used once: an event published again (a replay, a duplicate) is encoded again.
  created.delete(event);
  return unchanged(event, signed) ? signed.bytes : signingBytes(event);
}

function unchanged(e: EventEnvelope, { unsigned: u, payload }: SignedContent): boolean {
  // Ten own fields, each compared below except the signature: nothing added, nothing removed.
  return (
    Object.getPrototypeOf(e) === Object.prototype &&
    Object.keys(e).length === 10 &&
    e.event_id === u.event_id &&
    e.event_type === u.event_type &&
    e.source === u.source &&
    e.source_key === u.source_key &&
    e.timestamp === u.timestamp &&
    e.correlation_id === u.correlation_id &&
    e.causation_id === u.causation_id &&
    e.trace_id === u.trace_id &&
    e.payload === u.payload &&
    sameContents(e.payload, payload)
  );
}

/**
 * Appends every plain object and array in `value`, its key count and its keys and values, depth
 * first; false for anything the canonical encoding does not take as plain data. Two snapshots of
 * the same objects are equal (===, element by element) only if no key or value was added, removed
 * or replaced in between, and equal primitives encode to equal text.
 */
function snapshot(value: unknown, out: unknown[]): boolean {
  if (value === null || typeof value !== "object") {
    return typeof value !== "function" && typeof value !== "symbol" && typeof value !== "bigint";
  }
  if (Array.isArray(value)) {
    if (typeof (value as { toJSON?: unknown }).toJSON === "function") return false;
    out.push(value, value.length);
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      if (item === undefined) return false;
      out.push(item);
      if (!snapshot(item, out)) return false;
    }
    return true;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") return false;
  const keys = Object.keys(value);
  out.push(value, keys.length);
  for (const key of keys) {
    const item = (value as Record<string, unknown>)[key];
    out.push(key, item);
    if (!snapshot(item, out)) return false;
  }
  return true;
}

function sameContents(value: unknown, recorded: readonly unknown[]): boolean {
  return compare(value, recorded, 0) === recorded.length;
}

/** Walks `value` as `snapshot` does, comparing with `recorded` from `at`: the index after, or -1. */
function compare(value: unknown, recorded: readonly unknown[], at: number): number {
  if (value === null || typeof value !== "object") return at;
  const keys = Array.isArray(value) ? undefined : Object.keys(value);
  const length = keys === undefined ? (value as unknown[]).length : keys.length;
  if (recorded[at] !== value || recorded[at + 1] !== length) return -1;
  let i = at + 2;
  for (let k = 0; k < length; k++) {
    let item: unknown;
    if (keys === undefined) item = (value as unknown[])[k];
    else {
      const key = keys[k]!;
      if (recorded[i++] !== key) return -1;
      item = (value as Record<string, unknown>)[key];
    }
    if (recorded[i++] !== item) return -1;
    i = compare(item, recorded, i);
    if (i < 0) return -1;
  }
  return i;
}
