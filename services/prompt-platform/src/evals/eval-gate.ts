import type { ServiceDeps } from "../deps.js";
import type { RepoService } from "../repos/repo-service.js";
import type { Principal } from "../tenancy/principal.js";
import type { EvalRun, EvalService } from "./eval-service.js";
import type { SuiteService } from "./suite-service.js";

export interface Regression {
  suiteId: string;
  suite: string;
  caseId: string;
  case: string;
  baselineScore: number;
  score: number;
  /** score − baselineScore (negative). */
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
  /** Mean of the suites' scores (each suite counts once); 0 when there is no suite. */
  score: number;
  regressions: Regression[];
  suites: GateSuite[];
  /** Why `ok` is false, one line each (empty when ok). */
  reasons: string[];
  ref: string;
  commitId: string;
  targetBranch: string;
}

/** Cases of `run` that score lower than in `baseline` by more than `tolerance` (cases are matched by id). */
export function regressionsOf(
  suite: { id: string; name: string },
  run: EvalRun,
  baseline: EvalRun | undefined,
  tolerance: number,
): Regression[] {
  if (!baseline) return [];
  const before = new Map(baseline.cases.map((c) => [c.caseId, c.score]));
  const out: Regression[] = [];
  for (const c of run.cases) {
    const was = before.get(c.caseId);
    if (was !== undefined && c.score < was - tolerance)
      out.push({
        suiteId: suite.id,
        suite: suite.name,
        caseId: c.caseId,
        case: c.caseName,
        baselineScore: was,
        score: c.score,
        change: c.score - was,
        baselineRunId: baseline.id,
      });
  }
  return out;
}

/** ok: at least one suite, every suite at or above its threshold, and no regression. */
export function verdict(
  suites: GateSuite[],
  regressions: Regression[],
): { ok: boolean; score: number; reasons: string[] } {
  const reasons: string[] = [];
  if (suites.length === 0)
    reasons.push("no eval suites: link capabilities that have suites to the repository");
  for (const s of suites)
    if (!s.passed)
      reasons.push(`suite "${s.name}" scored ${s.score.toFixed(4)}, below its threshold ${s.passThreshold}`);
  for (const r of regressions)
    reasons.push(
      `suite "${r.suite}", case "${r.case}": ${r.baselineScore.toFixed(4)} -> ${r.score.toFixed(4)} (${r.change.toFixed(4)})`,
    );
  const score = suites.length === 0 ? 0 : suites.reduce((sum, s) => sum + s.score, 0) / suites.length;
  return { ok: reasons.length === 0, score, reasons };
}

/**
 * The CI gate of a repository: runs every suite of every linked capability against the manifests the
 * repository holds at `ref`, compares each with its baseline (the last passing run of the suite on the
 * target branch, looked up before this gate runs anything) and answers {ok, score, regressions, suites}.
 */
export class GateService {
  constructor(
    private readonly deps: ServiceDeps & { repos: RepoService; suites: SuiteService; evals: EvalService },
  ) {}

  async gate(
    principal: Principal,
    repoId: string,
    input: { ref?: string | undefined; targetBranch?: string | undefined; tolerance?: number | undefined },
  ): Promise<GateResult> {
    const repo = await this.deps.repos.get(principal.orgId, repoId);
    const targetBranch = input.targetBranch ?? repo.defaultBranch;
    const ref = input.ref ?? targetBranch;
    const tolerance = input.tolerance ?? 0;
    const resolved = await this.deps.repos.resolve(this.deps.db, principal.orgId, repoId, ref);
    const suites = await this.deps.suites.ofCapabilities(
      principal.orgId,
      repo.capabilities.map((c) => c.capabilityId),
    );
    const targets = new Map<string, Awaited<ReturnType<EvalService["repoTarget"]>>>();
    for (const link of repo.capabilities)
      targets.set(
        link.capabilityId,
        await this.deps.evals.repoTarget(principal, repoId, resolved.commitId, link.capabilityId),
      );
    const baselines = new Map<string, EvalRun | undefined>();
    for (const suite of suites)
      baselines.set(
        suite.id,
        await this.deps.evals.baseline(principal.orgId, repoId, suite.id, targetBranch),
      );
    const results: GateSuite[] = [];
    const regressions: Regression[] = [];
    for (const suite of suites) {
      const target = { ...targets.get(suite.capabilityId)!, branch: resolved.branch };
      const run = await this.deps.evals.runSuite(principal, suite, target);
      const baseline = baselines.get(suite.id);
      const found = regressionsOf(suite, run, baseline, tolerance);
      regressions.push(...found);
      results.push({
        suiteId: suite.id,
        name: suite.name,
        capabilityId: suite.capabilityId,
        runId: run.id,
        score: run.score,
        passThreshold: suite.passThreshold,
        passed: run.passed,
        baselineRunId: baseline?.id ?? null,
        baselineScore: baseline?.score ?? null,
        regressions: found.length,
      });
    }
    const { ok, score, reasons } = verdict(results, regressions);
    await this.deps.audit.record({
      actor: principal.actor,
      orgId: principal.orgId,
      action: "eval.gate",
      resource: `repo:${repoId}`,
      details: {
        ref,
        commitId: resolved.commitId,
        targetBranch,
        ok,
        score,
        suites: results.length,
        regressions: regressions.length,
      },
    });
    return {
      ok,
      score,
      regressions,
      suites: results,
      reasons,
      ref,
      commitId: resolved.commitId,
      targetBranch,
    };
  }
}
