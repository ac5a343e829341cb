import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { BUDGET_PERIODS } from "../budgets/budget-period.js";
import type { BudgetService } from "../budgets/budget-service.js";
import type { CostService } from "../budgets/cost-service.js";
import { principalOf } from "./auth-plugin.js";
import { authed, IdParams, Name, Timestamp } from "./schemas.js";

const Period = Type.Union([Type.Literal("daily"), Type.Literal("weekly"), Type.Literal("monthly")], {
  description: `one of ${BUDGET_PERIODS.join(", ")} (UTC calendar periods; weeks start on Monday)`,
});
const Day = Type.String({ description: "YYYY-MM-DD (UTC)" });
const DailyCost = Type.Object({ day: Day, costUsd: Type.Number(), executions: Type.Integer() });

const Budget = Type.Object({
  id: Type.String(),
  name: Type.String(),
  period: Period,
  limitUsd: Type.Number(),
  alertThreshold: Type.Number(),
  hard: Type.Boolean(),
  periodStart: Timestamp,
  periodEnd: Timestamp,
  spentUsd: Type.Number(),
  createdBy: Type.String(),
  createdAt: Timestamp,
});

const Forecast = Type.Object({
  history: Type.Array(DailyCost),
  historyDays: Type.Integer(),
  horizonDays: Type.Integer(),
  fit: Type.Object({ slope: Type.Number(), intercept: Type.Number(), r2: Type.Number() }),
  projection: Type.Array(Type.Object({ day: Day, costUsd: Type.Number() })),
  projectedTotalUsd: Type.Number(),
});

/** Cost reporting and budgets of the caller's organisation (admins). */
export const budgetRoutes: FastifyPluginAsyncTypebox<{ budgets: BudgetService; cost: CostService }> = async (
  app,
  o,
) => {
  app.get(
    "/api/admin/cost",
    {
      config: { permission: "cost.read" },
      schema: {
        tags: ["cost"],
        description: "Daily execution cost of the organisation (UTC days by completion time), today last.",
        querystring: Type.Object({
          days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366, default: 30 })),
        }),
        response: {
          200: Type.Object({ items: Type.Array(DailyCost), totalUsd: Type.Number() }),
          ...authed("VALIDATION_ERROR"),
        },
      },
    },
    async (request) => {
      const items = await o.cost.daily(principalOf(request).orgId, request.query.days ?? 30);
      return { items, totalUsd: items.reduce((s, d) => s + d.costUsd, 0) };
    },
  );

  app.get(
    "/api/admin/cost-forecast",
    {
      config: { permission: "cost.read" },
      schema: {
        tags: ["cost"],
        description:
          "Ordinary least squares over the last historyDays complete days (x = 0 … n−1), projected over horizonDays from today.",
        querystring: Type.Object({
          historyDays: Type.Optional(Type.Integer({ minimum: 2, maximum: 366, default: 30 })),
          horizonDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 366, default: 30 })),
        }),
        response: { 200: Forecast, ...authed("VALIDATION_ERROR") },
      },
    },
    async (request) =>
      o.cost.forecast(
        principalOf(request).orgId,
        request.query.historyDays ?? 30,
        request.query.horizonDays ?? 30,
      ),
  );

  app.post(
    "/api/admin/budgets",
    {
      config: { permission: "budget.manage", idempotent: true },
      schema: {
        tags: ["cost"],
        body: Type.Object(
          {
            name: Name,
            period: Period,
            // Budgets are kept in micro-dollars: a smaller limit would round to nothing.
            limitUsd: Type.Number({ minimum: 0.000001, maximum: 1e9 }),
            alertThreshold: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1, default: 0.8 })),
            hard: Type.Optional(Type.Boolean({ default: true })),
          },
          { additionalProperties: false },
        ),
        response: { 201: Budget, ...authed("VALIDATION_ERROR", "NAME_TAKEN") },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await o.budgets.create(principalOf(request), request.body)),
  );

  app.get(
    "/api/admin/budgets",
    {
      config: { permission: "cost.read" },
      schema: {
        tags: ["cost"],
        response: { 200: Type.Object({ items: Type.Array(Budget) }), ...authed() },
      },
    },
    async (request) => ({ items: await o.budgets.list(principalOf(request).orgId) }),
  );

  app.get(
    "/api/admin/budgets/:id",
    {
      config: { permission: "cost.read" },
      schema: { tags: ["cost"], params: IdParams, response: { 200: Budget, ...authed("NOT_FOUND") } },
    },
    async (request) => o.budgets.get(principalOf(request).orgId, request.params.id),
  );

  app.delete(
    "/api/admin/budgets/:id",
    {
      config: { permission: "budget.manage" },
      schema: { tags: ["cost"], params: IdParams, response: { 200: Budget, ...authed("NOT_FOUND") } },
    },
    async (request) => o.budgets.delete(principalOf(request), request.params.id),
  );
};
