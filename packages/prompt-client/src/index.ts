export type {
  AuditState,
  AuditVerification,
  BodyOf,
  Budget,
  BudgetInput,
  Capability,
  CapabilityInput,
  CostForecast,
  CostForecastQuery,
  Execution,
  ExecutionInput,
  ExecutionListQuery,
  Health,
  HttpMethod,
  Me,
  Page,
  PageOptions,
  PathWith,
  Project,
  ProjectInput,
  QueryOf,
  Release,
  ReleaseInput,
  ReleaseListQuery,
  ReleaseState,
  ReplayAttempt,
  ReplayList,
  ResponseOf,
  StoredManifest,
  Version,
  VersionInput,
  Workspace,
  WorkspaceInput,
} from "./api-types.js";
export {
  PlatformApiError,
  PlatformConnectionError,
  type PlatformErrorBody,
  type ValidationIssue,
} from "./errors.js";
export { type ExecutionEvent, type ExecutionEventType, toExecutionEvent } from "./execution-events.js";
export type { paths as PlatformApiPaths } from "./generated/platform-api.js";
export {
  DEFAULT_TIMEOUT_MS,
  newIdempotencyKey,
  type QueryValue,
  type RequestOptions,
  type TransportOptions,
} from "./http-transport.js";
export type {
  EvalGateInput,
  EvalGateResult,
  EvalRun,
  EvalRunInput,
  EvalRunListOptions,
  Grader,
  ManifestScan,
  Repo,
  SuiteInput,
  SuiteResult,
} from "./pending-types.js";
export { PlatformClient, type PlatformClientOptions } from "./platform-client.js";
export {
  backoffDelay,
  DEFAULT_RETRY_POLICY,
  isIdempotent,
  isRetryableStatus,
  type RetryPolicy,
} from "./retry-policy.js";
export { readSse, type SseMessage } from "./sse.js";
