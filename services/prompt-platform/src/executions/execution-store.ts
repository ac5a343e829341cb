import { iso, type Queryable } from "../db/database.js";
import type { SqlParams } from "../db/sql-params.js";
import type { ExecutionFirewall } from "./execution-firewall.js";
import type { GraphRun, NodeTrace } from "./graph-runner.js";
import { microsToUsd } from "./pricing.js";

export type ExecutionKind = "run" | "replay" | "eval";

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

export interface ExecutionRow {
  id: string;
  capability_id: string;
  release_id: string | null;
  manifest_hash: string;
  manifest_body: string;
  kind: ExecutionKind;
  environment: string;
  inputs: string;
  status: "succeeded" | "failed";
  output: string | null;
  error: string | null;
  prompt_tokens: number;
  completion_tokens: number;
  cost_micros: string | number;
  latency_ms: number;
  replay_of: string | null;
  replay_count: number;
  created_by: string;
  started_at: Date | string;
  completed_at: Date | string;
  firewall: string | null;
}

interface NodeRow {
  execution_id: string;
  node_id: string;
  model: string;
  status: NodeTrace["status"];
  output: string | null;
  prompt_tokens: number;
  completion_tokens: number;
  started_at_ms: number | null;
  latency_ms: number;
  cost_micros: string | number;
  attempts: number;
  error: string | null;
}

export const EXECUTION_SELECT = `SELECT e.id, e.capability_id, e.release_id, e.manifest_hash, m.body AS manifest_body,
  e.kind, e.environment, e.inputs, e.status, e.output, e.error, e.prompt_tokens, e.completion_tokens,
  e.cost_micros, e.latency_ms, e.replay_of, e.replay_count, e.created_by, e.started_at, e.completed_at, e.firewall
  FROM executions e JOIN manifests m ON m.org_id = e.org_id AND m.hash = e.manifest_hash`;

/**
 * The statements that write the execution and all its nodes, for the statement that also appends its
 * audit frame (AuditLog.append's companion writes): one round trip however many nodes it has.
 */
export function executionWrites(r: ExecutionRecord, p: SqlParams): string[] {
  const nodes = r.run.nodes;
  const promptTokens = nodes.reduce((s, n) => s + n.promptTokens, 0);
  const completionTokens = nodes.reduce((s, n) => s + n.completionTokens, 0);
  const cost = nodes.reduce((s, n) => s + n.costMicros, 0);
  const execution = `INSERT INTO executions (id, org_id, capability_id, release_id, manifest_hash, kind,
       environment, inputs, status, output, error, prompt_tokens, completion_tokens, cost_micros, latency_ms,
       replay_of, created_by, started_at, completed_at, firewall)
     VALUES ${p.row([
       r.id,
       r.orgId,
       r.capabilityId,
       r.releaseId,
       r.manifestHash,
       r.kind,
       r.environment,
       JSON.stringify(r.inputs),
       r.run.status,
       r.run.output,
       r.run.error ? JSON.stringify(r.run.error) : null,
       promptTokens,
       completionTokens,
       cost,
       r.run.latencyMs,
       r.replayOf,
       r.createdBy,
       r.startedAt,
       r.completedAt,
       JSON.stringify(r.firewall),
     ])}`;
  if (nodes.length === 0) return [execution];
  const rows = nodes.map((n, i) =>
    p.row([
      r.id,
      i,
      n.nodeId,
      n.model,
      n.status,
      n.output,
      n.promptTokens,
      n.completionTokens,
      n.startedAtMs,
      n.latencyMs,
      n.costMicros,
      n.attempts,
      n.error ? JSON.stringify(n.error) : null,
    ]),
  );
  return [
    execution,
    `INSERT INTO execution_nodes (execution_id, position, node_id, model, status, output, prompt_tokens,
       completion_tokens, started_at_ms, latency_ms, cost_micros, attempts, error) VALUES ${rows.join(", ")}`,
  ];
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

/** Reads executions with their nodes; the caller has already scoped the rows to an organisation. */
export async function loadExecutions(
  db: Queryable,
  rows: ExecutionRow[],
): Promise<(Execution & { costMicros: number })[]> {
  if (rows.length === 0) return [];
  const nodeRows = await db.query<NodeRow>(
    `SELECT execution_id, node_id, model, status, output, prompt_tokens, completion_tokens, started_at_ms,
       latency_ms, cost_micros, attempts, error
     FROM execution_nodes WHERE execution_id = ANY($1::text[]) ORDER BY execution_id, position`,
    [rows.map((r) => r.id)],
  );
  const byExecution = new Map<string, NodeTrace[]>();
  for (const n of nodeRows) {
    const list = byExecution.get(n.execution_id) ?? [];
    list.push({
      nodeId: n.node_id,
      model: n.model,
      status: n.status,
      output: n.output,
      promptTokens: n.prompt_tokens,
      completionTokens: n.completion_tokens,
      startedAtMs: n.started_at_ms,
      latencyMs: n.latency_ms,
      costMicros: Number(n.cost_micros),
      attempts: n.attempts,
      error: n.error ? JSON.parse(n.error) : null,
    });
    byExecution.set(n.execution_id, list);
  }
  return rows.map((r) => {
    const nodes = byExecution.get(r.id) ?? [];
    const record: ExecutionRecord = {
      id: r.id,
      orgId: "",
      capabilityId: r.capability_id,
      releaseId: r.release_id,
      manifestHash: r.manifest_hash,
      manifest: JSON.parse(r.manifest_body),
      kind: r.kind,
      environment: r.environment,
      inputs: JSON.parse(r.inputs),
      run: {
        status: r.status,
        nodes,
        output: r.output,
        error: r.error ? JSON.parse(r.error) : null,
        latencyMs: r.latency_ms,
      },
      replayOf: r.replay_of,
      createdBy: r.created_by,
      startedAt: iso(r.started_at),
      completedAt: iso(r.completed_at),
      // Executions from before issue 24 were not scanned.
      firewall: r.firewall ? JSON.parse(r.firewall) : { decision: "allow", findings: [] },
    };
    return { ...executionView(record, r.replay_count), costMicros: Number(r.cost_micros) };
  });
}
