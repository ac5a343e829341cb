import { afterEach, describe, expect, it } from "vitest";
import {
  type DisbursementDependencies,
  loanDisbursementSaga,
} from "../src/services/lending/loan-disbursement-saga.js";
import { LIFECYCLE } from "./fixtures/loan-lifecycle.js";
import { lendingRuntime } from "./lending-helpers.js";

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const SERVICES = ["mechanism", "audit", "consent", "credit_bureau", "fraud", "risk", "pricing", "kfs"];
const START = { saga: "loan_disbursement", saga_id: "D-1", input: { loan_id: "L-1", kfs_id: "KFS-A-1" } };

/** The lifecycle up to the accepted statement (`steps` of it), then the disbursement saga. */
async function disburse(
  { steps = 4, ports = {} }: { steps?: number; ports?: Partial<DisbursementDependencies> } = {},
  before?: (t: Awaited<ReturnType<typeof lendingRuntime>>) => Promise<void>,
) {
  const t = await lendingRuntime(SERVICES, {
    sagas: (deps) => [loanDisbursementSaga({ ...deps, ...ports })],
  });
  stops.push(() => t.runtime.stop());
  await before?.(t);
  for (const step of LIFECYCLE.slice(0, steps)) await t.publish(step.event_type, step.payload);
  t.clear();
  await t.publish("saga.start", START);
  return { ...t, record: t.runtime.sagas!.get("D-1")! };
}

describe("loan disbursement saga", () => {
  it("checks the accepted statement, consent, risk and fraud, reserves, pays the net amount and books the loan", async () => {
    const t = await disburse();
    expect(t.types()).toEqual(["saga.start", "loan.disbursed", "SAGA_COMPLETED"]);
    expect(t.payloads("loan.disbursed")).toEqual([
      {
        saga_id: "D-1",
        loan_id: "L-1",
        kfs_id: "KFS-A-1",
        application_id: "A-1",
        borrower_id: "B-1",
        principal: 500_000,
        amount: 490_000, // 5 00 000 less the 10 000 processing fee of the statement
        emi: 16_726.81,
        apr_percent: 13.91,
        payout_reference: "PAYOUT-L-1",
        disbursed_at: "2026-04-01T00:00:00.000Z",
      },
    ]);
    expect(t.record).toMatchObject({
      status: "completed",
      completed_steps: [
        "verify_kfs_accepted",
        "verify_consent_live",
        "verify_risk_and_fraud_clear",
        "reserve_funds",
        "record_disbursement",
        "book_loan",
      ],
      results: {
        verify_consent_live: { consent_id: "C-1" },
        verify_risk_and_fraud_clear: { risk_grade: "B", fraud_clear: true },
      },
    });
    expect(t.runtime.store.getValue("disbursement/reservation/L-1")).toMatchObject({
      amount: 490_000,
      status: "reserved",
    });
  });

  it("rolls back when the statement was never accepted", async () => {
    const t = await disburse({ steps: 3 });
    expect(t.types()).toEqual(["saga.start", "SAGA_ROLLED_BACK"]);
    expect(t.payloads("SAGA_ROLLED_BACK")).toEqual([
      {
        saga_id: "D-1",
        saga: "loan_disbursement",
        failed_step: "verify_kfs_accepted",
        error: { type: "DisbursementRefused", message: "key fact statement KFS-A-1 is not accepted" },
        compensated: [],
      },
    ]);
  });

  it("rolls back when the consent was withdrawn after acceptance", async () => {
    const t = await lendingRuntime(SERVICES);
    stops.push(() => t.runtime.stop());
    for (const step of LIFECYCLE.slice(0, 4)) await t.publish(step.event_type, step.payload);
    await t.publish("consent.withdraw", { consent_id: "C-1", reason: "changed mind" });
    t.clear();
    await t.publish("saga.start", START);
    expect(t.payloads("SAGA_ROLLED_BACK")[0]).toMatchObject({
      failed_step: "verify_consent_live",
      error: { message: "borrower B-1 has no live consent for loan_servicing (withdrawn)" },
    });
    expect(t.payloads("loan.disbursed")).toEqual([]);
  });

  it("rolls back when fraud did not clear the application (another borrower used the PAN)", async () => {
    const t = await disburse({}, async (x) => {
      await x.publish("loan.application.submitted", {
        ...(LIFECYCLE[2]!.payload as Record<string, unknown>),
        application_id: "A-0",
        borrower_id: "B-0",
      });
    });
    expect(t.payloads("SAGA_ROLLED_BACK")[0]).toMatchObject({
      failed_step: "verify_risk_and_fraud_clear",
      error: { message: "fraud has not cleared application A-1 (duplicate_identity)" },
    });
  });

  it("a failed payout releases the reserved funds", async () => {
    const t = await disburse({
      ports: {
        payout: {
          pay: async () => {
            throw new Error("NEFT gateway timeout");
          },
          reverse: async () => {},
        },
      },
    });
    expect(t.types()).toEqual(["saga.start", "SAGA_ROLLED_BACK"]);
    expect(t.payloads("SAGA_ROLLED_BACK")[0]).toMatchObject({
      failed_step: "record_disbursement",
      error: { type: "Error", message: "NEFT gateway timeout" },
      // Every completed step, newest first (the checks have nothing to undo).
      compensated: [
        "reserve_funds",
        "verify_risk_and_fraud_clear",
        "verify_consent_live",
        "verify_kfs_accepted",
      ],
    });
    expect(t.runtime.store.getValue("disbursement/reservation/L-1")).toMatchObject({ status: "released" });
  });

  it("a failed booking reverses the payout (loan.disbursement.reversed) and releases the funds, in reverse order", async () => {
    const reversed: string[] = [];
    const t = await disburse({
      ports: {
        payout: {
          pay: async () => ({ reference: "UTR-42" }),
          reverse: async (reference) => void reversed.push(reference),
        },
        book: {
          book: async () => {
            throw new Error("core banking unavailable");
          },
        },
      },
    });
    expect(t.types()).toEqual([
      "saga.start",
      "loan.disbursed",
      "loan.disbursement.reversed",
      "SAGA_ROLLED_BACK",
    ]);
    expect(reversed).toEqual(["UTR-42"]);
    expect(t.payloads("loan.disbursement.reversed")).toEqual([
      {
        saga_id: "D-1",
        loan_id: "L-1",
        amount: 490_000,
        payout_reference: "UTR-42",
        reason: "saga_rolled_back",
      },
    ]);
    expect(t.payloads("SAGA_ROLLED_BACK")[0]).toMatchObject({
      failed_step: "book_loan",
      compensated: [
        "record_disbursement",
        "reserve_funds",
        "verify_risk_and_fraud_clear",
        "verify_consent_live",
        "verify_kfs_accepted",
      ],
    });
  });
});
