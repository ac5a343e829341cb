import type { ManifestStore } from "../catalog/manifest-store.js";
import { PlatformError } from "../errors.js";
import type { ExecutionService } from "../executions/execution-service.js";
import { parseModelRef } from "../executions/manifest-graph.js";
import type { ProviderRegistry } from "../providers/model-provider.js";
import type { Principal } from "../tenancy/principal.js";
import { GRADED_CHARS, type GradeInput, type GraderResult, type GraderSpec } from "./graders.js";

/** The judge's answer: a score from 0 to 1 and why. */
export interface Verdict {
  score: number;
  reason: string;
}

export const DEFAULT_RUBRIC_THRESHOLD = 0.5;
export const DEFAULT_JUDGE_MODEL = "simulator";

const JUDGE_INSTRUCTIONS = "You are grading an answer against a rubric. Judge only by the rubric.\n\n";
const JUDGE_REPLY =
  '\n\nReply with only a JSON object: {"score": <a number from 0 to 1>, "reason": "<one sentence>"}';

/**
 * The judge call as a one-node manifest whose inputs are the rubric and the answer: run as an
 * execution, it is scanned by the organisation's firewall (and masked under `redact`), priced,
 * held against the budgets and recorded like every other model call.
 */
export function judgeManifest(model: string): Record<string, unknown> {
  return {
    inputs: ["rubric", "answer"],
    nodes: [
      {
        id: "judge",
        prompt: `${JUDGE_INSTRUCTIONS}Rubric:\n{{rubric}}\n\nAnswer:\n{{answer}}${JUDGE_REPLY}`,
        model,
        params: { temperature: 0 },
      },
    ],
    output: "judge",
  };
}

/** The environment of the judge's executions, so they can be told from the cases they grade. */
export const JUDGE_ENVIRONMENT = "eval-judge";

/** The first JSON object in the judge's answer with a numeric `score` (clamped to 0…1), else undefined. */
export function parseVerdict(text: string): Verdict | undefined {
  const match = /\{[\s\S]*?\}/.exec(text);
  if (!match) return undefined;
  try {
    const v = JSON.parse(match[0]) as { score?: unknown; reason?: unknown };
    if (typeof v.score !== "number" || !Number.isFinite(v.score)) return undefined;
    return {
      score: Math.min(1, Math.max(0, v.score)),
      reason: typeof v.reason === "string" ? v.reason.slice(0, 500) : "",
    };
  } catch {
    return undefined;
  }
}

const STOP = new Set(
  (
    "the and for with that this from must should have has are was were will would into about answer output " +
    "response their there which when what where your them they been being does only also each any all not but " +
    // the rubric's instructions, not what the answer should contain
    "names mentions mention includes include contains states says gives explains describes uses correct correctly"
  ).split(" "),
);

/**
 * The simulator cannot judge, so with it the verdict is deterministic: the share of the rubric's key
 * terms (distinct words of 4+ letters, common words left out) that the answer contains. Suites and
 * the gate can then use `llm-rubric` in tests and offline, with the same result every run.
 */
export function simulatedVerdict(rubric: string, output: string): Verdict {
  const terms = [...new Set(rubric.toLowerCase().match(/\p{L}{4,}/gu) ?? [])].filter((t) => !STOP.has(t));
  if (terms.length === 0) return { score: 0, reason: "the rubric has no key terms to look for" };
  const text = output.toLowerCase();
  const found = terms.filter((t) => text.includes(t));
  const missing = terms.filter((t) => !text.includes(t));
  return {
    score: found.length / terms.length,
    reason: `simulated judge: ${found.length} of ${terms.length} rubric terms present${missing.length ? ` (missing: ${missing.slice(0, 10).join(", ")})` : ""}`,
  };
}

export interface RubricJudgeDeps {
  providers: Pick<ProviderRegistry, "configured">;
  manifests: Pick<ManifestStore, "put">;
  executions: Pick<ExecutionService, "prepareManifest" | "run">;
}

