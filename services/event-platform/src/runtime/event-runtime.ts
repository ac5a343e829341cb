import type { AuditLedger } from "../audit/audit-ledger.js";
import type { EventBus, PublishOutcome } from "../bus/event-bus.js";
import type { WiringTable } from "../bus/wiring-table.js";
import type { EventPlatformConfig } from "../config/config-schema.js";
import type { Identity } from "../crypto/identity.js";
import type { KeyRegistry } from "../crypto/key-registry.js";
import type { DeadLetterQueue } from "../dlq/dead-letter-queue.js";
import { ServiceUnavailableError } from "../errors.js";
import type { EventEnvelope, NewEvent } from "../events/envelope.js";
import { type Logger, silentLogger } from "../logging/json-logger.js";
import { MetricsRegistry } from "../metrics/metrics-registry.js";
import type { SagaRunner } from "../saga/saga-runner.js";
import type { PlatformService, ServiceContext, ServiceDefinition } from "../services/service-definition.js";
import { findServices, SERVICE_DEFINITIONS, wiringTableOf } from "../services/service-registry.js";
import type { BusinessStore } from "../store/business-store.js";
import type { EventStore } from "../store/event-store.js";
import { MetricsSnapshots } from "../store/metrics-snapshots.js";
import type { Supervisor } from "../supervisor/supervisor.js";
import type { Tracing } from "../tracing/tracing.js";
import { PublishInbox } from "./publish-inbox.js";
import { assembleRuntime, openBusinessStore, openStore, type RuntimeParts } from "./runtime-assembly.js";
import { runtimeHealth } from "./runtime-health.js";
import { DAEMON_IDENTITY, type RuntimeHealth, type RuntimeOptions } from "./runtime-options.js";

export {
  type CheckResult,
  DAEMON_IDENTITY,
  PLATFORM_IDENTITY,
  type RuntimeHealth,
  type RuntimeOptions,
} from "./runtime-options.js";

/**
 * Everything `eventctl run` and `eventctl serve` start: the store (migrated), the bus with its
 * dead-letter queue and verifier, the supervisor, sagas, tracing, identities and the services.
 * The parts callers use are read-only fields; what is the runtime's own (identities, the service
 * definitions, the transport, tracing, the verifier) is reached through methods.
 */
export class EventRuntime {
  readonly config: EventPlatformConfig;
  readonly logger: Logger;
  readonly store: EventStore;
  /** Loan state and business outcomes: the store file, or PostgreSQL shared by hosts. */
  readonly business: BusinessStore;
  readonly metrics: MetricsRegistry;
  readonly dlq: DeadLetterQueue;
  readonly bus: EventBus;
  readonly supervisor: Supervisor;
  readonly ledger: AuditLedger;
  readonly sagas: SagaRunner | undefined;
  readonly keys: KeyRegistry;

  private readonly parts: RuntimeParts;
  private readonly running = new Map<string, PlatformService>();
  private readonly snapshots: MetricsSnapshots;
  /** Events accepted from outside, committed before the answer (in-process transport). */
  private readonly inbox: PublishInbox;
  private snapshotTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  private constructor(parts: RuntimeParts) {
    this.parts = parts;
    ({
      config: this.config,
      logger: this.logger,
      store: this.store,
      business: this.business,
      metrics: this.metrics,
      dlq: this.dlq,
      bus: this.bus,
      supervisor: this.supervisor,
      ledger: this.ledger,
      sagas: this.sagas,
      keys: this.keys,
    } = parts);
    this.snapshots = new MetricsSnapshots(parts.store);
    this.inbox = new PublishInbox(parts.store, () => parts.ledger.flush(), parts.now);
  }

  /**
   * Opens the stores, loads identities, assembles verifier, dead-letter queue, supervisor, bus,
   * sagas and ledger (`runtime-assembly.ts`), then starts the services, the transport and, unless
   * one-shot, the background work (snapshots, the inbox replay, unfinished sagas).
   */
  static async start(options: RuntimeOptions): Promise<EventRuntime> {
    const { config } = options;
    const logger = options.logger ?? silentLogger();
    const now = options.now ?? Date.now;
    const definitions = findServices(
      options.services ?? config.services,
      options.definitions ?? SERVICE_DEFINITIONS,
    );
    const metrics = new MetricsRegistry(config.metrics.max_series);
    const store = openStore(config, metrics, logger);
    let business: BusinessStore | undefined;
    try {
      business = await openBusinessStore(config, store);
      const runtime = new EventRuntime(
        assembleRuntime({ options, logger, now, definitions, metrics, store, business }),
      );
      await runtime.startServices();
      await runtime.startBackground();
      return runtime;
    } catch (error) {
      await business?.close();
      store.close();
      throw error;
    }
  }

  private async startServices(): Promise<void> {
    for (const definition of this.parts.definitions) await this.startService(definition);
    await this.parts.transport?.start({
      bus: this.bus,
      dlq: this.dlq,
      metrics: this.metrics,
      logger: this.logger.child("transport"),
      services: this.parts.definitions,
    });
  }

  private async startBackground(): Promise<void> {
    if (this.parts.background) {
      this.scheduleSnapshots();
      await this.replayInbox();
      await this.sagas?.resumeAll();
    }
    this.logger.info("event runtime started", {
      services: this.serviceNames(),
      store: this.config.store.path,
      business_store: this.business.kind,
      tracing: this.parts.tracing.exporter,
      verify_workers: this.parts.verifyWorkers,
    });
  }

  /** The services this runtime runs, by name. */
  serviceNames(): string[] {
    return this.parts.definitions.map((d) => d.name);
  }

  /** Event types the running services take from outside beyond the built-in ones (publish policy). */
  externalInputs(): string[] {
    return this.parts.definitions.flatMap((d) => d.external ?? []);
  }

