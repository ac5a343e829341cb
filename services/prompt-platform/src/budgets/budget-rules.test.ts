import { describe, expect, it } from "vitest";
import { PlatformError } from "../errors.js";
import { periodBounds } from "./budget-period.js";
import {
  alertDetails,
  alertReached,
  alreadyAlerted,
  budgetExceeded,
  budgetView,
  holdNeeded,
  refuseUnpriced,
  wouldExceed,
} from "./budget-rules.js";
import type { BudgetRecord } from "./budget-store.js";

const budget: BudgetRecord = {
  id: "b1",
  name: "team",
  period: "daily",
  limitMicros: 1_000_000,
  alertThreshold: 0.8,
  hard: true,
  alertedPeriod: null,
  createdBy: "user:u1",
  createdAt: "2026-11-01T00:00:00.000Z",
};
const bounds = periodBounds("daily", Date.parse("2026-11-27T15:00:00Z"));

describe("budget arithmetic", () => {
  it("admits up to the limit exactly and refuses one micro-dollar more", () => {
    expect(wouldExceed(1_000_000, 600_000, 300_000, 100_000)).toBe(false);
    expect(wouldExceed(1_000_000, 600_000, 300_000, 100_001)).toBe(true);
    expect(wouldExceed(0, 0, 0, 0)).toBe(false);
  });

  it("BUDGET_EXCEEDED names the budget and every figure in USD", () => {
    const error = budgetExceeded(budget, 600_000, 300_000, 100_001);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error.code).toBe("BUDGET_EXCEEDED");
    expect(error.message).toBe(
      'Budget "team" (daily, limit $1.000000) would be exceeded: spent $0.600000, ' +
        "reserved by running executions $0.300000, this execution up to $0.100001",
    );
  });

  it("alerts at the threshold share of the limit, not below, once per period", () => {
    expect(alertReached(budget, 799_999)).toBe(false);
    expect(alertReached(budget, 800_000)).toBe(true);
    expect(alreadyAlerted(budget, bounds)).toBe(false);
    expect(alreadyAlerted({ alertedPeriod: "2026-11-27" }, bounds)).toBe(true);
    expect(alreadyAlerted({ alertedPeriod: "2026-11-26" }, bounds)).toBe(false);
    expect(alertDetails(budget, bounds, 800_000)).toEqual({
      name: "team",
      period: "daily",
      periodStart: "2026-11-27T00:00:00.000Z",
      limitUsd: 1,
      alertThreshold: 0.8,
      spentUsd: 0.8,
      hard: true,
    });
  });

  it("reserves only under a hard budget, and settles whenever there is any budget", () => {
    expect(holdNeeded(true)).toEqual({ reserve: true, budgeted: true });
    expect(holdNeeded(false)).toEqual({ reserve: false, budgeted: true });
    expect(holdNeeded(null)).toEqual({ reserve: false, budgeted: false });
  });

  it("refuses models without a price by name, sorted as given", () => {
    expect(() => refuseUnpriced([])).not.toThrow();
    expect(() => refuseUnpriced(["acme:x", "acme:y"])).toThrow(
      "No price is known for acme:x, acme:y, and this organisation has a hard budget: " +
        "add the model to PLATFORM_MODEL_PRICES or use a priced model",
    );
  });

  it("serves a budget in USD with its current period", () => {
    expect(budgetView(budget, bounds, 250_000)).toEqual({
      id: "b1",
      name: "team",
      period: "daily",
      limitUsd: 1,
      alertThreshold: 0.8,
      hard: true,
      periodStart: "2026-11-27T00:00:00.000Z",
      periodEnd: "2026-11-28T00:00:00.000Z",
      spentUsd: 0.25,
      createdBy: "user:u1",
      createdAt: "2026-11-01T00:00:00.000Z",
    });
  });
});
