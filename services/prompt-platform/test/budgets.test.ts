import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fitLine, forecastDaily } from "../src/budgets/cost-forecast.js";
import type { Database } from "../src/db/database.js";
import { releasedCapability } from "./delivery-fixtures.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

/** The simulator echoes the prompt cut to maxTokens × 4 characters: every run costs its worst case. */
const echo = {
  inputs: ["x"],
  nodes: [
    {
      id: "say",
      prompt: "Say {{x}}, then repeat it in other words until the answer is long enough.",
      model: "simulator",
      params: { maxTokens: 8 },
    },
  ],
  output: "say",
};

describe("cost forecast (ordinary least squares)", () => {
  it("fits a hand-computed example: slope, intercept, R²", () => {
    // x̄ = 1.5, ȳ = 2.75, Σ(x−x̄)(y−ȳ) = 6.5, Σ(x−x̄)² = 5 -> slope 1.3, intercept 0.8;
    // fitted 0.8, 2.1, 3.4, 4.7: SS_res = 0.30, SS_tot = 8.75, R² = 1 − 0.30 / 8.75.
    const fit = fitLine([1, 2, 3, 5].map((y, x) => ({ x, y })));
    expect(fit.slope).toBeCloseTo(1.3, 12);
    expect(fit.intercept).toBeCloseTo(0.8, 12);
    expect(fit.r2).toBeCloseTo(1 - 0.3 / 8.75, 12);
    const forecast = forecastDaily([1, 2, 3, 5], 2);
    expect(forecast.projection.map((v) => Number(v.toFixed(10)))).toEqual([6, 7.3]);
    expect(forecast.total).toBeCloseTo(13.3, 10);
  });

  it("never projects below zero; a flat or single-point history is a flat line", () => {
    expect(forecastDaily([5, 3, 1], 3).projection).toEqual([0, 0, 0]);
    expect(fitLine([{ x: 0, y: 4 }])).toEqual({ slope: 0, intercept: 4, r2: 1 });
    expect(forecastDaily([2, 2, 2], 2)).toMatchObject({ fit: { slope: 0, intercept: 2, r2: 1 }, total: 4 });
  });
});

