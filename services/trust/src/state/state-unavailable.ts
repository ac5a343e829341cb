import { TrustError } from "../errors.js";

/**
 * Rendered as 503 by the error handler. Thrown by every Redis-backed store when Redis cannot answer,
 * so a replica never falls back to per-process state that the other replicas cannot see.
 */
export class StateUnavailableError extends TrustError {
  constructor() {
    super(503, "Shared state store (Redis) is unavailable", "STATE_UNAVAILABLE");
    this.name = "StateUnavailableError";
  }
}

/** Maps any Redis failure to StateUnavailableError; TrustErrors pass through. */
export async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof TrustError) throw error;
    throw new StateUnavailableError();
  }
}
