import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildDaemon } from "../src/http/daemon-app.js";
import type { SagaRecord } from "../src/saga/saga-runner.js";
import {
  type DisbursementDependencies,
  findDisbursement,
  loanDisbursementSaga,
  type PayoutPort,
} from "../src/services/lending/loan-disbursement-saga.js";
import { assetTransitions } from "../src/services/lending/npa-service.js";
import { OutcomeOutbox } from "../src/services/lending/outcome-outbox.js";
import { listOutcomes, outcomeEventId } from "../src/store/business-outcomes.js";
import { LIFECYCLE } from "./fixtures/loan-lifecycle.js";
import { tempDir } from "./helpers.js";
import { lendingRuntime } from "./lending-helpers.js";

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

const SERVICES = ["mechanism", "audit", "consent", "credit_bureau", "fraud", "risk", "pricing", "kfs"];
const INPUT = { loan_id: "L-1", kfs_id: "KFS-A-1" };

/** A payment rail that takes its time (so racing sagas overlap) and counts what it is asked. */
function slowRail() {
  const calls: string[] = [];
  const paid = new Map<string, string>();
  const port: PayoutPort = {
    async pay(_request, key) {
      calls.push(key);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const reference = paid.get(key) ?? `UTR-${paid.size + 1}`;
      paid.set(key, reference);
      return { reference };
    },
    async reverse() {},
  };
  return { port, calls, distinctPayouts: () => paid.size };
}

function sagasOf(list: SagaRecord[], loanId: string): SagaRecord[] {
  return list.filter((s) => (s.input as { loan_id?: string } | null)?.loan_id === loanId);
}

async function runtimeWith(
  ports: Partial<DisbursementDependencies>,
  storePath = ":memory:",
  services = SERVICES,
) {
  const t = await lendingRuntime(services, {
    sagas: (deps) => [loanDisbursementSaga({ ...deps, ...ports })],
    patch: (c) => {
      c.store.path = storePath;
    },
  });
  stops.push(() => t.runtime.stop());
  return t;
}

