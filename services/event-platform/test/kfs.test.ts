import { afterEach, describe, expect, it } from "vitest";
import { annualPercentageRate, emi, monthlyIrr } from "../src/services/lending/kfs-apr.js";
import { DAY, lendingRuntime, T0 } from "./lending-helpers.js";

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe("instalment and APR (monthly IRR x 12, the RBI KFS illustration's method)", () => {
  it("computes instalments by the reducing-balance formula, rounded to paise", () => {
    expect(emi(100_000, 12, 24)).toBe(4707.35);
    expect(emi(500_000, 12.5, 36)).toBe(16_726.81);
    expect(emi(5_000_000, 8.5, 240)).toBe(43_391.16);
    expect(emi(12_000, 0, 12)).toBe(1000);
  });

  it("worked by hand: one month, 10 000 lent at 1% a month", () => {
    // No charges: the borrower gets 10 000 and repays 10 100, r = 1% a month, APR 12%.
    expect(
      annualPercentageRate({
        principal: 10_000,
        months: 1,
        emi: 10_100,
        upfrontCharges: 0,
        monthlyCharges: 0,
      }),
    ).toBe(12);
    // A 100 fee deducted: 9 900 received, 10 100 repaid, r = 10 100 / 9 900 - 1 = 2.0202%, APR 24.24%.
    expect(
      annualPercentageRate({
        principal: 10_000,
        months: 1,
        emi: 10_100,
        upfrontCharges: 100,
        monthlyCharges: 0,
      }),
    ).toBe(24.24);
    // A 50 fee with the instalment instead: 10 000 received, 10 150 repaid, APR 18%.
    expect(
      annualPercentageRate({
        principal: 10_000,
        months: 1,
        emi: 10_100,
        upfrontCharges: 0,
        monthlyCharges: 50,
      }),
    ).toBe(18);
  });

  it("matches examples computed independently (bisection in Python on the same cash flows)", () => {
    // Without charges the APR is the contract rate.
    expect(
      annualPercentageRate({
        principal: 100_000,
        months: 24,
        emi: 4707.35,
        upfrontCharges: 0,
        monthlyCharges: 0,
      }),
    ).toBe(12);
    // 1 00 000 over 24 months at 12% with 8 000 of fees: 92 000 received, 24 x 4 707.35 repaid -> 20.5540%.
    expect(
      annualPercentageRate({
        principal: 100_000,
        months: 24,
        emi: 4707.35,
        upfrontCharges: 8000,
        monthlyCharges: 0,
      }),
    ).toBe(20.55);
    // 47 000 over 24 months at 21%, processing fee 1 175 + 18% GST: 45 613.50 received -> 24.1539%
    // (the lender's published KFS shows 24.16%).
    expect(
      annualPercentageRate({
        principal: 47_000,
        months: 24,
        emi: 2415.14,
        upfrontCharges: 1386.5,
        monthlyCharges: 0,
      }),
    ).toBe(24.15);
    // 1 00 000 over 12 months with 3 000 deducted: 97 000 received, 12 x 8 885 -> 17.8275%.
    expect(
      annualPercentageRate({
        principal: 100_000,
        months: 12,
        emi: 8885,
        upfrontCharges: 3000,
        monthlyCharges: 0,
      }),
    ).toBe(17.83);
    // The lifecycle's loan: 5 00 000, 36 months at 12.5%, 10 000 processing fee -> 13.9150%.
    expect(
      annualPercentageRate({
        principal: 500_000,
        months: 36,
        emi: 16_726.81,
        upfrontCharges: 10_000,
        monthlyCharges: 0,
      }),
    ).toBe(13.91);
    // A home loan: 50 00 000, 240 months at 8.5%, 25 000 fee -> 8.5688%.
    expect(
      annualPercentageRate({
        principal: 5_000_000,
        months: 240,
        emi: 43_391.16,
        upfrontCharges: 25_000,
        monthlyCharges: 0,
      }),
    ).toBe(8.57);
  });

  it("has no rate when the repayments do not cover the money received", () => {
    expect(monthlyIrr([1000, -400, -400])).toBeUndefined();
    expect(() =>
      annualPercentageRate({ principal: 1000, months: 2, emi: 400, upfrontCharges: 0, monthlyCharges: 0 }),
    ).toThrow(RangeError);
  });
});

