import { LOG_LEVELS, type LogLevel } from "../logging/json-logger.js";
import { LENDING_CONFIG_FIELDS, type LendingSettings } from "../services/lending/lending-config.js";
import { TRANSPORT_CONFIG_FIELDS, type TransportSettings } from "../transport/transport-config.js";
import type { ConfigField, FieldType } from "./config-field.js";

export const TRACING_EXPORTERS = ["auto", "console", "otlp", "none"] as const;
export type TracingExporter = (typeof TRACING_EXPORTERS)[number];

/** The whole configuration, after eventctl.json, config.<EVENTPLAT_ENV>.json and EVENTPLAT_*. */
export interface EventPlatformConfig extends LendingSettings, TransportSettings {
  services: string[];
  bus: {
    rate_limit: number;
    circuit_failure_threshold: number;
    circuit_open_seconds: number;
    idempotency_capacity: number;
    drain_seconds: number;
    /** A count, or "auto": see `verifyWorkerCount`. */
    verify_workers: number | "auto";
    signature_replay_window_seconds: number;
    strict_sources: boolean;
  };
  dlq: { max_size: number };
  store: {
    path: string;
    busy_timeout: number;
    auto_migrate: boolean;
    shared_url: string;
    shared_schema: string;
  };
  audit: { max_ledger: number };
  recovery: { auto_restart: boolean; backoff_seconds: number; max_restarts: number };
  saga: { enabled: boolean; lease_seconds: number };
  log: { level: LogLevel };
  metrics: { max_series: number; snapshot_interval_seconds: number };
  tracing: { exporter: TracingExporter };
  identity: { dir: string };
  server: { host: string; port: number; shutdown_timeout: number; publish_policy: string };
}

export type { ConfigField, FieldType } from "./config-field.js";

const int = (min: number, max = Number.MAX_SAFE_INTEGER): FieldType => ({
  kind: "number",
  min,
  max,
  integer: true,
});
const num = (min: number, max = Number.MAX_SAFE_INTEGER): FieldType => ({ kind: "number", min, max });

/** Every setting, its default (the spec's value where it gives one) and its meaning. */
export const CONFIG_FIELDS: readonly ConfigField[] = [
  { path: "services", type: { kind: "list" }, default: ["mechanism", "audit"], doc: "services to run" },
  { path: "bus.rate_limit", type: num(0), default: 0, doc: "events/s per subscriber; 0 = unlimited" },
  {
    path: "bus.circuit_failure_threshold",
    type: int(1),
    default: 5,
    doc: "consecutive failures that open a circuit",
  },
  { path: "bus.circuit_open_seconds", type: num(0), default: 60, doc: "how long a circuit stays open" },
  {
    path: "bus.idempotency_capacity",
    type: int(1),
    default: 100_000,
    doc: "event ids remembered per handler",
  },
  {
    path: "bus.drain_seconds",
    type: num(0),
    default: 5,
    doc: "longest wait for in-flight handlers on shutdown",
  },
  {
    path: "bus.verify_workers",
    type: { kind: "number", min: 0, max: 64, integer: true, words: ["auto"] },
    default: "auto",
    doc: "worker threads verifying signatures; 0 = inline; auto = 1 in the daemon (eventctl serve) on 2 or more cores, otherwise 0",
  },
  {
    path: "bus.signature_replay_window_seconds",
    type: num(0),
    default: 300,
    doc: "how long a rotated-out key still verifies",
  },
  {
    path: "bus.strict_sources",
    type: { kind: "boolean" },
    default: false,
    doc: "refuse sources with no registered key",
  },
  { path: "dlq.max_size", type: int(1), default: 10_000, doc: "dead-letter records kept; oldest evicted" },
  {
    path: "store.path",
    type: { kind: "string" },
    default: ".eventctl/eventplat.db",
    doc: "SQLite file or :memory:",
  },
  { path: "store.busy_timeout", type: num(0), default: 30, doc: "seconds to wait for a locked database" },
  {
    path: "store.auto_migrate",
    type: { kind: "boolean" },
    default: true,
    doc: "apply pending migrations at start",
  },
  {
    path: "store.shared_url",
    type: { kind: "string" },
    default: "",
    doc: "PostgreSQL URL of the business store shared by processes on several hosts (loan state, outcomes); empty = the store file",
  },
  {
    path: "store.shared_schema",
    type: { kind: "string" },
    default: "eventplat",
    doc: "PostgreSQL schema of the shared business store (created when absent)",
  },
  {
    path: "audit.max_ledger",
    type: int(1),
    default: 100_000,
    doc: "ledger entries kept in memory; older archived",
  },
  {
    path: "recovery.auto_restart",
    type: { kind: "boolean" },
    default: true,
    doc: "restart a crashed service",
  },
  { path: "recovery.backoff_seconds", type: num(0), default: 1, doc: "first restart delay" },
  {
    path: "recovery.max_restarts",
    type: int(1),
    default: 5,
    doc: "consecutive failures before permanently unhealthy",
  },
  {
    path: "saga.enabled",
    type: { kind: "boolean" },
    default: true,
    doc: "run sagas (and resume them at start)",
  },
  {
    path: "saga.lease_seconds",
    type: num(0.1),
    default: 30,
    doc: "a saga with a business key whose runner stops renewing is taken over after this",
  },
  {
    path: "log.level",
    type: { kind: "oneOf", values: LOG_LEVELS },
    default: "info",
    doc: "lowest level logged",
  },
  { path: "metrics.max_series", type: int(1), default: 10_000, doc: "metric series cap" },
  {
    path: "metrics.snapshot_interval_seconds",
    type: num(0),
    default: 60,
    doc: "how often metrics are saved to the store; 0 = only at shutdown",
  },
  {
    path: "tracing.exporter",
    type: { kind: "oneOf", values: TRACING_EXPORTERS },
    default: "auto",
    doc: "auto = otlp when OTEL_EXPORTER_OTLP_ENDPOINT is set, else console",
  },
  {
    path: "identity.dir",
    type: { kind: "string" },
    default: ".eventctl/identities",
    doc: "Ed25519 key files",
  },
  { path: "server.host", type: { kind: "string" }, default: "127.0.0.1", doc: "daemon bind address" },
  { path: "server.port", type: int(0, 65535), default: 8090, doc: "daemon port" },
  { path: "server.shutdown_timeout", type: num(0), default: 30, doc: "seconds allowed for a graceful drain" },
  {
    path: "server.publish_policy",
    type: { kind: "string" },
    default: "",
    doc: "publish policy file (which token may publish which event types); empty = external input types only",
  },
  ...LENDING_CONFIG_FIELDS,
  ...TRANSPORT_CONFIG_FIELDS,
];

/** `bus.rate_limit` -> `EVENTPLAT_BUS_RATE_LIMIT`. */
export function envName(path: string): string {
  return `EVENTPLAT_${path.replace(/\./g, "_").toUpperCase()}`;
}
