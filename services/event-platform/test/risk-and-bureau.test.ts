import { afterEach, describe, expect, it } from "vitest";
import {
  type BureauReport,
  deriveFacts,
  validateReport,
} from "../src/services/lending/credit-bureau-report.js";
import { parseRateCaps } from "../src/services/lending/pricing-rules.js";
import { features, scoreApplication } from "../src/services/lending/risk-model.js";
import { BUREAU_REPORT } from "./fixtures/loan-lifecycle.js";
import { lendingRuntime } from "./lending-helpers.js";

const caps = parseRateCaps(["personal:24", "home:12", "vehicle:16", "business:22"]);
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const application = {
  application_id: "A-1",
  borrower_id: "B-1",
  product: "personal" as const,
  amount: 500_000,
  tenure_months: 36,
  monthly_income: 150_000,
  existing_emi: 10_000,
};

describe("credit bureau report (eventplat.bureau.v1)", () => {
  it("derives the facts underwriting uses", () => {
    expect(validateReport(BUREAU_REPORT)).toEqual([]);
    expect(deriveFacts(BUREAU_REPORT as BureauReport)).toEqual({
      borrower_id: "B-1",
      report_id: "CIR-B-1",
      bureau: "CIBIL",
      generated_at: "2026-03-31T10:00:00.000Z",
      score: 780,
      thin_file: false,
      active_accounts: 2,
      total_outstanding: 285_000,
      total_overdue: 0,
      total_emi: 8000,
      max_dpd_12m: 12,
      max_dpd_24m: 12,
      written_off_or_settled: 0,
      enquiries_6m: 1,
      credit_history_months: 81, // June 2019 to March 2026
    });
  });

  it("looks back 12 months including the report's, leaves guarantees out of the totals", () => {
    const report = structuredClone(BUREAU_REPORT) as BureauReport;
    report.accounts[0]!.payment_history = [
      { month: "2025-04", dpd: 45 }, // 11 months before March 2026: inside 12 months
      { month: "2025-03", dpd: 95 }, // 12 months before: outside 12, inside 24
    ];
    report.accounts.push({
      ...report.accounts[1]!,
      account_id: "G-1",
      ownership: "guarantor",
      emi: 50_000,
      payment_history: [],
    });
    report.accounts.push({
      ...report.accounts[1]!,
      account_id: "W-1",
      status: "written_off",
      payment_history: [],
    });
    const facts = deriveFacts(report);
    expect([facts.max_dpd_12m, facts.max_dpd_24m, facts.total_emi, facts.written_off_or_settled]).toEqual([
      45, 95, 8000, 1,
    ]);
  });

  it("lists every problem of an invalid report with its path", () => {
    type Loose = Record<string, unknown>;
    const report = structuredClone(BUREAU_REPORT) as unknown as Loose & {
      accounts: (Loose & { payment_history: unknown[] })[];
    };
    report.score = { value: 950, version: "v" };
    report.accounts[0]!.current_balance = -1;
    report.accounts[0]!.opened_on = "2026-02-31";
    report.accounts[1]!.payment_history.push({ month: "2026-03", dpd: 0 });
    report.accounts[1]!.status = "open";
    report.extra = true;
    delete report.generated_at;
    expect(validateReport(report)).toEqual([
      "generated_at must be an ISO-8601 time",
      "score.value must be an integer >= 300 and <= 900",
      "accounts[0].opened_on must be a date YYYY-MM-DD",
      "accounts[0].current_balance must be a number >= 0",
      "accounts[1].status must be one of active, closed, written_off, settled",
      "accounts[1].payment_history[2].month repeats",
      "extra is not a field of the format",
    ]);
    expect(validateReport("nope")).toEqual(["report must be an object"]);
  });

  it("service: facts with consent, consent.refused without, credit_bureau.report.rejected when invalid", async () => {
    const t = await lendingRuntime(["credit_bureau", "consent"]);
    stops.push(() => t.runtime.stop());
    await t.publish("credit_bureau.report.received", { report: BUREAU_REPORT });
    await t.publish("consent.grant", {
      consent_id: "C-1",
      borrower_id: "B-1",
      purposes: ["credit_bureau"],
      expires_at: "2099-01-01T00:00:00Z",
    });
    await t.publish("credit_bureau.report.received", { report: BUREAU_REPORT });
    await t.publish("credit_bureau.report.received", { report: { ...BUREAU_REPORT, bureau: "ACME" } });
    expect(t.payloads("consent.refused")).toEqual([
      expect.objectContaining({
        service: "credit_bureau",
        borrower_id: "B-1",
        purpose: "credit_bureau",
        reason: "no_consent",
      }),
    ]);
    expect(t.payloads("credit_bureau.facts")).toEqual([
      { ...deriveFacts(BUREAU_REPORT as BureauReport), consent_id: "C-1" },
    ]);
    expect(t.payloads("credit_bureau.report.rejected")).toEqual([
      {
        report_id: "CIR-B-1",
        errors: ["bureau must be one of CIBIL, EXPERIAN, EQUIFAX, CRIF_HIGHMARK"],
        error_count: 1,
      },
    ]);
  });
});

