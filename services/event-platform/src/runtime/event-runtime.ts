import { availableParallelism } from "node:os";
import type { SpanExporter } from "@opentelemetry/sdk-trace-base";
import { AuditLedger } from "../audit/audit-ledger.js";
import { EventBus, type PublishOutcome } from "../bus/event-bus.js";
import type { WiringTable } from "../bus/wiring-table.js";
import type { EventPlatformConfig } from "../config/config-schema.js";
import { verifyWorkerCount } from "../config/verify-workers.js";
import { Identity, type RetiredKey } from "../crypto/identity.js";
import { KeyRegistry } from "../crypto/key-registry.js";
import { InlineVerifier, type SignatureVerifier } from "../crypto/signature-verifier.js";
import { VerifierPool } from "../crypto/verifier-pool.js";
import { DeadLetterQueue } from "../dlq/dead-letter-queue.js";
import { EventSealer } from "../dlq/event-sealer.js";
import { ServiceUnavailableError, StoreError } from "../errors.js";
import type { EventEnvelope, NewEvent } from "../events/envelope.js";
import { type Logger, silentLogger } from "../logging/json-logger.js";
import { MetricsRegistry } from "../metrics/metrics-registry.js";
import { type SagaDefinition, SagaRunner } from "../saga/saga-runner.js";
import { lendingSagas, type SagaFactory } from "../services/lending-sagas.js";
import type { PlatformService, ServiceContext, ServiceDefinition } from "../services/service-definition.js";
import { findServices, SERVICE_DEFINITIONS, wiringTableOf } from "../services/service-registry.js";
import type { BusinessStore } from "../store/business-store.js";
import { EventStore } from "../store/event-store.js";
import { MetricsSnapshots } from "../store/metrics-snapshots.js";
import { PostgresBusinessStore } from "../store/postgres-business-store.js";
import { SqliteBusinessStore } from "../store/sqlite-business-store.js";
import { type Scheduler, Supervisor } from "../supervisor/supervisor.js";
import { createTracing, type Tracing } from "../tracing/tracing.js";
import type { RuntimeTransport } from "../transport/runtime-transport.js";
import { PublishInbox } from "./publish-inbox.js";

export interface CheckResult {
  ok: boolean;
  detail: string;
}

export interface RuntimeHealth {
  ok: boolean;
  /** bus, store, service:<name> and supervisor. */
  checks: Record<string, CheckResult>;
}

export interface RuntimeOptions {
  config: EventPlatformConfig;
  /** Services to run; `config.services` when absent. */
  services?: readonly string[];
  logger?: Logger;
  /** The registry to pick services from (tests and embedders add their own). */
  definitions?: readonly ServiceDefinition[];
  /** Saga definitions, or a factory given the store; the lending sagas when absent. */
  sagas?: readonly SagaDefinition[] | SagaFactory;
  /** A distributed transport (NATS JetStream); events stay in process when absent. */
  transport?: RuntimeTransport;
  env?: Record<string, string | undefined>;
  spanExporter?: SpanExporter;
  now?: () => number;
  scheduler?: Scheduler;
  /**
   * The daemon (`eventctl serve`): with `bus.verify_workers` = auto it verifies on a worker thread
   * when the machine has a core to spare (`verifyWorkerCount`). Off by default: inline.
   */
  daemon?: boolean;
  /** Cores to count for `bus.verify_workers` = auto; `os.availableParallelism()` by default. */
  cores?: number;
  /**
   * Save metrics snapshots (periodically and at stop) and resume unfinished sagas at start. On by
   * default; one-shot commands (`health`, `dlq --replay`) turn both off so that they neither hide a
   * daemon's numbers behind their own nor run saga steps as a side effect.
   */
  background?: boolean;
}

