import { microsToUsd, usdToMicros } from "../executions/pricing.js";

/** What a run's totals are made of: one line per case. */
export interface CaseOutcome {
  score: number;
  passed: boolean;
  costUsd: number;
}

export interface RunSummary {
  /** Mean over cases of each case's score; 0 for a suite without cases. */
  score: number;
  /** A suite without cases never passes. */
  passed: boolean;
  caseCount: number;
  passedCases: number;
  /** Summed in micro-dollars, so the total is exact whatever the number of cases. */
  costUsd: number;
}

/** A run's score, verdict and totals from its case results. */
export function summarizeRun(cases: readonly CaseOutcome[], passThreshold: number): RunSummary {
  const score = cases.length === 0 ? 0 : cases.reduce((s, r) => s + r.score, 0) / cases.length;
  return {
    score,
    passed: cases.length > 0 && score >= passThreshold,
    caseCount: cases.length,
    passedCases: cases.filter((r) => r.passed).length,
    costUsd: microsToUsd(cases.reduce((s, r) => s + usdToMicros(r.costUsd), 0)),
  };
}
