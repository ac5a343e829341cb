import type { EventBus, RemoteTransport } from "../bus/event-bus.js";
import type { DeadLetterQueue } from "../dlq/dead-letter-queue.js";
import type { Logger } from "../logging/json-logger.js";
import type { MetricsRegistry } from "../metrics/metrics-registry.js";

/** A local service as the transport sees it: its name and its wiring-table row. */
export interface TransportService {
  name: string;
  subscribes: readonly string[];
  /** Handle one event at a time across every process (see `ServiceDefinition.ordered`). */
  ordered?: boolean;
  /** Every process applies every event (see `ServiceDefinition.everyProcess`). */
  everyProcess?: boolean;
}

export interface TransportStartOptions {
  bus: EventBus;
  dlq: DeadLetterQueue;
  metrics: MetricsRegistry;
  logger: Logger;
  services: readonly TransportService[];
}

/**
 * A distributed transport plugged into the runtime. The bus sends every published event to it
 * (`send`); `start` begins delivering the events the local services subscribe to through
 * `bus.deliverTo`. Stopping is two steps so the runtime can drain the bus in between: first no new
 * deliveries (`stopConsuming`, which waits for the ones in flight), then `close`.
 */
export interface RuntimeTransport extends RemoteTransport {
  readonly kind: string;
  start(options: TransportStartOptions): Promise<void>;
  stopConsuming(): Promise<void>;
  close(): Promise<void>;
  health(): { ok: boolean; detail: string };
  /**
   * Resolves true once the local services have handled every event in the transport (follow-ups
   * included), false after `timeoutMs`. `eventctl run --stdin` waits for it after each line, so a
   * script runs step by step over NATS as it does in process.
   */
  settle(timeoutMs: number): Promise<boolean>;
}
