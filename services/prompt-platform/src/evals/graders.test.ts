import { describe, expect, it } from "vitest";
import {
  checkGrader,
  type GradeInput,
  type GraderSpec,
  grade,
  levenshtein,
  similarity,
  weightedScore,
} from "./graders.js";

const run = (output: string | null, over: Partial<GradeInput> = {}): GradeInput => ({
  output,
  expected: null,
  latencyMs: 100,
  costUsd: 0.01,
  error: null,
  ...over,
});
const spec = (kind: GraderSpec["kind"], config: Record<string, unknown> = {}, weight = 1): GraderSpec => ({
  name: kind,
  kind,
  weight,
  config,
});
const score = (s: GraderSpec, input: GradeInput) => grade(s, input).score;

describe("graders", () => {
  it("exact: trims by default, case-sensitive unless ignoreCase; the case's expected is the default", () => {
    expect(score(spec("exact"), run(" Paris \n", { expected: "Paris" }))).toBe(1);
    expect(score(spec("exact", { trim: false }), run(" Paris", { expected: "Paris" }))).toBe(0);
    expect(score(spec("exact"), run("paris", { expected: "Paris" }))).toBe(0);
    expect(score(spec("exact", { ignoreCase: true }), run("paris", { expected: "Paris" }))).toBe(1);
    expect(score(spec("exact", { expected: "Rome" }), run("Rome", { expected: "Paris" }))).toBe(1);
    expect(grade(spec("exact"), run("Paris")).detail).toMatch(/no expected value/);
  });

  it("contains: the share of values found", () => {
    expect(score(spec("contains", { values: ["a", "b", "c", "d"] }), run("a b"))).toBe(0.5);
    expect(grade(spec("contains", { values: ["a", "z"] }), run("a")).detail).toBe("missing: z");
    expect(score(spec("contains", { value: "ÉTÉ", ignoreCase: true }), run("un été chaud"))).toBe(1);
    expect(score(spec("contains"), run("nothing"))).toBe(0);
  });

  it("regex: compiles with the allowed flags only; a bad pattern is refused when the grader is added", () => {
    expect(score(spec("regex", { pattern: "^\\d{3}$" }), run("123"))).toBe(1);
    expect(score(spec("regex", { pattern: "^\\d{3}$" }), run("1234"))).toBe(0);
    expect(score(spec("regex", { pattern: "^abc$", flags: "i" }), run("ABC"))).toBe(1);
    expect(checkGrader(spec("regex", { pattern: "(" }), "/graders/0")[0]?.path).toBe(
      "/graders/0/config/pattern",
    );
    expect(checkGrader(spec("regex", { pattern: "a", flags: "g" }), "")[0]?.message).toMatch(
      /flags i, m, s, u/,
    );
    expect(checkGrader(spec("regex", { pattern: "x".repeat(501) }), "")).toHaveLength(1);
  });

  it("json-schema: the output must parse and match", () => {
    const s = spec("json-schema", {
      schema: { type: "object", required: ["a"], properties: { a: { type: "number" } } },
    });
    expect(score(s, run('{"a": 1}'))).toBe(1);
    expect(score(s, run('{"a": "1"}'))).toBe(0);
    expect(grade(s, run("not json")).detail).toBe("the output is not JSON");
    expect(checkGrader(spec("json-schema", { schema: [] }), "")).toHaveLength(1);
  });

  it("levenshtein: passes at the threshold, fails just below it", () => {
    expect(levenshtein("kitten", "sitting")).toBe(3);
    expect(similarity("", "")).toBe(1);
    // 1 edit in 10 characters: similarity 0.9.
    expect(
      score(spec("levenshtein", { threshold: 0.9 }), run("abcdefghij", { expected: "abcdefghiX" })),
    ).toBe(1);
    expect(
      score(spec("levenshtein", { threshold: 0.91 }), run("abcdefghij", { expected: "abcdefghiX" })),
    ).toBe(0);
    expect(checkGrader(spec("levenshtein", { threshold: 1.5 }), "")).toHaveLength(1);
  });

  it("numeric-range: the first number in the output, bounds inclusive", () => {
    const s = spec("numeric-range", { min: 10, max: 20 });
    expect(score(s, run("The answer is 10."))).toBe(1);
    expect(score(s, run("about 20"))).toBe(1);
    expect(score(s, run("20.01"))).toBe(0);
    expect(score(s, run("-5"))).toBe(0);
    expect(score(s, run("no digits"))).toBe(0);
    expect(checkGrader(spec("numeric-range", {}), "")[0]?.message).toBe("min or max is required");
    expect(checkGrader(spec("numeric-range", { min: 2, max: 1 }), "")[0]?.message).toBe(
      "must be at least min",
    );
  });

  it("latency and cost: at the limit passes, above fails", () => {
    expect(score(spec("latency", { maxMs: 100 }), run("x", { latencyMs: 100 }))).toBe(1);
    expect(score(spec("latency", { maxMs: 100 }), run("x", { latencyMs: 101 }))).toBe(0);
    expect(score(spec("cost", { maxUsd: 0.01 }), run("x", { costUsd: 0.01 }))).toBe(1);
    expect(score(spec("cost", { maxUsd: 0.01 }), run("x", { costUsd: 0.010001 }))).toBe(0);
    expect(checkGrader(spec("latency", { maxMs: 0 }), "")).toHaveLength(1);
  });

  it("a failed execution scores 0 with every grader", () => {
    const failed = run(null, { error: "provider timeout" });
    for (const s of [
      spec("contains", { value: "" }),
      spec("latency", { maxMs: 1e9 }),
      spec("cost", { maxUsd: 1 }),
    ])
      expect(grade(s, failed)).toMatchObject({ score: 0, detail: "the execution failed: provider timeout" });
  });

  it("a case's score is the weighted mean of its graders", () => {
    const results = [
      grade(spec("exact", {}, 3), run("a", { expected: "a" })),
      grade(spec("latency", { maxMs: 1 }, 1), run("a", { latencyMs: 5 })),
    ];
    expect(weightedScore(results)).toBe(0.75);
    expect(weightedScore([])).toBe(0);
  });
});