  /** `memory` (in process) or the transport's kind (`nats`). */
  get transportKind(): string {
    return this.parts.transport?.kind ?? "memory";
  }

  /** Waits (up to `timeoutMs`) for what the transport still owes the server; true when settled. */
  async settleTransport(timeoutMs: number): Promise<boolean> {
    return this.parts.transport ? this.parts.transport.settle(timeoutMs) : true;
  }

  /** Where spans go: `otlp`, `console` or `none`. */
  get tracingExporter(): Tracing["exporter"] {
    return this.parts.tracing.exporter;
  }

  /** Ready for traffic: not draining, and the store answers. */
  isReady(): boolean {
    return !this.bus.isDraining && this.store.ping();
  }

  get wiring(): WiringTable {
    return wiringTableOf(this.parts.definitions);
  }

  identity(name: string): Identity {
    const identity = this.parts.identities.get(name);
    if (!identity) throw new Error(`no identity named ${name}`);
    return identity;
  }

  /** Signs an event with `source`'s identity (the daemon's by default) and publishes it. */
  publish(input: NewEvent, source = DAEMON_IDENTITY): Promise<PublishOutcome> {
    return this.bus.publish(this.identity(source).createEvent(input));
  }

  /**
   * Accepts an event from outside (`POST /v1/publish`) durably: resolves once it is committed to the
   * store's inbox (in process; the handlers run after, and the event leaves the inbox once handled)
   * or, over NATS, once JetStream acknowledged it (the outcome says if it was refused instead).
   * Throws when it could not be made durable (a store error, the bus draining).
   */
  async accept(event: EventEnvelope): Promise<PublishOutcome | undefined> {
    if (this.parts.transport) return this.bus.publish(event);
    if (this.bus.isDraining) throw new ServiceUnavailableError("bus is draining");
    const key = this.inbox.accept(event);
    this.bus.publish(event).then(
      (outcome) => {
        // Refused because the bus began draining: kept, and published again at the next start.
        const deferred = outcome.status === "rejected" && outcome.error instanceof ServiceUnavailableError;
        if (!deferred) this.inbox.handled(key);
      },
      (error: unknown) =>
        this.logger.error("accepted event not handled; kept for the next start", {
          error,
          event_id: event.event_id,
        }),
    );
    return undefined;
  }

  /** Publishes what a crash left in the inbox, oldest first (at start). */
  private async replayInbox(): Promise<void> {
    const pending = this.inbox.pending();
    if (pending.length === 0) return;
    this.logger.info("publishing events accepted before a restart", { count: pending.length });
    for (const { key, event } of pending) {
      const outcome = await this.bus.publish(event);
      const deferred = outcome.status === "rejected" && outcome.error instanceof ServiceUnavailableError;
      if (!deferred) this.inbox.handled(key);
    }
    this.inbox.removeHandled();
  }

  /** bus, store, shared_store (PostgreSQL), service:<name>, supervisor and transport checks. */
  health(): RuntimeHealth {
    return runtimeHealth({
      bus: this.bus,
      store: this.store,
      business: this.business,
      supervisor: this.supervisor,
      transport: this.parts.transport,
      services: this.parts.definitions.map((d) => ({ name: d.name, instance: this.running.get(d.name) })),
    });
  }

  /** Drains the bus (up to `drainMs`), stops services, saves a metrics snapshot, closes the store. */
  async stop(drainMs = this.config.bus.drain_seconds * 1000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.snapshotTimer);
    await this.parts.transport?.stopConsuming();
    await this.bus.drain(drainMs);
    // After the drain, so that a saga in flight finishes its steps if it can.
    this.sagas?.stop();
    this.supervisor.close();
    for (const [name, service] of this.running) {
      try {
        await service.stop?.();
      } catch (error) {
        this.logger.error(`service ${name} did not stop cleanly`, { error });
      }
    }
    this.inbox.removeHandled();
    if (this.parts.background) this.saveSnapshot();
    try {
      this.ledger.flush();
    } catch (error) {
      this.logger.error("audit entries lost at stop: the store refused them", { error });
    }
    await this.parts.transport?.close();
    await this.parts.verifier.close?.();
    await this.parts.tracing.shutdown();
    await this.business.close();
    this.store.close();
    this.logger.info("event runtime stopped");
  }

  saveSnapshot(): void {
    try {
      this.snapshots.save(this.metrics.snapshot());
    } catch (error) {
      this.logger.error("metrics snapshot not saved", { error });
    }
  }

  private async startService(definition: ServiceDefinition): Promise<void> {
    const context: ServiceContext = {
      config: this.config,
      store: this.store,
      business: this.business,
      metrics: this.metrics,
      logger: this.logger.child(definition.name),
      sagas: this.sagas,
      ledger: this.ledger,
      now: this.parts.now,
      keys: this.keys,
      publish: (event) => this.bus.publish(this.identity(definition.name).createEvent(event)),
    };
    const subscribe = (service: PlatformService) => {
      this.running.set(definition.name, service);
      this.bus.subscribe(
        definition.name,
        definition.subscribes,
        service.handle,
        this.parts.identities.get(definition.name),
      );
    };
    subscribe(await definition.create(context));
    this.supervisor.register(definition.name, async () => {
      // A restart is a fresh instance: whatever state made the old one throw is gone.
      await this.running.get(definition.name)?.stop?.();
      subscribe(await definition.create(context));
      this.logger.info(`service ${definition.name} restarted`);
    });
  }

  private scheduleSnapshots(): void {
    const seconds = this.config.metrics.snapshot_interval_seconds;
    if (seconds <= 0) return;
    this.snapshotTimer = setInterval(() => this.saveSnapshot(), seconds * 1000);
    this.snapshotTimer.unref();
  }
}
