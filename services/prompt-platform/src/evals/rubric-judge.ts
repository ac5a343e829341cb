import { parseModelRef } from "../executions/manifest-graph.js";
import type { ProviderRegistry } from "../providers/model-provider.js";
import { GRADED_CHARS, type GradeInput, type GraderResult, type GraderSpec } from "./graders.js";

/** The judge's answer: a score from 0 to 1 and why. */
export interface Verdict {
  score: number;
  reason: string;
}

export const DEFAULT_RUBRIC_THRESHOLD = 0.5;
export const DEFAULT_JUDGE_MODEL = "simulator";

/** What the judge model is asked (issue 24 point 6); the answer must be one JSON object. */
export function rubricPrompt(rubric: string, output: string): string {
  return (
    "You are grading an answer against a rubric. Judge only by the rubric.\n\n" +
    `Rubric:\n${rubric}\n\nAnswer:\n${output}\n\n` +
    'Reply with only a JSON object: {"score": <a number from 0 to 1>, "reason": "<one sentence>"}'
  );
}

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

/**
 * The `llm-rubric` grader: asks the configured judge model (any configured provider; the simulator
 * by default) to score the output against the rubric, and passes at `threshold`. Its calls are not
 * counted in the execution's cost or budgets (see docs).
 */
export class RubricJudge {
  constructor(private readonly providers: ProviderRegistry) {}

  async grade(spec: GraderSpec, input: GradeInput): Promise<GraderResult> {
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
    let verdict: Verdict | undefined;
    if (!ref || !this.providers.configured(ref.provider))
      return result(0, `judge model ${model} is not a configured provider`);
    if (ref.provider === "simulator") verdict = simulatedVerdict(rubric, output);
    else {
      try {
        const answer = await this.providers
          .get(ref.provider)
          .complete({ model: ref.model, prompt: rubricPrompt(rubric, output), params: { temperature: 0 } });
        verdict = parseVerdict(answer.output);
        if (!verdict) return result(0, `judge ${model} gave no {"score"} JSON`);
      } catch (error) {
        return result(0, `judge ${model} failed: ${(error as Error).message}`);
      }
    }
    const ok = verdict.score >= threshold;
    return result(
      ok ? 1 : 0,
      `judge ${model} scored ${verdict.score.toFixed(2)} (threshold ${threshold}): ${verdict.reason}`,
    );
  }
}
