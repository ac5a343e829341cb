import type { EventPlatformConfig } from "../config/config-schema.js";
import { ConfigurationError } from "../errors.js";
import type { Logger } from "../logging/json-logger.js";
import { NatsTransport } from "./nats-transport.js";
import type { RuntimeTransport } from "./runtime-transport.js";

/**
 * The transport to use: `requested` (the `--transport` option) if given, else `transport.kind`;
 * `auto` means NATS when `NATS_URL` is set, otherwise in process.
 */
export function transportKind(
  config: EventPlatformConfig,
  env: Record<string, string | undefined>,
  requested?: string,
): "memory" | "nats" {
  const kind = requested ?? config.transport.kind;
  if (kind === "memory" || kind === "nats") return kind;
  if (kind === "auto") return env.NATS_URL ? "nats" : "memory";
  throw new ConfigurationError(`--transport must be memory, nats or auto, got "${kind}"`);
}

/** The NATS server(s): `NATS_URL` when set, else `nats.url`. */
export function natsUrl(config: EventPlatformConfig, env: Record<string, string | undefined>): string {
  return env.NATS_URL || config.nats.url;
}

/** Connects the configured transport; undefined for the in-process bus. */
export async function createTransport(
  config: EventPlatformConfig,
  env: Record<string, string | undefined>,
  { requested, logger }: { requested?: string; logger: Logger },
): Promise<RuntimeTransport | undefined> {
  if (transportKind(config, env, requested) === "memory") return undefined;
  const servers = natsUrl(config, env);
  try {
    return await NatsTransport.connect({
      servers,
      stream: config.nats.stream,
      subjectPrefix: config.nats.subject_prefix,
      maxDeliver: config.nats.max_deliver,
      ackWaitMs: config.nats.ack_wait_seconds * 1000,
      backoffMs: config.nats.redelivery_backoff_seconds * 1000,
      duplicateWindowMs: config.nats.duplicate_window_seconds * 1000,
      maxAgeMs: config.nats.max_age_hours * 3_600_000,
      batch: config.nats.batch,
      logger: logger.child("nats"),
    });
  } catch (error) {
    throw new ConfigurationError(`cannot use NATS at ${servers}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
