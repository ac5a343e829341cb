/** An ordinary-least-squares line through (x, y) points. */
export interface LinearFit {
  slope: number;
  intercept: number;
  /** Coefficient of determination, 1 − SS_res / SS_tot (1 when every y is equal and fitted exactly). */
  r2: number;
}

/**
 * OLS: slope = Σ(x−x̄)(y−ȳ) / Σ(x−x̄)², intercept = ȳ − slope·x̄, R² = 1 − Σ(y−ŷ)² / Σ(y−ȳ)².
 * One point (or all x equal) gives a flat line through ȳ.
 */
export function fitLine(points: readonly { x: number; y: number }[]): LinearFit {
  const n = points.length;
  if (n === 0) return { slope: 0, intercept: 0, r2: 1 };
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.x - mx) * (p.y - my);
    sxx += (p.x - mx) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const intercept = my - slope * mx;
  let ssRes = 0;
  let ssTot = 0;
  for (const p of points) {
    ssRes += (p.y - (intercept + slope * p.x)) ** 2;
    ssTot += (p.y - my) ** 2;
  }
  const r2 = ssTot === 0 ? (ssRes < 1e-18 ? 1 : 0) : 1 - ssRes / ssTot;
  return { slope, intercept, r2 };
}

export interface Forecast {
  fit: LinearFit;
  /** One value per future day, x = n … n + horizon − 1, each max(0, intercept + slope·x). */
  projection: number[];
  total: number;
}

/** Fits daily costs y₀ … yₙ₋₁ at x = 0 … n−1 and projects the next `horizon` days (never below zero). */
export function forecastDaily(history: readonly number[], horizon: number): Forecast {
  const fit = fitLine(history.map((y, x) => ({ x, y })));
  const projection = Array.from({ length: horizon }, (_, i) =>
    Math.max(0, fit.intercept + fit.slope * (history.length + i)),
  );
  return { fit, projection, total: projection.reduce((s, v) => s + v, 0) };
}
