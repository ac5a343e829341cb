// Types of the issue-6 and sidecar routes that the platform's OpenAPI document does not have yet,
// written from the spec and the issues. Each moves to api-types.ts (read from the generated
// document) once its route is in it.

export interface Grader {
  name: string;
  kind: string;
  weight: number;
  config: Record<string, unknown>;
}

/** The spec's suite creation input. */
export interface SuiteInput {
  capabilityId: string;
  name: string;
  /** A ratio, 0–1. */
  passThreshold: number;
  initialGraders?: Grader[];
  [field: string]: unknown;
}

/** The spec's suite creation result: `{suite: {id, …}}`. */
export interface SuiteResult {
  suite: { id: string; [field: string]: unknown };
}

export interface EvalRunInput {
  suiteId?: string;
  capabilityId?: string;
  [field: string]: unknown;
}

export interface EvalRun {
  id: string;
  [field: string]: unknown;
}

export interface EvalRunListOptions {
  limit?: number;
  cursor?: string;
  suiteId?: string;
}

export interface EvalGateInput {
  [field: string]: unknown;
}

/** The spec's eval gate result. */
export interface EvalGateResult {
  ok: boolean;
  score: number;
  regressions: unknown[];
  suites: unknown[];
}

export interface Repo {
  id: string;
  [field: string]: unknown;
}

/** The firewall scanner's verdict on a manifest's prompts. */
export interface ManifestScan {
  [field: string]: unknown;
}
