import type { ConfigField } from "../config/config-field.js";

export const TRANSPORT_KINDS = ["auto", "memory", "nats"] as const;
export type TransportKind = (typeof TRANSPORT_KINDS)[number];

/** Settings of the event transport (sections of the platform configuration). */
export interface TransportSettings {
  transport: { kind: TransportKind };
  nats: {
    url: string;
    stream: string;
    subject_prefix: string;
    max_deliver: number;
    ack_wait_seconds: number;
    redelivery_backoff_seconds: number;
    duplicate_window_seconds: number;
    max_age_hours: number;
    batch: number;
  };
}

const int = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  ({ kind: "number", min, max, integer: true }) as const;
const num = (min: number) => ({ kind: "number", min, max: Number.MAX_SAFE_INTEGER }) as const;

export const TRANSPORT_CONFIG_FIELDS: readonly ConfigField[] = [
  {
    path: "transport.kind",
    type: { kind: "oneOf", values: TRANSPORT_KINDS },
    default: "auto",
    doc: "memory (in process) or nats (JetStream); auto = nats when NATS_URL is set",
  },
  {
    path: "nats.url",
    type: { kind: "string" },
    default: "nats://127.0.0.1:4222",
    doc: "NATS server(s), comma separated; NATS_URL wins when set",
  },
  { path: "nats.stream", type: { kind: "string" }, default: "EVENTPLAT", doc: "JetStream stream name" },
  {
    path: "nats.subject_prefix",
    type: { kind: "string" },
    default: "eventplat",
    doc: "events go to <prefix>.<event_type>",
  },
  {
    path: "nats.max_deliver",
    type: int(1, 1000),
    default: 5,
    doc: "deliveries of an event to a service before it is dead-lettered",
  },
  {
    path: "nats.ack_wait_seconds",
    type: num(0.1),
    default: 30,
    doc: "redelivery after a silent consumer (a crashed process)",
  },
  {
    path: "nats.redelivery_backoff_seconds",
    type: num(0),
    default: 1,
    doc: "delay before the first redelivery after a failure; doubles, capped at 60 s",
  },
  {
    path: "nats.duplicate_window_seconds",
    type: num(1),
    default: 120,
    doc: "how long JetStream remembers a Nats-Msg-Id",
  },
  {
    path: "nats.max_age_hours",
    type: num(0),
    default: 168,
    doc: "how long the stream keeps events; 0 = forever",
  },
  { path: "nats.batch", type: int(1, 10_000), default: 100, doc: "messages pulled at a time per service" },
];
