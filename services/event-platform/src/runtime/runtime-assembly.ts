import { availableParallelism } from "node:os";
import { AuditLedger } from "../audit/audit-ledger.js";
import { EventBus } from "../bus/event-bus.js";
import type { EventPlatformConfig } from "../config/config-schema.js";
import { verifyWorkerCount } from "../config/verify-workers.js";
import type { Identity } from "../crypto/identity.js";
import { KeyRegistry } from "../crypto/key-registry.js";
import { InlineVerifier, type SignatureVerifier } from "../crypto/signature-verifier.js";
import { VerifierPool } from "../crypto/verifier-pool.js";
import { DeadLetterQueue } from "../dlq/dead-letter-queue.js";
import { EventSealer } from "../dlq/event-sealer.js";
import { StoreError } from "../errors.js";
import type { Logger } from "../logging/json-logger.js";
import type { MetricsRegistry } from "../metrics/metrics-registry.js";
import { SagaRunner } from "../saga/saga-runner.js";
import { lendingSagas } from "../services/lending/lending-sagas.js";
import type { ServiceDefinition } from "../services/service-definition.js";
import type { BusinessStore } from "../store/business-store.js";
import { EventStore } from "../store/event-store.js";
import { PostgresBusinessStore } from "../store/postgres-business-store.js";
import { SqliteBusinessStore } from "../store/sqlite-business-store.js";
import { Supervisor } from "../supervisor/supervisor.js";
import { createTracing, type Tracing } from "../tracing/tracing.js";
import type { RuntimeTransport } from "../transport/runtime-transport.js";
import { loadIdentities } from "./runtime-identities.js";
import { DAEMON_IDENTITY, PLATFORM_IDENTITY, type RuntimeOptions } from "./runtime-options.js";

/*
 * The steps of `EventRuntime.start`, one part each, in the order it takes them. Each takes what it
 * needs by name and returns its part; none starts anything that outlives a failed start except what
 * the caller closes (the stores).
 */

/** The store file, migrated (or refusing to start with migrations pending), counting its errors. */
export function openStore(config: EventPlatformConfig, metrics: MetricsRegistry, logger: Logger): EventStore {
  const store = EventStore.open({
    path: config.store.path,
    busyTimeoutMs: config.store.busy_timeout * 1000,
    autoMigrate: config.store.auto_migrate,
    onError: (counter, error) => {
      metrics.increment(counter);
      logger.error("store error", { error, kind: error.kind });
    },
  });
  const pending = store.pending();
  if (pending.length > 0) {
    store.close();
    throw new StoreError(
      "schema",
      `store ${config.store.path} has pending migrations ${pending.join(", ")}: run "eventctl migrate" or set EVENTPLAT_STORE_AUTO_MIGRATE=true`,
    );
  }
  return store;
}

/** PostgreSQL when `store.shared_url` is set (processes on several hosts), else the store file. */
export async function openBusinessStore(
  config: EventPlatformConfig,
  store: EventStore,
): Promise<BusinessStore> {
  if (!config.store.shared_url) return new SqliteBusinessStore(store);
  return PostgresBusinessStore.open({ url: config.store.shared_url, schema: config.store.shared_schema });
}

/** Inline, or a pool of worker threads (`bus.verify_workers`; decision 0006). */
export function createVerifier(
  config: EventPlatformConfig,
  options: Pick<RuntimeOptions, "daemon" | "cores">,
): { verifier: SignatureVerifier; workers: number } {
  const workers = verifyWorkerCount(config.bus.verify_workers, {
    daemon: options.daemon ?? false,
    cores: options.cores ?? availableParallelism(),
  });
  return { verifier: workers > 0 ? new VerifierPool(workers) : new InlineVerifier(), workers };
}

/** The persisted dead-letter queue, sealing events that hold sensitive values when it can. */
export function createDeadLetterQueue(config: EventPlatformConfig, store: EventStore, logger: Logger) {
  let sealer: EventSealer | undefined;
  try {
    sealer = EventSealer.forDir(config.identity.dir);
  } catch (error) {
    // Without the key such events are stored redacted only, and cannot be replayed as signed.
    logger.warning("dead-letter key not readable; events with sensitive values are kept redacted only", {
      dir: config.identity.dir,
      error,
    });
  }
  return new DeadLetterQueue(store, config.dlq.max_size, undefined, sealer);
}

export function createSupervisor(
  config: EventPlatformConfig,
  { now, scheduler, logger }: { now: () => number; scheduler: RuntimeOptions["scheduler"]; logger: Logger },
): Supervisor {
  return new Supervisor({
    backoffSeconds: config.recovery.backoff_seconds,
    maxRestarts: config.recovery.max_restarts,
    autoRestart: config.recovery.auto_restart,
    now,
    scheduler,
    onTransition: (service, status) => logger.warning(`service ${service} is ${status.state}`, { ...status }),
  });
}