describe.each(BACKENDS)("cost and budgets on $name", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let p: RunningPlatform;

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    p = await startPlatform(db, { PLATFORM_AUTH: "true" });
  });
  afterAll(async () => {
    await p.close();
    await drop();
  });

  const execute = (org: SeededOrg, capabilityId: string, x = "hello") =>
    call(p.url, "POST", "/api/executions", { key: org.dev.key, body: { capabilityId, inputs: { x } } });
  const createBudget = (org: SeededOrg, body: Record<string, unknown>) =>
    call(p.url, "POST", "/api/admin/budgets", { key: org.admin.key, body });
  const alerts = async (org: SeededOrg) =>
    (await call(p.url, "GET", "/api/audit/frames?limit=500", { key: org.admin.key })).body.items.filter(
      (f: { action: string }) => f.action === "budget.alert",
    );

  it("reports today's cost from executions and forecasts with the fit", async () => {
    const org = await seedOrg(p.services, "cost");
    const cap = await releasedCapability(p.url, org, echo);
    const costs: number[] = [];
    for (let i = 0; i < 3; i++) costs.push((await execute(org, cap.capabilityId, `n${i}`)).body.costUsd);
    const cost = await call(p.url, "GET", "/api/admin/cost?days=2", { key: org.admin.key });
    expect(cost.status).toBe(200);
    expect(cost.body.items).toHaveLength(2);
    const today = cost.body.items[1];
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today.executions).toBe(3);
    expect(today.costUsd).toBeCloseTo(
      costs.reduce((a, b) => a + b, 0),
      9,
    );

    const forecast = await call(p.url, "GET", "/api/admin/cost-forecast?historyDays=7&horizonDays=5", {
      key: org.admin.key,
    });
    expect(forecast.status).toBe(200);
    expect(forecast.body.history).toHaveLength(7);
    expect(forecast.body.projection).toHaveLength(5);
    expect(forecast.body.fit).toEqual({
      slope: expect.any(Number),
      intercept: expect.any(Number),
      r2: expect.any(Number),
    });
    const viewer = await call(p.url, "GET", "/api/admin/cost", { key: org.viewer.key });
    expect(viewer.status).toBe(403);
    // Another organisation's executions are not in this one's cost.
    const other = await seedOrg(p.services, "cost-other");
    const theirs = await call(p.url, "GET", "/api/admin/cost?days=1", { key: other.admin.key });
    expect(theirs.body.items).toEqual([expect.objectContaining({ executions: 0, costUsd: 0 })]);
  });

  it("a hard budget refuses an execution that could exceed it, records nothing, and alerts once at its threshold", async () => {
    const org = await seedOrg(p.services, "budget");
    const cap = await releasedCapability(p.url, org, echo);
    // Limits are kept in micro-dollars: below one is refused, not rounded to zero.
    const zero = await createBudget(org, { name: "zero", period: "daily", limitUsd: 1e-9 });
    expect(zero.status).toBe(422);
    // One micro-dollar is below any execution: the refusal names the most this execution could cost.
    const tiny = await createBudget(org, { name: "tiny", period: "daily", limitUsd: 0.000001 });
    expect(tiny.status, JSON.stringify(tiny.body)).toBe(201);
    const refused = await execute(org, cap.capabilityId);
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe("BUDGET_EXCEEDED");
    const estimate = Number(/this execution up to \$([\d.]+)/.exec(refused.body.error.message)![1]);
    expect(estimate).toBeGreaterThan(0);
    const listed = await call(p.url, "GET", `/api/executions?capabilityId=${cap.capabilityId}`, {
      key: org.dev.key,
    });
    expect(listed.body.items).toEqual([]);
    expect(
      (await call(p.url, "DELETE", `/api/admin/budgets/${tiny.body.id}`, { key: org.admin.key })).status,
    ).toBe(200);

    // Room for three executions at their worst case; eight at once cannot overspend it.
    const budget = await createBudget(org, {
      name: "daily",
      period: "daily",
      limitUsd: estimate * 3.5,
      alertThreshold: 0.5,
    });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => execute(org, cap.capabilityId, `c${i}`)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 402, 402, 402, 402, 402]);
    const after = await call(p.url, "GET", `/api/admin/budgets/${budget.body.id}`, { key: org.admin.key });
    expect(after.body.spentUsd).toBeLessThanOrEqual(after.body.limitUsd);
    expect(after.body.spentUsd).toBeGreaterThanOrEqual(after.body.limitUsd * 0.5);

    const recorded = await alerts(org);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      resource: `budget:${budget.body.id}`,
      details: expect.objectContaining({ name: "daily", alertThreshold: 0.5, hard: true }),
    });
    expect((await call(p.url, "GET", "/api/audit/verify")).body.valid).toBe(true);
  });

  it("replays of one original in an organisation with a budget, eight at once: each counted once, chain intact", async () => {
    const org = await seedOrg(p.services, "replays");
    const cap = await releasedCapability(p.url, org, echo);
    expect(
      (await createBudget(org, { name: "roomy", period: "monthly", limitUsd: 100, hard: true })).status,
    ).toBe(201);
    const original = await execute(org, cap.capabilityId);
    expect(original.status).toBe(201);
    const replays = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(p.url, "POST", `/api/executions/${original.body.id}/replay`, { key: org.dev.key }),
      ),
    );
    expect(replays.map((r) => r.status)).toEqual(Array(8).fill(201));
    const after = await call(p.url, "GET", `/api/executions/${original.body.id}`, { key: org.dev.key });
    expect(after.body.replay_count).toBe(8);
    expect((await call(p.url, "GET", "/api/audit/verify")).body).toMatchObject({ valid: true });
  });

  it("a soft budget only alerts; budgets are the admins' and their organisation's only", async () => {
    const org = await seedOrg(p.services, "soft");
    const other = await seedOrg(p.services, "soft-other");
    const cap = await releasedCapability(p.url, org, echo);
    const soft = await createBudget(org, {
      name: "soft",
      period: "monthly",
      limitUsd: 0.000001,
      hard: false,
    });
    expect(soft.body).toMatchObject({ hard: false, alertThreshold: 0.8, period: "monthly" });
    const listed = await call(p.url, "GET", "/api/admin/budgets", { key: org.admin.key });
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: soft.body.id, name: "soft", limitUsd: 0.000001 }),
    ]);
    expect((await execute(org, cap.capabilityId)).status).toBe(201);
    expect((await execute(org, cap.capabilityId, "again")).status).toBe(201);
    expect(await alerts(org)).toHaveLength(1);

    expect((await createBudget(org, { name: "soft", period: "daily", limitUsd: 1 })).body.error.code).toBe(
      "NAME_TAKEN",
    );
    const bad = await createBudget(org, { name: "x", period: "yearly", limitUsd: 0 });
    expect(bad.status).toBe(422);
    const byDev = await call(p.url, "POST", "/api/admin/budgets", {
      key: org.dev.key,
      body: { name: "dev", period: "daily", limitUsd: 1 },
    });
    expect(byDev.status).toBe(403);
    expect(
      (await call(p.url, "GET", `/api/admin/budgets/${soft.body.id}`, { key: other.admin.key })).status,
    ).toBe(404);
    expect(
      (await call(p.url, "DELETE", `/api/admin/budgets/${soft.body.id}`, { key: other.admin.key })).status,
    ).toBe(404);
    expect((await call(p.url, "GET", "/api/admin/budgets", { key: other.admin.key })).body.items).toEqual([]);
  });
});
