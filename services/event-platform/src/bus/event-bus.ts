import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import {
  type Context,
  ROOT_CONTEXT,
  type Span,
  SpanStatusCode,
  TraceFlags,
  type Tracer,
  trace,
} from "@opentelemetry/api";
import type { Identity } from "../crypto/identity.js";
import type { KeyRegistry } from "../crypto/key-registry.js";
import type { SignatureVerifier } from "../crypto/signature-verifier.js";
import type { DeadLetterQueue, DeadLetterRecord } from "../dlq/dead-letter-queue.js";
import {
  AuthzError,
  CircuitBreakerOpenError,
  describeError,
  ProtocolError,
  RateLimitError,
  ServiceUnavailableError,
} from "../errors.js";
import { type EventEnvelope, type Payload, validateEnvelope } from "../events/envelope.js";
import { signingBytesOf } from "../events/signing-cache.js";
import type { Logger } from "../logging/json-logger.js";
import { Counters, type Labels, type MetricsRegistry, Timers } from "../metrics/metrics-registry.js";
import type { Supervisor } from "../supervisor/supervisor.js";
import { BoundedCache } from "./bounded-cache.js";
import { CircuitBreaker } from "./circuit-breaker.js";
import { DeliveryContext } from "./delivery-context.js";
import { IdempotencyGuard } from "./idempotency-guard.js";
import { TokenBucket } from "./token-bucket.js";
import { ALL_EVENTS } from "./wiring-table.js";

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

/**
 * How a delivery treats its outcome. `publish`: a failure is dead-lettered (the in-process bus).
 * `replay`: no rate limit and no new dead-letter record (the caller updates the record).
 * `retryable`: a handler failure or an unavailable service is not dead-lettered, because the
 * caller (the NATS transport) will redeliver; rate-limited and circuit-open events still are.
 */
export type DeliveryMode = "publish" | "replay" | "retryable";

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
  circuitThreshold?: number;
  circuitOpenMs?: number;
  idempotencyCapacity?: number;
  now?: () => number;
  /** When set, published events go to this transport instead of local subscribers. */
  remote?: RemoteTransport;
}

interface Subscriber {
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
interface DeliverySeries {
  labels: Labels;
  duration: (ms: number) => void;
  handled: (by?: number) => void;
}

/** Event types whose metric series are kept at hand; past it they are looked up each time. */
const EVENT_TYPES_CACHED = 1_000;

type Admission = EventEnvelope | ProtocolError | AuthzError;

interface PublishOptions {
  parent?: Context;
  /** Dead-letter replay: no rate limit, no new dead-letter records. */
  replay?: boolean;
}

/**
 * The in-process bus. Every event is validated (ProtocolError -> dead-letter queue) and its
 * signature verified against `source_key` (AuthzError -> dropped, `authz.failures`), then given to
 * each subscribed service through its idempotency guard, token bucket, circuit breaker and
 * supervisor state. A handler that throws is counted, dead-lettered and reported to the supervisor.
 */
export class EventBus {
  private readonly subscribers = new Map<string, Subscriber>();
  private readonly routes = new Map<string, Subscriber[]>();
  private inFlight = 0;
  private idleWaiters: Array<() => void> = [];
  private draining = false;
  private readonly now: () => number;

  /** Handlers' follow-up events (`HandlerContext.emit`) enter here. */
  private readonly publishFollowUp = (event: EventEnvelope, options: PublishOptions) =>
    this.publish(event, options);
  /** `events.emitted` by event type, so a publish does not look its counter up. */
  private readonly emittedCounters = new BoundedCache<string, (by?: number) => void>(EVENT_TYPES_CACHED);

