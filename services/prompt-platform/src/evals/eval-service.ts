import type { ManifestStore } from "../catalog/manifest-store.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import type { ExecutionService } from "../executions/execution-service.js";
import { createId } from "../ids.js";
import { type Page, type PageRequest, pageOf } from "../page.js";
import type { RepoService } from "../repos/repo-service.js";
import type { Principal } from "../tenancy/principal.js";
import {
  type CaseResult,
  type EvalRun,
  type EvalRunFilter,
  EvalRunStore,
  type EvalTargetKind,
  type Queryable,
} from "./eval-run-store.js";
import { summarizeRun } from "./eval-summary.js";
import { grade, weightedScore } from "./graders.js";
import type { RubricJudge } from "./rubric-judge.js";
import type { EvalCase, Suite, SuiteService } from "./suite-service.js";

export type { CaseResult, EvalRun, EvalTargetKind } from "./eval-run-store.js";

/** What a suite runs against: a manifest, and where it came from. */
export interface EvalTarget {
  kind: EvalTargetKind;
  manifestHash: string;
  releaseId: string | null;
  repoId: string | null;
  branch: string | null;
  commitId: string | null;
}

export interface RunInput {
  suiteId: string;
  releaseId?: string | undefined;
  versionId?: string | undefined;
  manifestHash?: string | undefined;
  repoId?: string | undefined;
  ref?: string | undefined;
}

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
  readonly #store = new EvalRunStore();

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
      const manifestHash = await this.#store.versionManifest(
        this.deps.db,
        principal.orgId,
        capabilityId,
        input.versionId,
      );
      if (!manifestHash) throw notFound("version", input.versionId);
      return { kind: "version", manifestHash, ...none };
    }
    const r = await this.#store.releaseManifest(this.deps.db, principal.orgId, capabilityId, input.releaseId);
    if (!r) {
      if (input.releaseId) throw notFound("release", input.releaseId);
      throw new PlatformError(
        "RELEASE_NOT_RUNNABLE",
        `Capability ${capabilityId} has no active release to evaluate`,
      );
    }
    return { kind: "release", manifestHash: r.manifestHash, ...none, releaseId: r.id };
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
    const summary = summarizeRun(results, suite.passThreshold);
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
      score: summary.score,
      passed: summary.passed,
      passThreshold: suite.passThreshold,
      caseCount: summary.caseCount,
      passedCases: summary.passedCases,
      costUsd: summary.costUsd,
      latencyMs: Math.round(performance.now() - started),
      createdBy: principal.actor,
      createdAt: isoNow(this.deps.clock),
      cases: results,
    };
    await this.deps.db.transaction(async (tx) => {
      await this.#store.insert(tx, principal.orgId, run);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "eval.run",
        resource: `eval_run:${run.id}`,
        details: {
          suiteId: suite.id,
          target: target.kind,
          manifestHash: target.manifestHash,
          score: run.score,
          passed: run.passed,
          branch: target.branch,
          commitId: target.commitId,
        },
      });
    });
    return run;
  }

  async get(orgId: string, id: string, q: Queryable = this.deps.db): Promise<EvalRun> {
    const run = await this.#store.find(q, orgId, id);
    if (!run) throw notFound("eval run", id);
    return run;
  }

  async list(orgId: string, filter: EvalRunFilter, page: PageRequest): Promise<Page<EvalRun>> {
    // Newest first; list items are summaries (GET /api/eval/runs/:id has the case results).
    return pageOf(await this.#store.list(this.deps.db, orgId, filter, page), page.limit);
  }

  /** The last passing run of a suite on a repository's branch (the gate's baseline). */
  async baseline(
    orgId: string,
    repoId: string,
    suiteId: string,
    branch: string,
  ): Promise<EvalRun | undefined> {
    return this.#store.lastPassing(this.deps.db, orgId, repoId, suiteId, branch);
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
}