describe("kfs service", () => {
  async function kfs(validityDays?: number) {
    const t = await lendingRuntime(["kfs"], {
      patch: (c) => {
        if (validityDays !== undefined) c.kfs.validity_days = validityDays;
      },
    });
    stops.push(() => t.runtime.stop());
    await t.publish("pricing.quoted", {
      application_id: "A-7",
      borrower_id: "B-7",
      product: "personal",
      grade: "B",
      amount: 100_000,
      tenure_months: 24,
      annual_rate_percent: 12,
      uncapped_rate_percent: 12,
      rate_capped: false,
      charges: [
        { name: "processing_fee", type: "upfront", amount: 2000, payable_to: "lender" },
        { name: "insurance_premium", type: "upfront", amount: 1500, payable_to: "third_party" },
        {
          name: "account_maintenance",
          type: "recurring",
          amount: 50,
          frequency: "monthly",
          payable_to: "lender",
        },
        { name: "penal_interest", type: "contingent", rate_percent: 24, basis: "overdue amount, per annum" },
      ],
    });
    return t;
  }

  it("generates the statement of an offer: instalment, all charges, net disbursed, totals, APR and validity", async () => {
    const t = await kfs();
    const [statement] = t.payloads("kfs.generated");
    expect(statement).toEqual({
      kfs_id: "KFS-A-7",
      application_id: "A-7",
      borrower_id: "B-7",
      product: "personal",
      principal: 100_000,
      tenure_months: 24,
      annual_rate_percent: 12,
      interest_type: "fixed",
      emi: 4707.35,
      instalments: 24,
      charges: expect.any(Array),
      upfront_charges: 3500,
      monthly_charges: 50,
      net_disbursed: 96_500,
      total_interest: 12_976.4,
      total_amount_payable: 114_176.4,
      // 96 500 received, 24 x (4 707.35 + 50) repaid: monthly IRR 1.39179% (computed independently).
      apr_percent: 16.7,
      issued_at: "2026-04-01T00:00:00.000Z",
      valid_until: "2026-04-04T00:00:00.000Z",
    });
    expect((statement!.charges as unknown[]).length).toBe(4);
  });

  it("accepts until the end of validity inclusive; 1 ms later it is rejected as expired", async () => {
    const onTime = await kfs();
    onTime.clock.advance(3 * DAY);
    await onTime.publish("kfs.accept", { kfs_id: "KFS-A-7", loan_id: "L-7" });
    expect(onTime.payloads("kfs.accepted")).toEqual([
      expect.objectContaining({
        kfs_id: "KFS-A-7",
        loan_id: "L-7",
        accepted_at: new Date(T0 + 3 * DAY).toISOString(),
        apr_percent: 16.7,
      }),
    ]);
    const late = await kfs();
    late.clock.advance(3 * DAY + 1);
    await late.publish("kfs.accept", { kfs_id: "KFS-A-7", loan_id: "L-7" });
    expect(late.payloads("kfs.accepted")).toEqual([]);
    expect(late.payloads("kfs.rejected")).toEqual([
      {
        kfs_id: "KFS-A-7",
        loan_id: "L-7",
        reason: "expired",
        detail: "valid until 2026-04-04T00:00:00.000Z",
      },
    ]);
  });

  it("takes the validity from the configuration; an accepted statement is bound to its loan", async () => {
    const t = await kfs(1);
    expect(t.payloads("kfs.generated")[0]!.valid_until).toBe("2026-04-02T00:00:00.000Z");
    await t.publish("kfs.accept", { kfs_id: "KFS-A-7", loan_id: "L-7" });
    await t.publish("kfs.accept", { kfs_id: "KFS-A-7", loan_id: "L-7" });
    await t.publish("kfs.accept", { kfs_id: "KFS-A-7", loan_id: "L-8" });
    await t.publish("kfs.accept", { kfs_id: "KFS-NONE", loan_id: "L-8" });
    expect(t.payloads("kfs.accepted")).toHaveLength(2); // the same acceptance, announced again
    expect(t.payloads("kfs.rejected").map((r) => r.reason)).toEqual(["already_accepted", "unknown_kfs"]);
  });
});
