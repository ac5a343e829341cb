/**
 * Eval runs, suites and the gate, from @platform/prompt-client's types generated from the platform's
 * OpenAPI document (`GET /api/eval/runs`, `GET /api/eval/runs/:id`, `GET /api/eval/suites`,
 * `POST /api/repos/:id/eval-gate`). Type-only.
 */
import type { EvalRun as EvalRunWithCases } from "@platform/prompt-client";

export type {
  EvalGateRegression as GateRegression,
  EvalGateResult as GateResult,
  EvalGateSuite as GateSuite,
  EvalRunSummary as EvalRun,
  Repo,
  Suite,
} from "@platform/prompt-client";

/** A run with its per-case results. */
export type EvalRunDetail = EvalRunWithCases;
export type EvalCaseResult = EvalRunWithCases["cases"][number];
export type EvalGraderResult = EvalCaseResult["graders"][number];
