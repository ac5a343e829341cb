/** Executions as `GET /api/executions/:id` answers (services/prompt-platform http/execution-schemas.ts). */

export interface NodeTrace {
  nodeId: string;
  model: string;
  status: "succeeded" | "failed" | "skipped";
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

export interface Execution {
  id: string;
  capabilityId: string;
  releaseId: string | null;
  manifestHash: string;
  manifest: Record<string, unknown>;
  kind: "run" | "replay" | "eval";
  environment: string;
  inputs: Record<string, unknown>;
  status: "succeeded" | "failed";
  output: string | null;
  outputs: Record<string, string | null>;
  tokens: { prompt: number; completion: number; total: number };
  costUsd: number;
  latencyMs: number;
  trace: NodeTrace[];
  error: { code: string; message: string; nodeId: string } | null;
  replay_of: string | null;
  replay_count: number;
  createdBy: string;
  startedAt: string;
  completedAt: string;
}

export interface ReplayDiff {
  added: { nodeId: string; output: string | null }[];
  removed: { nodeId: string; output: string | null }[];
  changed: {
    nodeId: string;
    before: string | null;
    after: string | null;
    statusBefore: string;
    statusAfter: string;
    costDeltaUsd: number;
    latencyDeltaMs: number;
  }[];
  unchanged: string[];
  costDeltaUsd: number;
  latencyDeltaMs: number;
  tokensDelta: number;
}

export interface ReplayAttempt {
  id: string;
  replay_of: string;
  status: "succeeded" | "failed";
  outcome: "identical" | "changed" | "failed";
  createdBy: string;
  completedAt: string;
  costUsd: number;
  latencyMs: number;
  diff: ReplayDiff;
}

export interface ReplayList {
  original: Execution;
  items: ReplayAttempt[];
  nextCursor: string | null;
}
