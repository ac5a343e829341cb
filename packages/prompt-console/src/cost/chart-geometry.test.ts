import { describe, expect, it } from "vitest";
import { chartGeometry, niceStep } from "./chart-geometry";
import type { CostForecast } from "./cost-types";

const box = { width: 400, height: 200, left: 40, right: 10, top: 10, bottom: 30 };

const forecast = (
  history: number[],
  projection: number[],
  slope: number,
  intercept: number,
): CostForecast => ({
  history: history.map((costUsd, i) => ({
    day: `2026-01-${String(i + 1).padStart(2, "0")}`,
    costUsd,
    executions: 1,
  })),
  historyDays: history.length,
  horizonDays: projection.length,
  fit: { slope, intercept, r2: 1 },
  projection: projection.map((costUsd, i) => ({ day: `2026-02-${String(i + 1).padStart(2, "0")}`, costUsd })),
  projectedTotalUsd: projection.reduce((s, v) => s + v, 0),
});

describe("niceStep", () => {
  it("rounds up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1.2)).toBe(2);
    expect(niceStep(2.2)).toBe(2.5);
    expect(niceStep(0.031)).toBeCloseTo(0.05);
    expect(niceStep(0)).toBe(1);
  });
});

describe("chartGeometry", () => {
  it("puts history bars and the projection on one scale with the fitted line across both", () => {
    const g = chartGeometry(forecast([1, 2, 3], [4, 5], 1, 1), box);
    expect(g.max).toBe(6);
    expect(g.bars).toHaveLength(3);
    // The tallest history bar (3 of 6) is half the plot height (160).
    expect(g.bars[2]!.height).toBeCloseTo(80);
    expect(g.projection.map((p) => p.costUsd)).toEqual([4, 5]);
    // Projection points sit on the fitted line: intercept + slope·x at x = 3, 4.
    const yOf = (v: number) => 10 + 160 - (v / 6) * 160;
    expect(g.projection[0]!.y).toBeCloseTo(yOf(4), 1);
    expect(g.fitPath.startsWith("M")).toBe(true);
    expect(g.fitPath.split("L")).toHaveLength(5);
    expect(g.todayX).toBeCloseTo(40 + (350 / 5) * 3);
    expect(g.ticks[0]).toEqual({ value: 0, y: 170 });
    expect(g.ticks.at(-1)!.value).toBe(6);
    expect(g.labels.map((l) => l.text)).toEqual(["01-01", "01-03", "02-02"]);
  });

  it("draws an all-zero history on a unit scale and floors a falling line at zero", () => {
    const zero = chartGeometry(forecast([0, 0], [0], 0, 0), box);
    expect(zero.max).toBe(1);
    expect(zero.bars.every((b) => b.height === 0)).toBe(true);
    const falling = chartGeometry(forecast([3, 1], [0, 0], -2, 3), box);
    expect(falling.fitPath).not.toContain("NaN");
    expect(falling.projection.every((p) => p.y === 170)).toBe(true);
  });
});
