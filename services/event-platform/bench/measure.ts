import { performance } from "node:perf_hooks";

/** Runs `fn` repeatedly for about `ms` milliseconds (after a short warm-up); returns operations/s. */
export function rate(fn: () => unknown, ms = 2_000): number {
  const warmUntil = performance.now() + 200;
  while (performance.now() < warmUntil) fn();
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 50; i++) fn();
    n += 50;
    now = performance.now();
  }
  return n / ((now - start) / 1000);
}

/** Like `rate` for async work, keeping `window` operations in flight. */
export async function asyncRate(fn: () => Promise<unknown>, ms = 2_000, window = 1): Promise<number> {
  const run = async (until: number) => {
    let n = 0;
    const lane = async () => {
      while (performance.now() < until) {
        await fn();
        n++;
      }
    };
    await Promise.all(Array.from({ length: window }, lane));
    return n;
  };
  await run(performance.now() + 200);
  const start = performance.now();
  const n = await run(start + ms);
  return n / ((performance.now() - start) / 1000);
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
