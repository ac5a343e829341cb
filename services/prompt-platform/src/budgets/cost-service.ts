import type { Tx } from "../deps.js";
import { microsToUsd } from "../executions/pricing.js";
import { utcDay } from "./budget-period.js";
import type { BudgetStore } from "./budget-store.js";
import { forecastDaily, type LinearFit } from "./cost-forecast.js";

export interface DailyCost {
  /** YYYY-MM-DD, UTC. */
  day: string;
  costUsd: number;
  executions: number;
}

export interface CostForecast {
  /** The fitted history: complete UTC days, oldest first, x = 0 … historyDays − 1. */
  history: DailyCost[];
  historyDays: number;
  horizonDays: number;
  fit: LinearFit;
  projection: { day: string; costUsd: number }[];
  projectedTotalUsd: number;
}

/** Per-organisation daily cost from executions (by completion time, UTC days) and its OLS forecast. */
export class CostService {
  constructor(private readonly deps: { db: Tx; store: BudgetStore; clock: () => number }) {}

  /** `days` UTC days ending with `lastOffset` (0 = today, −1 = yesterday), every day present (zeros filled). */
  async daily(orgId: string, days: number, lastOffset = 0): Promise<DailyCost[]> {
    const now = this.deps.clock();
    const first = utcDay(now, lastOffset - days + 1);
    const after = utcDay(now, lastOffset + 1);
    const byDay = await this.deps.store.dailyCost(
      this.deps.db,
      orgId,
      `${first}T00:00:00.000Z`,
      `${after}T00:00:00.000Z`,
    );
    return Array.from({ length: days }, (_, i) => {
      const day = utcDay(now, lastOffset - days + 1 + i);
      const row = byDay.get(day);
      return { day, costUsd: microsToUsd(row?.costMicros ?? 0), executions: row?.executions ?? 0 };
    });
  }

  /**
   * Fits the last `historyDays` complete days (today is partial, so it is left out) by ordinary least
   * squares and projects the next `horizonDays` days, today included.
   */
  async forecast(orgId: string, historyDays: number, horizonDays: number): Promise<CostForecast> {
    const history = await this.daily(orgId, historyDays, -1);
    const { fit, projection, total } = forecastDaily(
      history.map((d) => d.costUsd),
      horizonDays,
    );
    const now = this.deps.clock();
    return {
      history,
      historyDays,
      horizonDays,
      fit,
      projection: projection.map((costUsd, i) => ({ day: utcDay(now, i), costUsd })),
      projectedTotalUsd: total,
    };
  }
}
