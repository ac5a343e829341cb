import type { CostForecast } from "./cost-types";

export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface ChartGeometry {
  /** One bar per history day. */
  bars: { day: string; x: number; y: number; width: number; height: number; costUsd: number }[];
  /** The fitted line over the history and its projection, as an SVG path (dashed in the chart). */
  fitPath: string;
  /** The projection alone, as points (one per future day). */
  projection: { day: string; x: number; y: number; costUsd: number }[];
  ticks: { value: number; y: number }[];
  /** x of the boundary between history and projection. */
  todayX: number;
  labels: { text: string; x: number }[];
  max: number;
}

/** 1, 2, 2.5 or 5 × 10^k, at least `value`: tick steps people read easily. */
export function niceStep(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * power >= value) return m * power;
  return 10 * power;
}

/**
 * Lays out the cost chart: history days as bars at x = 0 … n−1, the projection at x = n … n+h−1,
 * and the least-squares line `intercept + slope·x` (floored at zero like the projection) across both.
 */
export function chartGeometry(forecast: CostForecast, box: ChartBox, tickCount = 4): ChartGeometry {
  const n = forecast.history.length;
  const total = n + forecast.projection.length;
  const fitAt = (x: number) => Math.max(0, forecast.fit.intercept + forecast.fit.slope * x);
  const peak = Math.max(
    0,
    ...forecast.history.map((d) => d.costUsd),
    ...forecast.projection.map((d) => d.costUsd),
    fitAt(0),
    fitAt(Math.max(0, total - 1)),
  );
  const step = niceStep(peak / tickCount);
  const max = peak > 0 ? Math.ceil(peak / step) * step : 1;
  const plotW = box.width - box.left - box.right;
  const plotH = box.height - box.top - box.bottom;
  const slot = plotW / Math.max(1, total);
  const xOf = (i: number) => box.left + slot * (i + 0.5);
  const yOf = (v: number) => box.top + plotH - (v / max) * plotH;
  const round = (v: number) => Math.round(v * 100) / 100;

  const bars = forecast.history.map((d, i) => {
    const y = yOf(d.costUsd);
    return {
      day: d.day,
      x: round(xOf(i) - slot * 0.35),
      y: round(y),
      width: round(slot * 0.7),
      height: round(box.top + plotH - y),
      costUsd: d.costUsd,
    };
  });
  const projection = forecast.projection.map((d, i) => ({
    day: d.day,
    x: round(xOf(n + i)),
    y: round(yOf(d.costUsd)),
    costUsd: d.costUsd,
  }));
  const fitPoints = Array.from({ length: total }, (_, i) => `${round(xOf(i))},${round(yOf(fitAt(i)))}`);
  const fitPath = fitPoints.length > 0 ? `M${fitPoints.join("L")}` : "";
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, k) => ({
    value: round(k * step * 1e6) / 1e6,
    y: round(yOf(k * step)),
  }));
  const allDays = [...forecast.history.map((d) => d.day), ...forecast.projection.map((d) => d.day)];
  const labelAt = [0, n - 1, total - 1].filter((i, k, a) => i >= 0 && a.indexOf(i) === k);
  const labels = labelAt.map((i) => ({ text: allDays[i]!.slice(5), x: round(xOf(i)) }));
  return { bars, fitPath, projection, ticks, todayX: round(box.left + slot * n), labels, max };
}
