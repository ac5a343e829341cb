import { PlatformError, type ValidationIssue } from "../errors.js";
import { parseTemplate, type TemplatePart } from "./prompt-template.js";

/** Model parameters a node may set; providers map the ones they understand. */
export interface NodeParams {
  temperature?: number;
  topP?: number;
  maxTokens?: number;
  stop?: string[];
  system?: string;
  /** Simulator only: a fixed delay before it answers (latency experiments, concurrency tests). */
  latencyMs?: number;
}

export interface GraphNode {
  id: string;
  /** Position in the manifest's `nodes` array. */
  index: number;
  prompt: TemplatePart[];
  /** `<provider>` or `<provider>:<model>`, e.g. `simulator`, `openai:gpt-4o-mini`. */
  model: string;
  params: NodeParams;
  /** Declared `dependsOn` plus every node the prompt reads (`{{nodes.<id>}}`), deduplicated. */
  dependsOn: string[];
}

/** A validated manifest: nodes in a dependency order (ties by manifest position). */
export interface ExecutionGraph {
  nodes: GraphNode[];
  /** Every input variable the prompts use, sorted. */
  inputs: string[];
  /** The node whose output is the execution's output. */
  output: string;
}

export const MAX_NODES = 100;
const NODE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MODEL_REF = /^([a-z][a-z0-9-]*)(?::(.+))?$/;
const PARAM_KEYS = new Set(["temperature", "topP", "maxTokens", "stop", "system", "latencyMs"]);

export interface ModelRef {
  provider: string;
  model: string;
}

export function parseModelRef(ref: string): ModelRef | undefined {
  const m = MODEL_REF.exec(ref);
  if (!m) return undefined;
  return { provider: m[1]!, model: m[2] ?? "default" };
}

