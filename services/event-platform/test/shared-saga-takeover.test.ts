import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { silentLogger } from "../src/logging/json-logger.js";
import type { KeyClaim } from "../src/saga/saga-claims.js";
import { SagaRunner } from "../src/saga/saga-runner.js";
import { findDisbursement, type PayoutPort } from "../src/services/lending/loan-disbursement-saga.js";
import { EventStore } from "../src/store/event-store.js";
import { keyedLoanSaga } from "./fixtures/keyed-loan-saga.js";
import { LIFECYCLE } from "./fixtures/loan-lifecycle.js";
import { killFixtureAt, tempDir } from "./helpers.js";
import type { ConfigPatch } from "./lending-helpers.js";
import { sharedStoreFixture } from "./shared-store-helpers.js";

/*
 * A disbursement saga whose host dies mid-way is taken over by another host once its lease on the
 * loan's claim has run out, under the same saga id, so the payout keeps its rail key and the loan is
 * paid once (decision 0036). Needs TEST_DATABASE_URL.
 */
const { pgUrl, stops, freshSchema, openStore, host } = sharedStoreFixture("shared-saga-takeover.test.ts");

const SERVICES = ["mechanism", "audit", "consent", "credit_bureau", "fraud", "risk", "pricing", "kfs"];
const INPUT = { loan_id: "L-1", kfs_id: "KFS-A-1" };
const LEASE_MS = 5_000; // renewed every third: a live runner keeps it through an event-loop stall of 3 s
const lease: ConfigPatch = (c) => {
  c.saga.lease_seconds = LEASE_MS / 1000;
  c.bus.drain_seconds = 0.1; // host A stops with its handler hung at the rail
};

/** The lease, and the store file at `path` (a host restarted on its file). */
const onFile =
  (path: string): ConfigPatch =>
  (c) => {
    lease(c);
    c.store.path = path;
  };

/**
 * A payment rail shared by the hosts that pays once per idempotency key, as a real rail does, and
 * records every call. Host A's calls never answer after the rail took the payment: the process was
 * killed there (its runner is stopped, so nothing of it runs again).
 */
function rail() {
  const payments = new Map<string, string>();
  const calls: string[] = [];
  const port = (name: string, { hangs = false, delayMs = 0 } = {}): PayoutPort => ({
    async pay(_request, key) {
      calls.push(`${name} ${key}`);
      if (!payments.has(key)) payments.set(key, `UTR-${payments.size + 1}`);
      if (hangs) await new Promise(() => {});
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return { reference: payments.get(key)! };
    },
    async reverse() {},
  });
  return { payments, calls, port };
}

/** Hosts A and B on one schema, the loan's statement, consent, score and verdict recorded (shared). */
async function hostsWith(a: PayoutPort, b: PayoutPort, pathA = join(tempDir(), "a.db")) {
  const schema = freshSchema();
  const hostA = await host(SERVICES, schema, { payout: a, patch: onFile(pathA) });
  const hostB = await host(SERVICES, schema, { payout: b, patch: lease });
  for (const step of LIFECYCLE.slice(0, 4)) await hostA.publish(step.event_type, step.payload);
  expect(hostA.payloads("kfs.accepted")).toHaveLength(1);
  return { schema, a: hostA, b: hostB };
}

const claimOf = (t: Awaited<ReturnType<typeof host>>) =>
  t.runtime.sagas!.byBusinessKey("loan_disbursement", "L-1");
/** The claim is still leased to `owner`, live now. */
const stillLive = (claim: KeyClaim | undefined, owner: string) =>
  claim?.lease?.owner === owner && claim.lease.until > Date.now();

