import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { TrustError } from "../errors.js";

/** Objects and arrays nested deeper than this are refused before parsing (a flat object is depth 1). */
export const MAX_JSON_DEPTH = 32;

declare module "fastify" {
  interface FastifyRequest {
    /** The body exactly as received, for HMAC signatures. */
    rawBody?: string;
  }
}

/**
 * Nesting depth of a JSON text, counted without parsing, so a 10 000-deep body never reaches a
 * recursive parser or hasher. Brackets inside strings (with escapes) are skipped. Stops early once
 * `limit` is exceeded.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** JSON.parse turns 1e309 into Infinity, which no route can use and canonical hashing refuses. */
export function hasNonFiniteNumber(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "number" && !Number.isFinite(item)) return true;
    if (item !== null && typeof item === "object") stack.push(...Object.values(item));
  }
  return false;
}

/**
 * The one JSON body parser: keeps the raw text (HMAC signs it) and refuses, with 400 in the error
 * shape, bodies nested beyond MAX_JSON_DEPTH, invalid JSON, `__proto__` and `constructor` keys (as
 * Fastify's own parser does) and numbers beyond the double range.
 */
export const jsonBody = fp(
  async function jsonBodyParser(app: FastifyInstance) {
    const parse = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser(
      "application/json",
      { parseAs: "string" },
      function parseJson(request, body, done) {
        const raw = String(body);
        request.rawBody = raw;
        if (raw === "") return done(null, undefined);
        if (jsonDepthExceeds(raw, MAX_JSON_DEPTH)) {
          return done(
            new TrustError(400, `Body is nested deeper than ${MAX_JSON_DEPTH} levels`, "BODY_TOO_DEEP"),
            undefined,
          );
        }
        parse(request, raw, (error, value) => {
          if (error) return done(new TrustError(400, "Body is not valid JSON", "INVALID_JSON"), undefined);
          if (hasNonFiniteNumber(value)) {
            return done(
              new TrustError(400, "Body contains a number too large to represent", "INVALID_NUMBER"),
              undefined,
            );
          }
          done(null, value);
        });
      },
    );
  },
  { name: "trust-json-body" },
);
