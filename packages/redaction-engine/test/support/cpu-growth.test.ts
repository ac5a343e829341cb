import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "./cpu-growth.js";

/** Sums over every pair of the first `n` integers: n² steps. */
function pairs(n: number): number {
  let sum = 0;
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) sum = (sum + i * j) | 0;
  return sum;
}

describe("expectLinearCpu", () => {
  it("passes a scan that costs in proportion to its input", () => {
    expectLinearCpu((scale) => "a b ".repeat(200_000 * scale).split(" ").length, 1);
  });

  it("fails a loop over every pair, which costs 64 times as much at 8 times the input", () => {
    expect(() => expectLinearCpu((scale) => pairs(1_500 * scale), 1)).toThrow(/at 8× the input/);
  });
});