  constructor(private readonly options: EventBusOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Subscribes `service` to `eventTypes` (`*` = all). Subscribing again replaces the handler only. */
  subscribe(
    service: string,
    eventTypes: readonly string[],
    handler: EventHandler,
    identity?: Identity,
  ): void {
    const existing = this.subscribers.get(service);
    const o = this.options;
    this.subscribers.set(service, {
      service,
      eventTypes: new Set(eventTypes),
      handler,
      identity,
      bucket: existing?.bucket ?? new TokenBucket(o.rateLimit ?? 0, this.now),
      breaker:
        existing?.breaker ??
        new CircuitBreaker({
          threshold: o.circuitThreshold ?? 5,
          openMs: o.circuitOpenMs ?? 60_000,
          now: this.now,
        }),
      guard: existing?.guard ?? new IdempotencyGuard(o.idempotencyCapacity ?? 100_000),
      series: existing?.series ?? new BoundedCache(EVENT_TYPES_CACHED),
    });
    this.routes.clear();
  }

  unsubscribe(service: string): void {
    this.subscribers.delete(service);
    this.routes.clear();
  }

  services(): string[] {
    return [...this.subscribers.keys()];
  }

  circuitState(service: string): string | undefined {
    return this.subscribers.get(service)?.breaker.state;
  }

  get pending(): number {
    return this.inFlight;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** Validates, verifies and delivers one event; resolves when every subscriber has finished. */
  async publish(event: unknown, options: PublishOptions = {}): Promise<PublishOutcome> {
    this.inFlight += 1;
    try {
      return await this.process(event, options);
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0 && this.idleWaiters.length > 0) {
        for (const wake of this.idleWaiters.splice(0)) wake();
      }
    }
  }

  /**
   * Re-delivers a dead-letter record: to its subscriber when it has one, otherwise as a new
   * publish. Nothing is added to the queue; the caller updates the record.
   */
  async redeliver(
    record: DeadLetterRecord,
  ): Promise<{ ok: true } | { ok: false; error_type: string; error_message: string }> {
    if (record.subscriber === null) {
      const outcome = await this.publish(record.event, { replay: true });
      if (outcome.status === "forwarded") return { ok: true };
      if (outcome.status !== "delivered") return { ok: false, ...describeErrorAs(outcome.error) };
      const failed = Object.entries(outcome.results).find(([, r]) => r !== "handled" && r !== "duplicate");
      return failed
        ? { ok: false, error_type: failed[1], error_message: `delivery to ${failed[0]}: ${failed[1]}` }
        : { ok: true };
    }
    const subscriber = this.subscribers.get(record.subscriber);
    if (!subscriber) {
      return {
        ok: false,
        error_type: "service_unavailable",
        error_message: `${record.subscriber} is not running`,
      };
    }
    this.inFlight += 1;
    try {
      const event = await this.admit(record.event, true);
      if (event instanceof Error) return { ok: false, ...describeErrorAs(event) };
      const result = await this.deliver(subscriber, event, undefined, "replay");
      return result === "handled" || result === "duplicate"
        ? { ok: true }
        : { ok: false, error_type: result, error_message: `delivery to ${record.subscriber}: ${result}` };
    } finally {
      this.inFlight -= 1;
    }
  }

  /**
   * Validates, verifies and delivers an event received from a distributed transport to one local
   * subscriber. `final` is false while the transport can still redeliver: a handler failure is
   * then left to the transport's redelivery instead of the dead-letter queue.
   */
  async deliverTo(
    service: string,
    event: unknown,
    { final = true }: { final?: boolean } = {},
  ): Promise<DeliveryResult | "rejected"> {
    const subscriber = this.subscribers.get(service);
    if (!subscriber) return "unavailable";
    this.inFlight += 1;
    try {
      const admitted = await this.admit(event);
      if (admitted instanceof ProtocolError) return "invalid";
      if (admitted instanceof AuthzError) return "rejected";
      return await this.deliver(subscriber, admitted, undefined, final ? "publish" : "retryable");
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0 && this.idleWaiters.length > 0) {
        for (const wake of this.idleWaiters.splice(0)) wake();
      }
    }
  }

