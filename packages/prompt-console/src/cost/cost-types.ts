/** `GET /api/admin/cost-forecast` and `GET /api/admin/budgets`, from @platform/prompt-client's generated types. */
import type { Budget, CostForecast } from "@platform/prompt-client";

export type { Budget, CostForecast } from "@platform/prompt-client";
export type DailyCost = CostForecast["history"][number];
export type BudgetPeriod = Budget["period"];
