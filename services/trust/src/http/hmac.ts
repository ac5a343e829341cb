import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { TrustError } from "../errors.js";
import type { OnceSet } from "../state/once-set.js";

export const HMAC_HEADERS = { signature: "x-signature", timestamp: "x-timestamp", nonce: "x-nonce" } as const;
const NONCE_FORMAT = /^[A-Za-z0-9_-]{8,128}$/;
const SIGNATURE_FORMAT = /^[0-9a-f]{64}$/;

declare module "fastify" {
  interface FastifyContextConfig {
    hmac?: boolean;
  }
}

/**
 * The string a client signs: method, path with query, sha256 (hex) of the raw body, timestamp (unix
 * milliseconds) and nonce, joined by newlines.
 */
export function canonicalRequest(
  method: string,
  path: string,
  rawBody: string,
  timestamp: string,
  nonce: string,
): string {
  const bodyHash = createHash("sha256").update(rawBody).digest("hex");
  return [method.toUpperCase(), path, bodyHash, timestamp, nonce].join("\n");
}

/** Signing helper for clients: the three headers for one request. */
export function signRequest(opts: {
  secret: string;
  method: string;
  path: string;
  body?: string;
  timestamp?: number;
  nonce: string;
}) {
  const timestamp = String(opts.timestamp ?? Date.now());
  const signature = createHmac("sha256", opts.secret)
    .update(canonicalRequest(opts.method, opts.path, opts.body ?? "", timestamp, opts.nonce))
    .digest("hex");
  return { "X-Signature": signature, "X-Timestamp": timestamp, "X-Nonce": opts.nonce };
}

export interface HmacOptions {
  secret: string;
  skewMs: number;
  /** Nonces seen within the skew window: this process's, or Redis's for every replica. */
  nonces: OnceSet;
  now?: () => number;
}

/**
 * HMAC-SHA256 request signing for routes with `config.hmac`. Timestamps outside the skew are
 * refused, nonces are remembered for the skew window (so a captured request cannot be replayed),
 * signatures are compared in constant time. Hashes the raw body kept by json-body.ts.
 */
export const hmacSigning = fp(
  async function hmacSigning(app: FastifyInstance, { secret, skewMs, nonces, now = Date.now }: HmacOptions) {
    app.addHook("preValidation", async function verifySignature(request: FastifyRequest) {
      if (!request.routeOptions.config?.hmac) return;
      const signature = request.headers[HMAC_HEADERS.signature];
      const timestamp = request.headers[HMAC_HEADERS.timestamp];
      const nonce = request.headers[HMAC_HEADERS.nonce];
      if (typeof signature !== "string" || typeof timestamp !== "string" || typeof nonce !== "string") {
        throw new TrustError(
          401,
          "HMAC signature required (X-Signature, X-Timestamp, X-Nonce)",
          "HMAC_REQUIRED",
        );
      }
      if (!SIGNATURE_FORMAT.test(signature) || !NONCE_FORMAT.test(nonce) || !/^\d{1,16}$/.test(timestamp)) {
        throw new TrustError(400, "Invalid HMAC signature", "HMAC_MALFORMED");
      }
      const at = now();
      if (Math.abs(at - Number(timestamp)) > skewMs)
        throw new TrustError(401, "HMAC timestamp outside the allowed skew", "HMAC_STALE");
      const expected = createHmac("sha256", secret)
        .update(canonicalRequest(request.method, request.url, request.rawBody ?? "", timestamp, nonce))
        .digest();
      if (!timingSafeEqual(expected, Buffer.from(signature, "hex")))
        throw new TrustError(401, "Invalid HMAC signature", "HMAC_INVALID");
      // Remembered until its timestamp leaves the skew window: after that the timestamp check refuses it.
      if (!(await nonces.claim(nonce, Number(timestamp) + skewMs - at, at)))
        throw new TrustError(401, "HMAC nonce already used", "HMAC_REPLAY");
    });
  },
  { name: "trust-hmac" },
);
