import type { AuditLedger } from "../audit/audit-ledger.js";
import type { EventHandler, PublishOutcome } from "../bus/event-bus.js";
import type { EventPlatformConfig } from "../config/config-schema.js";
import type { KeyRegistry } from "../crypto/key-registry.js";
import type { NewEvent } from "../events/envelope.js";
import type { Logger } from "../logging/json-logger.js";
import type { MetricsRegistry } from "../metrics/metrics-registry.js";
import type { SagaRunner } from "../saga/saga-runner.js";
import type { BusinessStore } from "../store/business-store.js";
import type { EventStore } from "../store/event-store.js";

/** What a service gets when it is created (and re-created by the supervisor after a crash). */
export interface ServiceContext {
  config: EventPlatformConfig;
  store: EventStore;
  /**
   * Business state that must be one copy across processes and hosts (loan records, outcomes): the
   * store file by default, PostgreSQL with `store.shared_url` (decision 0030).
   */
  business: BusinessStore;
  metrics: MetricsRegistry;
  logger: Logger;
  /** Undefined when sagas are disabled (EVENTPLAT_SAGA_ENABLED=false). */
  sagas: SagaRunner | undefined;
  /** The runtime's audit ledger (one per runtime, shared across restarts of the audit service). */
  ledger: AuditLedger;
  /** The runtime's clock (ms); tests move it by hand. */
  now: () => number;
  /** The keys each source may sign with (the identity service maintains it). */
  keys: KeyRegistry;
  /**
   * Publishes an event signed by this service that no handled event caused (a deadline found by a
   * timer). Inside a handler use `context.emit`.
   */
  publish(event: NewEvent): Promise<PublishOutcome>;
}

export interface PlatformService {
  handle: EventHandler;
  stop?(): void | Promise<void>;
  health?(): { ok: boolean; detail: string };
}

/**
 * One row of the service registry: the name `eventctl list` shows and `--services` takes, the
 * event types it receives (its wiring-table entry; `*` = every event), and how to create it.
 */
export interface ServiceDefinition {
  name: string;
  description: string;
  subscribes: readonly string[];
  /**
   * Event types this service takes from outside the platform (`POST /v1/publish`), beyond the
   * built-in services' (`EXTERNAL_INPUTS`): a publisher's default policy allows them.
   */
  external?: readonly string[];
  /**
   * Over NATS, the service's events are handled one at a time across all its processes, in stream
   * order (its durable consumer has `max_ack_pending` 1): for state whose history depends on order
   * (a loan's asset class). The state itself must be in the business store (`context.business`).
   */
  ordered?: boolean;
  /**
   * Every process that runs the service must apply every event it subscribes to, because what the
   * service maintains lives in the process (identity: the verifier's key registry). Over NATS the
   * service gets a consumer per process, replaying the stream from its start, instead of the shared
   * durable one; its handler must be idempotent, since a process that starts later applies every
   * event still in the stream again. In process there is one process: nothing changes.
   */
  everyProcess?: boolean;
  create(context: ServiceContext): PlatformService | Promise<PlatformService>;
}
