import { ROOT_CONTEXT, trace } from "@opentelemetry/api";
import { TokenBucket } from "@platform/service-kit";
import type { Identity } from "../crypto/identity.js";
import type { DeadLetterRecord } from "../dlq/dead-letter-queue.js";
import { AuthzError, describeError, ProtocolError, ServiceUnavailableError } from "../errors.js";
import type { EventEnvelope } from "../events/envelope.js";
import { Counters } from "../metrics/metrics-registry.js";
import { BoundedCache } from "./bounded-cache.js";
import {
  type DeadLetter,
  type DeliveryResult,
  type EventBusOptions,
  type EventHandler,
  type PublishOptions,
  type PublishOutcome,
  RATE_LIMIT_EXEMPT,
} from "./bus-types.js";
import { CircuitBreaker } from "./circuit-breaker.js";
import { EventAdmission } from "./event-admission.js";
import { remoteParent, spanAttributes } from "./event-spans.js";
import { IdempotencyGuard } from "./idempotency-guard.js";
import {
  type DeliveryMode,
  EVENT_TYPES_CACHED,
  type Subscriber,
  SubscriberDelivery,
} from "./subscriber-delivery.js";
import { ALL_EVENTS } from "./wiring-table.js";

export type {
  DeadLetter,
  DeliveryResult,
  EventBusOptions,
  EventHandler,
  HandlerContext,
  PublishOptions,
  PublishOutcome,
  RemoteTransport,
} from "./bus-types.js";
export { RATE_LIMIT_EXEMPT } from "./bus-types.js";
export type { DeliveryMode } from "./subscriber-delivery.js";

/**
 * The in-process bus. Every event is validated (ProtocolError -> dead-letter queue) and its
 * signature verified against `source_key` (AuthzError -> dropped, `authz.failures`), then given to
 * each subscribed service through its idempotency guard, token bucket, circuit breaker and
 * supervisor state. A handler that throws is counted, dead-lettered and reported to the supervisor.
 * Admission is `EventAdmission`'s, delivery to one subscriber `SubscriberDelivery`'s; the bus
 * routes, keeps count of what is in flight, drains and dead-letters.
 */
export class EventBus {
  private readonly subscribers = new Map<string, Subscriber>();
  private readonly routes = new Map<string, Subscriber[]>();
  private inFlight = 0;
  private idleWaiters: Array<() => void> = [];
  private draining = false;
  private readonly now: () => number;
  private readonly admission: EventAdmission;
  private readonly delivery: SubscriberDelivery;

  /** Handlers' follow-up events (`HandlerContext.emit`) and duplicate notices enter here. */
  private readonly publishFollowUp = (event: EventEnvelope, options?: PublishOptions) =>
    this.publish(event, options);
  /** `events.emitted` by event type, so a publish does not look its counter up. */
  private readonly emittedCounters = new BoundedCache<string, (by?: number) => void>(EVENT_TYPES_CACHED);

  private readonly deadLetter: DeadLetter = (event, error, subscriber, errorType) => {
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
  };

  constructor(private readonly options: EventBusOptions) {
    this.now = options.now ?? Date.now;
    this.admission = new EventAdmission({ options, deadLetter: this.deadLetter });
    this.delivery = new SubscriberDelivery({
      options,
      deadLetter: this.deadLetter,
      publish: this.publishFollowUp,
    });
  }

  /** Subscribes `service` to `eventTypes` (`*` = all). Subscribing again replaces the handler only. */
  subscribe(
    service: string,
    eventTypes: readonly string[],
    handler: EventHandler,
    identity?: Identity,
  ): void {
    const existing = this.subscribers.get(service);
    if (existing) {
      // Updated in place: a delivery waiting on the supervisor's restart (a half-open trial)
      // holds this object and must reach the new handler.
      existing.eventTypes = new Set(eventTypes);
      existing.handler = handler;
      existing.identity = identity;
      this.routes.clear();
      return;
    }
    const o = this.options;
    this.subscribers.set(service, {
      service,
      eventTypes: new Set(eventTypes),
      handler,
      identity,
      bucket: new TokenBucket({
        rate: (o.rateLimitExempt ?? RATE_LIMIT_EXEMPT).includes(service) ? 0 : (o.rateLimit ?? 0),
        now: this.now,
      }),
      breaker: new CircuitBreaker({
        threshold: o.circuitThreshold ?? 5,
        openMs: o.circuitOpenMs ?? 60_000,
        now: this.now,
      }),
      guard: new IdempotencyGuard(o.idempotencyCapacity ?? 100_000),
      series: new BoundedCache(EVENT_TYPES_CACHED),
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
      this.settled();
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
      const event = await this.admission.admit(record.event, true);
      if (event instanceof Error) return { ok: false, ...describeErrorAs(event) };
      const result = await this.delivery.deliver(subscriber, event, undefined, "replay");
      return result === "handled" || result === "duplicate"
        ? { ok: true }
        : { ok: false, error_type: result, error_message: `delivery to ${record.subscriber}: ${result}` };
    } finally {
      this.settled();
    }
  }

  /** One piece of work in flight has ended; a drain waiting for the bus to be idle is woken. */
  private settled(): void {
    this.inFlight -= 1;
    if (this.inFlight === 0 && this.idleWaiters.length > 0) {
      for (const wake of this.idleWaiters.splice(0)) wake();
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
      const admitted = await this.admission.admit(event);
      if (admitted instanceof ProtocolError) return "invalid";
      if (admitted instanceof AuthzError) return "rejected";
      return await this.delivery.deliver(subscriber, admitted, undefined, final ? "publish" : "retryable");
    } finally {
      this.settled();
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
    const admitted = await this.admission.admit(event, replay);
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
      results[targets[0]!.service] = await this.delivery.deliver(targets[0]!, envelope, spanContext, mode);
    } else if (targets.length > 1) {
      const settled = await Promise.all(
        targets.map((t) => this.delivery.deliver(t, envelope, spanContext, mode)),
      );
      targets.forEach((t, i) => {
        results[t.service] = settled[i]!;
      });
    }
    span?.setAttribute("eventplat.subscribers", targets.length);
    span?.end();
    return { status: "delivered", event_id: envelope.event_id, results };
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
}

function describeErrorAs(error: Error): { error_type: string; error_message: string } {
  const { type, message } = describeError(error);
  return { error_type: type, error_message: message };
}
