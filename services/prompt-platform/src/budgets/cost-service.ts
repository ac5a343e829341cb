import type { Database } from "../db/database.js";
import { microsToUsd } from "../executions/pricing.js";
import { utcDay } from "./budget-period.js";
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
  constructor(private readonly deps: { db: Database; clock: () => number }) {}

  /** `days` UTC days ending with `lastOffset` (0 = today, −1 = yesterday), every day present (zeros filled). */
  async daily(orgId: string, days: number, lastOffset = 0): Promise<DailyCost[]> {
    const now = this.deps.clock();
    const first = utcDay(now, lastOffset - days + 1);
    const after = utcDay(now, lastOffset + 1);
    const rows = await this.deps.db.query<{ day: string; total: string | number; n: string | number }>(
      `SELECT to_char(completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(cost_micros) AS total, count(*) AS n
       FROM executions WHERE org_id = $1 AND completed_at >= $2 AND completed_at < $3 GROUP BY 1`,
      [orgId, `${first}T00:00:00.000Z`, `${after}T00:00:00.000Z`],
    );
    const byDay = new Map(rows.map((r) => [r.day, r]));
    return Array.from({ length: days }, (_, i) => {
      const day = utcDay(now, lastOffset - days + 1 + i);
      const row = byDay.get(day);
      return { day, costUsd: microsToUsd(Number(row?.total ?? 0)), executions: Number(row?.n ?? 0) };
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