interface RuntimeParts {
  config: EventPlatformConfig;
  logger: Logger;
  store: EventStore;
  business: BusinessStore;
  metrics: MetricsRegistry;
  dlq: DeadLetterQueue;
  bus: EventBus;
  supervisor: Supervisor;
  ledger: AuditLedger;
  sagas: SagaRunner | undefined;
  tracing: Tracing;
  identities: Map<string, Identity>;
  keys: KeyRegistry;
  definitions: readonly ServiceDefinition[];
  verifier: SignatureVerifier;
  snapshots: MetricsSnapshots;
  background: boolean;
  now: () => number;
  transport: RuntimeTransport | undefined;
}

/** Names of the runtime's own identities (signing duplicate notices and daemon publishes). */
export const PLATFORM_IDENTITY = "platform";
export const DAEMON_IDENTITY = "daemon";

/**
 * Everything `eventctl run` and `eventctl serve` start: the store (migrated), the bus with its
 * dead-letter queue and verifier, the supervisor, sagas, tracing, identities and the services.
 */
export class EventRuntime {
  private readonly running = new Map<string, PlatformService>();
  private snapshotTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Events accepted from outside, committed before the answer (in-process transport). */
  private readonly inbox: PublishInbox;

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
  readonly tracing: Tracing;
  readonly identities: Map<string, Identity>;
  readonly keys: KeyRegistry;
  readonly definitions: readonly ServiceDefinition[];
  private readonly verifier: SignatureVerifier;
  private readonly snapshots: MetricsSnapshots;
  private readonly background: boolean;
  private readonly now: () => number;
  readonly transport: RuntimeTransport | undefined;

  private constructor(parts: RuntimeParts) {
    this.config = parts.config;
    this.logger = parts.logger;
    this.store = parts.store;
    this.business = parts.business;
    this.metrics = parts.metrics;
    this.dlq = parts.dlq;
    this.bus = parts.bus;
    this.supervisor = parts.supervisor;
    this.ledger = parts.ledger;
    this.sagas = parts.sagas;
    this.tracing = parts.tracing;
    this.identities = parts.identities;
    this.keys = parts.keys;
    this.definitions = parts.definitions;
    this.verifier = parts.verifier;
    this.snapshots = parts.snapshots;
    this.background = parts.background;
    this.now = parts.now;
    this.transport = parts.transport;
    this.inbox = new PublishInbox(parts.store, () => parts.ledger.flush(), parts.now);
  }

