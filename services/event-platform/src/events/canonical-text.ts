import { canonicalJson } from "@platform/service-kit";

/** Thrown inside the fast encoder for anything it leaves to `canonicalJson`. */
const SLOW_PATH = Symbol("slow path");

/**
 * The canonical JSON of `value` (object keys sorted recursively, no whitespace): byte for byte what
 * service-kit's `canonicalJson` returns, but written straight into one string instead of through a
 * sorted copy of every object, which made canonical encoding the largest cost of an event after
 * Ed25519 itself. Plain JSON data (what events carry) takes the fast path; anything else (a
 * non-finite number, `toJSON`, a Date, `undefined` in an array, a function, a bigint) is handed to
 * `canonicalJson`, which gives the same result or the same error (with the path of a non-finite
 * number).
 */
export function canonicalText(value: unknown): string {
  try {
    return encode(value);
  } catch (error) {
    if (error === SLOW_PATH) return canonicalJson(value);
    throw error;
  }
}

/**
 * The canonical JSON of `value` when it is plain JSON data (the fast path), undefined when it needs
 * `canonicalJson` (a non-finite number, `toJSON`, a Date, ...), so the caller can take its own
 * general path and keep that path's error messages.
 */
export function plainCanonicalText(value: unknown): string | undefined {
  try {
    return encode(value);
  } catch (error) {
    if (error === SLOW_PATH) return undefined;
    throw error;
  }
}

/** Strings JSON.stringify would write unchanged between quotes: no quote, backslash, control
 * character or surrogate (a lone surrogate is escaped). Checking is cheaper than the call. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the fast path must exclude
const PLAIN = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;

/** A JSON string literal of `text`, as JSON.stringify writes it. */
export function quote(text: string): string {
  return PLAIN.test(text) ? `"${text}"` : JSON.stringify(text);
}

function encode(value: unknown): string {
  switch (typeof value) {
    case "string":
      return quote(value);
    case "number":
      if (!Number.isFinite(value)) throw SLOW_PATH;
      return `${value}`;
    case "boolean":
      return value ? "true" : "false";
    case "object": {
      if (value === null) return "null";
      if (Array.isArray(value)) return encodeArray(value);
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) throw SLOW_PATH;
      return encodeObject(value as Record<string, unknown>);
    }
    default:
      throw SLOW_PATH;
  }
}

function encodeArray(items: readonly unknown[]): string {
  if (typeof (items as { toJSON?: unknown }).toJSON === "function") throw SLOW_PATH;
  let text = "[";
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item === undefined || typeof item === "function" || typeof item === "symbol") throw SLOW_PATH;
    text += i === 0 ? encode(item) : `,${encode(item)}`;
  }
  return `${text}]`;
}

function encodeObject(object: Record<string, unknown>): string {
  if (typeof object.toJSON === "function") throw SLOW_PATH;
  const keys = sortedKeys(object);
  let text = "{";
  let first = true;
  for (const key of keys) {
    const item = object[key];
    if (item === undefined) continue;
    if (typeof item === "function" || typeof item === "symbol") throw SLOW_PATH;
    text += `${first ? "" : ","}${quote(key)}:${encode(item)}`;
    first = false;
  }
  return `${text}}`;
}

/**
 * The key order of `canonicalJson`, which inserts the sorted keys into a new object and so inherits
 * JavaScript's property order: integer-like keys ("0", "17", up to 2^32 - 2) first, ascending by
 * value, then every other key sorted by UTF-16 code units. `Object.keys` already lists the
 * integer-like keys first and in that order.
 */
function sortedKeys(object: Record<string, unknown>): string[] {
  const keys = Object.keys(object);
  let integers = 0;
  while (integers < keys.length && isArrayIndex(keys[integers]!)) integers++;
  if (integers === 0) return keys.sort();
  return [...keys.slice(0, integers), ...keys.slice(integers).sort()];
}

function isArrayIndex(key: string): boolean {
  return /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4_294_967_295;
}
