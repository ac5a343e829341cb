import { randomFillSync, randomUUID } from "node:crypto";
import { ProtocolError } from "../errors.js";
import { canonicalText, plainCanonicalText, quote } from "./canonical-text.js";

/** A JSON object carried by an event. */
export type Payload = Record<string, unknown>;

/**
 * The signed event envelope. Every field except `signature` is covered by the signature, through
 * the canonical encoding in `signingBytes`.
 */
export interface EventEnvelope {
  /** UUID (v4 when the platform makes it); the idempotency key of every handler. */
  event_id: string;
  /** Dotted name such as `fee.assess`, or an upper-case name such as `SAGA_COMPLETED`. */
  event_type: string;
  /** Name of the service (or the daemon) that signed the event. */
  source: string;
  /** The signer's Ed25519 public key: the 32 raw bytes, base64url without padding. */
  source_key: string;
  /** ISO-8601 UTC with milliseconds, when the event was created. */
  timestamp: string;
  payload: Payload;
  /** Groups every event of one business flow; the first event's id when not given. */
  correlation_id: string;
  /** The event that caused this one, or null for an event from outside. */
  causation_id: string | null;
  /** 32 lower-case hex digits: the OpenTelemetry trace every span of this event belongs to. */
  trace_id: string;
  /** Ed25519 signature of `signingBytes(event)`, base64url without padding. */
  signature: string;
}

export type UnsignedEvent = Omit<EventEnvelope, "signature">;

export interface NewEvent {
  event_type: string;
  payload?: Payload;
  event_id?: string;
  correlation_id?: string;
  causation_id?: string | null;
  trace_id?: string;
  timestamp?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EVENT_TYPE = /^[A-Za-z][A-Za-z0-9_.:-]{0,127}$/;
const SOURCE = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const TRACE_ID = /^(?!0{32})[0-9a-f]{32}$/;
const KEY = /^[A-Za-z0-9_-]{43}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const CORRELATION = /^[A-Za-z0-9_.:-]{1,128}$/;
/**
 * The envelope's machine-made fields and their shapes: random ids, keys, signatures and times,
 * which hold no personal data. A digit run inside one (a trace id's `4111111111111111`) is chance.
 */
const MACHINE_FIELDS: Readonly<Record<string, RegExp>> = {
  event_id: UUID,
  trace_id: TRACE_ID,
  source_key: KEY,
  signature: SIGNATURE,
  timestamp: ISO,
};

/** Whether `value` is the envelope field `field` in its own machine-made shape. */
export function isMachineField(field: string, value: unknown): boolean {
  const shape = MACHINE_FIELDS[field];
  return shape !== undefined && typeof value === "string" && shape.test(value);
}

/** Canonical payloads above this size are refused: events are notifications, not file transfers. */
export const MAX_PAYLOAD_BYTES = 256 * 1024;

/** Domain separation: a signature over an event can never be replayed as another kind of message. */
const SIGNING_PREFIX = "eventplat.v1\n";

export function isEventType(value: string): boolean {
  return EVENT_TYPE.test(value);
}

// Trace ids come from a pool of random bytes refilled 256 ids at a time: one `randomFillSync` per
// event was 3% of an event's cost.
const RANDOM_POOL = Buffer.alloc(16 * 256);
let poolOffset = RANDOM_POOL.length;
const ALL_ZERO_TRACE = "0".repeat(32);

/** A new random trace id (never all zeros). */
export function newTraceId(): string {
  for (;;) {
    if (poolOffset === RANDOM_POOL.length) {
      randomFillSync(RANDOM_POOL);
      poolOffset = 0;
    }
    const id = RANDOM_POOL.toString("hex", poolOffset, poolOffset + 16);
    poolOffset += 16;
    if (id !== ALL_ZERO_TRACE) return id;
  }
}

// The ISO text of the last millisecond an event was stamped with: events created within one
// millisecond share it instead of each making a Date and its text (about 1 µs per event).
let stampedMs = Number.NaN;
let stampedText = "";

/** `new Date(ms).toISOString()`, remembered for the latest millisecond asked for. */
export function isoTimestamp(ms: number): string {
  if (ms !== stampedMs) {
    stampedText = new Date(ms).toISOString();
    stampedMs = ms;
  }
  return stampedText;
}

/** Fills in the envelope fields of a new event (not yet signed); `now` is the clock's time by default. */
export function buildEvent(source: string, sourceKey: string, input: NewEvent, now?: Date): UnsignedEvent {
  const event_id = input.event_id ?? randomUUID();
  return {
    event_id,
    event_type: input.event_type,
    source,
    source_key: sourceKey,
    timestamp: input.timestamp ?? (now === undefined ? isoTimestamp(Date.now()) : now.toISOString()),
    payload: input.payload ?? {},
    correlation_id: input.correlation_id ?? event_id,
    causation_id: input.causation_id ?? null,
    trace_id: input.trace_id ?? newTraceId(),
  };
}

const NEW_EVENT_KEYS = new Set(["event_type", "payload", "event_id", "correlation_id", "causation_id"]);

/**
 * Checks a request to publish (a `POST /v1/publish` body, an `eventctl run --stdin` line): an object
 * with `event_type` and optionally `payload`, `event_id`, `correlation_id`, `causation_id`, each of
 * the envelope's shape. Throws ProtocolError naming the first problem.
 */
export function parseNewEvent(value: unknown): NewEvent {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new ProtocolError("event must be a JSON object");
  }
  const input = value as Record<string, unknown>;
  for (const key of Object.keys(input)) {
    if (!NEW_EVENT_KEYS.has(key)) throw new ProtocolError(`unknown field: ${key}`);
  }
  if (typeof input.event_type !== "string" || !EVENT_TYPE.test(input.event_type)) {
    throw new ProtocolError("event_type must be a name of 1-128 letters, digits and . _ : -");
  }
  if (input.payload !== undefined) {
    const p = input.payload;
    if (p === null || typeof p !== "object" || Array.isArray(p)) {
      throw new ProtocolError("payload must be a JSON object");
    }
  }
  if (input.event_id !== undefined && !(typeof input.event_id === "string" && UUID.test(input.event_id))) {
    throw new ProtocolError("event_id must be a UUID");
  }
  for (const field of ["correlation_id", "causation_id"] as const) {
    const id = input[field];
    if (id !== undefined && !(typeof id === "string" && CORRELATION.test(id))) {
      throw new ProtocolError(`${field} must be an id of 1-128 letters, digits and . _ : -`);
    }
  }
  return input as unknown as NewEvent;
}

