import type { ManifestStore } from "../catalog/manifest-store.js";
import { iso, type Queryable } from "../db/database.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import type { ExecutionService } from "../executions/execution-service.js";
import { microsToUsd, usdToMicros } from "../executions/pricing.js";
import { createId } from "../ids.js";
import { type Page, type PageRequest, pageOf } from "../page.js";
import type { RepoService } from "../repos/repo-service.js";
import type { Principal } from "../tenancy/principal.js";
import { type GraderResult, grade, weightedScore } from "./graders.js";
import type { RubricJudge } from "./rubric-judge.js";
import type { EvalCase, Suite, SuiteService } from "./suite-service.js";

export type EvalTargetKind = "release" | "version" | "manifest" | "repo";

/** What a suite runs against: a manifest, and where it came from. */
export interface EvalTarget {
  kind: EvalTargetKind;
  manifestHash: string;
  releaseId: string | null;
  repoId: string | null;
  branch: string | null;
  commitId: string | null;
}

export interface CaseResult {
  caseId: string;
  caseName: string;
  executionId: string | null;
  output: string | null;
  score: number;
  passed: boolean;
  graders: GraderResult[];
  error: string | null;
  latencyMs: number;
  costUsd: number;
}

export interface EvalRun {
  id: string;
  suiteId: string;
  capabilityId: string;
  target: EvalTargetKind;
  releaseId: string | null;
  manifestHash: string;
  repoId: string | null;
  branch: string | null;
  commitId: string | null;
  /** Mean over cases of each case's weighted grader mean. */
  score: number;
  passed: boolean;
  passThreshold: number;
  caseCount: number;
  passedCases: number;
  costUsd: number;
  latencyMs: number;
  createdBy: string;
  createdAt: string;
  cases: CaseResult[];
}

export interface RunInput {
  suiteId: string;
  releaseId?: string | undefined;
  versionId?: string | undefined;
  manifestHash?: string | undefined;
  repoId?: string | undefined;
  ref?: string | undefined;
}

interface RunRow {
  id: string;
  suite_id: string;
  capability_id: string;
  target: EvalTargetKind;
  release_id: string | null;
  manifest_hash: string;
  repo_id: string | null;
  branch: string | null;
  commit_id: string | null;
  score: number;
  passed: boolean;
  pass_threshold: number;
  case_count: number;
  passed_cases: number;
  cost_micros: string | number;
  latency_ms: number;
  created_by: string;
  created_at: Date | string;
}

const RUN_COLUMNS = `id, suite_id, capability_id, target, release_id, manifest_hash, repo_id, branch, commit_id, score, passed,
  pass_threshold, case_count, passed_cases, cost_micros, latency_ms, created_by, created_at`;

export interface EvalServiceDeps extends ServiceDeps {
  suites: SuiteService;
  executions: ExecutionService;
  manifests: ManifestStore;
  repos: RepoService;
  concurrency: number;
  /** Grades `llm-rubric` graders with the judge model. */
  judge: RubricJudge;
}

/**
 * Runs suites: each case is an execution (kind "eval", so it is traced, costed and budgeted like any
 * other), graded by every grader of the suite. The run and every case result are kept.
 */
export class EvalService {
  constructor(private readonly deps: EvalServiceDeps) {}

  async run(principal: Principal, input: RunInput): Promise<EvalRun> {
    const suite = await this.deps.suites.get(principal.orgId, input.suiteId);
    return this.runSuite(principal, suite, await this.target(principal, suite.capabilityId, input));
  }

