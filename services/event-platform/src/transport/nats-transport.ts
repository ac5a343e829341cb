import { randomUUID } from "node:crypto";
import {
  DiscardPolicy,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
} from "@nats-io/jetstream";
import { connect, type NatsConnection, nanos } from "@nats-io/transport-node";
import type { EventBus } from "../bus/event-bus.js";
import type { DeadLetterQueue } from "../dlq/dead-letter-queue.js";
import type { EventEnvelope } from "../events/envelope.js";
import { type Logger, silentLogger } from "../logging/json-logger.js";
import type { MetricsRegistry } from "../metrics/metrics-registry.js";
import { type ConsumerPlan, consumerPlan } from "./consumer-plan.js";
import { settle } from "./redelivery.js";
import type { RuntimeTransport, TransportService, TransportStartOptions } from "./runtime-transport.js";
import { receives, streamSubjects, subjectOf } from "./subjects.js";

export interface NatsTransportOptions {
  /** Server URL(s), comma separated. */
  servers: string;
  stream: string;
  subjectPrefix: string;
  /** Deliveries of one event to one service before it is dead-lettered. */
  maxDeliver: number;
  ackWaitMs: number;
  /** Delay before the first redelivery after a failure; doubles each time, capped at 60 s. */
  backoffMs: number;
  duplicateWindowMs: number;
  /** 0 = keep events until the stream's other limits remove them. */
  maxAgeMs: number;
  /** Messages pulled at a time per service. */
  batch: number;
  logger?: Logger;
  /** Connection name shown by the server (`eventctl-<pid>` by default). */
  name?: string;
  /**
   * How long an `everyProcess` service's consumer outlives its process before the server deletes
   * it (`INSTANCE_CONSUMER_INACTIVE_MS`, 5 minutes, by default).
   */
  instanceInactiveMs?: number;
}

export const NatsMetrics = {
  published: "nats.published",
  duplicates: "nats.duplicate_dropped",
  redeliveries: "nats.redeliveries",
  deadLettered: "nats.dead_lettered",
} as const;

interface Consumer {
  service: string;
  /** The consumer's name on the server. */
  name: string;
  /** This process's own consumer (an `everyProcess` service's), deleted when the process stops. */
  perProcess: boolean;
  stop: () => void;
  done: Promise<void>;
}

/**
 * The NATS JetStream transport. Publishing sends the signed envelope, unchanged, to
 * `<prefix>.<event_type>` with `Nats-Msg-Id` = event id, so JetStream drops a second copy within
 * its duplicate window. Each local service pulls from its durable consumer (named after the
 * service, explicit acks) and gets each event through `bus.deliverTo`, which verifies the signature
 * and applies the idempotency guard, rate limit, circuit breaker and supervisor as in process. The
 * message is acked only after the handler succeeded (and, through `emit`, after its follow-up events
 * are stored in the stream); a failure is redelivered with backoff up to `maxDeliver` deliveries,
 * then dead-lettered. A process that dies leaves its messages unacked: JetStream redelivers them
 * after `ackWaitMs` to whichever process pulls next. A service that every process must run on every
 * event (`everyProcess`, identity: the verifier's keys are per process) has a consumer per process
 * instead, which replays the stream from its start (consumer-plan.ts).
 */
export class NatsTransport implements RuntimeTransport {
  readonly kind = "nats";
  private readonly consumers: Consumer[] = [];
  private metrics: MetricsRegistry | undefined;
  private connected = true;
  private stopping = false;
  /** Names this process's own consumers (`<service>_<instance>`). */
  readonly instance = randomUUID().replace(/-/g, "").slice(0, 12);

  private constructor(
    readonly connection: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly options: NatsTransportOptions,
    private readonly logger: Logger,
  ) {
    void this.watchStatus();
  }

  /** Connects and makes sure the stream exists (created with the configured limits if absent). */
  static async connect(options: NatsTransportOptions): Promise<NatsTransport> {
    const logger = options.logger ?? silentLogger();
    const connection = await connect({
      servers: options.servers.split(",").map((s) => s.trim()),
      name: options.name ?? `eventctl-${process.pid}`,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1000,
    });
    try {
      const jsm = await jetstreamManager(connection);
      await ensureStream(jsm, options, logger);
      return new NatsTransport(connection, jetstream(connection), jsm, options, logger);
    } catch (error) {
      await connection.close();
      throw error;
    }
  }

