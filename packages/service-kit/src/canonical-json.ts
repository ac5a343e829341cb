import { createHash } from "node:crypto";

/**
 * JSON with object keys sorted recursively, so equal values always give equal text
 * (and equal hashes) whatever the key order they were built with.
 * Non-finite numbers have no JSON form and are refused rather than silently turned into null.
 *
 * @example canonicalJson({ b: 1, a: [ { d: 2, c: 3 } ] }) === '{"a":[{"c":3,"d":2}],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value, "$"));
}

function sortKeys(value: unknown, path: string): unknown {
  if (typeof value === "number" && !Number.isFinite(value)) {
    throw new TypeError(`canonicalJson: non-finite number at ${path}`);
  }
  if (value === null || typeof value !== "object") return value;
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") {
    return sortKeys((value as { toJSON: () => unknown }).toJSON(), path);
  }
  if (Array.isArray(value)) return value.map((item, i) => sortKeys(item, `${path}[${i}]`));
  // A null prototype keeps a "__proto__" key as data instead of re-parenting the object.
  const sorted: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(value).sort()) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined) sorted[key] = sortKeys(item, `${path}.${key}`);
  }
  return sorted;
}

/** Lower-case hex sha256 of a string (UTF-8) or bytes. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/** sha256 (hex) of the canonical JSON of a value: the project's one way to hash a document. */
export function canonicalHash(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}