  /** Resolves what to run: the capability's active release unless a release, version, manifest or repository ref is named. */
  async target(
    principal: Principal,
    capabilityId: string,
    input: Omit<RunInput, "suiteId">,
  ): Promise<EvalTarget> {
    const named = [input.releaseId, input.versionId, input.manifestHash, input.repoId].filter(
      (v) => v !== undefined,
    );
    if (named.length > 1)
      throw new PlatformError(
        "VALIDATION_ERROR",
        "Name at most one of releaseId, versionId, manifestHash and repoId",
        [{ path: "/body", message: "at most one target" }],
      );
    const none = { releaseId: null, repoId: null, branch: null, commitId: null };
    if (input.repoId !== undefined) return this.repoTarget(principal, input.repoId, input.ref, capabilityId);
    if (input.manifestHash !== undefined) {
      await this.deps.manifests.get(principal.orgId, input.manifestHash);
      return { kind: "manifest", manifestHash: input.manifestHash, ...none };
    }
    if (input.versionId !== undefined) {
      const [v] = await this.deps.db.query<{ manifest_hash: string }>(
        "SELECT manifest_hash FROM versions WHERE org_id = $1 AND id = $2 AND capability_id = $3",
        [principal.orgId, input.versionId, capabilityId],
      );
      if (!v) throw notFound("version", input.versionId);
      return { kind: "version", manifestHash: v.manifest_hash, ...none };
    }
    const [r] = await this.deps.db.query<{ id: string; manifest_hash: string }>(
      `SELECT r.id, v.manifest_hash FROM releases r JOIN versions v ON v.id = r.version_id
       WHERE r.org_id = $1 AND r.capability_id = $2 AND ${input.releaseId ? "r.id = $3" : "r.state = 'active'"}`,
      input.releaseId ? [principal.orgId, capabilityId, input.releaseId] : [principal.orgId, capabilityId],
    );
    if (!r) {
      if (input.releaseId) throw notFound("release", input.releaseId);
      throw new PlatformError(
        "RELEASE_NOT_RUNNABLE",
        `Capability ${capabilityId} has no active release to evaluate`,
      );
    }
    return { kind: "release", manifestHash: r.manifest_hash, ...none, releaseId: r.id };
  }

  /** The manifest a repository holds for a capability at a ref (a branch, or a commit id), stored by hash. */
  async repoTarget(
    principal: Principal,
    repoId: string,
    ref: string | undefined,
    capabilityId: string,
  ): Promise<EvalTarget> {
    const repo = await this.deps.repos.get(principal.orgId, repoId);
    const link = repo.capabilities.find((c) => c.capabilityId === capabilityId);
    if (!link)
      throw new PlatformError(
        "VALIDATION_ERROR",
        `Repository ${repoId} is not linked to capability ${capabilityId}`,
        [{ path: "/body/repoId", message: "is not linked to the suite's capability" }],
      );
    const at = ref ?? repo.defaultBranch;
    const resolved = await this.deps.repos.resolve(this.deps.db, principal.orgId, repoId, at);
    const file = await this.deps.repos
      .file(principal.orgId, repoId, resolved.commitId, link.path)
      .catch(() => {
        throw new PlatformError(
          "VALIDATION_ERROR",
          `No manifest file "${link.path}" at ${at} in repository ${repoId}`,
          [{ path: "/body/ref", message: `has no file ${link.path}` }],
        );
      });
    let manifest: unknown;
    try {
      manifest = JSON.parse(file.content);
    } catch {
      manifest = undefined;
    }
    if (typeof manifest !== "object" || manifest === null || Array.isArray(manifest))
      throw new PlatformError("VALIDATION_ERROR", `${link.path} at ${at} is not a JSON object manifest`, [
        { path: "/body/ref", message: `${link.path} is not a JSON object` },
      ]);
    const stored = await this.deps.manifests.put(principal, manifest as Record<string, unknown>);
    return {
      kind: "repo",
      manifestHash: stored.hash,
      releaseId: null,
      repoId,
      branch: resolved.branch,
      commitId: resolved.commitId,
    };
  }