  static async start(options: RuntimeOptions): Promise<EventRuntime> {
    const { config } = options;
    const logger = options.logger ?? silentLogger();
    const now = options.now ?? Date.now;
    const definitions = findServices(
      options.services ?? config.services,
      options.definitions ?? SERVICE_DEFINITIONS,
    );
    const metrics = new MetricsRegistry(config.metrics.max_series);
    const background = options.background ?? true;
    const store = EventStore.open({
      path: config.store.path,
      busyTimeoutMs: config.store.busy_timeout * 1000,
      autoMigrate: config.store.auto_migrate,
      onError: (counter, error) => {
        metrics.increment(counter);
        logger.error("store error", { error, kind: error.kind });
      },
    });
    let business: BusinessStore | undefined;
    try {
      const pending = store.pending();
      if (pending.length > 0) {
        throw new StoreError(
          "schema",
          `store ${config.store.path} has pending migrations ${pending.join(", ")}: run "eventctl migrate" or set EVENTPLAT_STORE_AUTO_MIGRATE=true`,
        );
      }
      business = await openBusinessStore(config, store);
      const tracing = createTracing({
        exporter: config.tracing.exporter,
        env: options.env,
        spanExporter: options.spanExporter,
      });
      const keys = new KeyRegistry({
        replayWindowMs: config.bus.signature_replay_window_seconds * 1000,
        strict: config.bus.strict_sources,
        now,
      });
      const identities = new Map<string, Identity>();
      for (const name of [PLATFORM_IDENTITY, DAEMON_IDENTITY, ...definitions.map((d) => d.name)]) {
        const identity = loadIdentity(config.identity.dir, name, logger);
        identities.set(name, identity);
        keys.register(name, identity.sourceKey);
        for (const retired of retiredKeys(config.identity.dir, name, logger)) {
          keys.retire(name, retired.source_key, Date.parse(retired.retired_at));
        }
      }
      const verifyWorkers = verifyWorkerCount(config.bus.verify_workers, {
        daemon: options.daemon ?? false,
        cores: options.cores ?? availableParallelism(),
      });
      const verifier: SignatureVerifier =
        verifyWorkers > 0 ? new VerifierPool(verifyWorkers) : new InlineVerifier();
      const dlq = new DeadLetterQueue(
        store,
        config.dlq.max_size,
        undefined,
        deadLetterSealer(config.identity.dir, logger),
      );
      const supervisor = new Supervisor({
        backoffSeconds: config.recovery.backoff_seconds,
        maxRestarts: config.recovery.max_restarts,
        autoRestart: config.recovery.auto_restart,
        now,
        scheduler: options.scheduler,
        onTransition: (service, status) =>
          logger.warning(`service ${service} is ${status.state}`, { ...status }),
      });
      const bus = new EventBus({
        verifier,
        metrics,
        logger: logger.child("bus"),
        dlq,
        keys,
        tracer: tracing.tracer,
        supervisor,
        systemIdentity: identities.get(PLATFORM_IDENTITY),
        rateLimit: config.bus.rate_limit,
        circuitThreshold: config.bus.circuit_failure_threshold,
        circuitOpenMs: config.bus.circuit_open_seconds * 1000,
        idempotencyCapacity: config.bus.idempotency_capacity,
        now,
        remote: options.transport,
      });
      const mechanism = identities.get("mechanism") ?? identities.get(PLATFORM_IDENTITY)!;
      const sagas = config.saga.enabled
        ? new SagaRunner({
            store,
            business,
            definitions:
              typeof options.sagas === "function" || options.sagas === undefined
                ? (options.sagas ?? lendingSagas)({
                    store,
                    business,
                    now,
                    publish: (event) => bus.publish(mechanism.createEvent(event)),
                  })
                : options.sagas,
            logger: logger.child("saga"),
            emit: (type, payload) => bus.publish(mechanism.createEvent({ event_type: type, payload })),
          })
        : undefined;
      const ledger = new AuditLedger(store, config.audit.max_ledger, undefined, {
        groupCommit: true,
        onWriteError: (error) =>
          logger.error("audit entries not written yet; retrying with the next", { error }),
      });
      const snapshots = new MetricsSnapshots(store);
      const runtime = new EventRuntime({
        config,
        logger,
        store,
        business,
        metrics,
        dlq,
        bus,
        supervisor,
        ledger,
        sagas,
        tracing,
        identities,
        keys,
        definitions,
        verifier,
        snapshots,
        background,
        now,
        transport: options.transport,
      });
      for (const definition of definitions) await runtime.startService(definition);
      await options.transport?.start({
        bus,
        dlq,
        metrics,
        logger: logger.child("transport"),
        services: definitions,
      });
      if (background) {
        runtime.scheduleSnapshots();
        await runtime.replayInbox();
        await sagas?.resumeAll();
      }
      logger.info("event runtime started", {
        services: definitions.map((d) => d.name),
        store: config.store.path,
        business_store: business.kind,
        tracing: tracing.exporter,
        verify_workers: verifyWorkers,
      });
      return runtime;
    } catch (error) {
      await business?.close();
      store.close();
      throw error;
    }
  }

  get wiring(): WiringTable {
    return wiringTableOf(this.definitions);
  }

