import { performance } from "node:perf_hooks";
import { type Context, type Span, SpanStatusCode } from "@opentelemetry/api";
import type { TokenBucket } from "@platform/service-kit";
import type { Identity } from "../crypto/identity.js";
import {
  CircuitBreakerOpenError,
  describeError,
  ProtocolError,
  RateLimitError,
  ServiceUnavailableError,
} from "../errors.js";
import type { EventEnvelope } from "../events/envelope.js";
import { Counters, type Labels, Timers } from "../metrics/metrics-registry.js";
import type { BoundedCache } from "./bounded-cache.js";
import type {
  DeadLetter,
  DeliveryResult,
  EventBusOptions,
  EventHandler,
  PublishOptions,
  PublishOutcome,
} from "./bus-types.js";
import { type CircuitBreaker, CircuitState } from "./circuit-breaker.js";
import { DeliveryContext } from "./delivery-context.js";
import { remoteParent, spanAttributes } from "./event-spans.js";
import type { IdempotencyGuard } from "./idempotency-guard.js";

/**
 * How a delivery treats its outcome. `publish`: a failure is dead-lettered (the in-process bus).
 * `replay`: no rate limit, no breaker or supervisor gate, no new dead-letter record (the caller
 * reports the record's outcome), and the outcome does not move the breaker or the supervisor.
 * `retryable`: a handler failure or an unavailable service is not dead-lettered, because the
 * caller (the NATS transport) will redeliver; rate-limited and circuit-open events still are.
 */
export type DeliveryMode = "publish" | "replay" | "retryable";

/** A subscribed service with its gates; they outlive a re-subscription, the handler does not. */
export interface Subscriber {
  service: string;
  eventTypes: ReadonlySet<string>;
  handler: EventHandler;
  identity: Identity | undefined;
  bucket: TokenBucket;
  breaker: CircuitBreaker;
  guard: IdempotencyGuard;
  /** Its metric series by event type, so a delivery does not look them up. */
  series: BoundedCache<string, DeliverySeries>;
}

/** A subscriber's metric series for one event type. */
export interface DeliverySeries {
  labels: Labels;
  duration: (ms: number) => void;
  handled: (by?: number) => void;
}

/** Event types whose metric series are kept at hand; past it they are looked up each time. */
export const EVENT_TYPES_CACHED = 1_000;

export interface SubscriberDeliveryDeps {
  /** The bus's options: metrics, logger, tracer, supervisor and system identity are read from them. */
  options: EventBusOptions;
  deadLetter: DeadLetter;
  /** Where handlers' follow-up events and duplicate notices are published. */
  publish: (event: EventEnvelope, options?: PublishOptions) => Promise<PublishOutcome>;
}

/**
 * Gives an admitted event to one subscriber, through its idempotency guard, token bucket, the
 * supervisor's view of the service and its circuit breaker, then records how the handler did.
 */
export class SubscriberDelivery {
  private readonly options: EventBusOptions;
  private readonly deadLetter: DeadLetter;
  private readonly publish: SubscriberDeliveryDeps["publish"];

  constructor({ options, deadLetter, publish }: SubscriberDeliveryDeps) {
    this.options = options;
    this.deadLetter = deadLetter;
    this.publish = publish;
  }

  /** Synchronous up to the handler; a Promise only when the handler returns one. */
  deliver(
    sub: Subscriber,
    event: EventEnvelope,
    parent: Context | undefined,
    mode: DeliveryMode,
  ): DeliveryResult | Promise<DeliveryResult> {
    const o = this.options;
    const replay = mode === "replay";
    if (sub.guard.isDuplicate(event.event_id)) {
      this.duplicateDropped(sub, event);
      return "duplicate";
    }
    if (!replay && !sub.bucket.take()) {
      sub.guard.release(event.event_id);
      this.deadLetter(
        event,
        new RateLimitError(`${sub.service} is over ${sub.bucket.rate} events/s`),
        sub.service,
        "rate_limited",
      );
      return "rate_limited";
    }
    if (replay) return this.invoke(sub, event, parent, mode);
    // The breaker is asked before the supervisor, so an open circuit is what the dead letter
    // says (circuit_open), not the supervisor's view of the same failures (docs/decisions/0009).
    const trial = sub.breaker.state === CircuitState.halfOpen;
    if (!sub.breaker.allow()) {
      sub.guard.release(event.event_id);
      this.deadLetter(
        event,
        new CircuitBreakerOpenError(`circuit of ${sub.service} is open`),
        sub.service,
        "circuit_open",
      );
      return "circuit_open";
    }
    const supervisor = o.supervisor;
    if (supervisor && !supervisor.isAvailable(sub.service)) {
      // The half-open trial brings the service back (a fresh instance) and is handed to it.
      if (trial) return this.resumeForTrial(sub, event, parent, mode);
      sub.guard.release(event.event_id);
      if (mode === "publish") {
        const state = supervisor.status(sub.service)?.state ?? "unavailable";
        this.deadLetter(
          event,
          new ServiceUnavailableError(`${sub.service} is ${state}`),
          sub.service,
          "service_unavailable",
        );
      }
      return "unavailable";
    }
    return this.invoke(sub, event, parent, mode);
  }

