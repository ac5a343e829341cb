import { afterEach, describe, expect, it } from "vitest";
import { ConfigurationError } from "../src/errors.js";
import { type DpdUpdate, isNpa } from "../src/services/lending/asset-classification.js";
import { classifyRbi, dlgClaim, rbiProvision } from "../src/services/lending/rbi-asset-quality.js";
import { type ConfigPatch, lendingRuntime } from "./lending-helpers.js";

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const loan = (patch: Partial<DpdUpdate> = {}): DpdUpdate => ({
  loan_id: "L-1",
  days_past_due: 0,
  outstanding: 100_000,
  secured: true,
  ...patch,
});

// Day 91 is the first NPA day; 12 months (365 days) later, day 456, it is doubtful; after 1 year in
// doubtful (day 821) D2; after 3 years in doubtful (day 1551) D3.
describe("RBI preset: classes at every edge", () => {
  it("SMA-0 1-30, SMA-1 31-60, SMA-2 61-90, NPA above 90", () => {
    const expected: Array<[number, string]> = [
      [0, "standard"],
      [1, "SMA-0"],
      [30, "SMA-0"],
      [31, "SMA-1"],
      [60, "SMA-1"],
      [61, "SMA-2"],
      [90, "SMA-2"],
      [91, "substandard"],
    ];
    expect(expected.map(([d]) => [d, classifyRbi(d)])).toEqual(expected);
    expect(isNpa(classifyRbi(90))).toBe(false);
    expect(isNpa(classifyRbi(91))).toBe(true);
  });

  it("substandard for 12 months, then doubtful D1 (up to 1 year in doubtful), D2 (1-3 years), D3 (over 3)", () => {
    const expected: Array<[number, string]> = [
      [455, "substandard"], // 364 days an NPA
      [456, "doubtful-D1"], // 12 months an NPA
      [820, "doubtful-D1"], // 364 days in doubtful
      [821, "doubtful-D2"], // 1 year in doubtful
      [1550, "doubtful-D2"], // 3 years less a day in doubtful
      [1551, "doubtful-D3"], // 3 years in doubtful
      [5000, "doubtful-D3"],
    ];
    expect(expected.map(([d]) => [d, classifyRbi(d)])).toEqual(expected);
  });

  it("loss when identified, at any age; never by days alone", () => {
    expect(classifyRbi(10, true)).toBe("loss");
    expect(classifyRbi(200, true)).toBe("loss");
    expect(classifyRbi(20_000)).toBe("doubtful-D3");
  });
});

describe("RBI preset: provisions", () => {
  it("substandard 15%, 25% when unsecured", () => {
    expect(rbiProvision("substandard", loan())).toMatchObject({ percent: 15, amount: 15_000 });
    expect(rbiProvision("substandard", loan({ secured: false }))).toMatchObject({
      percent: 25,
      amount: 25_000,
    });
  });

  it("doubtful: 25% / 40% / 100% of the secured portion for D1 / D2 / D3, 100% of the unsecured portion", () => {
    const part = loan({ security_value: 60_000 });
    expect(rbiProvision("doubtful-D1", part)).toEqual({
      percent: 55,
      amount: 15_000 + 40_000,
      secured_portion: 60_000,
      unsecured_portion: 40_000,
    });
    expect(rbiProvision("doubtful-D2", part)).toMatchObject({ amount: 24_000 + 40_000, percent: 64 });
    expect(rbiProvision("doubtful-D3", part)).toMatchObject({ amount: 100_000, percent: 100 });
    // Fully secured (no security value given), and unsecured.
    expect(rbiProvision("doubtful-D1", loan())).toMatchObject({ amount: 25_000, unsecured_portion: 0 });
    expect(rbiProvision("doubtful-D2", loan())).toMatchObject({ amount: 40_000 });
    expect(rbiProvision("doubtful-D1", loan({ secured: false }))).toMatchObject({
      amount: 100_000,
      secured_portion: 0,
    });
    // A security worth more than the loan secures the whole outstanding, no more.
    expect(rbiProvision("doubtful-D1", loan({ security_value: 250_000 }))).toMatchObject({ amount: 25_000 });
  });

  it("loss 100%; standard and SMA none", () => {
    expect(rbiProvision("loss", loan())).toMatchObject({ percent: 100, amount: 100_000 });
    expect(rbiProvision("SMA-2", loan())).toMatchObject({ percent: 0, amount: 0 });
  });
});

