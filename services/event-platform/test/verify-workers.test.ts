import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config/load-config.js";
import { verifyWorkerCount } from "../src/config/verify-workers.js";
import { EventRuntime } from "../src/runtime/event-runtime.js";
import { capturedLogger, tempDir, testConfig } from "./helpers.js";

describe("bus.verify_workers", () => {
  it("defaults to auto: one worker in the daemon on 2 or more cores, otherwise inline", () => {
    expect(loadConfig({ cwd: tempDir(), env: {} }).config.bus.verify_workers).toBe("auto");
    expect(verifyWorkerCount("auto", { daemon: true, cores: 2 })).toBe(1);
    expect(verifyWorkerCount("auto", { daemon: true, cores: 64 })).toBe(1);
    expect(verifyWorkerCount("auto", { daemon: true, cores: 1 })).toBe(0);
    expect(verifyWorkerCount("auto", { daemon: false, cores: 64 })).toBe(0);
  });

  it("a number is taken as it is, daemon or not", () => {
    for (const daemon of [true, false]) {
      expect(verifyWorkerCount(0, { daemon, cores: 8 })).toBe(0);
      expect(verifyWorkerCount(2, { daemon, cores: 1 })).toBe(2);
    }
  });

  it("accepts auto or 0-64 from files and variables; anything else is skipped with a warning", () => {
    const cwd = tempDir();
    const load = (value: string) => loadConfig({ cwd, env: { EVENTPLAT_BUS_VERIFY_WORKERS: value } });
    expect(load("AUTO").config.bus.verify_workers).toBe("auto");
    expect(load("2").config.bus.verify_workers).toBe(2);
    expect(load("0").config.bus.verify_workers).toBe(0);
    const bad = load("many");
    expect(bad.config.bus.verify_workers).toBe("auto");
    expect(bad.warnings.join("\n")).toMatch(/EVENTPLAT_BUS_VERIFY_WORKERS is not a number/);
    expect(load("65").warnings.join("\n")).toMatch(/must be <= 64/);
  });

  it("the runtime logs the count it chose: a worker for the daemon on 2 cores, inline for a library", async () => {
    for (const [daemon, expected] of [
      [true, 1],
      [false, 0],
    ] as const) {
      const { logger, records } = capturedLogger("info");
      const runtime = await EventRuntime.start({
        config: testConfig(),
        services: [],
        sagas: [],
        logger,
        daemon,
        cores: 2,
      });
      await runtime.stop();
      const started = records().find((r) => r.message === "event runtime started");
      expect(started?.verify_workers).toBe(expected);
    }
  });
});
