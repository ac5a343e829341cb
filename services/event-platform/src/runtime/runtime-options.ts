import type { SpanExporter } from "@opentelemetry/sdk-trace-base";
import type { EventPlatformConfig } from "../config/config-schema.js";
import type { Logger } from "../logging/json-logger.js";
import type { SagaDefinition } from "../saga/saga-runner.js";
import type { SagaFactory } from "../services/lending/lending-sagas.js";
import type { ServiceDefinition } from "../services/service-definition.js";
import type { Scheduler } from "../supervisor/supervisor.js";
import type { RuntimeTransport } from "../transport/runtime-transport.js";

/** Names of the runtime's own identities (signing duplicate notices and daemon publishes). */
export const PLATFORM_IDENTITY = "platform";
export const DAEMON_IDENTITY = "daemon";

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
