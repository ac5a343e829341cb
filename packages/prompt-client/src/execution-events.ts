import type { SseMessage } from "./sse.js";

/**
 * The events of `POST /api/executions` (and `/replay`) with `Accept: text/event-stream`:
 * `execution_start`, then `node_start` and `node_complete` (or `node_error`) per node, then
 * `execution_complete` (or `execution_error` when a node failed), then `done`.
 */
export type ExecutionEvent =
  | { type: "execution_start"; data: { executionId: string; manifestHash: string } & Extra }
  | { type: "node_start"; data: { executionId: string; nodeId: string } & Extra }
  | { type: "node_complete"; data: { executionId: string; nodeId: string; output: unknown } & Extra }
  | {
      type: "node_error";
      data: { executionId: string; nodeId: string; code: string; message: string } & Extra;
    }
  | { type: "execution_complete"; data: { executionId: string; output: unknown; tokens: number } & Extra }
  | {
      type: "execution_error";
      data: { executionId: string; nodeId?: string; code: string; message: string } & Extra;
    }
  | { type: "done"; data: "[DONE]" }
  /** Any other event the platform sends (e.g. an error), with its data parsed when it is JSON. */
  | { type: "other"; event: string; data: unknown };

/** Fields beyond the spec's that the platform may add (cost, latency, status, …). */
type Extra = Record<string, unknown>;

export type ExecutionEventType = Exclude<ExecutionEvent["type"], "other">;

const KNOWN = new Set<string>([
  "execution_start",
  "node_start",
  "node_complete",
  "node_error",
  "execution_complete",
  "execution_error",
]);

/** Types one wire event: the spec's events by name, `done` with its `[DONE]`, anything else as `other`. */
export function toExecutionEvent(message: SseMessage): ExecutionEvent {
  if (message.event === "done") return { type: "done", data: "[DONE]" };
  const data = parseData(message.data);
  if (KNOWN.has(message.event) && typeof data === "object" && data !== null)
    return { type: message.event, data } as ExecutionEvent;
  return { type: "other", event: message.event, data };
}

function parseData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
