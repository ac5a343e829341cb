import Schema from "typebox/schema";
import type { ValidationIssue } from "../errors.js";

export const GRADER_KINDS = [
  "exact",
  "contains",
  "regex",
  "json-schema",
  "levenshtein",
  "numeric-range",
  "latency",
  "cost",
  "llm-rubric",
] as const;
export type GraderKind = (typeof GRADER_KINDS)[number];

export interface GraderSpec {
  name: string;
  kind: GraderKind;
  weight: number;
  config: Record<string, unknown>;
}

/** What a grader sees of one case's execution. */
export interface GradeInput {
  output: string | null;
  /** The case's expected value (graders' own `expected` config wins). */
  expected: string | null;
  latencyMs: number;
  costUsd: number;
  /** Set when the execution failed or could not run: every grader scores 0. */
  error: string | null;
}

export interface GraderResult {
  name: string;
  kind: GraderKind;
  weight: number;
  /** 0 … 1. */
  score: number;
  detail: string;
}

/** Longer outputs are graded on their first this many characters (bounds regex and edit-distance work). */
export const GRADED_CHARS = 100_000;
const LEVENSHTEIN_CHARS = 5_000;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

/** Problems with a grader's config (paths relative to the grader), checked when it is added. */
export function checkGrader(spec: GraderSpec, at: string): ValidationIssue[] {
  const c = spec.config;
  const issues: ValidationIssue[] = [];
  const bad = (key: string, message: string) => issues.push({ path: `${at}/config/${key}`, message });
  const optionalString = (key: string) => {
    if (c[key] !== undefined && typeof c[key] !== "string") bad(key, "must be a string");
  };
  const optionalBool = (key: string) => {
    if (c[key] !== undefined && typeof c[key] !== "boolean") bad(key, "must be a boolean");
  };
  switch (spec.kind) {
    case "exact":
      optionalString("expected");
      optionalBool("ignoreCase");
      optionalBool("trim");
      break;
    case "contains":
      optionalString("value");
      optionalBool("ignoreCase");
      if (
        c.values !== undefined &&
        (!Array.isArray(c.values) || !c.values.every((v) => typeof v === "string"))
      )
        bad("values", "must be an array of strings");
      break;
    case "regex": {
      if (typeof c.pattern !== "string" || c.pattern.length === 0 || c.pattern.length > 500)
        bad("pattern", "must be a regular expression of 1-500 characters");
      else if (c.flags !== undefined && (typeof c.flags !== "string" || !/^[imsu]*$/.test(c.flags)))
        bad("flags", "may only use the flags i, m, s, u");
      else
        try {
          new RegExp(c.pattern, (c.flags as string | undefined) ?? "");
        } catch (error) {
          bad("pattern", `does not compile: ${(error as Error).message}`);
        }
      break;
    }
    case "json-schema":
      if (!isObject(c.schema)) bad("schema", "must be a JSON Schema object");
      else
        try {
          Schema.Check(c.schema as never, null);
        } catch (error) {
          bad("schema", `is not a usable JSON Schema: ${(error as Error).message}`);
        }
      break;
    case "levenshtein":
      optionalString("expected");
      optionalBool("ignoreCase");
      if (
        c.threshold !== undefined &&
        (num(c.threshold) === undefined || (c.threshold as number) < 0 || (c.threshold as number) > 1)
      )
        bad("threshold", "must be a number from 0 to 1");
      break;
    case "numeric-range":
      if (c.min === undefined && c.max === undefined) bad("min", "min or max is required");
      if (c.min !== undefined && num(c.min) === undefined) bad("min", "must be a number");
      if (c.max !== undefined && num(c.max) === undefined) bad("max", "must be a number");
      if (num(c.min) !== undefined && num(c.max) !== undefined && (c.min as number) > (c.max as number))
        bad("max", "must be at least min");
      break;
    case "latency":
      if (num(c.maxMs) === undefined || (c.maxMs as number) <= 0) bad("maxMs", "must be a positive number");
      break;
    case "cost":
      if (num(c.maxUsd) === undefined || (c.maxUsd as number) < 0) bad("maxUsd", "must be a number >= 0");
      break;
    case "llm-rubric":
      if (typeof c.rubric !== "string" || c.rubric.trim().length === 0 || c.rubric.length > 4000)
        bad("rubric", "must be a text of 1-4000 characters");
      if (
        c.threshold !== undefined &&
        (num(c.threshold) === undefined || (c.threshold as number) < 0 || (c.threshold as number) > 1)
      )
        bad("threshold", "must be a number from 0 to 1");
      if (
        c.model !== undefined &&
        (typeof c.model !== "string" || !/^[a-z][a-z0-9_-]*(:\S+)?$/.test(c.model))
      )
        bad("model", "must be <provider> or <provider>:<model>");
      break;
  }
  return issues;
}