  get streamName(): string {
    return this.options.stream;
  }

  async send(event: EventEnvelope): Promise<void> {
    const ack = await this.js.publish(
      subjectOf(this.options.subjectPrefix, event.event_type),
      JSON.stringify(event),
      {
        msgID: event.event_id,
      },
    );
    this.metrics?.increment(NatsMetrics.published, { event_type: event.event_type });
    if (ack.duplicate) {
      this.metrics?.increment(NatsMetrics.duplicates, { event_type: event.event_type });
      this.logger.debug("duplicate event dropped by JetStream", { event_id: event.event_id, seq: ack.seq });
    }
  }

  async start({ bus, dlq, metrics, services }: TransportStartOptions): Promise<void> {
    this.metrics = metrics;
    for (const service of services) {
      const plan = consumerPlan(
        service,
        { ...this.options, inactiveMs: this.options.instanceInactiveMs },
        this.instance,
      );
      await this.ensureConsumer(plan.name, plan.config);
      this.consumers.push(await this.consume(service, plan, bus, dlq));
    }
    this.logger.info("nats transport consuming", {
      stream: this.options.stream,
      subjects: streamSubjects(this.options.subjectPrefix),
      consumers: this.consumers.map((c) => c.name),
      instance: this.instance,
    });
  }

  async stopConsuming(): Promise<void> {
    this.stopping = true;
    for (const consumer of this.consumers) consumer.stop();
    await Promise.all(this.consumers.map((c) => c.done));
    // This process's own consumers have no other reader: delete them now rather than leave them to
    // the server's inactivity threshold (which cleans up after a killed process).
    for (const consumer of this.consumers.filter((c) => c.perProcess)) {
      await this.jsm.consumers.delete(this.options.stream, consumer.name).catch((error: unknown) => {
        this.logger.warning("could not delete this process's consumer", { consumer: consumer.name, error });
      });
    }
    this.consumers.length = 0;
  }

  async close(): Promise<void> {
    await this.stopConsuming();
    if (!this.connection.isClosed()) await this.connection.drain();
  }

  health(): { ok: boolean; detail: string } {
    if (this.connection.isClosed()) return { ok: false, detail: "connection closed" };
    if (!this.connected) return { ok: false, detail: `reconnecting to ${this.options.servers}` };
    return {
      ok: true,
      detail: `${this.connection.getServer()} stream ${this.options.stream}, ${this.consumers.length} consumers${perProcessDetail(this.consumers)}`,
    };
  }

