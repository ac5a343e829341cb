// Alternating one-build-per-process runs, shared by compare-processes.ts and
// compare-phone-stage.ts: each build runs in a fresh process (`script` with BUILD_SRC set), which
// prints one number; a one-process A/B favours the build created first.
import { execFileSync } from "node:child_process";

/**
 * Runs `script` once per build per pair, the order alternating so that a machine getting busier
 * or quieter falls on both alike; calls `report` after each pair and returns each build's results.
 */
export function runProcessPairs(
  script: string,
  builds: { readonly baseline: string; readonly current: string },
  pairs: number,
  report: (pair: number, baseline: number, current: number) => void,
): { baseline: number[]; current: number[] } {
  const run = (src: string) =>
    Number(
      execFileSync(process.execPath, ["--conditions=source", "--import", "tsx", script], {
        env: { ...process.env, BUILD_SRC: src },
        encoding: "utf8",
      }).trim(),
    );
  const results = { baseline: [] as number[], current: [] as number[] };
  for (let pair = 0; pair < pairs; pair++) {
    const order = pair % 2 === 0 ? (["baseline", "current"] as const) : (["current", "baseline"] as const);
    for (const name of order) results[name].push(run(builds[name]));
    report(pair + 1, results.baseline.at(-1)!, results.current.at(-1)!);
  }
  return results;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)]!;
}
