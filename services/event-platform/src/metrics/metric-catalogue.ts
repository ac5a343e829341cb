/**
 * Every metric the platform records, with its Prometheus help text. /v1/metrics lists each one from
 * the start, at zero when nothing has been counted yet, so a dashboard or an alert on a spec metric
 * (`events.failed`, `authz.failures`, ...) finds the series before the first event.
 */
export interface MetricDescription {
  kind: "counter" | "timer";
  help: string;
}

export const METRIC_CATALOGUE: Readonly<Record<string, MetricDescription>> = {
  // The spec's metrics.
  "events.emitted": { kind: "counter", help: "Events admitted onto the bus, by event_type." },
  "events.handled": {
    kind: "counter",
    help: "Events a subscriber's handler completed, by service and event_type.",
  },
  "events.failed": {
    kind: "counter",
    help: "Handler failures (exceptions and refused events), by service and event_type.",
  },
  "store.corruption": { kind: "counter", help: "Times the store was found corrupt." },
  "store.io_error": { kind: "counter", help: "Store reads or writes that failed with an I/O error." },
  "authz.failures": {
    kind: "counter",
    help: "Events dropped for a bad signature or a key the source may not use, by source.",
  },
  "handle.duration": { kind: "timer", help: "Handler run time, by service and event_type." },
  "pricing.rate_caps": {
    kind: "counter",
    help: "Interest rates checked against the product's cap, by product and outcome (capped, within).",
  },
  "pricing.penal_interest": {
    kind: "counter",
    help: "Penal interest checked against its cap, by product and outcome (capped, within).",
  },
  "pricing.foreclosure": {
    kind: "counter",
    help: "Foreclosure charges assessed, by product and outcome (charged, waived).",
  },
  // The platform's own.
  "idempotency.duplicate_dropped": {
    kind: "counter",
    help: "Duplicate events a subscriber's idempotency guard dropped, by service.",
  },
  "dlq.dead_lettered": { kind: "counter", help: "Events put in the dead-letter queue, by reason." },
  // The NATS JetStream transport's (zero without it).
  "nats.published": { kind: "counter", help: "Events published to the JetStream stream, by event_type." },
  "nats.duplicate_dropped": {
    kind: "counter",
    help: "Publishes JetStream reported as duplicates of an event already in the stream.",
  },
  "nats.redeliveries": { kind: "counter", help: "Messages JetStream delivered again, by service." },
  "nats.dead_lettered": {
    kind: "counter",
    help: "Messages given up on after their last delivery and dead-lettered, by service.",
  },
};
