import { Type } from "typebox";
import { ManifestDocument, Sha256, Timestamp } from "./schemas.js";

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const ErrorInfo = Type.Object({ code: Type.String(), message: Type.String() });

export const NodeTrace = Type.Object({
  nodeId: Type.String(),
  model: Type.String(),
  status: Type.Union([Type.Literal("succeeded"), Type.Literal("failed"), Type.Literal("skipped")]),
  output: Nullable(Type.String()),
  promptTokens: Type.Integer(),
  completionTokens: Type.Integer(),
  tokens: Type.Integer(),
  startedAtMs: Nullable(Type.Integer({ description: "ms from the execution's start" })),
  latencyMs: Type.Integer(),
  costUsd: Type.Number(),
  attempts: Type.Integer(),
  error: Nullable(ErrorInfo),
});

export const ExecutionStatus = Type.Union([Type.Literal("succeeded"), Type.Literal("failed")]);

export const Execution = Type.Object({
  id: Type.String(),
  capabilityId: Type.String(),
  releaseId: Nullable(Type.String()),
  manifestHash: Sha256,
  manifest: ManifestDocument,
  kind: Type.Union([
    Type.Literal("run"),
    Type.Literal("replay"),
    Type.Literal("eval"),
    Type.Literal("playground"),
  ]),
  environment: Type.String(),
  inputs: Type.Record(Type.String(), Type.Unknown()),
  status: ExecutionStatus,
  output: Nullable(Type.String()),
  outputs: Type.Record(Type.String(), Nullable(Type.String())),
  tokens: Type.Object({ prompt: Type.Integer(), completion: Type.Integer(), total: Type.Integer() }),
  costUsd: Type.Number(),
  latencyMs: Type.Integer(),
  trace: Type.Array(NodeTrace),
  error: Nullable(Type.Object({ code: Type.String(), message: Type.String(), nodeId: Type.String() })),
  replay_of: Nullable(Type.String()),
  replay_count: Type.Integer(),
  createdBy: Type.String(),
  startedAt: Timestamp,
  completedAt: Timestamp,
  firewall: Type.Object(
    {
      decision: Type.Union([Type.Literal("allow"), Type.Literal("warn"), Type.Literal("redact")]),
      findings: Type.Array(
        Type.Object({
          ruleId: Type.String(),
          category: Type.String(),
          severity: Type.String(),
          action: Type.String(),
          path: Type.String({
            description: "/nodes/<id>/prompt: the node's prompt as rendered with the inputs",
          }),
          start: Type.Integer(),
          end: Type.Integer(),
        }),
      ),
      redactions: Type.Optional(
        Type.Array(
          Type.Object({
            path: Type.String(),
            type: Type.String(),
            start: Type.Integer(),
            end: Type.Integer(),
          }),
          { description: "redact: PII masked before the model (entity type and offsets, never the values)" },
        ),
      ),
      restore: Type.Optional(Type.Boolean({ description: "redact: whether outputs got the values back" })),
    },
    { description: "the firewall's verdict on the prompts before any model was called (never the values)" },
  ),
});

const NodeOutput = Type.Object({ nodeId: Type.String(), output: Nullable(Type.String()) });

export const ReplayDiff = Type.Object({
  added: Type.Array(NodeOutput),
  removed: Type.Array(NodeOutput),
  changed: Type.Array(
    Type.Object({
      nodeId: Type.String(),
      before: Nullable(Type.String()),
      after: Nullable(Type.String()),
      statusBefore: Type.String(),
      statusAfter: Type.String(),
      costDeltaUsd: Type.Number(),
      latencyDeltaMs: Type.Integer(),
    }),
  ),
  unchanged: Type.Array(Type.String()),
  costDeltaUsd: Type.Number(),
  latencyDeltaMs: Type.Integer(),
  tokensDelta: Type.Integer(),
});

export const ReplayAttempt = Type.Object({
  id: Type.String(),
  replay_of: Type.String(),
  status: ExecutionStatus,
  outcome: Type.Union([Type.Literal("identical"), Type.Literal("changed"), Type.Literal("failed")]),
  createdBy: Type.String(),
  completedAt: Timestamp,
  costUsd: Type.Number(),
  latencyMs: Type.Integer(),
  diff: ReplayDiff,
});

export const ReplayList = Type.Object({
  original: Execution,
  items: Type.Array(ReplayAttempt),
  nextCursor: Nullable(Type.String()),
});

export const ExecutionBody = Type.Object(
  {
    capabilityId: Type.String({ minLength: 1, maxLength: 64 }),
    releaseId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    inputs: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown())),
    environment: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);

export const PlaygroundBody = Type.Object(
  { inputs: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown())) },
  { additionalProperties: false },
);