/** Which providers exist and which of them are configured (for clear errors). */
export interface ProviderCatalog {
  known: readonly string[];
  configured: (provider: string) => boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function checkParams(raw: unknown, at: string, issues: ValidationIssue[]): NodeParams {
  if (raw === undefined) return {};
  if (!isObject(raw)) {
    issues.push({ path: at, message: "must be an object" });
    return {};
  }
  const params: NodeParams = {};
  for (const key of Object.keys(raw)) {
    if (!PARAM_KEYS.has(key))
      issues.push({
        path: `${at}/${key}`,
        message: `unknown parameter (known: ${[...PARAM_KEYS].join(", ")})`,
      });
  }
  const num = (key: "temperature" | "topP", min: number, max: number) => {
    const v = raw[key];
    if (v === undefined) return;
    if (typeof v !== "number" || v < min || v > max)
      issues.push({ path: `${at}/${key}`, message: `must be a number from ${min} to ${max}` });
    else params[key] = v;
  };
  num("temperature", 0, 2);
  num("topP", 0, 1);
  const int = (key: "maxTokens" | "latencyMs", min: number, max: number) => {
    const v = raw[key];
    if (v === undefined) return;
    if (!Number.isInteger(v) || (v as number) < min || (v as number) > max)
      issues.push({ path: `${at}/${key}`, message: `must be an integer from ${min} to ${max}` });
    else params[key] = v as number;
  };
  int("maxTokens", 1, 1_000_000);
  int("latencyMs", 0, 60_000);
  if (raw.stop !== undefined) {
    if (!Array.isArray(raw.stop) || raw.stop.length > 4 || !raw.stop.every((s) => typeof s === "string"))
      issues.push({ path: `${at}/stop`, message: "must be an array of at most 4 strings" });
    else params.stop = raw.stop as string[];
  }
  if (raw.system !== undefined) {
    if (typeof raw.system !== "string") issues.push({ path: `${at}/system`, message: "must be a string" });
    else params.system = raw.system;
  }
  return params;
}

/** Finds one dependency cycle (as a path a -> b -> a) among the nodes, if there is one. */
function findCycle(nodes: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (id: string): string[] | undefined => {
    state.set(id, "open");
    stack.push(id);
    for (const dep of nodes.get(id) ?? []) {
      if (!nodes.has(dep)) continue;
      if (state.get(dep) === "open") return [...stack.slice(stack.indexOf(dep)), dep];
      if (!state.has(dep)) {
        const found = visit(dep);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(id, "done");
    return undefined;
  };
  for (const id of nodes.keys()) {
    if (!state.has(id)) {
      const found = visit(id);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Validates a manifest as an execution graph and orders it. Every problem is reported at once
 * (issue paths under `/manifest`): malformed nodes, duplicate ids, unknown node references in
 * `dependsOn`, prompts or `output`, unknown or unconfigured model providers, undeclared inputs,
 * and dependency cycles (named as a path).
 */
export function buildGraph(manifest: Record<string, unknown>, providers: ProviderCatalog): ExecutionGraph {
  const issues: ValidationIssue[] = [];
  const rawNodes = manifest.nodes;
  if (!Array.isArray(rawNodes) || rawNodes.length === 0 || rawNodes.length > MAX_NODES) {
    throw invalid([{ path: "/manifest/nodes", message: `must be an array of 1 to ${MAX_NODES} nodes` }]);
  }
  const parsed: {
    id: string;
    index: number;
    prompt: TemplatePart[];
    model: string;
    params: NodeParams;
    deps: string[];
  }[] = [];
  const seen = new Set<string>();
  rawNodes.forEach((raw, index) => {
    const at = `/manifest/nodes/${index}`;
    if (!isObject(raw)) {
      issues.push({ path: at, message: "must be an object" });
      return;
    }
    const id = raw.id;
    if (typeof id !== "string" || !NODE_ID.test(id)) {
      issues.push({ path: `${at}/id`, message: "must be 1-64 letters, digits, '_' or '-'" });
      return;
    }
    if (seen.has(id)) issues.push({ path: `${at}/id`, message: `duplicate node id "${id}"` });
    seen.add(id);
    let prompt: TemplatePart[] = [];
    if (typeof raw.prompt !== "string") issues.push({ path: `${at}/prompt`, message: "must be a string" });
    else {
      try {
        prompt = parseTemplate(raw.prompt);
      } catch (error) {
        issues.push({ path: `${at}/prompt`, message: (error as Error).message });
      }
    }
    let model = "";
    if (typeof raw.model !== "string") issues.push({ path: `${at}/model`, message: "must be a string" });
    else {
      model = raw.model;
      const ref = parseModelRef(model);
      if (!ref)
        issues.push({ path: `${at}/model`, message: `"${model}" is not <provider> or <provider>:<model>` });
      else if (!providers.known.includes(ref.provider))
        issues.push({
          path: `${at}/model`,
          message: `unknown model provider "${ref.provider}" (known: ${providers.known.join(", ")})`,
        });
      else if (!providers.configured(ref.provider))
        issues.push({ path: `${at}/model`, message: `model provider "${ref.provider}" is not configured` });
    }
    const params = checkParams(raw.params, `${at}/params`, issues);
    const deps: string[] = [];
    if (raw.dependsOn !== undefined) {
      if (!Array.isArray(raw.dependsOn) || !raw.dependsOn.every((d) => typeof d === "string"))
        issues.push({ path: `${at}/dependsOn`, message: "must be an array of node ids" });
      else deps.push(...(raw.dependsOn as string[]));
    }
    parsed.push({ id, index, prompt, model, params, deps });
  });
  const ids = new Set(parsed.map((n) => n.id));
  const declaredInputs = manifest.inputs;
  let declared: Set<string> | undefined;
  if (declaredInputs !== undefined) {
    if (!Array.isArray(declaredInputs) || !declaredInputs.every((i) => typeof i === "string"))
      issues.push({ path: "/manifest/inputs", message: "must be an array of input names" });
    else declared = new Set(declaredInputs as string[]);
  }
  const inputs = new Set<string>(declared ?? []);
  const edges = new Map<string, string[]>();
  for (const node of parsed) {
    const at = `/manifest/nodes/${node.index}`;
    node.deps.forEach((dep, i) => {
      if (!ids.has(dep)) issues.push({ path: `${at}/dependsOn/${i}`, message: `unknown node "${dep}"` });
    });
    for (const part of node.prompt) {
      if (part.kind === "node") {
        if (!ids.has(part.name))
          issues.push({ path: `${at}/prompt`, message: `references unknown node "${part.name}"` });
        else if (!node.deps.includes(part.name)) node.deps.push(part.name);
      } else if (part.kind === "input") {
        if (declared && !declared.has(part.name))
          issues.push({
            path: `${at}/prompt`,
            message: `uses input "${part.name}", which the manifest's inputs do not declare`,
          });
        inputs.add(part.name);
      }
    }
    if (node.deps.includes(node.id))
      issues.push({ path: `${at}/dependsOn`, message: `node "${node.id}" depends on itself` });
    edges.set(node.id, node.deps);
  }
  const cycle = findCycle(edges);
  if (cycle && cycle.length > 2)
    issues.push({ path: "/manifest/nodes", message: `dependency cycle: ${cycle.join(" -> ")}` });
  let output: string | undefined;
  if (manifest.output !== undefined) {
    if (typeof manifest.output !== "string" || !ids.has(manifest.output))
      issues.push({ path: "/manifest/output", message: `unknown node "${String(manifest.output)}"` });
    else output = manifest.output;
  }
  if (issues.length > 0) throw invalid(issues);

  const order = topologicalOrder(parsed);
  const nodes: GraphNode[] = order.map((n) => ({
    id: n.id,
    index: n.index,
    prompt: n.prompt,
    model: n.model,
    params: n.params,
    dependsOn: n.deps,
  }));
  return { nodes, inputs: [...inputs].sort(), output: output ?? nodes[nodes.length - 1]!.id };
}

/** Kahn's algorithm; among ready nodes the earliest in the manifest goes first. */
function topologicalOrder<T extends { id: string; index: number; deps: string[] }>(nodes: T[]): T[] {
  const remaining = new Map(nodes.map((n) => [n.id, new Set(n.deps)]));
  const out: T[] = [];
  while (out.length < nodes.length) {
    const ready = nodes.find((n) => remaining.has(n.id) && remaining.get(n.id)!.size === 0)!;
    out.push(ready);
    remaining.delete(ready.id);
    for (const deps of remaining.values()) deps.delete(ready.id);
  }
  return out;
}

function invalid(issues: ValidationIssue[]): PlatformError {
  return new PlatformError(
    "VALIDATION_ERROR",
    `Manifest is not a valid execution graph: ${issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`,
    issues,
  );
}

/** Inputs as prompt text: strings as they are, anything else as JSON. */
export function inputText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** Refuses an execution whose inputs lack a variable some prompt uses. */
export function checkInputs(graph: ExecutionGraph, inputs: Record<string, unknown>): void {
  const missing = graph.inputs.filter((name) => !(name in inputs) || inputs[name] === null);
  if (missing.length === 0) return;
  throw new PlatformError(
    "VALIDATION_ERROR",
    `Missing inputs: ${missing.join(", ")} (the manifest's prompts use them)`,
    missing.map((name) => ({ path: `/body/inputs/${name}`, message: "is required by the manifest" })),
  );
}
