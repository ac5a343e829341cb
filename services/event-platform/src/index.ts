export { TokenBucket } from "@platform/service-kit";
export {
  AuditLedger,
  GENESIS_HASH,
  type LedgerEntry,
  type LedgerVerification,
} from "./audit/audit-ledger.js";
export { CircuitBreaker, CircuitState } from "./bus/circuit-breaker.js";
export {
  type DeliveryResult,
  EventBus,
  type EventBusOptions,
  type EventHandler,
  type HandlerContext,
  type PublishOutcome,
} from "./bus/event-bus.js";
export { IdempotencyGuard } from "./bus/idempotency-guard.js";
export { ALL_EVENTS, subscribersOf, type WiringTable } from "./bus/wiring-table.js";
export { CONFIG_FIELDS, type EventPlatformConfig, envName } from "./config/config-schema.js";
export { defaultConfigDocument, type LoadedConfig, loadConfig } from "./config/load-config.js";
export { Identity, identityPaths } from "./crypto/identity.js";
export { KeyRegistry } from "./crypto/key-registry.js";
export { InlineVerifier, type SignatureVerifier } from "./crypto/signature-verifier.js";
export { VerifierPool } from "./crypto/verifier-pool.js";
export { DeadLetterQueue, type DeadLetterRecord, type ReplayResult } from "./dlq/dead-letter-queue.js";
export {
  AuthzError,
  CircuitBreakerOpenError,
  ConfigurationError,
  ERROR_CODES,
  EventPlatformError,
  MigrationError,
  ProtocolError,
  RateLimitError,
  ServiceUnavailableError,
  StoreError,
  UnknownServiceError,
} from "./errors.js";
export {
  buildEvent,
  type EventEnvelope,
  type NewEvent,
  type Payload,
  signingBytes,
  type UnsignedEvent,
  validateEnvelope,
} from "./events/envelope.js";
export { buildDaemon, type DaemonOptions } from "./http/daemon-app.js";
export { publishBodySchema } from "./http/publish-routes.js";
export { Logger, type LogLevel, silentLogger } from "./logging/json-logger.js";
export { Counters, MetricsRegistry, type MetricsSnapshot, Timers } from "./metrics/metrics-registry.js";
export { prometheusText } from "./metrics/prometheus-text.js";
export { redactText, redactValue } from "./redaction/redact.js";
export {
  DAEMON_IDENTITY,
  EventRuntime,
  type RuntimeHealth,
  type RuntimeOptions,
} from "./runtime/event-runtime.js";
export {
  type SagaDefinition,
  type SagaRecord,
  SagaRunner,
  SagaStatus,
  type SagaStep,
  type StepContext,
} from "./saga/saga-runner.js";
export type { PlatformService, ServiceContext, ServiceDefinition } from "./services/service-definition.js";
export { findServices, SERVICE_DEFINITIONS, wiringTableOf } from "./services/service-registry.js";
export { EventStore, type StoreHealth } from "./store/event-store.js";
export { MIGRATIONS, type Migration } from "./store/migrations.js";
export { restartDelaySeconds } from "./supervisor/backoff.js";
export { ServiceState, Supervisor } from "./supervisor/supervisor.js";
export { createTracing, type Tracing } from "./tracing/tracing.js";