  /**
   * Quiet means: no local consumer has a message left to deliver or awaiting its ack, and the
   * stream gained no message while the consumers were asked. A handler acks only after its
   * follow-ups are stored (`emit` awaits JetStream's publish ack), so a follow-up is always in the
   * stream before its cause leaves a consumer's ack-pending count: quiet consumers over an unchanged
   * stream have handled everything, follow-ups included.
   */
  async settle(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const lastSeq = async () => (await this.jsm.streams.info(this.options.stream)).state.last_seq;
    for (;;) {
      const before = await lastSeq();
      let quiet = true;
      for (const { name } of this.consumers) {
        const info = await this.jsm.consumers.info(this.options.stream, name);
        if (info.num_pending > 0 || info.num_ack_pending > 0) {
          quiet = false;
          break;
        }
      }
      if (quiet && (await lastSeq()) === before) return true;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  private async ensureConsumer(name: string, config: ConsumerPlan["config"]): Promise<void> {
    try {
      await this.jsm.consumers.info(this.options.stream, name);
      await this.jsm.consumers.update(this.options.stream, name, {
        ack_wait: config.ack_wait,
        max_ack_pending: config.max_ack_pending,
      });
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await this.jsm.consumers.add(this.options.stream, config);
    }
  }

  private async consume(
    service: TransportService,
    plan: ConsumerPlan,
    bus: EventBus,
    dlq: DeadLetterQueue,
  ): Promise<Consumer> {
    const consumer = await this.js.consumers.get(this.options.stream, plan.name);
    const messages = await consumer.consume({ max_messages: this.options.batch });
    const done = (async () => {
      for await (const message of messages) {
        if (this.stopping) {
          // Pulled but not handled: give it back at once instead of after the ack wait.
          message.nak();
          continue;
        }
        try {
          await this.handle(service, message, bus, dlq);
        } catch (error) {
          this.logger.error("nats delivery failed; the message will be redelivered", {
            error,
            service: service.name,
            seq: message.seq,
          });
          message.nak(this.options.backoffMs);
        }
      }
    })();
    return {
      service: service.name,
      name: plan.name,
      perProcess: plan.perProcess,
      stop: () => void messages.stop(),
      done,
    };
  }

  private async handle(
    service: TransportService,
    message: JsMsg,
    bus: EventBus,
    dlq: DeadLetterQueue,
  ): Promise<void> {
    const attempt = message.info.deliveryCount;
    let event: unknown;
    try {
      event = message.json();
    } catch {
      dlq.add({
        event: message.string(),
        error_type: "ProtocolError",
        error_message: "message is not JSON",
        subscriber: null,
      });
      message.term("not JSON");
      return;
    }
    const eventType = (event as { event_type?: unknown } | null)?.event_type;
    if (!receives(service.subscribes, eventType)) {
      message.ack();
      return;
    }
    if (attempt > 1) this.metrics?.increment(NatsMetrics.redeliveries, { service: service.name });
    if (attempt > this.options.maxDeliver) {
      // Only after processes died while handling it (a handler failure stops at maxDeliver below):
      // a message that kills its consumer is dead-lettered instead of crashing the next one.
      dlq.add({
        event,
        error_type: "max_deliveries",
        error_message: `delivered ${attempt - 1} times to ${service.name} without an acknowledgement`,
        subscriber: service.name,
      });
      this.metrics?.increment(NatsMetrics.deadLettered, { service: service.name });
      message.term("max deliveries");
      return;
    }
    // Long handlers tell the server they are alive, so it does not redeliver meanwhile.
    const heartbeat = setInterval(() => message.working(), Math.max(100, this.options.ackWaitMs / 2));
    let result: Awaited<ReturnType<EventBus["deliverTo"]>>;
    try {
      result = await bus.deliverTo(service.name, event, { final: attempt >= this.options.maxDeliver });
    } finally {
      clearInterval(heartbeat);
    }
    const settlement = settle(result, attempt, this.options);
    // The audit ledger commits the entries of one event-loop turn together, just after it: let that
    // commit run first, so an acked event is never one whose entry died with the process.
    if (settlement.action === "ack") {
      await new Promise((resolve) => setImmediate(resolve));
      await message.ackAck();
    } else if (settlement.action === "nak") message.nak(settlement.delayMs);
    else {
      if (result === "failed" || result === "unavailable")
        this.metrics?.increment(NatsMetrics.deadLettered, { service: service.name });
      message.term(settlement.reason);
    }
  }

  private async watchStatus(): Promise<void> {
    for await (const status of this.connection.status()) {
      if (status.type === "disconnect") this.connected = false;
      if (status.type === "reconnect") this.connected = true;
      if (status.type === "disconnect" || status.type === "reconnect") {
        this.logger.warning(`nats ${status.type}`, { server: this.connection.getServer() });
      }
    }
  }
}

async function ensureStream(
  jsm: JetStreamManager,
  options: NatsTransportOptions,
  logger: Logger,
): Promise<void> {
  const subjects = streamSubjects(options.subjectPrefix);
  try {
    const info = await jsm.streams.info(options.stream);
    if (!subjects.every((s) => info.config.subjects?.includes(s))) {
      logger.warning("stream exists with other subjects; adding ours", { stream: options.stream, subjects });
      await jsm.streams.update(options.stream, {
        subjects: [...new Set([...(info.config.subjects ?? []), ...subjects])],
      });
    }
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await jsm.streams.add({
      name: options.stream,
      subjects,
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      discard: DiscardPolicy.Old,
      duplicate_window: nanos(options.duplicateWindowMs),
      max_age: nanos(options.maxAgeMs),
    });
    logger.info("created stream", { stream: options.stream, subjects });
  }
}

/** ` (1 of this process: identity_3f2a…)` when some consumers are this process's own. */
function perProcessDetail(consumers: readonly Consumer[]): string {
  const own = consumers.filter((c) => c.perProcess).map((c) => c.name);
  return own.length === 0 ? "" : ` (${own.length} of this process: ${own.join(", ")})`;
}

function isNotFound(error: unknown): boolean {
  const e = error as { code?: unknown; api_error?: { err_code?: number }; message?: string };
  return (
    e?.api_error?.err_code === 10059 ||
    e?.api_error?.err_code === 10014 ||
    /not found/i.test(String(e?.message ?? ""))
  );
}