  private async resumeForTrial(
    sub: Subscriber,
    event: EventEnvelope,
    parent: Context | undefined,
    mode: DeliveryMode,
  ): Promise<DeliveryResult> {
    const resumed = await this.options.supervisor!.resume(sub.service);
    if (resumed) return this.invoke(sub, event, parent, mode);
    // The service could not be brought back: the trial failed, the circuit opens again.
    sub.breaker.failure();
    sub.guard.release(event.event_id);
    if (mode === "publish") {
      this.deadLetter(
        event,
        new ServiceUnavailableError(`${sub.service} could not be restarted`),
        sub.service,
        "service_unavailable",
      );
    }
    return "unavailable";
  }

  /** Calls the handler (synchronous up to it) and records how it did. */
  private invoke(
    sub: Subscriber,
    event: EventEnvelope,
    parent: Context | undefined,
    mode: DeliveryMode,
  ): DeliveryResult | Promise<DeliveryResult> {
    const o = this.options;
    const series = sub.series.get(event.event_type) ?? this.seriesOf(sub, event.event_type);
    const span = o.tracer?.startSpan(
      `handle ${event.event_type}`,
      { attributes: { ...spanAttributes(event), "eventplat.service": sub.service } },
      parent ?? remoteParent(event.trace_id),
    );
    const started = performance.now();
    let handled: void | Promise<void>;
    try {
      handled = sub.handler(event, new DeliveryContext(sub.service, sub.identity, event, span, this.publish));
    } catch (error) {
      return this.handlerFailed(sub, event, error, mode, started, series, span);
    }
    if (handled === undefined) return this.handlerSucceeded(sub, event, started, series, span, mode);
    return Promise.resolve(handled).then(
      () => this.handlerSucceeded(sub, event, started, series, span, mode),
      (error: unknown) => this.handlerFailed(sub, event, error, mode, started, series, span),
    );
  }

  private seriesOf(sub: Subscriber, eventType: string): DeliverySeries {
    const metrics = this.options.metrics;
    const labels = { service: sub.service, event_type: eventType };
    return sub.series.set(eventType, {
      labels,
      duration: metrics.timerFor(Timers.handleDuration, labels),
      handled: metrics.counterFor(Counters.handled, labels),
    });
  }

  private handlerSucceeded(
    sub: Subscriber,
    event: EventEnvelope,
    started: number,
    series: DeliverySeries,
    span: Span | undefined,
    mode: DeliveryMode,
  ): DeliveryResult {
    series.duration(performance.now() - started);
    sub.guard.commit(event.event_id);
    series.handled();
    // A replay is the operator's retry of one record: it neither closes nor opens the circuit,
    // nor moves the supervisor, so one record's outcome cannot decide the next one's.
    if (mode !== "replay") {
      sub.breaker.success();
      this.options.supervisor?.recordSuccess(sub.service);
    }
    span?.end();
    return "handled";
  }

  private handlerFailed(
    sub: Subscriber,
    event: EventEnvelope,
    error: unknown,
    mode: DeliveryMode,
    started: number,
    series: DeliverySeries,
    span: Span | undefined,
  ): DeliveryResult {
    const o = this.options;
    series.duration(performance.now() - started);
    sub.guard.release(event.event_id);
    o.metrics.increment(Counters.failed, series.labels);
    const { type, message } = describeError(error);
    // A handler that throws ProtocolError refused the event's content: the event is bad, not the
    // service. It is dead-lettered at once (a retry cannot help) and counts against neither the
    // circuit nor the supervisor, so one malformed event cannot take a service down.
    const invalid = error instanceof ProtocolError;
    const counted = mode !== "replay";
    if (invalid && counted) {
      sub.breaker.success();
      o.supervisor?.recordSuccess(sub.service);
    } else if (counted) sub.breaker.failure();
    if (mode === "publish" || (invalid && mode === "retryable"))
      this.deadLetter(event, error, sub.service, type);
    o.logger[invalid ? "warning" : "error"](
      `handler of ${sub.service} ${invalid ? "refused an event" : "failed"}`,
      {
        error,
        event_id: event.event_id,
        event_type: event.event_type,
        trace_id: event.trace_id,
        correlation_id: event.correlation_id,
      },
    );
    span?.setStatus({ code: SpanStatusCode.ERROR, message: `${type}: ${message}` });
    span?.end();
    if (invalid) return "invalid";
    if (counted) o.supervisor?.recordFailure(sub.service, error);
    return "failed";
  }

  private duplicateDropped(sub: Subscriber, event: EventEnvelope): void {
    const o = this.options;
    o.metrics.increment(Counters.duplicateDropped, { service: sub.service });
    // The notice itself is never reported as a duplicate of anything (it has a new id), so no loop.
    if (!o.systemIdentity || event.event_type === "idempotency.duplicate_dropped") return;
    const notice = o.systemIdentity.createEvent({
      event_type: "idempotency.duplicate_dropped",
      payload: { event_id: event.event_id, event_type: event.event_type, subscriber: sub.service },
      correlation_id: event.correlation_id,
      causation_id: event.event_id,
      trace_id: event.trace_id,
    });
    void this.publish(notice);
  }
}
