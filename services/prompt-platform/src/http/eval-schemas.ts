import { Type } from "typebox";
import { GRADER_KINDS } from "../evals/graders.js";
import { Name, Sha256, Timestamp } from "./schemas.js";

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const GraderKind = Type.Union(
  [
    Type.Literal("exact"),
    Type.Literal("contains"),
    Type.Literal("regex"),
    Type.Literal("json-schema"),
    Type.Literal("levenshtein"),
    Type.Literal("numeric-range"),
    Type.Literal("latency"),
    Type.Literal("cost"),
    Type.Literal("llm-rubric"),
  ],
  {
    description: `${GRADER_KINDS.join(", ")}; llm-rubric: config {rubric, threshold? (0-1, default 0.5), model? (default simulator)}`,
  },
);

export const GraderBody = Type.Object(
  {
    name: Name,
    kind: GraderKind,
    weight: Type.Number({ exclusiveMinimum: 0, maximum: 1000 }),
    config: Type.Record(Type.String(), Type.Unknown(), { default: {} }),
  },
  { additionalProperties: false },
);

export const CaseBody = Type.Object(
  {
    name: Name,
    inputs: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown())),
    expected: Type.Optional(Type.String({ maxLength: 100_000 })),
  },
  { additionalProperties: false },
);

export const SuiteBody = Type.Object(
  {
    capabilityId: Type.String({ minLength: 1, maxLength: 64 }),
    name: Name,
    passThreshold: Type.Number({ minimum: 0, maximum: 1 }),
    initialGraders: Type.Optional(Type.Array(GraderBody, { maxItems: 50 })),
    cases: Type.Optional(Type.Array(CaseBody, { maxItems: 1000 })),
  },
  { additionalProperties: false },
);

export const Grader = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: GraderKind,
  weight: Type.Number(),
  config: Type.Record(Type.String(), Type.Unknown()),
});

export const EvalCase = Type.Object({
  id: Type.String(),
  name: Type.String(),
  inputs: Type.Record(Type.String(), Type.Unknown()),
  expected: Nullable(Type.String()),
});

export const Suite = Type.Object({
  id: Type.String(),
  capabilityId: Type.String(),
  name: Type.String(),
  passThreshold: Type.Number(),
  graders: Type.Array(Grader),
  cases: Type.Array(EvalCase),
  createdBy: Type.String(),
  createdAt: Timestamp,
});

export const GraderResult = Type.Object({
  name: Type.String(),
  kind: GraderKind,
  weight: Type.Number(),
  score: Type.Number(),
  detail: Type.String(),
});

export const CaseResult = Type.Object({
  caseId: Type.String(),
  caseName: Type.String(),
  executionId: Nullable(Type.String()),
  output: Nullable(Type.String()),
  score: Type.Number(),
  passed: Type.Boolean(),
  graders: Type.Array(GraderResult),
  error: Nullable(Type.String()),
  latencyMs: Type.Integer(),
  costUsd: Type.Number(),
});

const runFields = {
  id: Type.String(),
  suiteId: Type.String(),
  capabilityId: Type.String(),
  target: Type.Union([
    Type.Literal("release"),
    Type.Literal("version"),
    Type.Literal("manifest"),
    Type.Literal("repo"),
  ]),
  releaseId: Nullable(Type.String()),
  manifestHash: Sha256,
  repoId: Nullable(Type.String()),
  branch: Nullable(Type.String()),
  commitId: Nullable(Type.String()),
  score: Type.Number(),
  passed: Type.Boolean(),
  passThreshold: Type.Number(),
  caseCount: Type.Integer(),
  passedCases: Type.Integer(),
  costUsd: Type.Number(),
  latencyMs: Type.Integer(),
  createdBy: Type.String(),
  createdAt: Timestamp,
};

export const EvalRunSummary = Type.Object(runFields);
export const EvalRun = Type.Object({ ...runFields, cases: Type.Array(CaseResult) });

export const RunBody = Type.Object(
  {
    suiteId: Type.String({ minLength: 1, maxLength: 64 }),
    releaseId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    versionId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    manifestHash: Type.Optional(Sha256),
    repoId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    ref: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);

export const GateResult = Type.Object({
  ok: Type.Boolean(),
  score: Type.Number(),
  regressions: Type.Array(
    Type.Object({
      suiteId: Type.String(),
      suite: Type.String(),
      caseId: Type.String(),
      case: Type.String(),
      baselineScore: Type.Number(),
      score: Type.Number(),
      change: Type.Number(),
      baselineRunId: Type.String(),
    }),
  ),
  suites: Type.Array(
    Type.Object({
      suiteId: Type.String(),
      name: Type.String(),
      capabilityId: Type.String(),
      runId: Type.String(),
      score: Type.Number(),
      passThreshold: Type.Number(),
      passed: Type.Boolean(),
      baselineRunId: Nullable(Type.String()),
      baselineScore: Nullable(Type.Number()),
      regressions: Type.Integer(),
    }),
  ),
  reasons: Type.Array(Type.String()),
  ref: Type.String(),
  commitId: Sha256,
  targetBranch: Type.String(),
});
