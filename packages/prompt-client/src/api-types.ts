// The platform's request and response types, read out of the types generated from its OpenAPI
// document (src/generated/platform-api.ts). Nothing here is written by hand but the names.
import type { paths } from "./generated/platform-api.js";

export type HttpMethod = "get" | "put" | "post" | "delete";

/** The paths (as templates, `/api/releases/{id}`) that have a given method. */
export type PathWith<M extends HttpMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends HttpMethod> = Extract<paths[P][M], { responses: unknown }>;
type JsonOf<R> = R extends { content: { "application/json": infer B } } ? B : never;

/** The JSON body of the 2xx answer of an operation. */
export type ResponseOf<P extends PathWith<M>, M extends HttpMethod> = Operation<
  P,
  M
>["responses"] extends infer R
  ? R extends { 200: infer A }
    ? JsonOf<A>
    : R extends { 201: infer A }
      ? JsonOf<A>
      : R extends { 204: unknown }
        ? undefined
        : never
  : never;

/** The JSON request body of an operation (`never` when it takes none). */
export type BodyOf<P extends PathWith<M>, M extends HttpMethod> =
  Operation<P, M> extends {
    requestBody?: { content: { "application/json": infer B } };
  }
    ? B
    : never;

/** The query parameters of an operation. */
export type QueryOf<P extends PathWith<M>, M extends HttpMethod> = NonNullable<
  Operation<P, M>["parameters"]["query"]
>;

/** The path parameters of an operation. */
export type PathParamsOf<P extends PathWith<M>, M extends HttpMethod> = NonNullable<
  Operation<P, M>["parameters"]["path"]
>;

/** `{items, nextCursor}`: one page of a list; pass `nextCursor` back as `cursor` for the next. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** `limit` (1–200, default 50) and `cursor` (the previous page's `nextCursor`). */
export interface PageOptions {
  limit?: number;
  cursor?: string;
}

export type Health = ResponseOf<"/api/health", "get">;
export type Me = ResponseOf<"/api/me", "get">;
export type Workspace = ResponseOf<"/api/workspaces/{id}", "get">;
export type WorkspaceInput = BodyOf<"/api/workspaces", "post">;
export type Project = ResponseOf<"/api/projects/{id}", "get">;
export type ProjectInput = BodyOf<"/api/workspaces/{id}/projects", "post">;
export type Capability = ResponseOf<"/api/capabilities/{id}", "get">;
export type CapabilityInput = BodyOf<"/api/projects/{id}/capabilities", "post">;
export type StoredManifest = ResponseOf<"/api/manifests/{hash}", "get">;
export type Version = ResponseOf<"/api/versions/{id}", "get">;
export type VersionInput = BodyOf<"/api/capabilities/{id}/versions", "post">;
export type Release = ResponseOf<"/api/releases/{id}", "get">;
export type ReleaseInput = BodyOf<"/api/capabilities/{id}/releases", "post">;
export type ReleaseState = Release["state"];
export type ReleaseListQuery = QueryOf<"/api/releases", "get">;
export type AuditVerification = ResponseOf<"/api/audit/verify", "get">;
export type AuditState = ResponseOf<"/api/audit/state", "get">;
export type Execution = ResponseOf<"/api/executions/{id}", "get">;
export type ExecutionInput = BodyOf<"/api/executions", "post">;
export type ExecutionListQuery = QueryOf<"/api/executions", "get">;
export type ReplayList = ResponseOf<"/api/executions/{id}/replays", "get">;
export type ReplayAttempt = ReplayList["items"][number];
export type Budget = ResponseOf<"/api/admin/budgets/{id}", "get">;
export type BudgetInput = BodyOf<"/api/admin/budgets", "post">;
export type CostForecast = ResponseOf<"/api/admin/cost-forecast", "get">;
export type CostForecastQuery = QueryOf<"/api/admin/cost-forecast", "get">;
export type SuiteInput = BodyOf<"/api/eval/suites", "post">;
/** `{suite: {id, …}}`, the spec's suite creation result. */
export type SuiteResult = ResponseOf<"/api/eval/suites", "post">;
export type Suite = SuiteResult["suite"];
export type Grader = NonNullable<SuiteInput["initialGraders"]>[number];
export type SuiteListQuery = QueryOf<"/api/eval/suites", "get">;
export type EvalRunInput = BodyOf<"/api/eval/run", "post">;
/** One run with its per-case results (what `runEval` and `getEvalRun` answer). */
export type EvalRun = ResponseOf<"/api/eval/runs/{id}", "get">;
/** A run as listed (without its per-case results). */
export type EvalRunSummary = ResponseOf<"/api/eval/runs", "get">["items"][number];
export type EvalRunListQuery = QueryOf<"/api/eval/runs", "get">;
export type EvalGateInput = BodyOf<"/api/repos/{id}/eval-gate", "post">;
/** The spec's gate result `{ok, score, regressions, suites}`, plus `reasons`, `ref`, `commitId`, `targetBranch`. */
export type EvalGateResult = ResponseOf<"/api/repos/{id}/eval-gate", "post">;
export type EvalGateRegression = EvalGateResult["regressions"][number];
export type EvalGateSuite = EvalGateResult["suites"][number];
export type Repo = ResponseOf<"/api/repos/{id}", "get">;
export type RepoInput = BodyOf<"/api/repos", "post">;
export type ManifestScan = ResponseOf<"/api/manifests/{hash}/scan", "post">;
export type ManifestScanFinding = ManifestScan["findings"][number];