export function createBus(
  config: EventPlatformConfig,
  parts: {
    verifier: SignatureVerifier;
    metrics: MetricsRegistry;
    logger: Logger;
    dlq: DeadLetterQueue;
    keys: KeyRegistry;
    tracing: Tracing;
    supervisor: Supervisor;
    identities: Map<string, Identity>;
    now: () => number;
    transport: RuntimeOptions["transport"];
  },
): EventBus {
  return new EventBus({
    verifier: parts.verifier,
    metrics: parts.metrics,
    logger: parts.logger.child("bus"),
    dlq: parts.dlq,
    keys: parts.keys,
    tracer: parts.tracing.tracer,
    supervisor: parts.supervisor,
    systemIdentity: parts.identities.get(PLATFORM_IDENTITY),
    rateLimit: config.bus.rate_limit,
    circuitThreshold: config.bus.circuit_failure_threshold,
    circuitOpenMs: config.bus.circuit_open_seconds * 1000,
    idempotencyCapacity: config.bus.idempotency_capacity,
    now: parts.now,
    remote: parts.transport,
  });
}

/** The saga runner (`saga.enabled`), its events signed by mechanism (or the platform identity). */
export function createSagas(
  config: EventPlatformConfig,
  {
    sagas,
    store,
    business,
    bus,
    identities,
    now,
    logger,
  }: {
    sagas: RuntimeOptions["sagas"];
    store: EventStore;
    business: BusinessStore;
    bus: EventBus;
    identities: Map<string, Identity>;
    now: () => number;
    logger: Logger;
  },
): SagaRunner | undefined {
  if (!config.saga.enabled) return undefined;
  const mechanism = identities.get("mechanism") ?? identities.get(PLATFORM_IDENTITY)!;
  const definitions =
    typeof sagas === "function" || sagas === undefined
      ? (sagas ?? lendingSagas)({
          store,
          business,
          now,
          publish: (event) => bus.publish(mechanism.createEvent(event)),
        })
      : sagas;
  return new SagaRunner({
    store,
    business,
    definitions,
    logger: logger.child("saga"),
    leaseMs: config.saga.lease_seconds * 1000,
    emit: (type, payload) => bus.publish(mechanism.createEvent({ event_type: type, payload })),
  });
}

/** The audit ledger, committing each event-loop turn's entries together. */
export function createLedger(config: EventPlatformConfig, store: EventStore, logger: Logger): AuditLedger {
  return new AuditLedger(store, config.audit.max_ledger, undefined, {
    groupCommit: true,
    onWriteError: (error) => logger.error("audit entries not written yet; retrying with the next", { error }),
  });
}

/** What `start` assembles: the runtime's public parts and the ones only it uses. */
export interface RuntimeParts {
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
  keys: KeyRegistry;
  tracing: Tracing;
  identities: Map<string, Identity>;
  definitions: readonly ServiceDefinition[];
  verifier: SignatureVerifier;
  /** Worker threads verifying signatures (0: inline). */
  verifyWorkers: number;
  background: boolean;
  now: () => number;
  transport: RuntimeTransport | undefined;
}

/** The runtime's parts, each made by its named step (`runtime-assembly.ts`), in dependency order. */
export function assembleRuntime({
  options,
  logger,
  now,
  definitions,
  metrics,
  store,
  business,
}: {
  options: RuntimeOptions;
  logger: Logger;
  now: () => number;
  definitions: readonly ServiceDefinition[];
  metrics: MetricsRegistry;
  store: EventStore;
  business: BusinessStore;
}): RuntimeParts {
  const { config } = options;
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
  const identities = loadIdentities({
    dir: config.identity.dir,
    names: [PLATFORM_IDENTITY, DAEMON_IDENTITY, ...definitions.map((d) => d.name)],
    keys,
    logger,
  });
  const { verifier, workers: verifyWorkers } = createVerifier(config, options);
  const dlq = createDeadLetterQueue(config, store, logger);
  const supervisor = createSupervisor(config, { now, scheduler: options.scheduler, logger });
  const transport = options.transport;
  const bus = createBus(config, {
    verifier,
    metrics,
    logger,
    dlq,
    keys,
    tracing,
    supervisor,
    identities,
    now,
    transport,
  });
  const sagas = createSagas(config, { sagas: options.sagas, store, business, bus, identities, now, logger });
  const ledger = createLedger(config, store, logger);
  const background = options.background ?? true;
  return {
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
    keys,
    tracing,
    identities,
    definitions,
    verifier,
    verifyWorkers,
    background,
    now,
    transport,
  };
}
