import type { IdempotencyOptions, IdempotencyStore } from "@platform/service-kit";
import type { FastifyRequest } from "fastify";
import { TrustError } from "../errors.js";

export interface TrustIdempotencyDeps {
  store: IdempotencyStore;
  now: () => number;
  logger: { error(obj: object, msg: string): void };
  onHit: (path: string) => void;
  onConflict: (path: string) => void;
}

/**
 * The spec's Idempotency table as options of service-kit's plugin: 8-255 characters of letters,
 * digits, underscore, hyphen and colon; required where a route says so; records per method and
 * route; replay header `idempotent-replay`; 409 on another body; a twin waits for the first
 * request's answer. A failure to keep an answer is logged, and the answer still goes out.
 */
export function trustIdempotency({
  store,
  now,
  logger,
  onHit,
  onConflict,
}: TrustIdempotencyDeps): IdempotencyOptions {
  const path = (request: FastifyRequest) => request.routeOptions.url ?? "unmatched";
  return {
    store,
    now,
    keyFormat: /^[A-Za-z0-9_:-]{8,255}$/,
    errors: {
      missing: () =>
        new TrustError(
          400,
          "Idempotency-Key header is required for mutating requests",
          "IDEMPOTENCY_KEY_REQUIRED",
        ),
      invalid: () =>
        new TrustError(
          400,
          "Invalid Idempotency-Key format (8-255 chars of letters, digits, underscore, hyphen, colon)",
          "IDEMPOTENCY_KEY_INVALID",
        ),
      conflict: () =>
        new TrustError(409, "Idempotency-Key reused with different request body", "IDEMPOTENCY_CONFLICT"),
    },
    onOutcome: (outcome, request) => {
      if (outcome === "replay") onHit(path(request));
      if (outcome === "conflict") onConflict(path(request));
    },
    onStoreError: (error) => logger.error({ err: error }, "idempotency record not stored"),
  };
}
