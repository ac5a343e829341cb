import { describe, expect, it } from "vitest";
import { summarizeRun } from "./eval-summary.js";

describe("eval run summary", () => {
  it("scores the mean of the cases and passes at the threshold, not below", () => {
    const cases = [
      { score: 1, passed: true, costUsd: 0.1 },
      { score: 0.5, passed: false, costUsd: 0.2 },
    ];
    expect(summarizeRun(cases, 0.75)).toEqual({
      score: 0.75,
      passed: true,
      caseCount: 2,
      passedCases: 1,
      costUsd: 0.3,
    });
    expect(summarizeRun(cases, 0.7500001).passed).toBe(false);
  });

  it("sums costs exactly (in micro-dollars), where adding floats would drift", () => {
    const cases = Array.from({ length: 10 }, () => ({ score: 1, passed: true, costUsd: 0.1 }));
    expect(summarizeRun(cases, 0).costUsd).toBe(1);
  });

  it("never passes a suite without cases", () => {
    expect(summarizeRun([], 0)).toEqual({
      score: 0,
      passed: false,
      caseCount: 0,
      passedCases: 0,
      costUsd: 0,
    });
  });
});