describe("risk model (risk-v1)", () => {
  it("scores by the documented scorecard", () => {
    const f = features(application, deriveFacts(BUREAU_REPORT as BureauReport), caps);
    expect(f).toEqual({
      proposed_emi: 19_616.43, // at the personal cap, 24%
      obligations: 10_000, // declared 10 000 > bureau 8 000
      foir: 0.1974,
      bureau_score: 780,
      thin_file: false,
      max_dpd_12m: 12,
      enquiries_6m: 1,
      written_off_or_settled: 0,
    });
    // z = -3.0 - 0.012 x 80 + 0.25 x 1 + 0.5 (1-29 days past due) = -3.21; PD = 1/(1+e^3.21) = 3.8791%
    // score = 600 + 72.13 x ln(((1 - PD) / PD) / 30) = 586.2
    expect(scoreApplication(f)).toEqual({
      model: "risk-v1",
      score: 586,
      pd: 0.038791,
      grade: "B",
      decision: "approve",
      reasons: ["recent_delinquency"],
      features: f,
    });
  });

  it("refers above 50% FOIR or 10% PD and declines above 65% FOIR, 20% PD, 90+ days past due or a write-off", () => {
    const base = features(application, undefined, caps);
    expect(base.thin_file).toBe(true);
    const decide = (patch: Partial<typeof base>) =>
      scoreApplication({ ...base, bureau_score: 760, thin_file: false, ...patch });
    expect(decide({ foir: 0.5 }).decision).toBe("approve");
    expect(decide({ foir: 0.5001 }).decision).toBe("refer");
    expect(decide({ foir: 0.65 }).decision).toBe("refer");
    expect(decide({ foir: 0.6501 }).decision).toBe("decline");
    expect(decide({ max_dpd_12m: 90 }).decision).toBe("decline");
    expect(decide({ written_off_or_settled: 1 }).decision).toBe("decline");
    expect(decide({ bureau_score: 600 })).toMatchObject({ grade: "D", decision: "refer" }); // PD 14.2%
    expect(decide({ bureau_score: 480 })).toMatchObject({ grade: "E", decision: "decline" });
    // A thin file: z = -3.0 + 0.8 = -2.2, PD 9.97%: grade C, approved.
    expect(scoreApplication(base)).toMatchObject({ reasons: ["thin_file"], decision: "approve", grade: "C" });
  });

  it("service: uses the borrower's latest bureau facts", async () => {
    const t = await lendingRuntime(["risk", "consent"]);
    stops.push(() => t.runtime.stop());
    await t.publish("consent.grant", {
      consent_id: "C-1",
      borrower_id: "B-1",
      purposes: ["credit_assessment"],
      expires_at: "2099-01-01T00:00:00Z",
    });
    await t.publish(
      "credit_bureau.facts",
      deriveFacts(BUREAU_REPORT as BureauReport) as unknown as Record<string, unknown>,
    );
    await t.publish("loan.application.submitted", application);
    expect(t.payloads("risk.scored")).toEqual([
      {
        application_id: "A-1",
        borrower_id: "B-1",
        model: "risk-v1",
        score: 586,
        pd: 0.038791,
        grade: "B",
        decision: "approve",
        reasons: ["recent_delinquency"],
        features: expect.objectContaining({ foir: 0.1974, bureau_score: 780 }),
        bureau_report_id: "CIR-B-1",
        application: { product: "personal", amount: 500_000, tenure_months: 36 },
      },
    ]);
  });
});
