import { Counter, Histogram, type Registry } from "prom-client";

/** What an operator watches beyond the HTTP metrics: entities, detectors, limits, replays. */
export function redactionMetrics(registry: Registry) {
  const registers = [registry];
  return {
    entities: new Counter({
      name: "redaction_entities_total",
      help: "Entities found, by type and action",
      labelNames: ["type", "action"] as const,
      registers,
    }),
    detectorSeconds: new Histogram({
      name: "redaction_detector_seconds",
      help: "Time each detector spent on one document",
      labelNames: ["detector"] as const,
      buckets: [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1],
      registers,
    }),
    pipelineSeconds: new Histogram({
      name: "redaction_pipeline_seconds",
      help: "Whole pipeline time for one document (detect, fuse, store, replace)",
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
      registers,
    }),
    inputBytes: new Counter({
      name: "redaction_input_characters_total",
      help: "Characters (UTF-16 code units) of text redacted",
      registers,
    }),
    rateLimited: new Counter({
      name: "redaction_rate_limited_total",
      help: "Requests refused by the per-key token bucket",
      registers,
    }),
    idempotency: new Counter({
      name: "redaction_idempotency_total",
      help: "Requests with an Idempotency-Key, by outcome (new, replay, conflict, in_flight)",
      labelNames: ["outcome"] as const,
      registers,
    }),
    auditSeconds: new Histogram({
      name: "redaction_audit_append_seconds",
      help: "Time to append one audit entry",
      buckets: [0.00005, 0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05],
      registers,
    }),
  };
}

export type RedactionMetrics = ReturnType<typeof redactionMetrics>;
