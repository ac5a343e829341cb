import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../src/config/load-config.js";
import type { EventEnvelope } from "../src/events/envelope.js";
import { EventRuntime } from "../src/runtime/event-runtime.js";
import type { ServiceDefinition } from "../src/services/service-definition.js";

/** An event runtime in this process with one subscriber, whose handler the bench can watch. */
export interface BusRig {
  runtime: EventRuntime;
  onHandle: (fn: ((event: EventEnvelope) => void) | undefined) => void;
}

/**
 * The runtime with its SQLite file store (WAL) and dead-letter queue in a new folder under `dir`,
 * tracing and metric snapshots off, and one subscriber (`sink` on `fee.assess`) that only calls the
 * `onHandle` hook. `verifyWorkers` 0 verifies signatures inline, on the main thread.
 */
export async function startBusRig(dir: string, verifyWorkers: number): Promise<BusRig> {
  const { config } = loadConfig({ cwd: dir, env: {} });
  const base = mkdtempSync(join(dir, "rig-"));
  config.store.path = join(base, "store.db");
  config.identity.dir = join(base, "keys");
  config.tracing.exporter = "none";
  config.metrics.snapshot_interval_seconds = 0;
  config.bus.verify_workers = verifyWorkers;
  let hook: ((event: EventEnvelope) => void) | undefined;
  const sink: ServiceDefinition = {
    name: "sink",
    description: "counts what it receives",
    subscribes: ["fee.assess"],
    create: () => ({ handle: (event) => hook?.(event) }),
  };
  const runtime = await EventRuntime.start({ config, services: ["sink"], definitions: [sink], sagas: [] });
  return {
    runtime,
    onHandle: (fn) => {
      hook = fn;
    },
  };
}
