import { ProviderError, type ProviderRegistry } from "../providers/model-provider.js";
import { type ExecutionGraph, type GraphNode, inputText, parseModelRef } from "./manifest-graph.js";
import { costMicros, type PriceTable, priceOf } from "./pricing.js";
import { renderTemplate } from "./prompt-template.js";

export type NodeStatus = "succeeded" | "failed" | "skipped";

/** One node's record in an execution's trace. */
export interface NodeTrace {
  nodeId: string;
  model: string;
  status: NodeStatus;
  output: string | null;
  promptTokens: number;
  completionTokens: number;
  /** Milliseconds from the execution's start to the node's start (null when skipped). */
  startedAtMs: number | null;
  latencyMs: number;
  costMicros: number;
  attempts: number;
  error: { code: string; message: string } | null;
}

export interface GraphRun {
  status: "succeeded" | "failed";
  /** In the graph's dependency order. */
  nodes: NodeTrace[];
  output: string | null;
  error: { code: string; message: string; nodeId: string } | null;
  latencyMs: number;
}

export interface RunListener {
  nodeStart?(nodeId: string): void;
  nodeComplete?(trace: NodeTrace): void;
}

export interface RunOptions {
  /** The registry, or a wrapper of it (masking-providers.ts). */
  providers: Pick<ProviderRegistry, "get">;
  prices: PriceTable;
  /** At most this many nodes of one execution run at once. */
  maxParallel: number;
  now?: () => number;
  listener?: RunListener;
}

/**
 * Runs the graph: every node whose dependencies have succeeded starts at once (up to maxParallel),
 * so independent nodes run concurrently. After a failure no new node starts, the running ones are
 * awaited, and the rest are recorded as skipped.
 */
export async function runGraph(
  graph: ExecutionGraph,
  inputs: Record<string, unknown>,
  { providers, prices, maxParallel, now = () => performance.now(), listener }: RunOptions,
): Promise<GraphRun> {
  const started = now();
  const traces = new Map<string, NodeTrace>();
  const outputs = new Map<string, string>();
  const pending = new Set(graph.nodes.map((n) => n.id));
  const running = new Map<string, Promise<void>>();
  let failure: GraphRun["error"] = null;

  const runNode = async (node: GraphNode) => {
    const ref = parseModelRef(node.model)!;
    const prompt = renderTemplate(node.prompt, {
      input: (name) => inputText(inputs[name]),
      node: (id) => outputs.get(id) ?? "",
    });
    const t0 = now();
    listener?.nodeStart?.(node.id);
    const trace: NodeTrace = {
      nodeId: node.id,
      model: node.model,
      status: "succeeded",
      output: null,
      promptTokens: 0,
      completionTokens: 0,
      startedAtMs: Math.round(t0 - started),
      latencyMs: 0,
      costMicros: 0,
      attempts: 0,
      error: null,
    };
    try {
      const done = await providers
        .get(ref.provider)
        .complete({ model: ref.model, prompt, params: node.params });
      trace.output = done.output;
      trace.promptTokens = done.promptTokens;
      trace.completionTokens = done.completionTokens;
      trace.attempts = done.attempts;
      trace.costMicros = costMicros(priceOf(prices, ref), done.promptTokens, done.completionTokens);
      outputs.set(node.id, done.output);
    } catch (error) {
      const e = error instanceof ProviderError ? error : undefined;
      trace.status = "failed";
      trace.attempts = e?.attempts ?? 1;
      trace.error = { code: e?.code ?? "PROVIDER_ERROR", message: (error as Error).message };
      failure ??= { ...trace.error, nodeId: node.id };
    }
    trace.latencyMs = Math.round(now() - t0);
    traces.set(node.id, trace);
    listener?.nodeComplete?.(trace);
  };

  const ready = () =>
    graph.nodes.filter(
      (n) => pending.has(n.id) && n.dependsOn.every((d) => traces.get(d)?.status === "succeeded"),
    );

  for (;;) {
    if (!failure) {
      for (const node of ready()) {
        if (running.size >= maxParallel) break;
        pending.delete(node.id);
        running.set(
          node.id,
          runNode(node).finally(() => running.delete(node.id)),
        );
      }
    }
    if (running.size === 0) break;
    await Promise.race(running.values());
  }

  const nodes = graph.nodes.map(
    (n) =>
      traces.get(n.id) ?? {
        nodeId: n.id,
        model: n.model,
        status: "skipped" as const,
        output: null,
        promptTokens: 0,
        completionTokens: 0,
        startedAtMs: null,
        latencyMs: 0,
        costMicros: 0,
        attempts: 0,
        error: null,
      },
  );
  return {
    status: failure ? "failed" : "succeeded",
    nodes,
    output: failure ? null : (outputs.get(graph.output) ?? null),
    error: failure,
    latencyMs: Math.round(now() - started),
  };
}

/**
 * An upper bound of an execution's cost, reserved against hard budgets before it runs. In dependency
 * order, each node's prompt length is its template text, its inputs and, for every upstream output,
 * that node's estimated answer (4 characters per token); prompt tokens = ceil(length / 4) + 1; its
 * answer is estimated at `maxTokens`, or max(defaultMaxTokens, prompt tokens) where it sets none
 * (the simulator's echo never exceeds that).
 */
export function estimateCostMicros(
  graph: ExecutionGraph,
  inputs: Record<string, unknown>,
  prices: PriceTable,
  defaultMaxTokens: number,
): number {
  let total = 0;
  const answerTokens = new Map<string, number>();
  for (const node of graph.nodes) {
    let length = (node.params.system ?? "").length;
    for (const part of node.prompt) {
      if (part.kind === "text") length += part.text.length;
      else if (part.kind === "input") length += inputText(inputs[part.name]).length;
      else length += (answerTokens.get(part.name) ?? defaultMaxTokens) * 4;
    }
    const promptTokens = Math.ceil(length / 4) + 1;
    const answer = node.params.maxTokens ?? Math.max(defaultMaxTokens, promptTokens);
    answerTokens.set(node.id, answer);
    total += costMicros(priceOf(prices, parseModelRef(node.model)!), promptTokens, answer);
  }
  return total;
}
