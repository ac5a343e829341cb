import { join } from "node:path";
import type { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { Identity } from "../src/crypto/identity.js";
import { VerifierPool } from "../src/crypto/verifier-pool.js";
import { signingBytes } from "../src/events/envelope.js";
import { EventRuntime } from "../src/runtime/event-runtime.js";
import type { SagaDefinition } from "../src/saga/saga-runner.js";
import type { ServiceDefinition } from "../src/services/service-definition.js";
import { capturedLogger, tempDir, testConfig } from "./helpers.js";

const audit: ServiceDefinition = {
  name: "audit",
  description: "",
  subscribes: ["*"],
  create: ({ ledger }) => ({ handle: (event) => void ledger.append(event) }),
};

describe("verification on worker threads", () => {
  it("verify_workers = 2 delivers valid events and drops forged ones, like inline verification", async () => {
    const runtime = await EventRuntime.start({
      config: testConfig((c) => {
        c.bus.verify_workers = 2;
      }),
      services: ["audit"],
      definitions: [audit],
    });
    try {
      const daemon = runtime.identity("daemon");
      const events = Array.from({ length: 300 }, (_, i) =>
        daemon.createEvent({ event_type: "fee.assess", payload: { i } }),
      );
      const forged = { ...events[7]!, event_id: crypto.randomUUID(), payload: { i: 1_000_000 } };
      const outcomes = await Promise.all([...events, forged].map((e) => runtime.bus.publish(e)));
      expect(outcomes.filter((o) => o.status === "delivered")).toHaveLength(300);
      expect(outcomes[300]).toMatchObject({
        status: "rejected",
        error: { name: "AuthzError", message: "invalid signature" },
      });
      expect(runtime.metrics.counter("authz.failures", { source: "daemon" })).toBe(1);
      expect(runtime.ledger.length).toBe(300);
    } finally {
      await runtime.stop();
    }
  });

  it("a worker that dies is replaced and its batch is verified on the calling thread", async () => {
    const pool = new VerifierPool(1, 64);
    const alice = Identity.generate("alice");
    try {
      const events = Array.from({ length: 20 }, (_, i) =>
        alice.createEvent({ event_type: "x.y", payload: { i } }),
      );
      const bad = { ...events[0]!, payload: { i: -1 } };
      const verdicts = Promise.all(
        [...events, bad].map((e) => pool.verify(signingBytes(e), e.signature, e.source_key)),
      );
      await new Promise((r) => setImmediate(r)); // the batch is now with the worker
      await (pool as unknown as { workers: Worker[] }).workers[0]!.terminate();
      expect(await verdicts).toEqual([...Array(20).fill(true), false]);
      expect(pool.replaced).toBe(1);
      const after = alice.createEvent({ event_type: "x.y" });
      expect(await pool.verify(signingBytes(after), after.signature, after.source_key)).toBe(true);
    } finally {
      await pool.close();
    }
  });
});

describe("shutdown drain", () => {
  it("waits for an in-flight handler before closing the store", async () => {
    let release: () => void = () => {};
    let wroteAfterRelease = false;
    const runtime = await EventRuntime.start({
      config: testConfig(),
      services: ["slow"],
      definitions: [
        {
          name: "slow",
          description: "",
          subscribes: ["fee.assess"],
          create: ({ store }) => ({
            handle: async () => {
              await new Promise<void>((r) => (release = r));
              store.setValue("slow/done", true); // throws if the store were already closed
              wroteAfterRelease = true;
            },
          }),
        },
      ],
    });
    const inFlight = runtime.publish({ event_type: "fee.assess" });
    await new Promise((r) => setImmediate(r));
    const stopped = runtime.stop();
    await new Promise((r) => setImmediate(r));
    expect(runtime.health().checks.bus).toEqual({ ok: false, detail: "draining" });
    release();
    await stopped;
    expect(await inFlight).toMatchObject({ results: { slow: "handled" } });
    expect(wroteAfterRelease).toBe(true);
  });

  it("gives up after bus.drain_seconds, logs it, and still stops", async () => {
    const { logger, records } = capturedLogger("warning");
    const runtime = await EventRuntime.start({
      config: testConfig((c) => {
        c.bus.drain_seconds = 0.05;
      }),
      logger,
      services: ["stuck"],
      definitions: [
        {
          name: "stuck",
          description: "",
          subscribes: ["fee.assess"],
          create: () => ({ handle: () => new Promise<void>(() => {}) }),
        },
      ],
    });
    void runtime.publish({ event_type: "fee.assess" });
    await new Promise((r) => setImmediate(r));
    await runtime.stop();
    expect(records()).toContainEqual(
      expect.objectContaining({
        level: "warning",
        message: "bus drain timed out",
        pending: 1,
        timeout_ms: 50,
      }),
    );
  });
});

describe("sagas through the bus", () => {
  const steps = (log: string[], failIn?: string): SagaDefinition => ({
    name: "disburse",
    steps: ["reserve", "transfer", "notify"].map((name) => ({
      name,
      run: ({ idempotencyKey }) => {
        log.push(`run ${idempotencyKey}`);
        if (name === failIn) throw new Error(`${name} refused`);
        return { ok: name };
      },
      compensate: () => void log.push(`undo ${name}`),
    })),
  });

  it("saga.start runs the saga; SAGA_COMPLETED or SAGA_ROLLED_BACK reaches the audit ledger", async () => {
    const log: string[] = [];
    const runtime = await EventRuntime.start({
      config: testConfig(),
      sagas: [steps(log)],
    });
    await runtime.publish({
      event_type: "saga.start",
      payload: { saga: "disburse", saga_id: "s-1", input: { amount: 10 } },
    });
    expect(runtime.sagas!.get("s-1")).toMatchObject({
      status: "completed",
      completed_steps: ["reserve", "transfer", "notify"],
    });
    expect(log).toEqual(["run s-1:0:reserve", "run s-1:1:transfer", "run s-1:2:notify"]);
    const completed = runtime.ledger.recent().find((e) => e.event_type === "SAGA_COMPLETED");
    expect(completed).toMatchObject({ source: "mechanism" });
    // The same saga.start again (a redelivery) does not run any step twice.
    await runtime.publish({ event_type: "saga.start", payload: { saga: "disburse", saga_id: "s-1" } });
    expect(log).toHaveLength(3);
    await runtime.stop();

    const failing: string[] = [];
    const second = await EventRuntime.start({ config: testConfig(), sagas: [steps(failing, "notify")] });
    await second.publish({ event_type: "saga.start", payload: { saga: "disburse", saga_id: "s-2" } });
    expect(second.sagas!.get("s-2")).toMatchObject({
      status: "rolled_back",
      failed_step: "notify",
      compensated_steps: ["transfer", "reserve"],
    });
    expect(failing.slice(3)).toEqual(["undo transfer", "undo reserve"]);
    expect(second.ledger.recent().map((e) => e.event_type)).toContain("SAGA_ROLLED_BACK");
    await second.stop();
  });

  it("a runtime started on a store with an interrupted compensation finishes it at start", async () => {
    const config = testConfig((c) => {
      c.store.path = join(tempDir(), "saga.db");
    });
    const log: string[] = [];
    const first = await EventRuntime.start({ config, sagas: [steps(log)] });
    const at = new Date().toISOString();
    // As a crash would leave it: compensating, `transfer` already undone, `reserve` not yet.
    first.store.setValue("saga/s-9", {
      id: "s-9",
      name: "disburse",
      steps: ["reserve", "transfer", "notify"],
      status: "compensating",
      input: null,
      completed_steps: ["reserve", "transfer"],
      compensated_steps: ["transfer"],
      results: {},
      failed_step: "notify",
      error: { type: "Error", message: "notify refused" },
      started_at: at,
      updated_at: at,
    });
    await first.stop();
    const second = await EventRuntime.start({ config, sagas: [steps(log)] });
    expect(log).toEqual(["undo reserve"]);
    expect(second.sagas!.get("s-9")).toMatchObject({
      status: "rolled_back",
      compensated_steps: ["transfer", "reserve"],
    });
    expect(second.ledger.recent().map((e) => e.event_type)).toContain("SAGA_ROLLED_BACK");
    await second.stop();
  });
});