describe("RBI preset: the default loss guarantee is capped at 5% of the portfolio it covers", () => {
  it("pays up to the cap and no more: at the cap, just below it, and past it", () => {
    const cover = { portfolio_amount: 1_000_000, claimed: 0 }; // cap 50 000
    expect(dlgClaim(30_000, cover)).toEqual({
      claim_amount: 30_000,
      requested_amount: 30_000,
      cap_amount: 50_000,
      cap_remaining: 20_000,
      capped: false,
    });
    expect(dlgClaim(20_000, { ...cover, claimed: 30_000 })).toMatchObject({
      claim_amount: 20_000,
      capped: false,
      cap_remaining: 0,
    });
    expect(dlgClaim(20_000.01, { ...cover, claimed: 30_000 })).toMatchObject({
      claim_amount: 20_000,
      capped: true,
    });
    expect(dlgClaim(5_000, { ...cover, claimed: 50_000 })).toMatchObject({ claim_amount: 0, capped: true });
  });
});

describe("RBI preset in pricing: penal charges are fixed, never interest on a rate", () => {
  it("the statement carries a fixed penal charge instead of penal interest; it is assessed up to that amount", async () => {
    const t = await lendingRuntime(["pricing", "kfs"], {
      patch: (c) => {
        c.asset_quality.policy = "rbi";
        c.asset_quality.dlg_portfolio_amount = 1_000_000;
        c.asset_quality.penal_charge_amount = 750;
      },
    });
    stops.push(() => t.runtime.stop());
    await t.publish("risk.scored", {
      application_id: "A-1",
      borrower_id: "B-1",
      decision: "approve",
      grade: "B",
      application: { product: "personal", amount: 400_000, tenure_months: 24 },
    });
    const charges = t.payloads("pricing.quoted")[0]!.charges as Array<Record<string, unknown>>;
    expect(charges.filter((c) => String(c.name).startsWith("penal"))).toEqual([
      {
        name: "penal_charge",
        type: "contingent",
        amount: 750,
        basis: "per instalment in default; fixed, not added to the interest rate",
      },
    ]);
    expect(charges.some((c) => "rate_percent" in c)).toBe(false);
    await t.publish("kfs.accept", { kfs_id: "KFS-A-1", loan_id: "L-1" });
    t.clear();
    const assess = (payload: Record<string, unknown>) =>
      t.publish("fee.assess", { loan_id: "L-1", ...payload });
    await assess({ fee: "penal_charge" });
    await assess({ fee: "penal_charge", amount: 751 });
    await assess({ fee: "penal_interest", overdue_amount: 10_000, days_overdue: 30 });
    expect(t.payloads("fee.assessed")).toMatchObject([{ fee: "penal_charge", amount: 750 }]);
    expect(t.payloads("fee.rejected").map((p) => [p.fee, p.reason])).toEqual([
      ["penal_charge", "exceeds_kfs"],
      ["penal_interest", "not_in_kfs"],
    ]);
  });

  it("refuses penal interest at a rate even on a statement accepted before the switch to rbi", async () => {
    const t = await lendingRuntime(["pricing", "kfs"], {
      patch: (c) => {
        c.asset_quality.policy = "rbi";
        c.asset_quality.dlg_portfolio_amount = 1_000_000;
        c.asset_quality.penal_charge_amount = 750;
      },
    });
    stops.push(() => t.runtime.stop());
    // An accepted statement with penal interest as a rate, as the spec preset wrote them.
    await t.publish("kfs.accepted", {
      kfs_id: "KFS-OLD",
      loan_id: "L-2",
      product: "personal",
      annual_rate_percent: 14,
      charges: [
        { name: "penal_interest", type: "contingent", rate_percent: 18, basis: "overdue amount, per annum" },
      ],
    });
    await t.publish("fee.assess", {
      loan_id: "L-2",
      fee: "penal_interest",
      overdue_amount: 10_000,
      days_overdue: 30,
    });
    expect(t.payloads("fee.rejected")).toEqual([
      {
        loan_id: "L-2",
        fee: "penal_interest",
        reason: "penal_interest_not_allowed",
        detail:
          "penal_interest is a rate; under the RBI preset a penal charge is a fixed amount, never added to the interest rate",
      },
    ]);
  });

  it("refuses to start pricing under rbi without the fixed penal charge", async () => {
    await expect(
      lendingRuntime(["pricing"], {
        patch: (c) => {
          c.asset_quality.policy = "rbi";
          c.asset_quality.dlg_portfolio_amount = 1;
        },
      }),
    ).rejects.toThrow(
      "asset_quality.policy rbi states penal charges as a fixed amount: set asset_quality.penal_charge_amount",
    );
  });
});

