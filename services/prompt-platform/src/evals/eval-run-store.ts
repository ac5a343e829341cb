import { iso, type Queryable } from "../db/database.js";
import { microsToUsd, usdToMicros } from "../executions/pricing.js";
import type { PageRequest } from "../page.js";
import type { GraderResult } from "./graders.js";

export type { Queryable } from "../db/database.js";

export type EvalTargetKind = "release" | "version" | "manifest" | "repo";

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

export interface EvalRunFilter {
  suiteId?: string | undefined;
  capabilityId?: string | undefined;
  repoId?: string | undefined;
  branch?: string | undefined;
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

/** The SQL of eval runs and their case results, and the lookups that resolve what a run runs. */
export class EvalRunStore {
  /** The manifest of a version of the capability, or undefined. */
  async versionManifest(
    q: Queryable,
    orgId: string,
    capabilityId: string,
    versionId: string,
  ): Promise<string | undefined> {
    const [v] = await q.query<{ manifest_hash: string }>(
      "SELECT manifest_hash FROM versions WHERE org_id = $1 AND id = $2 AND capability_id = $3",
      [orgId, versionId, capabilityId],
    );
    return v?.manifest_hash;
  }

  /** A release of the capability (the named one, else the active one) and its manifest, or undefined. */
  async releaseManifest(
    q: Queryable,
    orgId: string,
    capabilityId: string,
    releaseId: string | undefined,
  ): Promise<{ id: string; manifestHash: string } | undefined> {
    const [r] = await q.query<{ id: string; manifest_hash: string }>(
      `SELECT r.id, v.manifest_hash FROM releases r JOIN versions v ON v.id = r.version_id
       WHERE r.org_id = $1 AND r.capability_id = $2 AND ${releaseId ? "r.id = $3" : "r.state = 'active'"}`,
      releaseId ? [orgId, capabilityId, releaseId] : [orgId, capabilityId],
    );
    return r && { id: r.id, manifestHash: r.manifest_hash };
  }

  /** Writes the run and each case result, in the caller's transaction. */
  async insert(tx: Queryable, orgId: string, run: EvalRun): Promise<void> {
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

  async find(q: Queryable, orgId: string, id: string): Promise<EvalRun | undefined> {
    const rows = await q.query<RunRow>(`SELECT ${RUN_COLUMNS} FROM eval_runs WHERE org_id = $1 AND id = $2`, [
      orgId,
      id,
    ]);
    return (await this.#withCases(q, rows))[0];
  }

  /** Newest first; summaries (`cases` empty). */
  async list(q: Queryable, orgId: string, filter: EvalRunFilter, page: PageRequest): Promise<EvalRun[]> {
    const rows = await q.query<RunRow>(
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
    return this.#withCases(q, rows, false);
  }

  /** The last passing run of a suite on a repository's branch. */
  async lastPassing(
    q: Queryable,
    orgId: string,
    repoId: string,
    suiteId: string,
    branch: string,
  ): Promise<EvalRun | undefined> {
    const rows = await q.query<RunRow>(
      `SELECT ${RUN_COLUMNS} FROM eval_runs WHERE org_id = $1 AND repo_id = $2 AND suite_id = $3 AND branch = $4 AND passed
       ORDER BY id DESC LIMIT 1`,
      [orgId, repoId, suiteId, branch],
    );
    return (await this.#withCases(q, rows))[0];
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
