import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { killLeftovers, startEventctl } from "./eventctl-process.js";
import { LIFECYCLE } from "./fixtures/loan-lifecycle.js";
import { tempDir } from "./helpers.js";
import {
  deleteStream,
  dropSchemas,
  eventctlNatsEnv,
  loanSystemPublisher,
  StreamTap,
  servicesRunning,
  testNatsUrl,
  uniqueNames,
} from "./nats-helpers.js";

/*
 * The disbursement saga on one host, the services whose records its checks read (kfs, consent,
 * risk, fraud) on another, over NATS JetStream (issue 23, decision 0030 as amended): each host is an
 * `eventctl run --transport nats` process with a store file of its own. With the business store in
 * one PostgreSQL schema the saga sees the statement, consent, score and verdict written on the other
 * host and pays once; without it the saga refuses.
 */
const url = testNatsUrl("nats-saga-split.test.ts");
const pgUrl = process.env.TEST_DATABASE_URL;
if (url && !pgUrl && process.env.CI === "true") throw new Error("TEST_DATABASE_URL must be set in CI");
const streams: string[] = [];
const schemas: string[] = [];
afterAll(async () => {
  killLeftovers();
  if (url) for (const stream of streams) await deleteStream(url, stream);
  await dropSchemas(pgUrl, schemas);
});

const CHECKS = ["consent", "credit_bureau", "fraud", "risk", "pricing", "kfs", "audit"];
const INPUT = { loan_id: "L-1", kfs_id: "KFS-A-1" };

/** Runs host A (`mechanism audit`) and host B (the checks' services); returns what the stream saw. */
async function sagaOnAChecksOnB(shared: Record<string, string>) {
  const names = uniqueNames("sagasplit");
  streams.push(names.stream);
  const env = eventctlNatsEnv(url!, names, tempDir("eventplat-keys-"), shared);
  const hostA = startEventctl(["run", "mechanism", "audit", "--transport", "nats"], tempDir(), {
    ...env,
    EVENTPLAT_STORE_PATH: join(tempDir(), "a.db"),
  });
  await hostA.waitFor(servicesRunning);
  const hostB = startEventctl(["run", ...CHECKS, "--transport", "nats"], tempDir(), {
    ...env,
    EVENTPLAT_STORE_PATH: join(tempDir(), "b.db"),
  });
  await hostB.waitFor(servicesRunning);
  const tap = await StreamTap.open(url!, names.stream);
  const loanSystem = await loanSystemPublisher(url!, names.stream, names.prefix);
  const send = loanSystem.send;
  try {
    // Services on NATS run concurrently: each step waits for its consequences before the next.
    for (const step of LIFECYCLE.slice(0, 4)) {
      await send(step.event_type, step.payload);
      await tap.waitFor((events) => step.causes.every((t) => events.some((e) => e.event_type === t)), 60_000);
    }
    // Two starts for the loan: a retry must not pay twice.
    await send("saga.start", { saga: "loan_disbursement", input: INPUT });
    await send("saga.start", { saga: "loan_disbursement", input: INPUT });
    await tap.waitFor(
      (events) =>
        events.filter((e) => e.event_type === "SAGA_COMPLETED" || e.event_type === "SAGA_ROLLED_BACK")
          .length >= 1,
      60_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 7000)); // past two ack waits: late repeats show
    return tap;
  } finally {
    await loanSystem.close();
    await tap.close();
    for (const host of [hostA, hostB]) expect((await host.stop("SIGTERM")).code).toBe(0);
  }
}

describe.skipIf(!url || !pgUrl)("the saga on host A, kfs/consent/risk/fraud on host B, over NATS", () => {
  it("with the business store in one PostgreSQL schema: the loan is disbursed exactly once", {
    timeout: 180_000,
  }, async () => {
    const schema = `ep_sagasplit_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    schemas.push(schema);
    const tap = await sagaOnAChecksOnB({
      EVENTPLAT_STORE_SHARED_URL: pgUrl!,
      EVENTPLAT_STORE_SHARED_SCHEMA: schema,
    });
    expect(tap.of("loan.disbursed").map((e) => e.payload.loan_id)).toEqual(["L-1"]);
    expect(tap.of("SAGA_ROLLED_BACK")).toEqual([]);
  });

  it("without the shared store the saga on host A never sees host B's records and refuses", {
    timeout: 180_000,
  }, async () => {
    const tap = await sagaOnAChecksOnB({});
    expect(tap.of("loan.disbursed")).toEqual([]);
    expect(tap.of("SAGA_ROLLED_BACK").length).toBeGreaterThan(0);
  });
});
