export {
  API_REFERENCE_CSP,
  API_REFERENCE_PATH,
  type ApiReferenceOptions,
  apiReference,
} from "./api-reference.js";
export { type ApiReferenceVisit, visitApiReference } from "./api-reference-check.js";
export { type AtomicFileLogger, readJsonFile, writeJsonFileAtomic } from "./atomic-json-file.js";
export { type BenchResultsOptions, benchResultsFile } from "./bench-results.js";
export { canonicalHash, canonicalJson, sha256Hex } from "./canonical-json.js";
export { startChild, stopChildren } from "./child-process.js";
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
export { createLogger, type Logger, type LoggerConfig, SECRET_PATHS } from "./logger.js";
export { packageDirOf, runsFromSource } from "./module-location.js";
export {
  type OpenLoopOptions,
  type OpenLoopRequest,
  type OpenLoopResult,
  openLoopLoad,
} from "./open-loop-load.js";
export { requestIdHeader, requestIdOptions } from "./request-id.js";
