import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EventPlatformConfig } from "../src/config/config-schema.js";
import { loadConfig } from "../src/config/load-config.js";
import { Logger } from "../src/logging/json-logger.js";

export function tempDir(prefix = "eventplat-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Defaults with an in-memory store, no tracing, no periodic snapshots, keys in a temp dir. */
export function testConfig(patch: (c: EventPlatformConfig) => void = () => {}): EventPlatformConfig {
  const { config } = loadConfig({ cwd: tempDir(), env: {} });
  config.store.path = ":memory:";
  config.tracing.exporter = "none";
  config.metrics.snapshot_interval_seconds = 0;
  config.identity.dir = tempDir("eventplat-keys-");
  patch(config);
  return config;
}

/** A logger whose JSON lines are kept for assertions. */
export function capturedLogger(level: "debug" | "info" | "warning" = "debug") {
  const lines: string[] = [];
  const logger = new Logger("test", level, { write: (line: string) => lines.push(line) });
  return { logger, records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

/** A clock tests move by hand. */
export function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}