  async runSuite(principal: Principal, suite: Suite, target: EvalTarget): Promise<EvalRun> {
    // A manifest that is not a valid graph fails the run at once (VALIDATION_ERROR), not case by case.
    await this.deps.executions.graphOf(principal.orgId, target.manifestHash);
    const started = performance.now();
    const results: CaseResult[] = new Array(suite.cases.length);
    let next = 0;
    const worker = async () => {
      while (next < suite.cases.length) {
        const i = next++;
        results[i] = await this.#runCase(principal, suite, target, suite.cases[i]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.deps.concurrency, suite.cases.length) }, worker));
    const score = results.length === 0 ? 0 : results.reduce((s, r) => s + r.score, 0) / results.length;
    const run: EvalRun = {
      id: createId(this.deps.clock()),
      suiteId: suite.id,
      capabilityId: suite.capabilityId,
      target: target.kind,
      releaseId: target.releaseId,
      manifestHash: target.manifestHash,
      repoId: target.repoId,
      branch: target.branch,
      commitId: target.commitId,
      score,
      passed: results.length > 0 && score >= suite.passThreshold,
      passThreshold: suite.passThreshold,
      caseCount: results.length,
      passedCases: results.filter((r) => r.passed).length,
      costUsd: microsToUsd(results.reduce((s, r) => s + usdToMicros(r.costUsd), 0)),
      latencyMs: Math.round(performance.now() - started),
      createdBy: principal.actor,
      createdAt: isoNow(this.deps.clock),
      cases: results,
    };
    await this.deps.db.transaction(async (tx) => {
      await this.#insert(tx, principal.orgId, run);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "eval.run",
        resource: `eval_run:${run.id}`,
        details: {
          suiteId: suite.id,
          target: target.kind,
          manifestHash: target.manifestHash,
          score,
          passed: run.passed,
          branch: target.branch,
          commitId: target.commitId,
        },
      });
    });
    return run;
  }

  async get(orgId: string, id: string, q: Queryable = this.deps.db): Promise<EvalRun> {
    const [row] = await q.query<RunRow>(
      `SELECT ${RUN_COLUMNS} FROM eval_runs WHERE org_id = $1 AND id = $2`,
      [orgId, id],
    );
    if (!row) throw notFound("eval run", id);
    return (await this.#withCases(q, [row]))[0]!;
  }

  async list(
    orgId: string,
    filter: {
      suiteId?: string | undefined;
      capabilityId?: string | undefined;
      repoId?: string | undefined;
      branch?: string | undefined;
    },
    page: PageRequest,
  ): Promise<Page<EvalRun>> {
    // Newest first; list items are summaries (GET /api/eval/runs/:id has the case results).
    const rows = await this.deps.db.query<RunRow>(
      `SELECT ${RUN_COLUMNS} FROM eval_runs WHERE org_id = $1 AND ($2::text IS NULL OR suite_id = $2)
       AND ($3::text IS NULL OR capability_id = $3) AND ($4::text IS NULL OR repo_id = $4) AND ($5::text IS NULL OR branch = $5)
       AND ($6::text IS NULL OR id < $6) ORDER BY id DESC LIMIT $7`,
      [
        orgId,
        filter.suiteId ?? null,
        filter.capabilityId ?? null,
        filter.repoId ?? null,
        filter.branch ?? null,
        page.cursor ?? null,
        page.limit + 1,
      ],
    );
    return pageOf(await this.#withCases(this.deps.db, rows, false), page.limit);
  }

  /** The last passing run of a suite on a repository's branch (the gate's baseline). */
  async baseline(
    orgId: string,
    repoId: string,
    suiteId: string,
    branch: string,
  ): Promise<EvalRun | undefined> {
    const [row] = await this.deps.db.query<RunRow>(
      `SELECT ${RUN_COLUMNS} FROM eval_runs WHERE org_id = $1 AND repo_id = $2 AND suite_id = $3 AND branch = $4 AND passed
       ORDER BY id DESC LIMIT 1`,
      [orgId, repoId, suiteId, branch],
    );
    return row ? (await this.#withCases(this.deps.db, [row]))[0] : undefined;
  }

  async #runCase(principal: Principal, suite: Suite, target: EvalTarget, c: EvalCase): Promise<CaseResult> {
    let output: string | null = null;
    let executionId: string | null = null;
    let error: string | null = null;
    let latencyMs = 0;
    let costUsd = 0;
    try {
      const prepared = await this.deps.executions.prepareManifest(principal, {
        capabilityId: suite.capabilityId,
        releaseId: target.releaseId,
        manifestHash: target.manifestHash,
        inputs: c.inputs,
        environment: "eval",
        kind: "eval",
        replayOf: null,
      });
      const execution = await this.deps.executions.run(prepared);
      ({ output, latencyMs, costUsd } = execution);
      executionId = execution.id;
      if (execution.error)
        error = `${execution.error.code} at ${execution.error.nodeId}: ${execution.error.message}`;
    } catch (e) {
      // A case whose inputs do not fit the manifest scores 0; a refused budget stops the whole run.
      if (!(e instanceof PlatformError) || e.code !== "VALIDATION_ERROR") throw e;
      error = e.message;
    }
    const input = { output, expected: c.expected, latencyMs, costUsd, error };
    const graders = await Promise.all(
      suite.graders.map((g) =>
        g.kind === "llm-rubric"
          ? this.deps.judge.grade(g, input, { principal, capabilityId: suite.capabilityId })
          : grade(g, input),
      ),
    );
    const score = error !== null ? 0 : weightedScore(graders);
    return {
      caseId: c.id,
      caseName: c.name,
      executionId,
      output,
      score,
      passed: score >= suite.passThreshold,
      graders,
      error,
      latencyMs,
      costUsd,
    };
  }

  async #insert(tx: Queryable, orgId: string, run: EvalRun): Promise<void> {
    await tx.query(
      `INSERT INTO eval_runs (${RUN_COLUMNS}, org_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
      [
        run.id,
        run.suiteId,
        run.capabilityId,
        run.target,
        run.releaseId,
        run.manifestHash,
        run.repoId,
        run.branch,
        run.commitId,
        run.score,
        run.passed,
        run.passThreshold,
        run.caseCount,
        run.passedCases,
        usdToMicros(run.costUsd),
        run.latencyMs,
        run.createdBy,
        run.createdAt,
        orgId,
      ],
    );
    for (const [position, r] of run.cases.entries())
      await tx.query(
        `INSERT INTO eval_case_results (run_id, position, case_id, case_name, execution_id, output, score, passed, graders,
           error, latency_ms, cost_micros) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          run.id,
          position,
          r.caseId,
          r.caseName,
          r.executionId,
          r.output,
          r.score,
          r.passed,
          JSON.stringify(r.graders),
          r.error,
          r.latencyMs,
          usdToMicros(r.costUsd),
        ],
      );
  }