describe.skipIf(!pgUrl)("a disbursement saga whose host died mid-way", () => {
  it("is taken over by a saga.start on host B once A's lease has run out: the rail is paid once, the loan disbursed once", async () => {
    const { payments, calls, port } = rail();
    const pathA = join(tempDir(), "a.db");
    const { schema, a, b } = await hostsWith(port("A", { hangs: true }), port("B"), pathA);
    void a.publish("saga.start", { saga: "loan_disbursement", saga_id: "S-A", input: INPUT });
    await vi.waitFor(() => expect(calls).toEqual(["A disbursement:L-1:1"]), { timeout: 30_000 });
    a.runtime.sagas!.stop(); // killed: A renews its lease no more
    expect(await findDisbursement(b.runtime.business, "L-1")).toMatchObject({
      saga_id: "S-A",
      status: "paying",
    });
    // While A's lease is live, a retried saga.start is refused, as for any loan with a live saga
    // (checked only if the lease was still live once B answered: a stalled machine may let it run out).
    const held = (await claimOf(b))!.lease!;
    await b.publish("saga.start", { saga: "loan_disbursement", saga_id: "S-B1", input: INPUT });
    if (stillLive(await claimOf(b), held.owner)) expect(calls).toEqual(["A disbursement:L-1:1"]);
    await vi.waitFor(async () => expect((await claimOf(b))?.lease?.until).toBeLessThan(Date.now()), {
      timeout: 30_000,
    });
    await b.publish("saga.start", { saga: "loan_disbursement", saga_id: "S-B2", input: INPUT });
    // B ran A's saga again under A's id: the same rail key, so the rail paid once.
    expect(calls).toEqual(["A disbursement:L-1:1", "B disbursement:L-1:1"]);
    expect([...payments.keys()]).toEqual(["disbursement:L-1:1"]);
    expect(b.runtime.sagas!.list().map((s) => [s.id, s.status])).toEqual([["S-A", "completed"]]);
    expect([...a.payloads("loan.disbursed"), ...b.payloads("loan.disbursed")]).toMatchObject([
      { saga_id: "S-A", loan_id: "L-1", payout_reference: "UTR-1" },
    ]);
    expect(await findDisbursement(b.runtime.business, "L-1")).toMatchObject({
      saga_id: "S-A",
      status: "paid",
      attempt: 1,
    });
    expect(await claimOf(b)).toMatchObject({ saga_id: "S-A", status: "completed" });
    // A restarted on its store file finds its unfinished copy of the saga finished elsewhere: left alone.
    const restarted = await host(SERVICES, schema, {
      payout: port("A again"),
      patch: onFile(pathA),
    });
    expect(restarted.runtime.sagas!.get("S-A")?.status).toBe("started");
    expect(calls).toEqual(["A disbursement:L-1:1", "B disbursement:L-1:1"]);
    expect(restarted.payloads("loan.disbursed")).toEqual([]);
  });

  it("the same saga.start redelivered to host B waits for A's lease, then B finishes the saga", async () => {
    const { payments, calls, port } = rail();
    const { a, b } = await hostsWith(port("A", { hangs: true }), port("B"));
    const start = { saga: "loan_disbursement", saga_id: "S-A", input: INPUT };
    void a.publish("saga.start", start);
    await vi.waitFor(() => expect(calls).toEqual(["A disbursement:L-1:1"]), { timeout: 30_000 });
    a.runtime.sagas!.stop();
    const held = (await claimOf(b))!.lease!;
    await b.publish("saga.start", start); // JetStream's redelivery of the unacknowledged event
    // Not while A's lease is live (checked only if it still was once B answered).
    if (stillLive(await claimOf(b), held.owner)) expect(calls).toEqual(["A disbursement:L-1:1"]);
    // B drives the saga from a timer, after this publish has returned: wait for its end.
    await vi.waitFor(() => expect(b.runtime.sagas!.get("S-A")?.status).toBe("completed"), {
      timeout: 30_000,
    });
    expect(b.payloads("loan.disbursed")).toHaveLength(1);
    expect(calls).toEqual(["A disbursement:L-1:1", "B disbursement:L-1:1"]);
    expect(payments.size).toBe(1);
  });

  it("a live host's slow payout outlasting the lease keeps its saga: renewed, never taken over", async () => {
    const { payments, calls, port } = rail();
    const { a, b } = await hostsWith(port("A", { delayMs: 2.25 * LEASE_MS }), port("B"));
    const done = a.publish("saga.start", { saga: "loan_disbursement", saga_id: "S-A", input: INPUT });
    await vi.waitFor(() => expect(calls).toEqual(["A disbursement:L-1:1"]), { timeout: 30_000 });
    // Over two lease periods while A waits for the rail: each retry on B meets a renewed lease.
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS / 2));
      await b.publish("saga.start", { saga: "loan_disbursement", saga_id: `S-B${i}`, input: INPUT });
    }
    await done;
    expect(calls).toEqual(["A disbursement:L-1:1"]);
    expect(payments.size).toBe(1);
    expect(a.runtime.sagas!.get("S-A")?.status).toBe("completed");
    expect(b.runtime.sagas!.list()).toEqual([]);
  });
});

describe.skipIf(!pgUrl)("a keyed saga whose process was killed with SIGKILL mid-step", () => {
  it("is taken over by a runner on another host once the lease ran out: each step's side effect once", async () => {
    const schema = freshSchema();
    const business = await openStore(schema);
    const env = { STORE_PATH: join(tempDir(), "a.db"), SHARED_SCHEMA: schema, LEASE_MS: String(LEASE_MS) };
    expect(await killFixtureAt("saga-host-child.ts", env, "IN_STEP record_disbursement")).toBe("SIGKILL");

    const store = EventStore.open({ path: ":memory:" });
    const runner = new SagaRunner({
      store,
      business,
      definitions: [keyedLoanSaga(business)],
      logger: silentLogger(),
      leaseMs: LEASE_MS,
    });
    stops.push(async () => {
      runner.stop();
      store.close();
    });
    const held = (await runner.byBusinessKey("loan", "L-1"))!;
    expect(held).toMatchObject({ saga_id: "saga-A", status: "started", input: { loan_id: "L-1" } });
    const refused = await runner.start("loan", { loan_id: "L-1" }, "saga-B1");
    if (stillLive(await runner.byBusinessKey("loan", "L-1"), held.lease!.owner)) {
      expect(refused).toMatchObject({ id: "saga-A", status: "started" });
      expect(runner.list()).toEqual([]);
    }
    await vi.waitFor(
      async () => expect((await runner.byBusinessKey("loan", "L-1"))!.lease!.until).toBeLessThan(Date.now()),
      { timeout: 30_000 },
    );
    const taken = await runner.start("loan", { loan_id: "L-1" }, "saga-B2");
    expect(taken).toMatchObject({
      id: "saga-A",
      status: "completed",
      completed_steps: ["reserve_funds", "record_disbursement", "notify_borrower"],
    });
    // Run again from the first step under the dead saga's id: each side effect's key is the same.
    expect((await business.list("effect/")).map((r) => r.key)).toEqual([
      "effect/saga-A:0:reserve_funds",
      "effect/saga-A:1:record_disbursement",
      "effect/saga-A:2:notify_borrower",
    ]);
    const attempts = (await business.list<string>("attempt/")).map((r) => r.value);
    expect(attempts.sort()).toEqual([
      "notify_borrower",
      "record_disbursement",
      "record_disbursement",
      "reserve_funds",
      "reserve_funds",
    ]);
    expect(await runner.byBusinessKey("loan", "L-1")).toMatchObject({
      saga_id: "saga-A",
      status: "completed",
    });
  });
});
