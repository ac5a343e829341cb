import { describe, expect, it } from "vitest";
import { restartDelaySeconds } from "../src/supervisor/backoff.js";
import { type Scheduler, Supervisor } from "../src/supervisor/supervisor.js";

/** A scheduler driven by hand: `fire()` runs every due timer at the fake time. */
function fakeScheduler() {
  let now = 0;
  const timers: Array<{ at: number; fn: () => void; id: number }> = [];
  let nextId = 0;
  const scheduler: Scheduler = {
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
  };
  return {
    scheduler,
    now: () => now,
    delays: () => timers.map((t) => t.at - now),
    async advance(ms: number) {
      now += ms;
      for (const t of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(t), 1);
        t.fn();
      }
      await new Promise((r) => setImmediate(r));
    },
  };
}

describe("supervisor", () => {
  it("backoff_seconds x 2^(failures-1), capped at 60 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((f) => restartDelaySeconds(1, f))).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
    expect(restartDelaySeconds(2.5, 3)).toBe(10);
    expect(restartDelaySeconds(30, 2)).toBe(60);
    expect(restartDelaySeconds(30, 3)).toBe(60);
  });

  it("restarts after the backoff, doubles it per consecutive failure, marks unhealthy at max_restarts", async () => {
    const clock = fakeScheduler();
    let restarts = 0;
    const sup = new Supervisor({
      backoffSeconds: 1,
      maxRestarts: 4,
      autoRestart: true,
      now: clock.now,
      scheduler: clock.scheduler,
    });
    sup.register("pricing", () => void restarts++);
    const expected = [1000, 2000, 4000];
    for (const [i, delay] of expected.entries()) {
      sup.recordFailure("pricing", new Error(`crash ${i + 1}`));
      expect(sup.status("pricing")).toMatchObject({
        state: "restarting",
        failures: i + 1,
        last_error: `Error: crash ${i + 1}`,
      });
      expect(sup.isAvailable("pricing")).toBe(false);
      expect(clock.delays()).toEqual([delay]);
      await clock.advance(delay - 1);
      expect(restarts).toBe(i);
      await clock.advance(1);
      expect(restarts).toBe(i + 1);
      expect(sup.status("pricing")!.state).toBe("running");
    }
    expect(sup.health().ok).toBe(true);
    sup.recordFailure("pricing", new Error("crash 4"));
    expect(sup.status("pricing")).toMatchObject({ state: "unhealthy", failures: 4 });
    expect(clock.delays()).toEqual([]);
    expect(sup.health()).toEqual({ ok: false, detail: "permanently unhealthy: pricing" });
    sup.recordSuccess("pricing");
    sup.recordFailure("pricing", new Error("ignored"));
    expect(sup.status("pricing")).toMatchObject({ state: "unhealthy", failures: 4 });
  });

  it("a success resets the consecutive count, so the next failure waits backoff_seconds again", async () => {
    const clock = fakeScheduler();
    const sup = new Supervisor({
      backoffSeconds: 2,
      maxRestarts: 3,
      autoRestart: true,
      now: clock.now,
      scheduler: clock.scheduler,
    });
    sup.register("audit", () => {});
    sup.recordFailure("audit", "x");
    await clock.advance(2000);
    sup.recordFailure("audit", "x");
    expect(clock.delays()).toEqual([4000]);
    await clock.advance(4000);
    sup.recordSuccess("audit");
    expect(sup.status("audit")!.failures).toBe(0);
    sup.recordFailure("audit", "x");
    expect(clock.delays()).toEqual([2000]);
  });

  it("caps the delay at 60 s", async () => {
    const clock = fakeScheduler();
    const sup = new Supervisor({
      backoffSeconds: 20,
      maxRestarts: 10,
      autoRestart: true,
      now: clock.now,
      scheduler: clock.scheduler,
    });
    sup.register("s", () => {});
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      sup.recordFailure("s", "x");
      seen.push(clock.delays()[0]!);
      await clock.advance(seen.at(-1)!);
    }
    expect(seen).toEqual([20_000, 40_000, 60_000, 60_000]);
  });

  it("a restart that throws counts as another failure", async () => {
    const clock = fakeScheduler();
    let attempts = 0;
    const sup = new Supervisor({
      backoffSeconds: 1,
      maxRestarts: 5,
      autoRestart: true,
      now: clock.now,
      scheduler: clock.scheduler,
    });
    sup.register("s", () => {
      attempts++;
      if (attempts === 1) throw new Error("cannot start");
    });
    sup.recordFailure("s", "x");
    await clock.advance(1000);
    expect(sup.status("s")).toMatchObject({
      state: "restarting",
      failures: 2,
      last_error: "Error: cannot start",
    });
    await clock.advance(2000);
    expect(sup.status("s")).toMatchObject({ state: "running", restarts: 1 });
  });

  it("resume restarts at once; while a scheduled restart runs it waits for that one instead of restarting twice", async () => {
    const clock = fakeScheduler();
    let restarts = 0;
    let release: () => void = () => {};
    const sup = new Supervisor({
      backoffSeconds: 1,
      maxRestarts: 5,
      autoRestart: true,
      now: clock.now,
      scheduler: clock.scheduler,
    });
    sup.register("s", async () => {
      restarts++;
      await new Promise<void>((r) => (release = r));
    });
    sup.recordFailure("s", "x");
    await clock.advance(1000); // the scheduled restart is now running, waiting on `release`
    expect(restarts).toBe(1);
    const resumed = sup.resume("s");
    release();
    expect(await resumed).toBe(true);
    expect(restarts).toBe(1);
    expect(sup.status("s")).toMatchObject({ state: "running", restarts: 1 });

    // With no restart running, resume restarts now and cancels the pending timer.
    sup.recordFailure("s", "y");
    expect(clock.delays()).toEqual([2000]);
    const now = sup.resume("s");
    release();
    expect(await now).toBe(true);
    expect(restarts).toBe(2);
    expect(clock.delays()).toEqual([]);
  });

  it("with auto_restart off only counts failures", () => {
    const sup = new Supervisor({ backoffSeconds: 1, maxRestarts: 1, autoRestart: false });
    sup.register("s", () => {});
    sup.recordFailure("s", "x");
    sup.recordFailure("s", "x");
    expect(sup.status("s")).toMatchObject({ state: "running", failures: 2 });
  });
});