  identity(name: string): Identity {
    const identity = this.identities.get(name);
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
    if (this.transport) return this.bus.publish(event);
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

  health(): RuntimeHealth {
    const checks: Record<string, CheckResult> = {
      bus: this.bus.isDraining
        ? { ok: false, detail: "draining" }
        : { ok: true, detail: `${this.bus.services().length} subscribers, ${this.bus.pending} in flight` },
      store: this.store.health(),
    };
    if (this.business.kind === "postgres") checks.shared_store = this.business.health();
    for (const definition of this.definitions) {
      const status = this.supervisor.status(definition.name);
      const own = this.running.get(definition.name)?.health?.();
      const running = status?.state === "running";
      checks[`service:${definition.name}`] = {
        ok: running && (own?.ok ?? true),
        detail: running
          ? (own?.detail ?? "running")
          : `${status?.state ?? "stopped"}${status?.last_error ? ` after ${status.last_error}` : ""}`,
      };
    }
    checks.supervisor = this.supervisor.health();
    if (this.transport) checks.transport = this.transport.health();
    return { ok: Object.values(checks).every((c) => c.ok), checks };
  }

  /** Drains the bus (up to `drainMs`), stops services, saves a metrics snapshot, closes the store. */
  async stop(drainMs = this.config.bus.drain_seconds * 1000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.snapshotTimer);
    await this.transport?.stopConsuming();
    await this.bus.drain(drainMs);
    this.supervisor.close();
    for (const [name, service] of this.running) {
      try {
        await service.stop?.();
      } catch (error) {
        this.logger.error(`service ${name} did not stop cleanly`, { error });
      }
    }
    this.inbox.removeHandled();
    if (this.background) this.saveSnapshot();
    try {
      this.ledger.flush();
    } catch (error) {
      this.logger.error("audit entries lost at stop: the store refused them", { error });
    }
    await this.transport?.close();
    await this.verifier.close?.();
    await this.tracing.shutdown();
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
      now: this.now,
      keys: this.keys,
      publish: (event) => this.bus.publish(this.identity(definition.name).createEvent(event)),
    };
    const subscribe = (service: PlatformService) => {
      this.running.set(definition.name, service);
      this.bus.subscribe(
        definition.name,
        definition.subscribes,
        service.handle,
        this.identities.get(definition.name),
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

/** PostgreSQL when `store.shared_url` is set (processes on several hosts), else the store file. */
async function openBusinessStore(config: EventPlatformConfig, store: EventStore): Promise<BusinessStore> {
  if (!config.store.shared_url) return new SqliteBusinessStore(store);
  return PostgresBusinessStore.open({ url: config.store.shared_url, schema: config.store.shared_schema });
}

/**
 * The key that seals dead-lettered events holding sensitive values (`<identity.dir>/dead-letters.key`).
 * Without it such events are stored redacted only, and cannot be replayed as signed.
 */
function deadLetterSealer(dir: string, logger: Logger): EventSealer | undefined {
  try {
    return EventSealer.forDir(dir);
  } catch (error) {
    logger.warning("dead-letter key not readable; events with sensitive values are kept redacted only", {
      dir,
      error,
    });
    return undefined;
  }
}

/** Keys `name` signed with before a rotation; an unreadable file is logged and ignored. */
function retiredKeys(dir: string, name: string, logger: Logger): RetiredKey[] {
  try {
    return Identity.retiredKeys(dir, name);
  } catch (error) {
    logger.error(`retired keys of ${name} not readable; old signatures will not verify`, { dir, error });
    return [];
  }
}

/**
 * The identity in `<dir>/<name>.key`, created (0600) on first start. Keys must outlive the process:
 * a dead letter signed by the daemon has to verify when `eventctl dlq --replay` runs later.
 */
function loadIdentity(dir: string, name: string, logger: Logger): Identity {
  const stored = Identity.load(dir, name);
  if (stored) return stored;
  const identity = Identity.generate(name);
  try {
    identity.save(dir);
    logger.info(`created identity ${name}`, { dir, source_key: identity.sourceKey });
  } catch (error) {
    logger.warning(`identity ${name} could not be saved; using it for this process only`, { dir, error });
  }
  return identity;
}
