import type { SseMessage } from "../api/sse";

export type NodeState = "waiting" | "running" | "complete" | "failed";

export interface StreamNode {
  nodeId: string;
  state: NodeState;
  output?: unknown;
  error?: string;
}

/** What the execution view shows while `POST /api/executions` streams (and after). */
export interface StreamState {
  phase: "idle" | "running" | "complete" | "failed";
  executionId?: string;
  manifestHash?: string;
  nodes: StreamNode[];
  /** One line per event, in arrival order (the visible log). */
  log: { event: string; text: string }[];
  output?: unknown;
  tokens?: number;
  error?: string;
  /** `done` arrived with [DONE]. */
  finished: boolean;
}

export const initialStream: StreamState = { phase: "idle", nodes: [], log: [], finished: false };

const parse = (data: string): Record<string, unknown> => {
  try {
    const value = JSON.parse(data) as unknown;
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : { value };
  } catch {
    return { value: data };
  }
};

const str = (v: unknown) => (typeof v === "string" ? v : v === undefined ? "" : JSON.stringify(v));

function upsert(nodes: StreamNode[], nodeId: string, patch: Partial<StreamNode>): StreamNode[] {
  const at = nodes.findIndex((n) => n.nodeId === nodeId);
  if (at === -1) return [...nodes, { nodeId, state: "waiting", ...patch }];
  return nodes.map((n, i) => (i === at ? { ...n, ...patch } : n));
}

/** Adds the manifest's nodes (in manifest order) as waiting, keeping any that already have news. */
export function withPlannedNodes(state: StreamState, nodeIds: readonly string[]): StreamState {
  const known = new Set(state.nodes.map((n) => n.nodeId));
  const planned = nodeIds
    .filter((id) => !known.has(id))
    .map((nodeId) => ({ nodeId, state: "waiting" as const }));
  const order = new Map(nodeIds.map((id, i) => [id, i]));
  const nodes = [...state.nodes, ...planned].sort(
    (a, b) =>
      (order.get(a.nodeId) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.nodeId) ?? Number.MAX_SAFE_INTEGER),
  );
  return { ...state, nodes };
}

/**
 * Folds one server-sent event into the view (spec 2, Events): execution_start, node_start /
 * node_complete per node, execution_complete with tokens, done with [DONE]; the platform's
 * node_error and execution_error end a failed run.
 */
export function applyEvent(state: StreamState, message: SseMessage): StreamState {
  const data = message.event === "done" ? {} : parse(message.data);
  const nodeId = str(data.nodeId);
  const log = [...state.log];
  switch (message.event) {
    case "execution_start":
      log.push({ event: message.event, text: `execution ${str(data.executionId)} started` });
      return {
        ...state,
        phase: "running",
        executionId: str(data.executionId),
        manifestHash: str(data.manifestHash),
        log,
      };
    case "node_start":
      log.push({ event: message.event, text: `node ${nodeId} started` });
      return { ...state, nodes: upsert(state.nodes, nodeId, { state: "running" }), log };
    case "node_complete":
      log.push({ event: message.event, text: `node ${nodeId} complete` });
      return {
        ...state,
        nodes: upsert(state.nodes, nodeId, { state: "complete", output: data.output }),
        log,
      };
    case "node_error": {
      const error = `${str(data.code)}: ${str(data.message)}`;
      log.push({ event: message.event, text: `node ${nodeId} failed (${error})` });
      return { ...state, nodes: upsert(state.nodes, nodeId, { state: "failed", error }), log };
    }
    case "execution_complete":
      log.push({ event: message.event, text: `execution complete, ${str(data.tokens)} tokens` });
      return {
        ...state,
        phase: "complete",
        output: data.output,
        tokens: typeof data.tokens === "number" ? data.tokens : undefined,
        log,
      };
    case "execution_error": {
      const error = `${str(data.code)}: ${str(data.message)}`;
      log.push({ event: message.event, text: `execution failed (${error})` });
      return { ...state, phase: "failed", error, log };
    }
    case "done":
      log.push({ event: "done", text: message.data });
      return { ...state, finished: message.data === "[DONE]", log };
    default:
      log.push({ event: message.event, text: message.data });
      return { ...state, log };
  }
}
