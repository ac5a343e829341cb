import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import type { PublishOutcome } from "../src/bus/event-bus.js";
import { StoreError } from "../src/errors.js";
import type { NewEvent } from "../src/events/envelope.js";
import type { SagaRecord } from "../src/saga/saga-runner.js";
import { findDisbursement, type PayoutPort } from "../src/services/lending/loan-disbursement-saga.js";
import { assetTransitions } from "../src/services/lending/npa-service.js";
import { OutcomeOutbox } from "../src/services/lending/outcome-outbox.js";
import { listOutcomes } from "../src/store/business-outcomes.js";
import { commitWithRetry } from "../src/store/business-store.js";
import { PostgresBusinessStore } from "../src/store/postgres-business-store.js";
import { LIFECYCLE } from "./fixtures/loan-lifecycle.js";
import type { ConfigPatch } from "./lending-helpers.js";
import { sharedStoreFixture } from "./shared-store-helpers.js";

/*
 * The business store in PostgreSQL (decision 0030): what processes on separate hosts, each with its
 * own store file, share. Needs TEST_DATABASE_URL; each test has a schema of its own, dropped after.
 */
const { pgUrl, freshSchema, openStore, twoHosts } = sharedStoreFixture("shared-business-store.test.ts");

describe.skipIf(!pgUrl)("PostgresBusinessStore", () => {
  it("a write expecting the key absent succeeds once; a stale revision fails; a failed commit writes nothing", async () => {
    const store = await openStore();
    expect(await store.commit([{ key: "loan/L-1", value: { n: 1 }, expect: "absent" }])).toBe(true);
    expect(await store.commit([{ key: "loan/L-1", value: { n: 2 }, expect: "absent" }])).toBe(false);
    const first = await store.read<{ n: number }>("loan/L-1");
    expect(first?.value).toEqual({ n: 1 });
    expect(await store.commit([{ key: "loan/L-1", value: { n: 2 }, expect: first!.revision }])).toBe(true);
    // The revision read before the last write is stale now; the other write of the commit is not kept.
    const stale = [
      { key: "claim/L-1", value: { by: "late" }, expect: "absent" as const },
      { key: "loan/L-1", value: { n: 3 }, expect: first!.revision },
    ];
    expect(await store.commit(stale)).toBe(false);
    expect(await store.read("claim/L-1")).toBeUndefined();
    expect((await store.read("loan/L-1"))?.value).toEqual({ n: 2 });
    // A delete is a write too.
    expect(await store.commit([{ key: "loan/L-1" }])).toBe(true);
    expect(await store.read("loan/L-1")).toBeUndefined();
  });

  it("lists a prefix in byte order, and nothing outside it", async () => {
    const store = await openStore();
    for (const key of [
      "npa/outbox/L-1/0000000010",
      "npa/outbox/L-1/0000000002",
      "npa/outbox/L-10/0000000000",
    ])
      await store.commit([{ key, value: key, expect: "absent" }]);
    expect((await store.list("npa/outbox/L-1/")).map((r) => r.key)).toEqual([
      "npa/outbox/L-1/0000000002",
      "npa/outbox/L-1/0000000010",
    ]);
  });

  it("two flushers of one loan's outbox on two pools: each staged event published once, in order", async () => {
    const schema = freshSchema();
    const [a, b] = [await openStore(schema), await openStore(schema)];
    const entry = (n: number) => ({
      event_id: `evt-${n}`,
      event_type: "npa.dlg.triggered",
      payload: { n },
      correlation_id: "c",
      causation_id: "c",
      trace_id: "t",
    });
    const staging = new OutcomeOutbox(a, "npa/outbox/");
    expect(await a.commit(staging.stage("L-1", 0, [entry(0), entry(1)]))).toBe(true);
    // The first publish waits until the second flusher has met its lease and looked again.
    const published: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const publish = async (event: NewEvent) => {
      published.push(event.event_id!);
      if (published.length === 1) await gate;
      return { status: "accepted" } as unknown as PublishOutcome;
    };
    const first = new OutcomeOutbox(a, "npa/outbox/").flush("L-1", publish);
    await vi.waitFor(() => expect(published).toEqual(["evt-0"]), { timeout: 10_000 });
    let looks = 0;
    const counting = new Proxy(b, {
      get: (target, name, receiver) =>
        name === "list"
          ? (...args: Parameters<typeof b.list>) => {
              looks++;
              return target.list(...args);
            }
          : Reflect.get(target, name, receiver),
    });
    const second = new OutcomeOutbox(counting, "npa/outbox/").flush("L-1", publish);
    await vi.waitFor(() => expect(looks).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    expect(published).toEqual(["evt-0"]); // waiting on the lease, not publishing
    release();
    await Promise.all([first, second]);
    expect(published).toEqual(["evt-0", "evt-1"]);
    expect(await a.list("npa/outbox/")).toEqual([]);
  });

  it("an outbox entry whose flusher died is published by the next flush once the lease has run out", async () => {
    const store = await openStore();
    const leaseMs = 300;
    const outbox = new OutcomeOutbox(store, "npa/outbox/", Date.now, leaseMs);
    const entry = {
      event_id: "evt-0",
      event_type: "x",
      payload: {},
      correlation_id: "c",
      causation_id: "c",
      trace_id: "t",
    };
    await store.commit(outbox.stage("L-1", 0, [entry]));
    const [staged] = await store.list<object>("npa/outbox/");
    // A flusher took the lease and was killed before publishing.
    const until = Date.now() + leaseMs;
    await store.commit([{ key: staged!.key, value: { ...entry, lease: { owner: "dead", until } } }]);
    const published: Array<{ id: string; at: number }> = [];
    await outbox.flush("L-1", async (event) => {
      published.push({ id: event.event_id!, at: Date.now() });
      return { status: "accepted" } as unknown as PublishOutcome;
    });
    // The flush returned only once the entry was out: after the dead holder's lease, by this flusher.
    expect(published.map((p) => p.id)).toEqual(["evt-0"]);
    expect(published[0]!.at).toBeGreaterThanOrEqual(until);
    expect(await store.list("npa/outbox/")).toEqual([]);
  });

  it("40 concurrent read-modify-write increments from two pools (two processes) all count", async () => {
    const schema = freshSchema();
    const a = await openStore(schema);
    const b = await openStore(schema);
    const increment = (store: PostgresBusinessStore) =>
      commitWithRetry(store, async () => {
        const current = await store.read<number>("counter");
        const value = (current?.value ?? 0) + 1;
        return { writes: [{ key: "counter", value, expect: current?.revision ?? "absent" }], result: value };
      });
    await Promise.all(Array.from({ length: 40 }, (_, i) => increment(i % 2 === 0 ? a : b)));
    expect((await a.read("counter"))?.value).toBe(40);
  });

  it("a connection lost under it fails the operation as a StoreError, is reported by health, and the next one reconnects", async () => {
    const name = `ep_lost_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const url = `${pgUrl}${pgUrl!.includes("?") ? "&" : "?"}application_name=${name}`;
    const store = await openStore(freshSchema(), url);
    await store.commit([{ key: "k", value: 1, expect: "absent" }]);
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const killed = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
      [name],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    // The pool may or may not have noticed the dead connection yet: at most one failure, then a reconnect.
    const errors: unknown[] = [];
    let value: unknown;
    for (let attempt = 0; attempt < 5 && value === undefined; attempt++) {
      try {
        value = (await store.read("k"))?.value;
      } catch (error) {
        errors.push(error);
        expect(store.health().ok).toBe(false);
      }
    }
    expect(value).toBe(1);
    for (const error of errors) expect(error).toBeInstanceOf(StoreError);
    expect(store.health()).toMatchObject({ ok: true });
  });

  it("start-up with an unreachable server fails with the reason, never the URL's password", async () => {
    const error = await PostgresBusinessStore.open({
      url: "postgres://eventplat:s3cret-password@127.0.0.1:1/test",
      schema: freshSchema(),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreError);
    expect((error as Error).message).toMatch(
      /^shared store \(PostgreSQL, schema ep_shared_\w+\) not usable: /,
    );
    expect((error as Error).message).not.toContain("s3cret-password");
  });
});

const SERVICES = ["mechanism", "audit", "consent", "credit_bureau", "fraud", "risk", "pricing", "kfs"];
const INPUT = { loan_id: "L-1", kfs_id: "KFS-A-1" };

/** Host A runs only the saga; host B the services whose records the saga's checks read. */
async function sagaOnAChecksOnB(shared: boolean) {
  const paid: string[] = [];
  const rail: PayoutPort = {
    async pay(_request, key) {
      paid.push(key);
      return { reference: "UTR-1" };
    },
    async reverse() {},
  };
  const checks = ["audit", "consent", "credit_bureau", "fraud", "risk", "pricing", "kfs"];
  const [a, b] = await twoHosts(["mechanism", "audit"], { payout: rail, servicesB: checks, shared });
  for (const step of LIFECYCLE.slice(0, 4)) await b.publish(step.event_type, step.payload);
  expect(b.payloads("kfs.accepted")).toHaveLength(1);
  await a.publish("saga.start", { saga: "loan_disbursement", input: INPUT });
  await a.publish("saga.start", { saga: "loan_disbursement", input: INPUT });
  return { a, b, paid };
}

describe.skipIf(!pgUrl)(
  "two hosts with store files of their own and one business store in PostgreSQL",
  () => {
    it("20 racing saga.start for one loan split over both: one saga, one payout, one loan.disbursed", async () => {
      const calls: string[] = [];
      const rail: PayoutPort = {
        async pay(_request, key) {
          calls.push(key);
          await new Promise((resolve) => setTimeout(resolve, 20));
          return { reference: "UTR-1" };
        },
        async reverse() {},
      };
      const [a, b] = await twoHosts(SERVICES, { payout: rail });
      // Each host's own services keep the statement, consent, risk and fraud records the checks read.
      for (const step of LIFECYCLE.slice(0, 4)) {
        await a.publish(step.event_type, step.payload);
        await b.publish(step.event_type, step.payload);
      }
      const start = (t: typeof a) => t.publish("saga.start", { saga: "loan_disbursement", input: INPUT });
      await Promise.all(Array.from({ length: 20 }, (_, i) => start(i % 2 === 0 ? a : b)));
      expect(calls).toEqual(["disbursement:L-1:1"]);
      const sagas = [...a.runtime.sagas!.list(), ...b.runtime.sagas!.list()].filter(
        (s: SagaRecord) => (s.input as { loan_id?: string }).loan_id === "L-1",
      );
      expect(sagas.map((s) => s.status)).toEqual(["completed"]);
      expect([...a.payloads("loan.disbursed"), ...b.payloads("loan.disbursed")]).toHaveLength(1);
      expect(await findDisbursement(b.runtime.business, "L-1")).toMatchObject({
        status: "paid",
        attempt: 1,
        saga_id: sagas[0]!.id,
      });
    });

    it("statement, consent, risk and fraud handled on host B, the saga on host A: the loan is paid once", async () => {
      const { a, b, paid } = await sagaOnAChecksOnB(true);
      expect(paid).toEqual(["disbursement:L-1:1"]);
      expect(a.runtime.sagas!.list().map((s: SagaRecord) => s.status)).toEqual(["completed"]);
      expect(a.payloads("loan.disbursed")).toMatchObject([{ loan_id: "L-1", payout_reference: "UTR-1" }]);
      expect(await findDisbursement(b.runtime.business, "L-1")).toMatchObject({ status: "paid", attempt: 1 });
      // The records are one copy, in PostgreSQL: neither host's own file holds them.
      for (const prefix of ["kfs/statement/", "consent/", "risk/score/", "fraud/verdict/"]) {
        expect((await b.runtime.business.list(prefix)).length).toBeGreaterThan(0);
        expect(b.runtime.store.listValues(prefix)).toEqual([]);
      }
    });

    it("the same split without the shared store: host A never sees the statement and refuses to pay", async () => {
      const { a, paid } = await sagaOnAChecksOnB(false);
      expect(paid).toEqual([]);
      expect(a.payloads("loan.disbursed")).toEqual([]);
      const sagas = a.runtime.sagas!.list();
      expect(sagas.map((s: SagaRecord) => s.status)).toEqual(["rolled_back", "rolled_back"]);
      expect(sagas[0]!.error?.message).toContain("key fact statement KFS-A-1 does not exist");
    });

    it("one ladder, each update published to both hosts at once: the single-process history, one guarantee claim", async () => {
      const [a, b] = await twoHosts(["npa", "audit"]);
      for (const [day, days] of [30, 60, 90, 91, 120, 181].entries()) {
        const update = {
          loan_id: "L-9",
          days_past_due: days,
          outstanding: 100_000,
          secured: false,
          as_of: `2026-05-${String(day + 1).padStart(2, "0")}`,
        };
        await Promise.all([a.publish("loan.dpd.updated", update), b.publish("loan.dpd.updated", update)]);
      }
      expect(
        (await assetTransitions(b.runtime.business, "L-9")).map(
          (r) => `${r.days_past_due}: ${r.from} -> ${r.to}`,
        ),
      ).toEqual([
        "30: standard -> SMA-0",
        "60: SMA-0 -> SMA-1",
        "90: SMA-1 -> SMA-2",
        "91: SMA-2 -> substandard",
        "181: substandard -> doubtful",
      ]);
      expect([...a.payloads("npa.dlg.triggered"), ...b.payloads("npa.dlg.triggered")]).toHaveLength(1);
      expect(await listOutcomes(a.runtime.business, "npa.dlg")).toHaveLength(1);
      expect(await a.runtime.business.list("npa/outbox/")).toEqual([]);
      // Nothing of the loan in either host's own file.
      expect(a.runtime.store.listValues("npa/")).toEqual([]);
      expect(b.runtime.store.listValues("npa/")).toEqual([]);
    });

    it("the RBI claim total is one across hosts: two loans claiming at once never pass the 5% cap", async () => {
      const rbi: ConfigPatch = (c) => {
        c.asset_quality.policy = "rbi";
        c.asset_quality.dlg_portfolio_amount = 1_000_000; // cap 50 000
      };
      const [a, b] = await twoHosts(["npa", "audit"], { patch: rbi });
      const loan = (id: string) => ({ loan_id: id, days_past_due: 120, outstanding: 40_000, secured: false });
      await Promise.all([
        a.publish("loan.dpd.updated", loan("L-1")),
        b.publish("loan.dpd.updated", loan("L-2")),
      ]);
      const claims = [...a.payloads("npa.dlg.triggered"), ...b.payloads("npa.dlg.triggered")];
      expect(claims.map((c) => c.claim_amount).sort()).toEqual([10_000, 40_000]);
      expect((await a.runtime.business.read("npa/dlg/claimed_total"))?.value).toBe(50_000);
    });
  },
);
