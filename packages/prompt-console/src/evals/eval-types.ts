/**
 * Eval runs and the gate (issue 6, spec 2: `GET /api/eval/runs` paged, `POST /api/repos/:id/eval-gate`
 * → `{ok, score, regressions, suites}`). Fields beyond the spec's are optional: the console shows
 * what the platform sends.
 */

export interface EvalCaseResult {
  caseId?: string;
  caseName?: string;
  name?: string;
  score: number;
  passed: boolean;
  output?: string | null;
  error?: string | { code: string; message: string } | null;
}

export interface EvalRun {
  id: string;
  suiteId: string;
  suiteName?: string;
  capabilityId: string;
  target?: string;
  releaseId?: string | null;
  manifestHash?: string;
  repoId?: string | null;
  branch?: string | null;
  commitId?: string | null;
  score: number;
  passed: boolean;
  passThreshold: number;
  caseCount?: number;
  passedCases?: number;
  costUsd?: number;
  latencyMs?: number;
  createdBy?: string;
  createdAt: string;
  cases?: EvalCaseResult[];
  results?: EvalCaseResult[];
}

export interface GateRegression {
  suiteId?: string;
  suite?: string;
  suiteName?: string;
  case?: string;
  caseName?: string;
  caseId?: string;
  before?: number;
  after?: number;
  baseline?: number;
  score?: number;
  delta?: number;
}

export interface GateSuite {
  suiteId?: string;
  id?: string;
  name?: string;
  suiteName?: string;
  score: number;
  passThreshold?: number;
  passed?: boolean;
  ok?: boolean;
}

export interface GateResult {
  ok: boolean;
  score: number;
  regressions: GateRegression[];
  suites: GateSuite[];
}

export interface Repo {
  id: string;
  name: string;
  workspaceId?: string;
  defaultBranch?: string;
}
