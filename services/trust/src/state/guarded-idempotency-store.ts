import type { IdempotencyStore } from "@platform/service-kit";
import { guarded } from "./state-unavailable.js";

/** The shared (Redis) store with every Redis failure answered as 503 STATE_UNAVAILABLE. */
export function guardedIdempotencyStore(store: IdempotencyStore): IdempotencyStore {
  return {
    claim: (id, fingerprint, at) => guarded(() => store.claim(id, fingerprint, at)),
    complete: (id, token, response) => guarded(() => store.complete(id, token, response)),
    release: (id, token) => guarded(() => store.release(id, token)),
    close: () => store.close(),
  };
}
