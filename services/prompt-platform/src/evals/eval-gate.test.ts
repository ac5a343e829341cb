import { describe, expect, it } from "vitest";
import { type GateSuite, regressionsOf, verdict } from "./eval-gate.js";
import type { EvalRun } from "./eval-run-store.js";

const run = (id: string, scores: Record<string, number>): EvalRun =>
  ({
    id,
    cases: Object.entries(scores).map(([caseId, score]) => ({ caseId, caseName: `case ${caseId}`, score })),
  }) as unknown as EvalRun;

const suite = { id: "s1", name: "smoke" };

const gateSuite = (score: number, passed: boolean): GateSuite => ({
  suiteId: "s1",
  name: "smoke",
  capabilityId: "c1",
  runId: "r2",
  score,
  passThreshold: 0.8,
  passed,
  baselineRunId: null,
  baselineScore: null,
  regressions: 0,
});

describe("eval gate rules", () => {
  it("finds cases that dropped by more than the tolerance; new cases and gains are no regression", () => {
    const baseline = run("r1", { a: 1, b: 0.9, c: 0.5 });
    const now = run("r2", { a: 0.5, b: 0.85, c: 0.7, d: 0 });
    expect(regressionsOf(suite, now, baseline, 0)).toEqual([
      {
        suiteId: "s1",
        suite: "smoke",
        caseId: "a",
        case: "case a",
        baselineScore: 1,
        score: 0.5,
        change: -0.5,
        baselineRunId: "r1",
      },
      expect.objectContaining({ caseId: "b", baselineScore: 0.9, score: 0.85 }),
    ]);
    // At the tolerance the drop is allowed; beyond it, not.
    expect(regressionsOf(suite, now, baseline, 0.5).map((r) => r.caseId)).toEqual([]);
    expect(regressionsOf(suite, now, baseline, 0.49).map((r) => r.caseId)).toEqual(["a"]);
    expect(regressionsOf(suite, now, undefined, 0)).toEqual([]);
  });

  it("is ok only with a suite, every suite passing, and no regression; each reason on its own line", () => {
    expect(verdict([gateSuite(0.9, true)], [])).toEqual({ ok: true, score: 0.9, reasons: [] });
    expect(verdict([], [])).toEqual({
      ok: false,
      score: 0,
      reasons: ["no eval suites: link capabilities that have suites to the repository"],
    });
    expect(verdict([gateSuite(0.5, false), gateSuite(1, true)], []).reasons).toEqual([
      'suite "smoke" scored 0.5000, below its threshold 0.8',
    ]);
    const dropped = regressionsOf(suite, run("r2", { a: 0.5 }), run("r1", { a: 1 }), 0);
    expect(verdict([gateSuite(0.9, true)], dropped)).toEqual({
      ok: false,
      score: 0.9,
      reasons: ['suite "smoke", case "case a": 1.0000 -> 0.5000 (-0.5000)'],
    });
  });
});
