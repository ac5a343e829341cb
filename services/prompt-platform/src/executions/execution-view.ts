import type { ExecutionFirewall } from "./execution-firewall.js";
import type { GraphRun, NodeTrace } from "./graph-runner.js";
import { microsToUsd } from "./pricing.js";

/** playground: a version run with inputs before any release (POST /api/versions/:id/playground). */
export type ExecutionKind = "run" | "replay" | "eval" | "playground";

/** An execution as stored and served. `replay_of` and `replay_count` are named as in the spec. */
export interface Execution {
  id: string;
  capabilityId: string;
  releaseId: string | null;
  manifestHash: string;
  manifest: Record<string, unknown>;
  kind: ExecutionKind;
  environment: string;
  inputs: Record<string, unknown>;
  status: "succeeded" | "failed";
  output: string | null;
  /** Each node's output (null when it failed or was skipped). */
  outputs: Record<string, string | null>;
  tokens: { prompt: number; completion: number; total: number };
  costUsd: number;
  latencyMs: number;
  trace: NodeTraceView[];
  error: { code: string; message: string; nodeId: string } | null;
  replay_of: string | null;
  replay_count: number;
  createdBy: string;
  startedAt: string;
  completedAt: string;
  /** The firewall's verdict on its prompts before any model was called (warn findings, by rule and place). */
  firewall: ExecutionFirewall;
}

export interface NodeTraceView {
  nodeId: string;
  model: string;
  status: NodeTrace["status"];
  output: string | null;
  promptTokens: number;
  completionTokens: number;
  tokens: number;
  startedAtMs: number | null;
  latencyMs: number;
  costUsd: number;
  attempts: number;
  error: { code: string; message: string } | null;
}

/** What the store needs to write one execution. */
export interface ExecutionRecord {
  id: string;
  orgId: string;
  capabilityId: string;
  releaseId: string | null;
  manifestHash: string;
  manifest: Record<string, unknown>;
  kind: ExecutionKind;
  environment: string;
  inputs: Record<string, unknown>;
  run: GraphRun;
  replayOf: string | null;
  createdBy: string;
  startedAt: string;
  completedAt: string;
  firewall: ExecutionFirewall;
}

const nodeView = (n: NodeTrace): NodeTraceView => ({
  nodeId: n.nodeId,
  model: n.model,
  status: n.status,
  output: n.output,
  promptTokens: n.promptTokens,
  completionTokens: n.completionTokens,
  tokens: n.promptTokens + n.completionTokens,
  startedAtMs: n.startedAtMs,
  latencyMs: n.latencyMs,
  costUsd: microsToUsd(n.costMicros),
  attempts: n.attempts,
  error: n.error,
});

/** The served form of a record just written (no read-back needed). */
export function executionView(r: ExecutionRecord, replayCount = 0): Execution {
  const prompt = r.run.nodes.reduce((s, n) => s + n.promptTokens, 0);
  const completion = r.run.nodes.reduce((s, n) => s + n.completionTokens, 0);
  return {
    id: r.id,
    capabilityId: r.capabilityId,
    releaseId: r.releaseId,
    manifestHash: r.manifestHash,
    manifest: r.manifest,
    kind: r.kind,
    environment: r.environment,
    inputs: r.inputs,
    status: r.run.status,
    output: r.run.output,
    outputs: Object.fromEntries(
      r.run.nodes.filter((n) => n.status !== "skipped").map((n) => [n.nodeId, n.output]),
    ),
    tokens: { prompt, completion, total: prompt + completion },
    costUsd: microsToUsd(r.run.nodes.reduce((s, n) => s + n.costMicros, 0)),
    latencyMs: r.run.latencyMs,
    trace: r.run.nodes.map(nodeView),
    error: r.run.error,
    replay_of: r.replayOf,
    replay_count: replayCount,
    createdBy: r.createdBy,
    startedAt: r.startedAt,
    completedAt: r.completedAt,
    firewall: r.firewall,
  };
}
