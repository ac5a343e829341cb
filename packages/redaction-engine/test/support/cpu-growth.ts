// Linear time without a stopwatch. A unit test that gives a megabyte three seconds fails when the
// machine is loaded, not when the code is wrong; a quadratic scan is told apart from a linear one
// by how its cost grows. Cost here is this process's CPU time (user + system), which other
// processes' load barely moves, and the least of a few runs, which a burst of load cannot raise.
import { expect } from "vitest";

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

function leastCpuMs(run: () => unknown, rounds: number): number {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < rounds; i++) {
    const started = cpuMs();
    run();
    least = Math.min(least, cpuMs() - started);
  }
  return least;
}

/**
 * Asserts that `run(scale)`, whose input grows in proportion to `scale`, costs at most `limit`
 * times as much CPU at `factor` times the input: linear is `factor`× (8×), quadratic `factor`²×
 * (64×); the limit (24×) leaves room for noise both ways. Both sizes run once first, to warm up
 * the JIT; a cost at the small size under 1 ms is raised to 1 ms (choose sizes well above it).
 */
export function expectLinearCpu(
  run: (scale: number) => unknown,
  small: number,
  factor = 8,
  limit = 24,
): void {
  run(small);
  run(small * factor);
  const atSmall = Math.max(
    1,
    leastCpuMs(() => run(small), 3),
  );
  const atLarge = leastCpuMs(() => run(small * factor), 2);
  expect(
    atLarge / atSmall,
    `CPU ${atLarge.toFixed(1)} ms at ${factor}× the input of ${atSmall.toFixed(1)} ms`,
  ).toBeLessThan(limit);
}
