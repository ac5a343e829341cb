import type {
  AuditState,
  AuditVerification,
  BodyOf,
  Budget,
  BudgetInput,
  Capability,
  CapabilityInput,
  CostForecast,
  CostForecastQuery,
  EvalGateInput,
  EvalGateResult,
  EvalRun,
  EvalRunInput,
  EvalRunListQuery,
  EvalRunSummary,
  Execution,
  ExecutionInput,
  ExecutionListQuery,
  Health,
  HttpMethod,
  ManifestScan,
  Me,
  Page,
  PageOptions,
  PathParamsOf,
  PathWith,
  Project,
  ProjectInput,
  Release,
  ReleaseInput,
  ReleaseListQuery,
  ReplayList,
  Repo,
  RepoInput,
  ResponseOf,
  StoredManifest,
  Suite,
  SuiteInput,
  SuiteListQuery,
  SuiteResult,
  Version,
  VersionInput,
  Workspace,
  WorkspaceInput,
} from "./api-types.js";
import { type ExecutionEvent, toExecutionEvent } from "./execution-events.js";
import {
  type CallOptions,
  HttpTransport,
  type RequestOptions,
  type TransportOptions,
} from "./http-transport.js";

import { readSse } from "./sse.js";

export type PlatformClientOptions = TransportOptions;

/**
 * The prompt platform's API on the platform fetch (Node 18+ and browsers).
 *
 * @example
 * const client = new PlatformClient({ baseUrl: "http://127.0.0.1:8080", apiKey: "ppk_…" });
 * const release = await client.approveRelease(releaseId, { comment: "looks good" });
 * for await (const event of client.streamExecution({ capabilityId, inputs: { topic: "tides" } }))
 *   console.log(event.type);
 *
 * Any non-2xx answer throws a PlatformApiError (method, path, status and body in its message; the
 * parsed `{code, message}` on `error`). Idempotent calls (GET, PUT, DELETE, and the create and
 * transition POSTs, which carry an Idempotency-Key) are retried with backoff; other POSTs never.
 */
export class PlatformClient {
  private readonly http: HttpTransport;

  constructor(options: PlatformClientOptions) {
    this.http = new HttpTransport(options);
  }

  get baseUrl(): string {
    return this.http.baseUrl;
  }

  // --- service ------------------------------------------------------------------------------------

  health(options?: RequestOptions): Promise<Health> {
    return this.call("get", "/api/health", {}, options);
  }

  /** The caller: user, organisation, role, and how it authenticated. */
  me(options?: RequestOptions): Promise<Me> {
    return this.call("get", "/api/me", {}, options);
  }

  verifyAudit(options?: RequestOptions): Promise<AuditVerification> {
    return this.call("get", "/api/audit/verify", {}, options);
  }

  auditState(options?: RequestOptions): Promise<AuditState> {
    return this.call("get", "/api/audit/state", {}, options);
  }

  // --- workspaces ---------------------------------------------------------------------------------

  listWorkspaces(page: PageOptions = {}, options?: RequestOptions): Promise<Page<Workspace>> {
    return this.call("get", "/api/workspaces", {}, { ...options, query: { ...page } });
  }

  getWorkspace(id: string, options?: RequestOptions): Promise<Workspace> {
    return this.call("get", "/api/workspaces/{id}", { id }, options);
  }

  createWorkspace(input: WorkspaceInput, options?: RequestOptions): Promise<Workspace> {
    return this.call("post", "/api/workspaces", {}, { ...options, body: input, keyed: true });
  }

  updateWorkspace(id: string, input: WorkspaceInput, options?: RequestOptions): Promise<Workspace> {
    return this.call("put", "/api/workspaces/{id}", { id }, { ...options, body: input, keyed: true });
  }

  deleteWorkspace(id: string, options?: RequestOptions): Promise<Workspace> {
    return this.call("delete", "/api/workspaces/{id}", { id }, options);
  }

  // --- catalog: projects, capabilities, manifests, versions --------------------------------------

  createProject(workspaceId: string, input: ProjectInput, options?: RequestOptions): Promise<Project> {
    const body = { ...options, body: input, keyed: true };
    return this.call("post", "/api/workspaces/{id}/projects", { id: workspaceId }, body);
  }

  listProjects(
    workspaceId: string,
    page: PageOptions = {},
    options?: RequestOptions,
  ): Promise<Page<Project>> {
    const query = { ...options, query: { ...page } };
    return this.call("get", "/api/workspaces/{id}/projects", { id: workspaceId }, query);
  }

  createCapability(projectId: string, input: CapabilityInput, options?: RequestOptions): Promise<Capability> {
    const body = { ...options, body: input, keyed: true };
    return this.call("post", "/api/projects/{id}/capabilities", { id: projectId }, body);
  }

  getCapability(id: string, options?: RequestOptions): Promise<Capability> {
    return this.call("get", "/api/capabilities/{id}", { id }, options);
  }

