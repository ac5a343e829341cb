import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { silentLogger } from "../src/logging/json-logger.js";
import { SagaRunner } from "../src/saga/saga-runner.js";
import { EventStore } from "../src/store/event-store.js";
import { loanSaga } from "./fixtures/loan-saga.js";
import { killFixtureAt, tempDir } from "./helpers.js";

const count = (store: EventStore, sql: string, ...args: unknown[]) =>
  (store.db.prepare(sql).get(...args) as { n: number }).n;

function runnerFor(store: EventStore, options: Parameters<typeof loanSaga>[1] = {}) {
  const emitted: Array<[string, Record<string, unknown>]> = [];
  const runner = new SagaRunner({
    store,
    definitions: [loanSaga(store, options)],
    logger: silentLogger(),
    emit: (type, payload) => void emitted.push([type, payload]),
  });
  return { runner, emitted };
}

describe("sagas", () => {
  it("runs every step, persists the state and emits SAGA_COMPLETED", async () => {
    const store = EventStore.open({ path: ":memory:" });
    const { runner, emitted } = runnerFor(store);
    const record = await runner.start("loan", { loan_id: "L-1" }, "s-1");
    expect(record).toMatchObject({
      id: "s-1",
      name: "loan",
      status: "completed",
      steps: ["reserve_funds", "record_disbursement", "notify_borrower"],
      completed_steps: ["reserve_funds", "record_disbursement", "notify_borrower"],
      results: { reserve_funds: { done: "reserve_funds" } },
    });
    expect(runner.get("s-1")!.status).toBe("completed");
    expect(emitted).toEqual([
      ["SAGA_COMPLETED", { saga_id: "s-1", saga: "loan", steps: record.completed_steps }],
    ]);
    // Starting the same id again does not repeat anything.
    await runner.start("loan", {}, "s-1");
    expect(count(store, "SELECT count(*) AS n FROM attempts")).toBe(3);
  });

  it("on a failing step compensates the completed steps in reverse and emits SAGA_ROLLED_BACK", async () => {
    const store = EventStore.open({ path: ":memory:" });
    const { runner, emitted } = runnerFor(store, { failIn: "notify_borrower" });
    const record = await runner.start("loan", {}, "s-2");
    expect(record).toMatchObject({
      status: "rolled_back",
      failed_step: "notify_borrower",
      error: { type: "Error", message: "notify_borrower refused" },
      compensated_steps: ["record_disbursement", "reserve_funds"],
    });
    expect(store.db.prepare("SELECT step FROM compensations").all()).toEqual([
      { step: "record_disbursement" },
      { step: "reserve_funds" },
    ]);
    expect(emitted[0]![0]).toBe("SAGA_ROLLED_BACK");
    expect(emitted[0]![1]).toMatchObject({ saga_id: "s-2", failed_step: "notify_borrower" });
  });

  it("a failing compensation leaves the saga failed for an operator", async () => {
    const store = EventStore.open({ path: ":memory:" });
    const runner = new SagaRunner({
      store,
      logger: silentLogger(),
      definitions: [
        {
          name: "x",
          steps: [
            {
              name: "a",
              run: () => 1,
              compensate: () => {
                throw new Error("cannot undo");
              },
            },
            {
              name: "b",
              run: () => {
                throw new Error("b failed");
              },
            },
          ],
        },
      ],
    });
    expect(await runner.start("x", {}, "s-3")).toMatchObject({
      status: "failed",
      error: { message: "cannot undo" },
    });
  });

  it("resumes after a crash (SIGKILL mid-step) without running a completed step twice", async () => {
    const path = join(tempDir(), "saga.db");
    expect(await killFixtureAt("saga-crash-child.ts", { STORE_PATH: path }, "IN_STEP notify_borrower")).toBe(
      "SIGKILL",
    );

    const store = EventStore.open({ path });
    expect(store.getValue<{ status: string; completed_steps: string[] }>("saga/saga-1")).toMatchObject({
      status: "started",
      completed_steps: ["reserve_funds", "record_disbursement"],
    });
    const { runner, emitted } = runnerFor(store);
    const [resumed] = await runner.resumeAll();
    expect(resumed).toMatchObject({
      id: "saga-1",
      status: "completed",
      input: { loan_id: "L-1", amount: 50_000 },
    });
    expect(emitted.map(([type]) => type)).toEqual(["SAGA_COMPLETED"]);
    const attempts = store.db
      .prepare("SELECT step, count(*) AS n FROM attempts GROUP BY step ORDER BY step")
      .all();
    expect(attempts).toEqual([
      { step: "notify_borrower", n: 2 }, // cut off mid-way, run again with the same key
      { step: "record_disbursement", n: 1 },
      { step: "reserve_funds", n: 1 },
    ]);
    // The same idempotency key each time: the side effect happened once.
    expect(count(store, "SELECT count(*) AS n FROM effects WHERE step = ?", "notify_borrower")).toBe(1);
    expect(store.db.prepare("SELECT key FROM effects WHERE step = 'notify_borrower'").get()).toEqual({
      key: "saga-1:2:notify_borrower",
    });
    expect(await runner.resumeAll()).toEqual([]);
    store.close();
  });
});
