import { canonicalHash, type IdempotencyOptions, PostgresIdempotencyStore } from "@platform/service-kit";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database.js";
import { PlatformError } from "../errors.js";

export interface PlatformIdempotencyDeps {
  db: Database;
  ttlMs: number;
  clock: () => number;
  log: FastifyBaseLogger;
}

/**
 * Idempotency-Key on routes marked `idempotent`, as service-kit plugin options, stored in the
 * database (table idempotency_keys) so every replica agrees: records per organisation; the
 * fingerprint is method, route, params and body; a replay carries `Idempotent-Replayed: true`;
 * another fingerprint is 422 IDEMPOTENCY_KEY_REUSED; a retry while the first still runs is 409
 * IDEMPOTENCY_KEY_IN_PROGRESS with Retry-After: 1 (after 60 s the key is taken over: its first
 * request died between commit and reply). Failed (non-2xx) answers free the key.
 */
export function platformIdempotency({ db, ttlMs, clock, log }: PlatformIdempotencyDeps): IdempotencyOptions {
  return {
    store: new PostgresIdempotencyStore(db, {
      ttlMs,
      now: clock,
      onSweepError: (error) => log.error({ err: error }, "idempotency sweep failed"),
    }),
    now: clock,
    mode: (request) => (request.routeOptions.config?.idempotent ? "optional" : undefined),
    scope: (request) => request.principal?.orgId,
    fingerprint: (request) =>
      canonicalHash({
        method: request.method,
        route: request.routeOptions.url,
        params: request.params ?? null,
        body: request.body ?? null,
      }),
    replayHeader: "idempotent-replayed",
    errors: {
      // No route requires the key.
      missing: () => new PlatformError("IDEMPOTENCY_KEY_INVALID", "Idempotency-Key is required"),
      invalid: () =>
        new PlatformError(
          "IDEMPOTENCY_KEY_INVALID",
          "Idempotency-Key must be 1-255 visible ASCII characters",
        ),
      conflict: () =>
        new PlatformError(
          "IDEMPOTENCY_KEY_REUSED",
          "Idempotency-Key was already used with a different request (method, path or body)",
        ),
      inFlight: (reply) => {
        reply.header("retry-after", "1");
        return new PlatformError(
          "IDEMPOTENCY_KEY_IN_PROGRESS",
          "A request with this Idempotency-Key is still in progress",
        );
      },
    },
  };
}