  /** Stores a manifest by content hash (the same document twice is one manifest). */
  putManifest(manifest: Record<string, unknown>, options?: RequestOptions): Promise<StoredManifest> {
    return this.call("post", "/api/manifests", {}, { ...options, body: { manifest }, keyed: true });
  }

  getManifest(hash: string, options?: RequestOptions): Promise<StoredManifest> {
    return this.call("get", "/api/manifests/{hash}", { hash }, options);
  }

  createVersion(capabilityId: string, input: VersionInput, options?: RequestOptions): Promise<Version> {
    const body = { ...options, body: input, keyed: true };
    return this.call("post", "/api/capabilities/{id}/versions", { id: capabilityId }, body);
  }

  // --- releases -----------------------------------------------------------------------------------

  createRelease(capabilityId: string, input: ReleaseInput, options?: RequestOptions): Promise<Release> {
    const body = { ...options, body: input, keyed: true };
    return this.call("post", "/api/capabilities/{id}/releases", { id: capabilityId }, body);
  }

  /** Releases with their approval state, filtered by capability and state. */
  listReleases(query: ReleaseListQuery = {}, options?: RequestOptions): Promise<Page<Release>> {
    return this.call("get", "/api/releases", {}, { ...options, query: { ...query } });
  }

  getRelease(id: string, options?: RequestOptions): Promise<Release> {
    return this.call("get", "/api/releases/{id}", { id }, options);
  }

  submitRelease(id: string, options?: RequestOptions): Promise<Release> {
    return this.call("post", "/api/releases/{id}/submit", { id }, { ...options, keyed: true });
  }

  approveRelease(
    id: string,
    input: BodyOf<"/api/releases/{id}/approve", "post"> = {},
    options?: RequestOptions,
  ): Promise<Release> {
    return this.call("post", "/api/releases/{id}/approve", { id }, { ...options, body: input, keyed: true });
  }

  activateRelease(id: string, options?: RequestOptions): Promise<Release> {
    return this.call("post", "/api/releases/{id}/activate", { id }, { ...options, keyed: true });
  }

  rollbackRelease(id: string, options?: RequestOptions): Promise<Release> {
    return this.call("post", "/api/releases/{id}/rollback", { id }, { ...options, keyed: true });
  }

  /** Withdraws a draft, pending or approved release (terminal). */
  cancelRelease(
    id: string,
    input: BodyOf<"/api/releases/{id}/cancel", "post"> = {},
    options?: RequestOptions,
  ): Promise<Release> {
    return this.call("post", "/api/releases/{id}/cancel", { id }, { ...options, body: input, keyed: true });
  }

  // --- executions --------------------------------------------------------------------------------

  /**
   * Runs a capability's active release (or `releaseId`) and waits for the whole result. Carries an
   * Idempotency-Key, so it is retried safely (a retry replays the recorded execution).
   */
  runExecution(input: ExecutionInput, options?: RequestOptions): Promise<Execution> {
    return this.call("post", "/api/executions", {}, { ...options, body: input, keyed: true });
  }

  /**
   * Runs a capability and yields its events as they happen: `execution_start`, `node_start` /
   * `node_complete` (or `node_error`) per node, `execution_complete` (or `execution_error`), then
   * `done`. Leaving the loop early, or aborting `options.signal`, closes the stream (the platform
   * still records the execution). Never retried.
   */
  streamExecution(input: ExecutionInput, options?: RequestOptions): AsyncGenerator<ExecutionEvent> {
    return this.events("/api/executions", input, options);
  }

  /**
   * Runs a version (a draft too) with inputs, without a release: an execution of kind `playground`
   * (firewall, budget and audit as for any execution; never an eval run). Keyed like `runExecution`.
   */
  runPlayground(
    versionId: string,
    input: BodyOf<"/api/versions/{id}/playground", "post"> = {},
    options?: RequestOptions,
  ): Promise<Execution> {
    return this.call(
      "post",
      "/api/versions/{id}/playground",
      { id: versionId },
      { ...options, body: input, keyed: true },
    );
  }

  listExecutions(query: ExecutionListQuery = {}, options?: RequestOptions): Promise<Page<Execution>> {
    return this.call("get", "/api/executions", {}, { ...options, query: { ...query } });
  }

  getExecution(id: string, options?: RequestOptions): Promise<Execution> {
    return this.call("get", "/api/executions/{id}", { id }, options);
  }

  /** A new execution with the original's manifest, models, environment and inputs (`replay_of`). */
  replayExecution(id: string, options?: RequestOptions): Promise<Execution> {
    return this.call("post", "/api/executions/{id}/replay", { id }, { ...options, keyed: true });
  }

  /** A replay, streamed like `streamExecution`. */
  streamReplay(id: string, options?: RequestOptions): AsyncGenerator<ExecutionEvent> {
    return this.events(`/api/executions/${enc(id)}/replay`, undefined, options);
  }

  /** The original and every replay of it, oldest first, with outcome and per-node diff. */
  listReplays(id: string, page: PageOptions = {}, options?: RequestOptions): Promise<ReplayList> {
    return this.call("get", "/api/executions/{id}/replays", { id }, { ...options, query: { ...page } });
  }

