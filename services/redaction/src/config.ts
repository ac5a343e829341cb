import { cpus } from "node:os";
import { ConfigError, type ConfigOf, env, readConfig } from "@platform/service-kit";
import { apiKeyEntryProblems, TENANT_NAME } from "./tenants/tenant.js";

/** Every variable the service reads, with its default (docs/redaction.md lists them). */
const schema = {
  PORT: env.int({ default: 8000, min: 0, max: 65535 }),
  HOST: env.string({ default: "0.0.0.0" }),
  LOG_LEVEL: env.oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const, {
    default: "info",
  }),
  /**
   * Comma-separated API keys, `key` or `tenant:key`; each request must present one in `X-API-Key`.
   * A bare key is its own tenant. Placeholders are numbered per tenant.
   */
  REDACT_API_KEYS: env.list(),
  /**
   * Migration from the single-tenant service: this tenant keeps REDACT_SECRET itself (not a key
   * derived from it) and the existing store's keys and tables, so its placeholders do not change.
   */
  REDACT_LEGACY_TENANT: env.string({ default: "" }),
  /** Development only: accept requests without a key. Logged loudly at start-up. */
  REDACT_DEV_NO_AUTH: env.bool({ default: false }),
  /** The HMAC secret of entity keys: change it and every placeholder mapping starts over. */
  REDACT_SECRET: env.string({ required: true, minLength: 16 }),
  REDACT_STORE_PATH: env.string({ default: "./data/redaction/placeholders.sqlite" }),
  /** A JSON-lines file, or `redis` for a Redis stream (needs REDIS_URL). */
  REDACT_AUDIT_LOG: env.string({ default: "./data/redaction/audit.jsonl" }),
  REDIS_URL: env.url({ default: undefined as string | undefined, protocols: ["redis:", "rediss:"] }),
  REDIS_KEY_PREFIX: env.string({ default: "redact:" }),
  REDACT_DETECTOR: env.oneOf(["default", "openmed"] as const, { default: "default" }),
  /**
   * A local token-classification ONNX model directory (docs/redaction.md, Model detector): loaded
   * in every pipeline thread; with `openmed` it is the clinical detector. Checked at start-up.
   */
  REDACT_MODEL_DIR: env.string({ default: "" }),
  /** A directory of versioned YAML policies (`*.yaml`, `*.yml`); the built-in default is always there. */
  REDACT_POLICY_DIR: env.string({ default: "" }),
  REDACT_DEFAULT_POLICY: env.string({ default: "default" }),
  /**
   * The largest JSON body read at all (413 above it). Larger than the text limit by default, so
   * a text at REDACT_MAX_TEXT_BYTES still fits with its JSON escapes and other fields.
   */
  REDACT_BODY_LIMIT_BYTES: env.int({ default: 2_097_152, min: 1024 }),
  /** The largest `text` (UTF-8 bytes) the pipeline takes: 413 above it, before any detection. */
  REDACT_MAX_TEXT_BYTES: env.int({ default: 1_048_576, min: 1 }),
  /** Token bucket per API key: sustained requests per second and burst size. */
  REDACT_RATE_PER_SEC: env.number({ default: 50, min: 0.001 }),
  REDACT_RATE_BURST: env.int({ default: 100, min: 1 }),
  /** Pipeline worker threads; 0 runs the pipeline on the main thread. */
  REDACT_WORKERS: env.int({ default: Math.max(1, cpus().length), min: 0, max: 64 }),
  REDACT_IDEMPOTENCY_TTL_S: env.int({ default: 86_400, min: 1 }),
  REDACT_IDEMPOTENCY_MAX: env.int({ default: 10_000, min: 1 }),
  OTEL_EXPORTER_OTLP_ENDPOINT: env.url({ default: undefined as string | undefined }),
};

export type RedactionConfig = Readonly<ConfigOf<typeof schema>>;

export function readRedactionConfig(source: Record<string, string | undefined>): RedactionConfig {
  const config = readConfig(schema, source);
  const problems: string[] = [];
  if (config.REDACT_API_KEYS.length === 0 && !config.REDACT_DEV_NO_AUTH) {
    problems.push("REDACT_API_KEYS is required (or REDACT_DEV_NO_AUTH=true for development)");
  }
  if (config.REDACT_AUDIT_LOG === "redis" && !config.REDIS_URL) {
    problems.push("REDACT_AUDIT_LOG=redis needs REDIS_URL");
  }
  if (config.REDACT_WORKERS > 0 && config.REDACT_STORE_PATH === ":memory:" && !config.REDIS_URL) {
    problems.push("REDACT_STORE_PATH=:memory: cannot be shared by worker threads; set REDACT_WORKERS=0");
  }
  problems.push(...apiKeyEntryProblems(config.REDACT_API_KEYS));
  if (config.REDACT_LEGACY_TENANT !== "" && !TENANT_NAME.test(config.REDACT_LEGACY_TENANT)) {
    problems.push("REDACT_LEGACY_TENANT must be 1-64 letters, digits, '_', '.' or '-'");
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
