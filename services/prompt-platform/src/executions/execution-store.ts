import { iso, type Queryable } from "../db/database.js";
import { type CompanionWrites, runWrites, type SqlParams } from "../db/sql-params.js";
import type { Execution, ExecutionKind, ExecutionRecord } from "./execution-view.js";
import { executionView } from "./execution-view.js";
import type { NodeTrace } from "./graph-runner.js";

interface ExecutionRow {
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

const EXECUTION_SELECT = `SELECT e.id, e.capability_id, e.release_id, e.manifest_hash, m.body AS manifest_body,
  e.kind, e.environment, e.inputs, e.status, e.output, e.error, e.prompt_tokens, e.completion_tokens,
  e.cost_micros, e.latency_ms, e.replay_of, e.replay_count, e.created_by, e.started_at, e.completed_at, e.firewall
  FROM executions e JOIN manifests m ON m.org_id = e.org_id AND m.hash = e.manifest_hash`;

/**
 * The statements that write the execution and all its nodes, for the statement that also appends its
 * audit frame (AuditLog.append's companion writes): one round trip however many nodes it has.
 */
function executionWrites(r: ExecutionRecord, p: SqlParams): string[] {
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

/** Reads executions with their nodes; the caller has already scoped the rows to an organisation. */
async function loadExecutions(
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

/** A capability's release as an execution of it finds it: none, or its state and manifest. */
export interface ReleaseToRun {
  /** null: the capability has no such release (no active one, or not the one named). */
  releaseId: string | null;
  state: string | null;
  manifestHash: string | null;
}

/** What a replay takes from the execution it replays. */
export interface ReplaySource {
  id: string;
  capabilityId: string;
  releaseId: string | null;
  manifestHash: string;
  environment: string;
  inputs: Record<string, unknown>;
  replayOf: string | null;
}

export type StoredExecution = Execution & { costMicros: number };

/**
 * Tables executions and execution_nodes, and the release lookup that starts a run. Every method takes
 * the connection or transaction to run on; writes come as companion writes (see AuditLog.append), so
 * the execution and its audit frame are one statement.
 */
export class ExecutionStore {
  /**
   * The capability's active release, or the named one (`releaseId`), with its manifest; undefined when
   * the organisation has no such capability.
   */
  async releaseToRun(
    q: Queryable,
    orgId: string,
    capabilityId: string,
    releaseId: string | null,
  ): Promise<ReleaseToRun | undefined> {
    const [row] = await q.query<{
      release_id: string | null;
      state: string | null;
      manifest_hash: string | null;
    }>(
      `SELECT r.id AS release_id, r.state, v.manifest_hash
       FROM capabilities c
       LEFT JOIN releases r ON r.capability_id = c.id AND r.org_id = c.org_id
         AND (CASE WHEN $3::text IS NULL THEN r.state = 'active' ELSE r.id = $3 END)
       LEFT JOIN versions v ON v.id = r.version_id
       WHERE c.org_id = $1 AND c.id = $2`,
      [orgId, capabilityId, releaseId],
    );
    return row ? { releaseId: row.release_id, state: row.state, manifestHash: row.manifest_hash } : undefined;
  }

  /** A version of the organisation with its capability and manifest (what the playground runs). */
  async versionToRun(
    q: Queryable,
    orgId: string,
    versionId: string,
  ): Promise<{ capabilityId: string; manifestHash: string } | undefined> {
    const [row] = await q.query<{ capability_id: string; manifest_hash: string }>(
      "SELECT capability_id, manifest_hash FROM versions WHERE org_id = $1 AND id = $2",
      [orgId, versionId],
    );
    return row ? { capabilityId: row.capability_id, manifestHash: row.manifest_hash } : undefined;
  }

  async replaySource(q: Queryable, orgId: string, id: string): Promise<ReplaySource | undefined> {
    const [row] = await q.query<ExecutionRow>(
      `SELECT id, capability_id, release_id, manifest_hash, environment, inputs, replay_of FROM executions
       WHERE org_id = $1 AND id = $2`,
      [orgId, id],
    );
    if (!row) return undefined;
    return {
      id: row.id,
      capabilityId: row.capability_id,
      releaseId: row.release_id,
      manifestHash: row.manifest_hash,
      environment: row.environment,
      inputs: JSON.parse(row.inputs),
      replayOf: row.replay_of,
    };
  }

  /** The statements that record an execution whole: it, its nodes, and one more on its original's replay_count. */
  recordWrites(record: ExecutionRecord): CompanionWrites {
    return (p) => [...executionWrites(record, p), ...replayCountWrites(record, p)];
  }

  /** The execution and its nodes, by themselves (inside a transaction that audits it later). */
  async write(tx: Queryable, record: ExecutionRecord): Promise<void> {
    await runWrites(tx, (p) => executionWrites(record, p));
  }

  /** Counts a replay on its original (a companion write of the replay's audit frame). */
  replayCountWrites(record: ExecutionRecord): CompanionWrites {
    return (p) => replayCountWrites(record, p);
  }

  async get(q: Queryable, orgId: string, id: string): Promise<StoredExecution | undefined> {
    const rows = await q.query<ExecutionRow>(`${EXECUTION_SELECT} WHERE e.org_id = $1 AND e.id = $2`, [
      orgId,
      id,
    ]);
    return (await loadExecutions(q, rows))[0];
  }

  /** Up to `limit` executions after `cursor`, by id, of one capability or all. */
  async list(
    q: Queryable,
    orgId: string,
    capabilityId: string | null,
    cursor: string,
    limit: number,
  ): Promise<StoredExecution[]> {
    const rows = await q.query<ExecutionRow>(
      `${EXECUTION_SELECT} WHERE e.org_id = $1 AND ($2::text IS NULL OR e.capability_id = $2) AND e.id > $3
       ORDER BY e.id LIMIT $4`,
      [orgId, capabilityId, cursor, limit],
    );
    return loadExecutions(q, rows);
  }

  /** Up to `limit` replays of an original after `cursor`, oldest first. */
  async replaysOf(
    q: Queryable,
    orgId: string,
    originalId: string,
    cursor: string,
    limit: number,
  ): Promise<StoredExecution[]> {
    const rows = await q.query<ExecutionRow>(
      `${EXECUTION_SELECT} WHERE e.org_id = $1 AND e.replay_of = $2 AND e.id > $3 ORDER BY e.id LIMIT $4`,
      [orgId, originalId, cursor, limit],
    );
    return loadExecutions(q, rows);
  }
}

function replayCountWrites(r: ExecutionRecord, p: SqlParams): string[] {
  return r.replayOf
    ? [
        `UPDATE executions SET replay_count = replay_count + 1
         WHERE org_id = ${p.add(r.orgId)} AND id = ${p.add(r.replayOf)}`,
      ]
    : [];
}
