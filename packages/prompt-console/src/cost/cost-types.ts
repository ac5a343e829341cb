/** `GET /api/admin/cost-forecast` and `GET /api/admin/budgets` (services/prompt-platform http/budget-routes.ts). */

export interface DailyCost {
  day: string;
  costUsd: number;
  executions: number;
}

export interface CostForecast {
  history: DailyCost[];
  historyDays: number;
  horizonDays: number;
  fit: { slope: number; intercept: number; r2: number };
  projection: { day: string; costUsd: number }[];
  projectedTotalUsd: number;
}

export type BudgetPeriod = "daily" | "weekly" | "monthly";

export interface Budget {
  id: string;
  name: string;
  period: BudgetPeriod;
  limitUsd: number;
  alertThreshold: number;
  hard: boolean;
  periodStart: string;
  periodEnd: string;
  spentUsd: number;
  createdBy: string;
  createdAt: string;
}