  /** Runs with their case results (`withCases` false: summaries, `cases` empty). */
  async #withCases(q: Queryable, rows: RunRow[], withCases = true): Promise<EvalRun[]> {
    if (rows.length === 0) return [];
    const cases = !withCases
      ? []
      : await q.query<{
          run_id: string;
          case_id: string;
          case_name: string;
          execution_id: string | null;
          output: string | null;
          score: number;
          passed: boolean;
          graders: string;
          error: string | null;
          latency_ms: number;
          cost_micros: string | number;
        }>(
          `SELECT run_id, case_id, case_name, execution_id, output, score, passed, graders, error, latency_ms, cost_micros
       FROM eval_case_results WHERE run_id = ANY($1::text[]) ORDER BY run_id, position`,
          [rows.map((r) => r.id)],
        );
    return rows.map((r) => ({
      id: r.id,
      suiteId: r.suite_id,
      capabilityId: r.capability_id,
      target: r.target,
      releaseId: r.release_id,
      manifestHash: r.manifest_hash,
      repoId: r.repo_id,
      branch: r.branch,
      commitId: r.commit_id,
      score: r.score,
      passed: r.passed,
      passThreshold: r.pass_threshold,
      caseCount: r.case_count,
      passedCases: r.passed_cases,
      costUsd: microsToUsd(Number(r.cost_micros)),
      latencyMs: r.latency_ms,
      createdBy: r.created_by,
      createdAt: iso(r.created_at),
      cases: cases
        .filter((c) => c.run_id === r.id)
        .map((c) => ({
          caseId: c.case_id,
          caseName: c.case_name,
          executionId: c.execution_id,
          output: c.output,
          score: c.score,
          passed: c.passed,
          graders: JSON.parse(c.graders),
          error: c.error,
          latencyMs: c.latency_ms,
          costUsd: microsToUsd(Number(c.cost_micros)),
        })),
    }));
  }
}
