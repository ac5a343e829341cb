export const BUDGET_PERIODS = ["daily", "weekly", "monthly"] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

export interface PeriodBounds {
  /** Inclusive, UTC. */
  start: Date;
  /** Exclusive, UTC. */
  end: Date;
  /** The period's start date (YYYY-MM-DD): which period an alert was recorded for. */
  key: string;
}

const DAY_MS = 86_400_000;

/** The UTC calendar period containing `now`: a day, an ISO week (Monday to Sunday) or a month. */
export function periodBounds(period: BudgetPeriod, now: number): PeriodBounds {
  const d = new Date(now);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  let start: number;
  let end: number;
  if (period === "daily") {
    start = day;
    end = day + DAY_MS;
  } else if (period === "weekly") {
    const sinceMonday = (d.getUTCDay() + 6) % 7;
    start = day - sinceMonday * DAY_MS;
    end = start + 7 * DAY_MS;
  } else {
    start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    end = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return { start: new Date(start), end: new Date(end), key: new Date(start).toISOString().slice(0, 10) };
}

/** YYYY-MM-DD of a UTC day `offset` days from the day containing `now`. */
export function utcDay(now: number, offset = 0): string {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) + offset * DAY_MS)
    .toISOString()
    .slice(0, 10);
}
