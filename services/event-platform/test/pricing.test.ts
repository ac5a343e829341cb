import { afterEach, describe, expect, it } from "vitest";
import { ConfigurationError } from "../src/errors.js";
import {
  assessForeclosure,
  assessPenalInterest,
  type PRODUCTS,
  parseRateCaps,
  quote,
} from "../src/services/lending/pricing-rules.js";
import { type ConfigPatch, lendingRuntime } from "./lending-helpers.js";

const caps = parseRateCaps(["personal:24", "home:12", "vehicle:16", "business:22"]);
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** pricing and kfs, with an offer for `product` accepted for loan L-1 (grade B). */
async function pricedLoan(product: string, grade = "B", patch?: ConfigPatch) {
  const t = await lendingRuntime(["pricing", "kfs"], { patch });
  stops.push(() => t.runtime.stop());
  await t.publish("risk.scored", {
    application_id: "A-1",
    borrower_id: "B-1",
    decision: "approve",
    grade,
    application: { product, amount: 400_000, tenure_months: 24 },
  });
  await t.publish("kfs.accept", { kfs_id: "KFS-A-1", loan_id: "L-1" });
  t.clear();
  const assess = (payload: Record<string, unknown>) =>
    t.publish("fee.assess", { loan_id: "L-1", ...payload });
  const metric = (name: string, labels: Record<string, string>) => t.runtime.metrics.counter(name, labels);
  return { ...t, assess, metric };
}

describe("pricing rules", () => {
  it("caps the rate per product: base + grade premium, at most the product's cap", () => {
    expect(
      quote({ product: "personal", grade: "E", amount: 100_000, tenure_months: 12 }, { caps, penalCap: 24 }),
    ).toMatchObject({
      annual_rate_percent: 20,
      uncapped_rate_percent: 20,
      rate_capped: false,
    });
    expect(
      quote({ product: "home", grade: "E", amount: 5_000_000, tenure_months: 240 }, { caps, penalCap: 24 }),
    ).toMatchObject({
      annual_rate_percent: 12,
      uncapped_rate_percent: 17.5,
      rate_capped: true,
    });
    expect(
      quote({ product: "vehicle", grade: "D", amount: 800_000, tenure_months: 60 }, { caps, penalCap: 24 }),
    ).toMatchObject({
      annual_rate_percent: 15,
      rate_capped: false,
    });
  });

  it("charges processing fees within the product's minimum and maximum", () => {
    const fee = (product: (typeof PRODUCTS)[number], amount: number) =>
      quote({ product, grade: "A", amount, tenure_months: 12 }, { caps, penalCap: 24 }).charges[0];
    expect(fee("personal", 10_000)).toEqual({
      name: "processing_fee",
      type: "upfront",
      amount: 1000,
      payable_to: "lender",
    });
    expect(fee("personal", 500_000)).toMatchObject({ amount: 10_000 });
    expect(fee("personal", 5_000_000)).toMatchObject({ amount: 25_000 });
    expect(fee("home", 5_000_000)).toMatchObject({ amount: 25_000 });
  });

  it("caps penal interest at 24% a year: 24% is charged as asked, 24.01% at 24%", () => {
    expect(assessPenalInterest(10_000, 24, 365, 24)).toEqual({
      rate_percent: 24,
      capped: false,
      amount: 2400,
    });
    expect(assessPenalInterest(10_000, 24.01, 365, 24)).toEqual({
      rate_percent: 24,
      capped: true,
      amount: 2400,
    });
    expect(assessPenalInterest(10_000, 23.99, 365, 24)).toEqual({
      rate_percent: 23.99,
      capped: false,
      amount: 2399,
    });
    expect(assessPenalInterest(16_727, 24, 30, 24).amount).toBe(329.96);
    // A cap of 18% configured: 18.01% is charged at 18%.
    expect(assessPenalInterest(10_000, 18.01, 365, 18)).toMatchObject({ rate_percent: 18, capped: true });
  });

  it("never charges foreclosure on personal or home loans", () => {
    expect(assessForeclosure("personal", 300_000, 4)).toEqual({ percent: 0, amount: 0, waived: true });
    expect(assessForeclosure("home", 3_000_000, 2)).toEqual({ percent: 0, amount: 0, waived: true });
    expect(assessForeclosure("vehicle", 300_000, 4)).toEqual({ percent: 4, amount: 12_000, waived: false });
  });

  it("needs a cap for every product", () => {
    expect(() => parseRateCaps(["personal:24"])).toThrow(
      new ConfigurationError("pricing.rate_caps: no cap for home, vehicle, business"),
    );
    expect(() => parseRateCaps(["gold:18"])).toThrow(/is not <product>:<percent>/);
  });
});