/** Who the grading is for: the judge's execution belongs to the suite's capability and the caller. */
export interface JudgeContext {
  principal: Principal;
  capabilityId: string;
}

/**
 * The `llm-rubric` grader: asks the configured judge model (any configured provider; the simulator
 * by default) to score the output against the rubric, and passes at `threshold`. A provider's judge
 * call is an execution (kind `eval`, environment `eval-judge`) of `judgeManifest`: the firewall
 * scans its prompt first (a block scores 0 and names the rules; nothing is sent), `redact` masks it,
 * its cost counts in the organisation's spend and budgets (PRICE_UNKNOWN and BUDGET_EXCEEDED stop the
 * run, as for a case), and it has its own audit frame. The simulator judges in process: nothing leaves.
 */
export class RubricJudge {
  /** The judge manifest's hash per organisation and model: stored once per process. */
  readonly #manifests = new Map<string, string>();

  constructor(private readonly deps: RubricJudgeDeps) {}

  async grade(spec: GraderSpec, input: GradeInput, on: JudgeContext): Promise<GraderResult> {
    const result = (score: number, detail: string): GraderResult => ({
      name: spec.name,
      kind: spec.kind,
      weight: spec.weight,
      score,
      detail,
    });
    if (input.error !== null) return result(0, `the execution failed: ${input.error}`);
    const rubric = spec.config.rubric as string;
    const threshold = (spec.config.threshold as number | undefined) ?? DEFAULT_RUBRIC_THRESHOLD;
    const model = (spec.config.model as string | undefined) ?? DEFAULT_JUDGE_MODEL;
    const ref = parseModelRef(model);
    const output = (input.output ?? "").slice(0, GRADED_CHARS);
    if (!ref || !this.deps.providers.configured(ref.provider))
      return result(0, `judge model ${model} is not a configured provider`);
    let verdict: Verdict | undefined;
    if (ref.provider === "simulator") verdict = simulatedVerdict(rubric, output);
    else {
      const asked = await this.#ask(on, model, rubric, output);
      if ("refused" in asked) return result(0, `judge ${model} not asked: ${asked.refused}`);
      if ("failed" in asked) return result(0, `judge ${model} failed: ${asked.failed}`);
      verdict = parseVerdict(asked.answer);
      if (!verdict) return result(0, `judge ${model} gave no {"score"} JSON`);
    }
    const ok = verdict.score >= threshold;
    return result(
      ok ? 1 : 0,
      `judge ${model} scored ${verdict.score.toFixed(2)} (threshold ${threshold}): ${verdict.reason}`,
    );
  }

  async #ask(
    on: JudgeContext,
    model: string,
    rubric: string,
    answer: string,
  ): Promise<{ answer: string } | { refused: string } | { failed: string }> {
    const key = `${on.principal.orgId}:${model}`;
    let manifestHash = this.#manifests.get(key);
    if (!manifestHash) {
      manifestHash = (await this.deps.manifests.put(on.principal, judgeManifest(model))).hash;
      this.#manifests.set(key, manifestHash);
    }
    let prepared: Awaited<ReturnType<ExecutionService["prepareManifest"]>>;
    try {
      prepared = await this.deps.executions.prepareManifest(on.principal, {
        capabilityId: on.capabilityId,
        releaseId: null,
        manifestHash,
        inputs: { rubric, answer },
        environment: JUDGE_ENVIRONMENT,
        kind: "eval",
        replayOf: null,
      });
    } catch (error) {
      // The message names the rules and where they matched, never the value.
      if (error instanceof PlatformError && error.code === "FIREWALL_BLOCKED")
        return { refused: error.message };
      throw error;
    }
    const execution = await this.deps.executions.run(prepared);
    if (execution.error) return { failed: execution.error.message };
    return { answer: execution.output ?? "" };
  }
}
