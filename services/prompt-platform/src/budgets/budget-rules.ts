import { PlatformError } from "../errors.js";
import { microsToUsd } from "../executions/pricing.js";
import type { BudgetPeriod, PeriodBounds } from "./budget-period.js";
import type { BudgetKinds, BudgetRecord } from "./budget-store.js";

/** The budget arithmetic: plain numbers in, decisions out (amounts in integer micro-USD). */

export interface Budget {
  id: string;
  name: string;
  period: BudgetPeriod;
  limitUsd: number;
  /** Ratio of the limit at which an alert is recorded in the audit chain (once per period). */
  alertThreshold: number;
  /** A hard budget refuses executions that would exceed it; a soft one only alerts. */
  hard: boolean;
  periodStart: string;
  periodEnd: string;
  spentUsd: number;
  createdBy: string;
  createdAt: string;
}

/** The defaults a budget is created with when the request leaves them out. */
export const DEFAULT_ALERT_THRESHOLD = 0.8;
export const DEFAULT_HARD = true;

/** The served form of a budget in the period `bounds`, with what was spent in it. */
export function budgetView(r: BudgetRecord, bounds: PeriodBounds, spentMicros: number): Budget {
  return {
    id: r.id,
    name: r.name,
    period: r.period,
    limitUsd: microsToUsd(r.limitMicros),
    alertThreshold: r.alertThreshold,
    hard: r.hard,
    periodStart: bounds.start.toISOString(),
    periodEnd: bounds.end.toISOString(),
    spentUsd: microsToUsd(spentMicros),
    createdBy: r.createdBy,
    createdAt: r.createdAt,
  };
}

/**
 * What a reservation needs given the organisation's budget kinds: none without a hard budget, and
 * whether settling must look at budgets at all (only when the organisation has some).
 */
export function holdNeeded(kinds: BudgetKinds): { reserve: boolean; budgeted: boolean } {
  return { reserve: kinds === true, budgeted: kinds !== null };
}

/** A model without a price would cost $0 and slip under every hard limit: refused under a hard budget. */
export function refuseUnpriced(unpriced: readonly string[]): void {
  if (unpriced.length > 0)
    throw new PlatformError(
      "PRICE_UNKNOWN",
      `No price is known for ${unpriced.join(", ")}, and this organisation has a hard budget: ` +
        "add the model to PLATFORM_MODEL_PRICES or use a priced model",
    );
}

/** A hard budget admits an amount while spent + reserved + amount stays at or under its limit. */
export const wouldExceed = (limit: number, spent: number, reserved: number, amount: number) =>
  spent + reserved + amount > limit;

/** BUDGET_EXCEEDED, with every figure that led to it. */
export function budgetExceeded(
  b: Pick<BudgetRecord, "name" | "period" | "limitMicros">,
  spent: number,
  reserved: number,
  amount: number,
): PlatformError {
  const usd = (m: number) => `$${microsToUsd(m).toFixed(6)}`;
  return new PlatformError(
    "BUDGET_EXCEEDED",
    `Budget "${b.name}" (${b.period}, limit ${usd(b.limitMicros)}) would be exceeded: spent ${usd(spent)}, ` +
      `reserved by running executions ${usd(reserved)}, this execution up to ${usd(amount)}`,
  );
}

/** A budget alerts once per period, when its spend reaches the threshold share of its limit. */
export const alreadyAlerted = (b: Pick<BudgetRecord, "alertedPeriod">, bounds: PeriodBounds) =>
  b.alertedPeriod === bounds.key;

export const alertReached = (b: Pick<BudgetRecord, "alertThreshold" | "limitMicros">, spent: number) =>
  spent >= b.alertThreshold * b.limitMicros;

/** The audit details of `budget.alert`. */
export function alertDetails(b: BudgetRecord, bounds: PeriodBounds, spent: number): Record<string, unknown> {
  return {
    name: b.name,
    period: b.period,
    periodStart: bounds.start.toISOString(),
    limitUsd: microsToUsd(b.limitMicros),
    alertThreshold: b.alertThreshold,
    spentUsd: microsToUsd(spent),
    hard: b.hard,
  };
}
