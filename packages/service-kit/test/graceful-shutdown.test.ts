import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { installGracefulShutdown } from "../src/index.js";

function setup(close: () => Promise<void>, graceMs = 1000) {
  const target = new EventEmitter();
  const exits: number[] = [];
  const logger = { info: vi.fn(), error: vi.fn() };
  const uninstall = installGracefulShutdown({
    close,
    logger,
    graceMs,
    exit: (code) => exits.push(code),
    target: target as unknown as NodeJS.Process,
  });
  return { target, exits, logger, uninstall };
}

describe("installGracefulShutdown", () => {
  it("drains then exits 0, once, however many signals arrive", async () => {
    let closes = 0;
    const { target, exits } = setup(async () => {
      closes++;
    });
    target.emit("SIGTERM", "SIGTERM");
    target.emit("SIGINT", "SIGINT");
    await vi.waitFor(() => expect(exits).toEqual([0]));
    expect(closes).toBe(1);
  });

  it("forces exit 1 when draining outlives the grace period", async () => {
    vi.useFakeTimers();
    try {
      const { target, exits } = setup(() => new Promise(() => {}), 10_000);
      target.emit("SIGTERM", "SIGTERM");
      vi.advanceTimersByTime(9_999);
      expect(exits).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(exits).toEqual([1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("exits 1 on an uncaught exception and only logs an unhandled rejection", () => {
    const { target, exits, logger, uninstall } = setup(async () => {});
    target.emit("unhandledRejection", new Error("later"));
    expect(exits).toEqual([]);
    expect(logger.error).toHaveBeenCalledTimes(1);
    target.emit("uncaughtException", new Error("boom"));
    expect(exits).toEqual([1]);
    uninstall();
    expect(target.listenerCount("SIGTERM")).toBe(0);
  });
});