/**
 * The bytes that are signed: a fixed prefix and the canonical JSON (keys sorted recursively) of
 * every field but `signature`. Throws ProtocolError for content that has no canonical form.
 */
export function signingBytes(event: UnsignedEvent | EventEnvelope): Buffer {
  let text: string;
  try {
    text = envelopeText(event as EventEnvelope) ?? canonicalWithoutSignature(event as EventEnvelope);
  } catch (error) {
    // Recursion past the stack's depth: a payload nested tens of thousands of levels deep.
    const message = error instanceof RangeError ? "payload is nested too deeply" : (error as Error).message;
    throw new ProtocolError(message.replace("canonicalJson: ", ""), { cause: error });
  }
  if (text.length > MAX_PAYLOAD_BYTES) {
    throw new ProtocolError(`event is larger than ${MAX_PAYLOAD_BYTES} bytes`);
  }
  return Buffer.from(SIGNING_PREFIX + text, "utf8");
}

function canonicalWithoutSignature(event: EventEnvelope): string {
  const { signature: _ignored, ...unsigned } = event;
  return canonicalText(unsigned);
}

/**
 * The canonical text of an envelope whose own fields are exactly the envelope's (with or without
 * `signature`), each of its type: written field by field in the canonical (sorted) key order, which
 * skips sorting and copying the envelope. Undefined for anything else, which takes the general path;
 * both give the same text (test/signing-cache.test.ts).
 */
function envelopeText(e: EventEnvelope): string | undefined {
  if (Object.getPrototypeOf(e) !== Object.prototype) return undefined;
  const keys = Object.keys(e);
  const signed = keys.length === 10;
  if (!signed && !(keys.length === 9 && !Object.hasOwn(e, "signature"))) return undefined;
  for (let i = 0; i < keys.length; i++) if (!ENVELOPE_KEYS.has(keys[i]!)) return undefined;
  const {
    causation_id,
    correlation_id,
    event_id,
    event_type,
    payload,
    source,
    source_key,
    timestamp,
    trace_id,
  } = e;
  if (
    typeof correlation_id !== "string" ||
    typeof event_id !== "string" ||
    typeof event_type !== "string" ||
    typeof source !== "string" ||
    typeof source_key !== "string" ||
    typeof timestamp !== "string" ||
    typeof trace_id !== "string" ||
    (causation_id !== null && typeof causation_id !== "string") ||
    payload === null ||
    typeof payload !== "object"
  ) {
    return undefined;
  }
  const payloadText = plainCanonicalText(payload);
  if (payloadText === undefined) return undefined;
  return (
    `{"causation_id":${causation_id === null ? "null" : quote(causation_id)}` +
    `,"correlation_id":${quote(correlation_id)},"event_id":${quote(event_id)}` +
    `,"event_type":${quote(event_type)},"payload":${payloadText}` +
    `,"source":${quote(source)},"source_key":${quote(source_key)}` +
    `,"timestamp":${quote(timestamp)},"trace_id":${quote(trace_id)}}`
  );
}