describe("pricing service", () => {
  it("quotes an approved application and counts pricing.rate_caps; ignores refer and decline", async () => {
    const t = await lendingRuntime(["pricing"]);
    stops.push(() => t.runtime.stop());
    const scored = (application_id: string, decision: string, product: string, grade: string) =>
      t.publish("risk.scored", {
        application_id,
        borrower_id: "B-1",
        decision,
        grade,
        application: { product, amount: 2_000_000, tenure_months: 120 },
      });
    await scored("A-1", "approve", "home", "E");
    await scored("A-2", "approve", "home", "A");
    await scored("A-3", "refer", "home", "A");
    await scored("A-4", "decline", "home", "A");
    expect(
      t.payloads("pricing.quoted").map((q) => [q.application_id, q.annual_rate_percent, q.rate_capped]),
    ).toEqual([
      ["A-1", 12, true],
      ["A-2", 8.5, false],
    ]);
    expect(t.payloads("pricing.quoted")[0]).toEqual({
      application_id: "A-1",
      borrower_id: "B-1",
      product: "home",
      grade: "E",
      amount: 2_000_000,
      tenure_months: 120,
      annual_rate_percent: 12,
      uncapped_rate_percent: 17.5,
      rate_capped: true,
      charges: [
        { name: "processing_fee", type: "upfront", amount: 10_000, payable_to: "lender" },
        { name: "penal_interest", type: "contingent", rate_percent: 18, basis: "overdue amount, per annum" },
        { name: "foreclosure", type: "contingent", percent: 0, basis: "principal outstanding" },
        { name: "bounce_charge", type: "contingent", amount: 500, basis: "per dishonoured instalment" },
      ],
    });
    expect(t.runtime.metrics.counter("pricing.rate_caps", { product: "home", outcome: "capped" })).toBe(1);
    expect(t.runtime.metrics.counter("pricing.rate_caps", { product: "home", outcome: "within" })).toBe(1);
  });

  it("assesses penal interest at 24% and caps 24.01% at 24%, counting pricing.penal_interest", async () => {
    const t = await pricedLoan("personal");
    await t.assess({ fee: "penal_interest", overdue_amount: 10_000, days_overdue: 365, rate_percent: 24 });
    await t.assess({ fee: "penal_interest", overdue_amount: 10_000, days_overdue: 365, rate_percent: 24.01 });
    expect(t.payloads("fee.assessed")).toEqual([
      {
        loan_id: "L-1",
        kfs_id: "KFS-A-1",
        product: "personal",
        fee: "penal_interest",
        amount: 2400,
        rate_percent: 24,
        requested_rate_percent: 24,
        capped: false,
        overdue_amount: 10_000,
        days_overdue: 365,
      },
      {
        loan_id: "L-1",
        kfs_id: "KFS-A-1",
        product: "personal",
        fee: "penal_interest",
        amount: 2400,
        rate_percent: 24,
        requested_rate_percent: 24.01,
        capped: true,
        overdue_amount: 10_000,
        days_overdue: 365,
      },
    ]);
    expect(t.metric("pricing.penal_interest", { product: "personal", outcome: "within" })).toBe(1);
    expect(t.metric("pricing.penal_interest", { product: "personal", outcome: "capped" })).toBe(1);
  });

  it("honours a configured penal cap", async () => {
    const t = await pricedLoan("personal", "B", (c) => {
      c.pricing.penal_interest_cap_percent = 18;
    });
    await t.assess({ fee: "penal_interest", overdue_amount: 10_000, days_overdue: 365 });
    expect(t.payloads("fee.assessed")[0]).toMatchObject({ rate_percent: 18, capped: false, amount: 1800 });
    await t.assess({ fee: "penal_interest", overdue_amount: 10_000, days_overdue: 365, rate_percent: 18.01 });
    expect(t.payloads("fee.assessed")[1]).toMatchObject({ rate_percent: 18, capped: true, amount: 1800 });
  });

  it("waives foreclosure on personal and home loans and charges it on vehicle loans, counting pricing.foreclosure", async () => {
    for (const [product, amount, waived] of [
      ["personal", 0, true],
      ["home", 0, true],
      ["vehicle", 12_000, false],
    ] as const) {
      const t = await pricedLoan(product);
      await t.assess({ fee: "foreclosure", outstanding: 300_000 });
      expect(t.payloads("fee.assessed")).toEqual([
        {
          loan_id: "L-1",
          kfs_id: "KFS-A-1",
          product,
          fee: "foreclosure",
          amount,
          percent: waived ? 0 : 4,
          outstanding: 300_000,
          waived,
        },
      ]);
      expect(t.metric("pricing.foreclosure", { product, outcome: waived ? "waived" : "charged" })).toBe(1);
    }
  });

  it("levies nothing the accepted key fact statement does not list, nor more than it says", async () => {
    const t = await pricedLoan("personal");
    await t.assess({ fee: "documentation_charge", amount: 500 });
    await t.assess({ fee: "bounce_charge", amount: 501 });
    await t.assess({ fee: "bounce_charge" });
    await t.assess({ fee: "interest", principal: 100_000, days: 30, rate_percent: 13 });
    await t.assess({ fee: "interest", principal: 100_000, days: 30 });
    await t.publish("fee.assess", {
      loan_id: "L-404",
      fee: "penal_interest",
      overdue_amount: 1,
      days_overdue: 1,
    });
    expect(t.payloads("fee.rejected").map((r) => [r.loan_id, r.fee, r.reason])).toEqual([
      ["L-1", "documentation_charge", "not_in_kfs"],
      ["L-1", "bounce_charge", "exceeds_kfs"],
      ["L-1", "interest", "exceeds_kfs"],
      ["L-404", "penal_interest", "no_accepted_kfs"],
    ]);
    expect(t.payloads("fee.assessed").map((a) => [a.fee, a.amount])).toEqual([
      ["bounce_charge", 500],
      ["interest", 1027.4], // 100 000 x 12.5% x 30/365
    ]);
  });
});