describe("RBI preset in the npa service (asset_quality.policy: rbi)", () => {
  async function npa(patch?: ConfigPatch) {
    const t = await lendingRuntime(["npa", "audit"], {
      patch: (c) => {
        c.asset_quality.policy = "rbi";
        c.asset_quality.dlg_portfolio_amount = 1_000_000;
        patch?.(c);
      },
    });
    stops.push(() => t.runtime.stop());
    return t;
  }

  it("walks a loan through the ladder; invokes the guarantee at 120 dpd within the 5% cap", async () => {
    const t = await npa();
    const update = (loan_id: string, days: number, outstanding = 40_000) =>
      t.publish("loan.dpd.updated", {
        loan_id,
        days_past_due: days,
        outstanding,
        secured: true,
        security_value: 30_000,
      });
    for (const days of [1, 31, 61, 91, 119]) await update("L-1", days);
    expect(t.payloads("npa.dlg.triggered")).toEqual([]);
    await update("L-1", 120);
    for (const days of [456, 821, 1551]) await update("L-1", days);
    expect(t.payloads("sma.classified").map((p) => p.class)).toEqual(["SMA-0", "SMA-1", "SMA-2"]);
    expect(t.payloads("npa.bucket.changed").map((p) => [p.to, p.provision_amount])).toEqual([
      ["substandard", 6_000],
      ["doubtful-D1", 7_500 + 10_000],
      ["doubtful-D2", 12_000 + 10_000],
      ["doubtful-D3", 40_000],
    ]);
    // A second loan takes the rest of the 50 000 cap (10 000 of its 40 000); a third gets nothing.
    await update("L-2", 120);
    await update("L-3", 130);
    expect(t.payloads("npa.dlg.triggered").map((p) => [p.loan_id, p.claim_amount, p.capped])).toEqual([
      ["L-1", 40_000, false],
      ["L-2", 10_000, true],
      ["L-3", 0, true],
    ]);
    // Identified as loss.
    await t.publish("loan.dpd.updated", {
      loan_id: "L-1",
      days_past_due: 1551,
      outstanding: 40_000,
      secured: true,
      loss_identified: true,
    });
    expect(t.payloads("npa.bucket.changed").at(-1)).toMatchObject({ to: "loss", provision_amount: 40_000 });
  });

  it("an NPA is upgraded only once every arrear is paid: a part payment leaves it NPA", async () => {
    const t = await npa();
    const update = (days: number) =>
      t.publish("loan.dpd.updated", {
        loan_id: "L-5",
        days_past_due: days,
        outstanding: 10_000,
        secured: true,
      });
    for (const days of [91, 40, 1, 456, 100, 0]) await update(days);
    expect(t.payloads("npa.bucket.changed").map((p) => [p.days_past_due, p.from, p.to])).toEqual([
      [91, "standard", "substandard"],
      [456, "substandard", "doubtful-D1"],
      [0, "doubtful-D1", "standard"],
    ]);
  });

  it("refuses to start without the covered portfolio, or with the guarantee later than 120 days", async () => {
    await expect(
      lendingRuntime(["npa"], {
        patch: (c) => {
          c.asset_quality.policy = "rbi";
        },
      }),
    ).rejects.toThrow(ConfigurationError);
    await expect(
      lendingRuntime(["npa"], {
        patch: (c) => {
          c.asset_quality.policy = "rbi";
          c.asset_quality.dlg_portfolio_amount = 1;
          c.npa.dlg_days = 121;
        },
      }),
    ).rejects.toThrow(
      "asset_quality.policy rbi invokes the guarantee by 120 days past due; npa.dlg_days is 121",
    );
  });
});