/**
 * Checks the shape of every envelope field. Content (non-finite numbers) is checked by
 * `signingBytes`, which the verifier always computes.
 */
export function validateEnvelope(event: unknown): asserts event is EventEnvelope {
  if (event === null || typeof event !== "object" || Array.isArray(event)) {
    throw new ProtocolError("event must be an object");
  }
  const e = event as Record<string, unknown>;
  // Patterns rather than closures: validation runs for every event, and a closure per field and
  // event was a measurable share of the bus's own time.
  check(e, "event_id", UUID, "a UUID");
  EVENT_TYPE_CHECK.run(e);
  SOURCE_CHECK.run(e);
  SOURCE_KEY_CHECK.run(e);
  TIMESTAMP_CHECK.run(e);
  // The usual correlation id is the event's own id, a UUID: every UUID is a valid correlation id.
  if (e.correlation_id !== e.event_id) check(e, "correlation_id", CORRELATION, "an id of 1-128 characters");
  check(e, "trace_id", TRACE_ID, "32 lower-case hex digits, not all zero");
  check(e, "signature", SIGNATURE, "a base64url Ed25519 signature (64 bytes)");
  if (e.causation_id !== null && !(typeof e.causation_id === "string" && CORRELATION.test(e.causation_id))) {
    throw new ProtocolError("causation_id must be null or an id of 1-128 characters");
  }
  const payload = e.payload;
  if (payload === null || typeof payload !== "object" || Array.isArray(payload)) {
    throw new ProtocolError("payload must be a JSON object");
  }
  for (const key of Object.keys(e)) {
    if (!ENVELOPE_KEYS.has(key)) throw new ProtocolError(`unknown envelope field: ${key}`);
  }
}

const ENVELOPE_KEYS = new Set([
  "event_id",
  "event_type",
  "source",
  "source_key",
  "timestamp",
  "payload",
  "correlation_id",
  "causation_id",
  "trace_id",
  "signature",
]);

function check(e: Record<string, unknown>, field: string, pattern: RegExp, what: string): void {
  const value = e[field];
  if (typeof value !== "string" || !pattern.test(value)) throw new ProtocolError(`${field} must be ${what}`);
}

/**
 * `check` for a field whose value tends to repeat from one event to the next (the event type, the
 * source and its key; the timestamp, shared by the events of one millisecond): the last value that
 * passed is remembered, and an equal string passes again without running the pattern (or `alsoValid`).
 * Both depend on the text alone, so this is the same check.
 */
class RepeatedFieldCheck {
  private lastPassed: string | undefined;

  constructor(
    private readonly field: string,
    private readonly pattern: RegExp,
    private readonly what: string,
    /** A check beyond the pattern, on a value that matched it. */
    private readonly alsoValid?: (value: string) => boolean,
  ) {}

  run(e: Record<string, unknown>): void {
    const value = e[this.field];
    if (typeof value === "string" && value === this.lastPassed) return;
    check(e, this.field, this.pattern, this.what);
    if (this.alsoValid && !this.alsoValid(value as string))
      throw new ProtocolError(`${this.field} must be ${this.what}`);
    this.lastPassed = value as string;
  }
}

const EVENT_TYPE_CHECK = new RepeatedFieldCheck(
  "event_type",
  EVENT_TYPE,
  "a name of 1-128 letters, digits and . _ : -",
);
const SOURCE_CHECK = new RepeatedFieldCheck("source", SOURCE, "a service name");
const SOURCE_KEY_CHECK = new RepeatedFieldCheck(
  "source_key",
  KEY,
  "a base64url Ed25519 public key (32 bytes)",
);
const TIMESTAMP_CHECK = new RepeatedFieldCheck(
  "timestamp",
  ISO,
  "an ISO-8601 timestamp",
  (value) => !Number.isNaN(Date.parse(value)),
);