describe("business idempotency: one disbursement per loan", () => {
  it("a saga whose payout was reversed (rolled back by a runner that took it over) never pays again under its id", async () => {
    const rail = slowRail();
    const t = await runtimeWith({ payout: rail.port });
    for (const step of LIFECYCLE.slice(0, 4)) await t.publish(step.event_type, step.payload);
    const reversed = { loan_id: "L-1", saga_id: "S-1", status: "reversed", attempt: 1, amount: 1 };
    await t.runtime.business.commit([{ key: "disbursement/loan/L-1", value: reversed }]);
    await t.publish("saga.start", { saga: "loan_disbursement", saga_id: "S-1", input: INPUT });
    expect(rail.calls).toEqual([]);
    expect(t.runtime.sagas!.get("S-1")).toMatchObject({
      status: "rolled_back",
      error: { message: "loan L-1: the payout of saga S-1 was reversed" },
    });
    // A new saga pays, with the next attempt.
    await t.publish("saga.start", { saga: "loan_disbursement", saga_id: "S-2", input: INPUT });
    expect(rail.calls).toEqual(["disbursement:L-1:2"]);
  });

  it("25 racing saga.start for one loan (distinct event and saga ids) give one saga, one payout, one loan.disbursed", async () => {
    const rail = slowRail();
    const t = await runtimeWith({ payout: rail.port });
    for (const step of LIFECYCLE.slice(0, 4)) await t.publish(step.event_type, step.payload);
    t.clear();
    await Promise.all(
      Array.from({ length: 25 }, () => t.publish("saga.start", { saga: "loan_disbursement", input: INPUT })),
    );
    const sagas = sagasOf(t.runtime.sagas!.list(), "L-1");
    expect(sagas.map((s) => s.status)).toEqual(["completed"]);
    expect(rail.calls).toEqual(["disbursement:L-1:1"]);
    expect(t.payloads("loan.disbursed")).toHaveLength(1);
    expect(t.types().filter((type) => type === "SAGA_COMPLETED")).toHaveLength(1);
    expect(await findDisbursement(t.runtime.business, "L-1")).toMatchObject({
      status: "paid",
      attempt: 1,
      saga_id: sagas[0]!.id,
      payout_reference: "UTR-1",
    });
    // A retry long after the first completed changes nothing either.
    await t.publish("saga.start", { saga: "loan_disbursement", input: INPUT });
    expect(rail.calls).toHaveLength(1);
    expect(sagasOf(t.runtime.sagas!.list(), "L-1")).toHaveLength(1);
  });

  it("two runtimes on one store file racing saga.start for one loan: one saga, one payout", async () => {
    const rail = slowRail();
    const path = join(tempDir(), "shared.db");
    const a = await runtimeWith({ payout: rail.port }, path);
    const b = await runtimeWith({ payout: rail.port }, path, ["mechanism", "audit"]);
    for (const step of LIFECYCLE.slice(0, 4)) await a.publish(step.event_type, step.payload);
    const start = (t: typeof a) => t.publish("saga.start", { saga: "loan_disbursement", input: INPUT });
    await Promise.all(Array.from({ length: 20 }, (_, i) => start(i % 2 === 0 ? a : b)));
    expect(rail.calls).toEqual(["disbursement:L-1:1"]);
    const sagas = sagasOf(a.runtime.sagas!.list(), "L-1");
    expect(sagas.map((s) => s.status)).toEqual(["completed"]);
    expect([...a.payloads("loan.disbursed"), ...b.payloads("loan.disbursed")]).toHaveLength(1);
  });

  it("20 concurrent POST /v1/publish saga.start for one loan over a real socket: one saga, one payout", async () => {
    const rail = slowRail();
    const t = await runtimeWith({ payout: rail.port });
    for (const step of LIFECYCLE.slice(0, 4)) await t.publish(step.event_type, step.payload);
    const app = await buildDaemon({ runtime: t.runtime });
    stops.push(() => app.close());
    const url = await app.listen({ host: "127.0.0.1", port: 0 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${url}/v1/publish`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            event_type: "saga.start",
            payload: { saga: "loan_disbursement", input: INPUT },
          }),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(202));
    // 202 does not wait for the handlers: wait (generously) until every accepted event is handled.
    const deadline = Date.now() + 60_000;
    while (t.seen.filter((e) => e.event_type === "saga.start").length < 20 || t.runtime.bus.pending > 0) {
      if (Date.now() > deadline) throw new Error("saga.start events not all handled in 60 s");
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(sagasOf(t.runtime.sagas!.list(), "L-1").map((s) => s.status)).toEqual(["completed"]);
    expect(rail.calls).toEqual(["disbursement:L-1:1"]);
    expect(t.payloads("loan.disbursed")).toHaveLength(1);
  });

  it("a loan whose saga rolled back can be disbursed by a later saga, once", async () => {
    const rail = slowRail();
    const t = await runtimeWith({ payout: rail.port });
    // Up to the quote only: the statement is not accepted yet, so the first saga rolls back.
    for (const step of LIFECYCLE.slice(0, 3)) await t.publish(step.event_type, step.payload);
    await t.publish("saga.start", { saga: "loan_disbursement", input: INPUT });
    expect(sagasOf(t.runtime.sagas!.list(), "L-1").map((s) => s.status)).toEqual(["rolled_back"]);
    await t.publish(LIFECYCLE[3]!.event_type, LIFECYCLE[3]!.payload);
    await Promise.all(
      Array.from({ length: 5 }, () => t.publish("saga.start", { saga: "loan_disbursement", input: INPUT })),
    );
    expect(
      sagasOf(t.runtime.sagas!.list(), "L-1")
        .map((s) => s.status)
        .sort(),
    ).toEqual(["completed", "rolled_back"]);
    expect(rail.calls).toEqual(["disbursement:L-1:1"]);
  });
});

describe("business idempotency: one guarantee claim per loan and trigger, one classification per day", () => {
  const dpd = (days: number, extra: Record<string, unknown> = {}) => ({
    loan_id: "L-9",
    days_past_due: days,
    outstanding: 100_000,
    secured: false,
    ...extra,
  });

  it("20 racing updates to 120 days past due (distinct event ids): one transition, one guarantee claim", async () => {
    const t = await runtimeWith({}, ":memory:", ["npa", "audit"]);
    await Promise.all(Array.from({ length: 20 }, () => t.publish("loan.dpd.updated", dpd(120))));
    expect(t.payloads("npa.bucket.changed").map((p) => [p.from, p.to])).toEqual([
      ["standard", "substandard"],
    ]);
    expect(t.payloads("npa.dlg.triggered")).toHaveLength(1);
    expect((await listOutcomes(t.runtime.business, "npa.dlg")).map((o) => o.key)).toEqual([
      "L-9/dpd-120/delinquency-1",
    ]);
    expect((await assetTransitions(t.runtime.business, "L-9")).map((r) => [r.seq, r.from, r.to])).toEqual([
      [1, "standard", "substandard"],
    ]);
  });

  it("two runtimes on one store file walking one ladder, each update published to both: the single-process history", async () => {
    const path = join(tempDir(), "shared.db");
    const a = await runtimeWith({}, path, ["npa", "audit"]);
    const b = await runtimeWith({}, path, ["npa", "audit"]);
    for (const [day, days] of [30, 60, 90, 91, 120, 181].entries()) {
      const update = dpd(days, { as_of: `2026-05-${String(day + 1).padStart(2, "0")}` });
      await Promise.all([a.publish("loan.dpd.updated", update), b.publish("loan.dpd.updated", update)]);
    }
    expect(
      (await assetTransitions(a.runtime.business, "L-9")).map(
        (r) => `${r.days_past_due}: ${r.from} -> ${r.to}`,
      ),
    ).toEqual([
      "30: standard -> SMA-0",
      "60: SMA-0 -> SMA-1",
      "90: SMA-1 -> SMA-2",
      "91: SMA-2 -> substandard",
      "181: substandard -> doubtful",
    ]);
    const claims = [...a.payloads("npa.dlg.triggered"), ...b.payloads("npa.dlg.triggered")];
    expect(claims).toHaveLength(1);
    expect(await listOutcomes(a.runtime.business, "npa.dlg")).toHaveLength(1);
  });

  it("an update for a day already classified, or an earlier day, changes nothing (as_of)", async () => {
    const t = await runtimeWith({}, ":memory:", ["npa", "audit"]);
    await t.publish("loan.dpd.updated", dpd(60, { as_of: "2026-05-10" }));
    await t.publish("loan.dpd.updated", dpd(30, { as_of: "2026-05-10" })); // same day, another figure
    await t.publish("loan.dpd.updated", dpd(0, { as_of: "2026-05-09" })); // stale
    expect(t.payloads("sma.classified").map((p) => p.class)).toEqual(["SMA-1"]);
    await t.publish("loan.dpd.updated", dpd(0, { as_of: "2026-05-11" }));
    expect(t.payloads("sma.classified").map((p) => p.class)).toEqual(["SMA-1", "standard"]);
    expect(
      (await listOutcomes(t.runtime.business, "npa.classification", "L-9/")).map((o) => [
        o.key,
        o.class,
        o.days_past_due,
      ]),
    ).toEqual([
      ["L-9/2026-05-10", "SMA-1", 60],
      ["L-9/2026-05-11", "standard", 0],
    ]);
  });

  it("events a crash left in the npa outbox (state committed, not yet published) go out at the loan's next update, before its own", async () => {
    const t = await runtimeWith({}, ":memory:", ["npa", "audit"]);
    // As if the process died after committing SMA-0 for L-9 and before publishing it.
    const cause = t.runtime
      .identity("daemon")
      .createEvent({ event_type: "loan.dpd.updated", payload: dpd(30) });
    const left = {
      event_id: outcomeEventId("sma.classified", "L-9/transition-1"),
      event_type: "sma.classified",
    };
    t.runtime.store.setValue("npa/loan/L-9", {
      loan_id: "L-9",
      class: "SMA-0",
      days_past_due: 30,
      dlg_triggered: false,
      transitions: 1,
      delinquency: 1,
      last_event_id: cause.event_id,
      staged: 1,
    });
    const staged = new OutcomeOutbox(t.runtime.business, "npa/outbox/").stage(
      "L-9",
      0,
      OutcomeOutbox.entriesFor(cause, [{ ...left, payload: { loan_id: "L-9", class: "SMA-0" } }]),
    );
    expect(await t.runtime.business.commit(staged)).toBe(true);
    await t.publish("loan.dpd.updated", dpd(60));
    expect(t.types().filter((type) => type !== "loan.dpd.updated")).toEqual([
      "sma.classified",
      "sma.classified",
    ]);
    expect(t.seen.find((e) => e.event_type === "sma.classified")).toMatchObject({
      event_id: left.event_id,
      causation_id: cause.event_id,
      payload: { class: "SMA-0" },
    });
    expect(t.payloads("sma.classified").map((p) => p.class)).toEqual(["SMA-0", "SMA-1"]);
    expect(t.runtime.store.listValues("npa/outbox/")).toEqual([]);
  });

  it("an as_of that is not a date is a ProtocolError naming the field", async () => {
    const t = await runtimeWith({}, ":memory:", ["npa", "audit"]);
    await t.publish("loan.dpd.updated", dpd(60, { as_of: "10 May" }));
    expect(t.runtime.dlq.list().map((r) => [r.error_type, r.error_message])).toEqual([
      ["ProtocolError", "loan.dpd.updated: as_of must be a date YYYY-MM-DD"],
    ]);
  });
});