  // --- cost and budgets ---------------------------------------------------------------------------

  /** The organisation's daily cost projected by least squares (slope, intercept, R², projection). */
  costForecast(query: CostForecastQuery = {}, options?: RequestOptions): Promise<CostForecast> {
    return this.call("get", "/api/admin/cost-forecast", {}, { ...options, query: { ...query } });
  }

  listBudgets(options?: RequestOptions): Promise<ResponseOf<"/api/admin/budgets", "get">> {
    return this.call("get", "/api/admin/budgets", {}, options);
  }

  createBudget(input: BudgetInput, options?: RequestOptions): Promise<Budget> {
    return this.call("post", "/api/admin/budgets", {}, { ...options, body: input, keyed: true });
  }

  // --- evals, the gate and repositories ------------------------------------------------------------

  /** Creates an eval suite (graders and cases may come with it); answers `{suite: {id, …}}`. */
  createSuite(input: SuiteInput, options?: RequestOptions): Promise<SuiteResult> {
    return this.call("post", "/api/eval/suites", {}, { ...options, body: input, keyed: true });
  }

  listSuites(query: SuiteListQuery = {}, options?: RequestOptions): Promise<Page<Suite>> {
    return this.call("get", "/api/eval/suites", {}, { ...options, query: { ...query } });
  }

  getSuite(id: string, options?: RequestOptions): Promise<Suite> {
    return this.call("get", "/api/eval/suites/{id}", { id }, options);
  }

  /** Deletes a suite with its graders, cases and runs; answers the suite as it was. */
  deleteSuite(id: string, options?: RequestOptions): Promise<Suite> {
    return this.call("delete", "/api/eval/suites/{id}", { id }, options);
  }

  /**
   * Runs a suite's cases against the capability's active release, or the `releaseId`, `versionId`,
   * `manifestHash` or repository `repoId`/`ref` given; answers the run with its per-case results.
   */
  runEval(input: EvalRunInput, options?: RequestOptions): Promise<EvalRun> {
    return this.call("post", "/api/eval/run", {}, { ...options, body: input, keyed: true });
  }

  /** Past runs, newest first, filtered by suite, capability, repository or branch. */
  listEvalRuns(query: EvalRunListQuery = {}, options?: RequestOptions): Promise<Page<EvalRunSummary>> {
    return this.call("get", "/api/eval/runs", {}, { ...options, query: { ...query } });
  }

  getEvalRun(id: string, options?: RequestOptions): Promise<EvalRun> {
    return this.call("get", "/api/eval/runs/{id}", { id }, options);
  }

  /**
   * The CI gate over every suite of the repository's capabilities at `ref` (default: the default
   * branch), against the last passing runs of `targetBranch`: `{ok, score, regressions, suites}`.
   * Not retried (each call records runs).
   */
  evalGate(repoId: string, input: EvalGateInput = {}, options?: RequestOptions): Promise<EvalGateResult> {
    return this.call("post", "/api/repos/{id}/eval-gate", { id: repoId }, { ...options, body: input });
  }

  createRepo(input: RepoInput, options?: RequestOptions): Promise<Repo> {
    return this.call("post", "/api/repos", {}, { ...options, body: input, keyed: true });
  }

  /** The repositories of a workspace. */
  listRepos(workspaceId: string, page: PageOptions = {}, options?: RequestOptions): Promise<Page<Repo>> {
    return this.call("get", "/api/repos", {}, { ...options, query: { workspaceId, ...page } });
  }

  getRepo(id: string, options?: RequestOptions): Promise<Repo> {
    return this.call("get", "/api/repos/{id}", { id }, options);
  }

  // --- firewall (issue 7's sidecar) ---------------------------------------------------------------

  /** The firewall's verdict on a stored manifest: every string scanned, the organisation's rules applied. */
  scanManifest(hash: string, options?: RequestOptions): Promise<ManifestScan> {
    return this.http.json("POST", `/api/manifests/${enc(hash)}/scan`, options);
  }

  private async *events(
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): AsyncGenerator<ExecutionEvent> {
    const response = await this.http.stream("POST", path, {
      ...options,
      ...(body === undefined ? {} : { body }),
      accept: "text/event-stream",
    });
    if (!response.body) return;
    for await (const message of readSse(response.body)) {
      const event = toExecutionEvent(message);
      yield event;
      if (event.type === "done") return;
    }
  }

  /**
   * A typed call: the path must be one of the OpenAPI document's, with its parameters; the answer
   * is typed by the document's 2xx schema.
   */
  private call<M extends HttpMethod, P extends PathWith<M>>(
    method: M,
    template: P,
    params: PathParamsOf<P, M> | Record<string, never>,
    options: CallOptions = {},
  ): Promise<ResponseOf<P, M>> {
    const path = (template as string).replace(/\{(\w+)\}/g, (_, name: string) =>
      enc(String((params as Record<string, unknown>)[name])),
    );
    return this.http.json(method.toUpperCase(), path, options);
  }
}

const enc = encodeURIComponent;
