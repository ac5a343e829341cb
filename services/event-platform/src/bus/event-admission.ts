import { AuthzError, ProtocolError } from "../errors.js";
import { type EventEnvelope, validateEnvelope } from "../events/envelope.js";
import { signingBytesOf } from "../events/signing-cache.js";
import { Counters } from "../metrics/metrics-registry.js";
import type { DeadLetter, EventBusOptions } from "./bus-types.js";

/** An admitted event, or why it was refused. */
export type Admission = EventEnvelope | ProtocolError | AuthzError;

export interface EventAdmissionDeps {
  /** The bus's options: verifier, key registry, metrics and logger are read from them. */
  options: EventBusOptions;
  deadLetter: DeadLetter;
}

/**
 * The bus's entrance: an event is shape-checked and its signature verified against `source_key`
 * (and the key against the key registry) before any subscriber sees it.
 */
export class EventAdmission {
  private readonly options: EventBusOptions;
  private readonly deadLetter: DeadLetter;

  constructor({ options, deadLetter }: EventAdmissionDeps) {
    this.options = options;
    this.deadLetter = deadLetter;
  }

  /**
   * Validation and signature check; a ProtocolError is dead-lettered here, an AuthzError counted.
   * Synchronous with the inline verifier, a Promise with the worker pool.
   */
  admit(event: unknown, replay = false): Admission | Promise<Admission> {
    const o = this.options;
    let bytes: Buffer;
    try {
      validateEnvelope(event);
      // An event this process created and nobody changed since reuses the bytes it was signed over.
      bytes = signingBytesOf(event);
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      if (!replay) this.deadLetter(event, error, null);
      o.logger.warning("invalid event dead-lettered", { error: error.message });
      return error;
    }
    let verdict: boolean | Promise<boolean>;
    try {
      o.keys?.check(event.source, event.source_key);
      verdict = o.verifier.verify(bytes, event.signature, event.source_key);
    } catch (error) {
      return this.refused(event, error);
    }
    if (typeof verdict === "boolean")
      return verdict ? event : this.refused(event, new AuthzError("invalid signature"));
    return verdict.then(
      (valid) => (valid ? event : this.refused(event, new AuthzError("invalid signature"))),
      (error: unknown) => this.refused(event, error),
    );
  }

  /** Counts and logs an event refused by the key registry or its signature; rethrows anything else. */
  private refused(event: EventEnvelope, error: unknown): AuthzError {
    if (!(error instanceof AuthzError)) throw error;
    this.options.metrics.increment(Counters.authzFailures, { source: event.source });
    this.options.logger.warning("event dropped: authorization failed", {
      error: error.message,
      event_id: event.event_id,
      source: event.source,
      trace_id: event.trace_id,
      correlation_id: event.correlation_id,
    });
    return error;
  }
}