/** Edit distance (insertions, deletions, substitutions), two rows of memory. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/** 1 − distance / max(length), 1 for two empty strings. */
export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - levenshtein(a, b) / longest;
}

const pass = (ok: boolean) => (ok ? 1 : 0);

/** Grades one case's execution with one grader. */
export function grade(spec: GraderSpec, input: GradeInput): GraderResult {
  const result = (score: number, detail: string): GraderResult => ({
    name: spec.name,
    kind: spec.kind,
    weight: spec.weight,
    score,
    detail,
  });
  if (input.error !== null) return result(0, `the execution failed: ${input.error}`);
  const c = spec.config;
  const output = (input.output ?? "").slice(0, GRADED_CHARS);
  const expected = typeof c.expected === "string" ? c.expected : input.expected;
  const fold = (s: string) => (c.ignoreCase ? s.toLowerCase() : s);
  switch (spec.kind) {
    case "exact": {
      if (expected === null) return result(0, "no expected value (config.expected or the case's expected)");
      const trim = c.trim !== false;
      const ok = fold(trim ? output.trim() : output) === fold(trim ? expected.trim() : expected);
      return result(pass(ok), ok ? "equal" : "differs from the expected value");
    }
    case "contains": {
      const values =
        (c.values as string[] | undefined) ??
        (typeof c.value === "string" ? [c.value] : expected !== null ? [expected] : []);
      if (values.length === 0)
        return result(0, "nothing to look for (config.value, config.values or expected)");
      const found = values.filter((v) => fold(output).includes(fold(v)));
      const missing = values.filter((v) => !found.includes(v));
      return result(
        found.length / values.length,
        missing.length === 0 ? "all found" : `missing: ${missing.join(", ")}`,
      );
    }
    case "regex": {
      const ok = new RegExp(c.pattern as string, (c.flags as string | undefined) ?? "").test(output);
      return result(pass(ok), ok ? "matches" : `does not match /${c.pattern}/`);
    }
    case "json-schema": {
      let value: unknown;
      try {
        value = JSON.parse(output);
      } catch {
        return result(0, "the output is not JSON");
      }
      const ok = Schema.Check(c.schema as never, value);
      return result(pass(ok), ok ? "valid" : "does not match the schema");
    }
    case "levenshtein": {
      if (expected === null) return result(0, "no expected value (config.expected or the case's expected)");
      const threshold = num(c.threshold) ?? 0.8;
      const s = similarity(
        fold(output.slice(0, LEVENSHTEIN_CHARS)),
        fold(expected.slice(0, LEVENSHTEIN_CHARS)),
      );
      return result(pass(s >= threshold), `similarity ${s.toFixed(4)} (threshold ${threshold})`);
    }
    case "numeric-range": {
      const match = /-?\d+(?:\.\d+)?(?:e[+-]?\d+)?/i.exec(output);
      if (!match) return result(0, "no number in the output");
      const value = Number(match[0]);
      const ok =
        (num(c.min) === undefined || value >= (c.min as number)) &&
        (num(c.max) === undefined || value <= (c.max as number));
      return result(pass(ok), `${value} ${ok ? "is" : "is not"} within [${c.min ?? "-∞"}, ${c.max ?? "∞"}]`);
    }
    case "latency": {
      const ok = input.latencyMs <= (c.maxMs as number);
      return result(pass(ok), `${input.latencyMs} ms (max ${c.maxMs} ms)`);
    }
    case "cost": {
      const ok = input.costUsd <= (c.maxUsd as number);
      return result(pass(ok), `$${input.costUsd} (max $${c.maxUsd})`);
    }
    case "llm-rubric":
      // Asks a model, so it is asynchronous: RubricJudge grades it (evals/rubric-judge.ts).
      return result(0, "llm-rubric is graded by the judge model, not here");
  }
}

/** Σ weight × score / Σ weight, for one case. */
export function weightedScore(results: readonly GraderResult[]): number {
  const total = results.reduce((s, r) => s + r.weight, 0);
  return total === 0 ? 0 : results.reduce((s, r) => s + r.weight * r.score, 0) / total;
}
