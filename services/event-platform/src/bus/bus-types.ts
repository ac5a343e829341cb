import type { Context, Tracer } from "@opentelemetry/api";
import type { Identity } from "../crypto/identity.js";
import type { KeyRegistry } from "../crypto/key-registry.js";
import type { SignatureVerifier } from "../crypto/signature-verifier.js";
import type { DeadLetterQueue } from "../dlq/dead-letter-queue.js";
import type { AuthzError, ProtocolError, ServiceUnavailableError } from "../errors.js";
import type { EventEnvelope, Payload } from "../events/envelope.js";
import type { Logger } from "../logging/json-logger.js";
import type { MetricsRegistry } from "../metrics/metrics-registry.js";
import type { Supervisor } from "../supervisor/supervisor.js";

/*
 * The bus's contracts, apart from the bus itself: admission and delivery use them, and the bus uses
 * admission and delivery, so they live here for imports to point one way.
 */

export interface HandlerContext {
  service: string;
  /**
   * Publishes a follow-up event signed by this service: same correlation and trace, caused by
   * `event`, with an id derived from the cause (see `derivedEventId`), so handling an event twice
   * emits the same ids and the repeats are dropped as duplicates.
   */
  emit(eventType: string, payload?: Payload): Promise<PublishOutcome>;
}

export type EventHandler = (event: EventEnvelope, context: HandlerContext) => void | Promise<void>;

export type DeliveryResult =
  | "handled"
  | "duplicate"
  | "rate_limited"
  | "circuit_open"
  | "unavailable"
  | "failed"
  /** The handler threw ProtocolError: the event's content is invalid (dead-lettered, not retried). */
  | "invalid";

export type PublishOutcome =
  | { status: "delivered"; event_id: string; results: Record<string, DeliveryResult> }
  | { status: "dead_lettered"; event_id: string | undefined; error: ProtocolError }
  | { status: "rejected"; event_id: string | undefined; error: AuthzError | ServiceUnavailableError }
  /** Handed to a distributed transport (`remote`), which delivers it to the subscribers. */
  | { status: "forwarded"; event_id: string };

/**
 * A distributed transport (NATS JetStream): every event published on this bus, once validated and
 * verified, is sent there instead of being delivered locally; the transport delivers what it
 * receives back through `deliverTo`.
 */
export interface RemoteTransport {
  send(event: EventEnvelope): Promise<void>;
}

export interface EventBusOptions {
  verifier: SignatureVerifier;
  metrics: MetricsRegistry;
  logger: Logger;
  dlq?: DeadLetterQueue;
  keys?: KeyRegistry;
  tracer?: Tracer;
  supervisor?: Supervisor;
  /** Signs `idempotency.duplicate_dropped`; without it duplicates are only counted. */
  systemIdentity?: Identity;
  /** Events per second per subscriber; 0 = unlimited. */
  rateLimit?: number;
  /**
   * Services the rate limit never applies to: the audit service by default, because the
   * compliance ledger must see every event (a rate-limited event never reached it).
   */
  rateLimitExempt?: readonly string[];
  circuitThreshold?: number;
  circuitOpenMs?: number;
  idempotencyCapacity?: number;
  now?: () => number;
  /** When set, published events go to this transport instead of local subscribers. */
  remote?: RemoteTransport;
}

/** The audit service: its ledger must be complete, so no rate limit drops events on their way to it. */
export const RATE_LIMIT_EXEMPT: readonly string[] = ["audit"];

export interface PublishOptions {
  parent?: Context;
  /** Dead-letter replay: no rate limit, no new dead-letter records. */
  replay?: boolean;
}

/** Counts an event that cannot be delivered and records it in the dead-letter queue, if any. */
export type DeadLetter = (
  event: unknown,
  error: unknown,
  subscriber: string | null,
  errorType?: string,
) => void;