  /** Stops accepting events and waits up to `timeoutMs` for in-flight ones; false if some remain. */
  async drain(timeoutMs: number): Promise<boolean> {
    this.draining = true;
    if (this.inFlight === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const idle = new Promise<boolean>((resolve) => this.idleWaiters.push(() => resolve(true)));
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const drained = await Promise.race([idle, late]);
    clearTimeout(timer);
    if (!drained)
      this.options.logger.warning("bus drain timed out", { pending: this.inFlight, timeout_ms: timeoutMs });
    return drained;
  }

  private async process(event: unknown, { parent, replay = false }: PublishOptions): Promise<PublishOutcome> {
    const o = this.options;
    const eventId = (event as { event_id?: unknown } | null)?.event_id;
    const id = typeof eventId === "string" ? eventId : undefined;
    if (this.draining && !replay) {
      return { status: "rejected", event_id: id, error: new ServiceUnavailableError("bus is draining") };
    }
    const admitted = await this.admit(event, replay);
    if (admitted instanceof ProtocolError) return { status: "dead_lettered", event_id: id, error: admitted };
    if (admitted instanceof AuthzError) return { status: "rejected", event_id: id, error: admitted };
    const envelope = admitted;
    const type = envelope.event_type;
    (
      this.emittedCounters.get(type) ??
      this.emittedCounters.set(type, o.metrics.counterFor(Counters.emitted, { event_type: type }))
    )();
    if (o.remote) {
      await o.remote.send(envelope);
      return { status: "forwarded", event_id: envelope.event_id };
    }

    const span = o.tracer?.startSpan(
      `publish ${envelope.event_type}`,
      { attributes: spanAttributes(envelope) },
      parent ?? remoteParent(envelope.trace_id),
    );
    const spanContext = span ? trace.setSpan(ROOT_CONTEXT, span) : undefined;
    const targets = this.route(envelope.event_type);
    const mode: DeliveryMode = replay ? "replay" : "publish";
    const results: Record<string, DeliveryResult> = {};
    if (targets.length === 1) {
      results[targets[0]!.service] = await this.deliver(targets[0]!, envelope, spanContext, mode);
    } else if (targets.length > 1) {
      const settled = await Promise.all(targets.map((t) => this.deliver(t, envelope, spanContext, mode)));
      targets.forEach((t, i) => {
        results[t.service] = settled[i]!;
      });
    }
    span?.setAttribute("eventplat.subscribers", targets.length);
    span?.end();
    return { status: "delivered", event_id: envelope.event_id, results };
  }

  /**
   * Validation and signature check; a ProtocolError is dead-lettered here, an AuthzError counted.
   * Synchronous with the inline verifier, a Promise with the worker pool.
   */
  private admit(event: unknown, replay = false): Admission | Promise<Admission> {
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

  private route(eventType: string): Subscriber[] {
    let targets = this.routes.get(eventType);
    if (!targets) {
      targets = [...this.subscribers.values()].filter(
        (s) => s.eventTypes.has(eventType) || s.eventTypes.has(ALL_EVENTS),
      );
      this.routes.set(eventType, targets);
    }
    return targets;
  }

  /** Synchronous up to the handler; a Promise only when the handler returns one. */
  private deliver(
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
    if (o.supervisor && !o.supervisor.isAvailable(sub.service)) {
      sub.guard.release(event.event_id);
      if (mode === "publish") {
        const state = o.supervisor.status(sub.service)?.state ?? "unavailable";
        this.deadLetter(
          event,
          new ServiceUnavailableError(`${sub.service} is ${state}`),
          sub.service,
          "service_unavailable",
        );
      }
      return "unavailable";
    }
    if (!sub.breaker.allow()) {
      sub.guard.release(event.event_id);
      if (!replay) {
        this.deadLetter(
          event,
          new CircuitBreakerOpenError(`circuit of ${sub.service} is open`),
          sub.service,
          "circuit_open",
        );
      }
      return "circuit_open";
    }
    const series = sub.series.get(event.event_type) ?? this.seriesOf(sub, event.event_type);
    const span = o.tracer?.startSpan(
      `handle ${event.event_type}`,
      { attributes: { ...spanAttributes(event), "eventplat.service": sub.service } },
      parent ?? remoteParent(event.trace_id),
    );
    const started = performance.now();
    let handled: void | Promise<void>;
    try {
      handled = sub.handler(
        event,
        new DeliveryContext(sub.service, sub.identity, event, span, this.publishFollowUp),
      );
    } catch (error) {
      return this.handlerFailed(sub, event, error, mode, started, series, span);
    }
    if (handled === undefined) return this.handlerSucceeded(sub, event, started, series, span);
    return Promise.resolve(handled).then(
      () => this.handlerSucceeded(sub, event, started, series, span),
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
  ): DeliveryResult {
    series.duration(performance.now() - started);
    sub.breaker.success();
    sub.guard.commit(event.event_id);
    series.handled();
    this.options.supervisor?.recordSuccess(sub.service);
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
    if (invalid) {
      sub.breaker.success();
      o.supervisor?.recordSuccess(sub.service);
    } else sub.breaker.failure();
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
    o.supervisor?.recordFailure(sub.service, error);
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

  private deadLetter(event: unknown, error: unknown, subscriber: string | null, errorType?: string): void {
    const o = this.options;
    const described = describeError(error);
    const type = errorType ?? described.type;
    o.metrics.increment(Counters.deadLettered, { reason: type });
    if (!o.dlq) return;
    try {
      o.dlq.add({ event, error_type: type, error_message: described.message, subscriber });
    } catch (storeError) {
      o.logger.error("dead-letter record not stored", { error: storeError });
    }
  }
}

function describeErrorAs(error: Error): { error_type: string; error_message: string } {
  const { type, message } = describeError(error);
  return { error_type: type, error_message: message };
}

function spanAttributes(event: EventEnvelope): Record<string, string> {
  return {
    "eventplat.event_id": event.event_id,
    "eventplat.event_type": event.event_type,
    "eventplat.source": event.source,
    "eventplat.correlation_id": event.correlation_id,
  };
}

/** A parent context carrying the event's trace id, so every span of the event joins its trace. */
function remoteParent(traceId: string): Context {
  return trace.setSpanContext(ROOT_CONTEXT, {
    traceId,
    spanId: randomBytes(8).toString("hex"),
    traceFlags: TraceFlags.SAMPLED,
    isRemote: true,
  });
}
