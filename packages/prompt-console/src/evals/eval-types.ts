/**
 * Eval runs, suites and the gate, as the platform's OpenAPI document describes them
 * (`GET /api/eval/runs`, `GET /api/eval/runs/:id`, `GET /api/eval/suites`,
 * `POST /api/repos/:id/eval-gate` → `{ok, score, regressions, suites, …}`). The client package has
 * the same types generated; the console keeps the fields it shows.
 */

export interface EvalGraderResult {
  name: string;
  kind: string;
  weight: number;
  score: number;
  detail: string;
}

export interface EvalCaseResult {
  caseId: string;
  caseName: string;
  executionId: string | null;
  output: string | null;
  score: number;
  passed: boolean;
  graders: EvalGraderResult[];
  error: string | null;
}

/** A run as listed (the per-case results come with `GET /api/eval/runs/:id`). */
export interface EvalRun {
  id: string;
  suiteId: string;
  capabilityId: string;
  target: "release" | "version" | "manifest" | "repo";
  releaseId: string | null;
  manifestHash: string;
  repoId: string | null;
  branch: string | null;
  commitId: string | null;
  score: number;
  passed: boolean;
  passThreshold: number;
  caseCount: number;
  passedCases: number;
  costUsd: number;
  latencyMs: number;
  createdBy: string;
  createdAt: string;
}

export interface EvalRunDetail extends EvalRun {
  cases: EvalCaseResult[];
}

export interface Suite {
  id: string;
  capabilityId: string;
  name: string;
  passThreshold: number;
}

/** A case that scored below its baseline (the target branch's last passing run). */
export interface GateRegression {
  suiteId: string;
  suite: string;
  caseId: string;
  case: string;
  baselineScore: number;
  score: number;
  change: number;
  baselineRunId: string;
}

export interface GateSuite {
  suiteId: string;
  name: string;
  capabilityId: string;
  runId: string;
  score: number;
  passThreshold: number;
  passed: boolean;
  baselineRunId: string | null;
  baselineScore: number | null;
  regressions: number;
}

export interface GateResult {
  ok: boolean;
  score: number;
  regressions: GateRegression[];
  suites: GateSuite[];
  reasons: string[];
  ref: string;
  commitId: string;
  targetBranch: string;
}

export interface Repo {
  id: string;
  workspaceId: string;
  name: string;
  description: string;
  defaultBranch: string;
}
