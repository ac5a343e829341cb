import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
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

/**
 * A clock and a scheduler driven by hand, sharing one time: `advance(ms)` moves the clock and runs
 * every timer now due, then lets the work they started settle.
 */
export function fakeTime(start = 1_000_000) {
  let now = start;
  let nextId = 0;
  const timers: Array<{ at: number; fn: () => void; id: number }> = [];
  return {
    now: () => now,
    scheduler: {
      setTimeout: (fn: () => void, ms: number) => {
        timers.push({ at: now + ms, fn, id: nextId });
        return nextId++;
      },
      clearTimeout: (id: unknown) => {
        const i = timers.findIndex((t) => t.id === id);
        if (i >= 0) timers.splice(i, 1);
      },
    },
    /** Delays of the timers waiting, in ms from now. */
    pending: () => timers.map((t) => t.at - now),
    async advance(ms: number) {
      now += ms;
      for (const t of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(t), 1);
        t.fn();
      }
      for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    },
  };
}

/** A fixture of `test/fixtures/` (`name`, a .ts file) as a child process, its stdout piped. */
export function spawnFixture(name: string, env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    ["--conditions=source", "--import", "tsx", fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))],
    { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] },
  );
}

/** Runs a fixture until it prints `line`, then kills it with SIGKILL: the signal it died of. */
export async function killFixtureAt(
  name: string,
  env: Record<string, string>,
  line: string,
): Promise<NodeJS.Signals | null> {
  const child = spawnFixture(name, env);
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on("exit", (_code, signal) => resolve(signal)),
  );
  for await (const printed of createInterface({ input: child.stdout! })) {
    if (printed === line) break;
  }
  child.kill("SIGKILL");
  return exited;
}
