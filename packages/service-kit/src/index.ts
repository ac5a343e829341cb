export {
  API_REFERENCE_CSP,
  API_REFERENCE_PATH,
  type ApiReferenceOptions,
  apiReference,
} from "./api-reference.js";
export { type ApiReferenceVisit, visitApiReference } from "./api-reference-check.js";
export { type AtomicFileLogger, readJsonFile, writeJsonFileAtomic } from "./atomic-json-file.js";
export { canonicalHash, canonicalJson, sha256Hex } from "./canonical-json.js";
export { ConfigError, type ConfigOf, type EnvField, env, readConfig } from "./config.js";
export {
  type GracefulShutdownOptions,
  installGracefulShutdown,
  type ShutdownLogger,
} from "./graceful-shutdown.js";
export {
  DEFAULT_DURATION_BUCKETS,
  type HttpMetricsOptions,
  httpMetrics,
  PROMETHEUS_CONTENT_TYPE,
  routeLabel,
  statusClass,
} from "./http-metrics.js";
export { FileIdempotencyStore } from "./idempotency/file-idempotency-store.js";
export {
  type IdempotencyErrors,
  type IdempotencyMode,
  type IdempotencyOptions,
  type IdempotencyOutcome,
  type IdempotencySlot,
  idempotency,
  idempotencyHooks,
  takeIdempotencySlot,
} from "./idempotency/idempotency-hooks.js";
export {
  type Claim,
  DEFAULT_IDEMPOTENCY_MAX_RECORDS,
  DEFAULT_IDEMPOTENCY_TTL_MS,
  type IdempotencyStore,
  type RecordKey,
  type RecordLimits,
  type StoredResponse,
} from "./idempotency/idempotency-store.js";
export {
  type MemoryIdempotencyOptions,
  MemoryIdempotencyStore,
} from "./idempotency/memory-idempotency-store.js";
export {
  type PostgresIdempotencyOptions,
  PostgresIdempotencyStore,
  type SqlQueryable,
} from "./idempotency/postgres-idempotency-store.js";
export {
  IN_FLIGHT_MS,
  type RedisIdempotencyOptions,
  RedisIdempotencyStore,
} from "./idempotency/redis-idempotency-store.js";
export { COMPACT_SLACK, Journal } from "./json-lines-journal.js";
export { createLogger, type Logger, type LoggerConfig, SECRET_PATHS } from "./logger.js";
export { packageDirOf, runsFromSource } from "./module-location.js";
export {
  type BucketShape,
  MemoryTokenBuckets,
  type RateDecision,
  type RateLimiter,
  RedisTokenBuckets,
} from "./rate/rate-limiter.js";
export { TokenBucket, type TokenBucketOptions } from "./rate/token-bucket.js";
export { requestIdHeader, requestIdOptions } from "./request-id.js";
