import { type IdempotencyStore, idempotencyHooks } from "@platform/service-kit";
import { problems } from "../errors.js";
import type { RedactionMetrics } from "./redaction-metrics.js";

/**
 * service-kit's Idempotency-Key hooks with the redaction contract: optional on POST /v1/redact,
 * records per API key id, body fingerprint, `Idempotent-Replay: true`, 409 on another body and
 * 409 (no waiting) while the first request still runs; outcomes counted by
 * redaction_idempotency_total.
 */
export function redactionIdempotency({
  store,
  metrics,
}: {
  store: IdempotencyStore;
  metrics: RedactionMetrics;
}) {
  return idempotencyHooks({
    store,
    mode: () => "optional",
    scope: (request) => request.keyId,
    replayHeader: "Idempotent-Replay",
    errors: {
      missing: problems.invalidIdempotencyKey,
      invalid: problems.invalidIdempotencyKey,
      conflict: problems.idempotencyKeyReused,
      inFlight: problems.idempotencyKeyInFlight,
    },
    onOutcome: (outcome) => metrics.idempotency.inc({ outcome }),
  });
}
