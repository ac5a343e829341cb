import { microsToUsd } from "./pricing.js";

/** What the diff needs of a node record. */
export interface DiffNode {
  nodeId: string;
  status: string;
  output: string | null;
  costMicros: number;
  latencyMs: number;
}

export interface NodeChange {
  nodeId: string;
  before: string | null;
  after: string | null;
  statusBefore: string;
  statusAfter: string;
  costDeltaUsd: number;
  latencyDeltaMs: number;
}

export interface ReplayDiff {
  /** Nodes that ran in the replay but not in the original. */
  added: { nodeId: string; output: string | null }[];
  /** Nodes that ran in the original but not in the replay. */
  removed: { nodeId: string; output: string | null }[];
  /** Nodes that ran in both with a different output or status. */
  changed: NodeChange[];
  unchanged: string[];
  /** Replay minus original, for the whole execution. */
  costDeltaUsd: number;
  latencyDeltaMs: number;
  tokensDelta: number;
}

const ran = (n: DiffNode) => n.status !== "skipped";

/**
 * Per-node diff of a replay against its original. A node "ran" unless it was skipped; a skipped node
 * on one side and a run node on the other is an addition or a removal.
 */
export function diffExecutions(
  original: { nodes: DiffNode[]; costMicros: number; latencyMs: number; tokens: number },
  replay: { nodes: DiffNode[]; costMicros: number; latencyMs: number; tokens: number },
): ReplayDiff {
  const before = new Map(original.nodes.filter(ran).map((n) => [n.nodeId, n]));
  const after = new Map(replay.nodes.filter(ran).map((n) => [n.nodeId, n]));
  const diff: ReplayDiff = {
    added: [],
    removed: [],
    changed: [],
    unchanged: [],
    costDeltaUsd: microsToUsd(replay.costMicros - original.costMicros),
    latencyDeltaMs: replay.latencyMs - original.latencyMs,
    tokensDelta: replay.tokens - original.tokens,
  };
  for (const [id, a] of after) {
    const b = before.get(id);
    if (!b) diff.added.push({ nodeId: id, output: a.output });
    else if (a.output !== b.output || a.status !== b.status)
      diff.changed.push({
        nodeId: id,
        before: b.output,
        after: a.output,
        statusBefore: b.status,
        statusAfter: a.status,
        costDeltaUsd: microsToUsd(a.costMicros - b.costMicros),
        latencyDeltaMs: a.latencyMs - b.latencyMs,
      });
    else diff.unchanged.push(id);
  }
  for (const [id, b] of before) if (!after.has(id)) diff.removed.push({ nodeId: id, output: b.output });
  return diff;
}

export const isEmptyDiff = (d: ReplayDiff) => d.added.length + d.removed.length + d.changed.length === 0;
