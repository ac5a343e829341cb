/**
 * What an approver compares: a manifest read as nodes (id, model, prompt, parameters) plus its
 * inputs and output, and the field-by-field difference between the active release's manifest and
 * the one under review. Manifests are any JSON object to the API, so unknown shapes are read
 * leniently: a missing field is shown as absent, never guessed.
 */

export interface ManifestNode {
  id: string;
  model: string | undefined;
  prompt: string | undefined;
  /** Everything else of the node (params, retries, …) as canonical JSON, so equal means equal. */
  params: string | undefined;
}

export interface ManifestOutline {
  inputs: string[];
  output: string | undefined;
  nodes: ManifestNode[];
}

export type FieldName = "model" | "prompt" | "params";
export type NodeChange = "added" | "removed" | "changed" | "unchanged";

export interface NodeDiff {
  id: string;
  change: NodeChange;
  before: ManifestNode | undefined;
  after: ManifestNode | undefined;
  /** The fields that differ (empty unless changed). */
  fields: FieldName[];
}

export interface ManifestDiff {
  nodes: NodeDiff[];
  inputsBefore: string[];
  inputsAfter: string[];
  outputBefore: string | undefined;
  outputAfter: string | undefined;
  /** Whether anything at all differs. */
  changed: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** JSON with sorted keys, so `{a, b}` and `{b, a}` compare equal. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

export function outlineOf(manifest: unknown): ManifestOutline {
  const doc = isObject(manifest) ? manifest : {};
  const inputs = Array.isArray(doc.inputs) ? doc.inputs.map(String) : [];
  const nodes = (Array.isArray(doc.nodes) ? doc.nodes : []).filter(isObject).map((node, i) => {
    const { id, model, prompt, ...rest } = node;
    return {
      id: typeof id === "string" ? id : `#${i + 1}`,
      model: typeof model === "string" ? model : undefined,
      prompt: typeof prompt === "string" ? prompt : undefined,
      params: Object.keys(rest).length > 0 ? canonicalJson(rest) : undefined,
    };
  });
  return { inputs, output: typeof doc.output === "string" ? doc.output : undefined, nodes };
}

const FIELDS: readonly FieldName[] = ["model", "prompt", "params"];

/** Nodes in the order of the new manifest, then the removed ones in their old order. */
export function diffManifests(before: unknown, after: unknown): ManifestDiff {
  const a = outlineOf(before);
  const b = outlineOf(after);
  const old = new Map(a.nodes.map((n) => [n.id, n]));
  const nodes: NodeDiff[] = b.nodes.map((node) => {
    const prior = old.get(node.id);
    if (!prior) return { id: node.id, change: "added", before: undefined, after: node, fields: [] };
    const fields = FIELDS.filter((f) => prior[f] !== node[f]);
    return {
      id: node.id,
      change: fields.length ? "changed" : "unchanged",
      before: prior,
      after: node,
      fields,
    };
  });
  const kept = new Set(b.nodes.map((n) => n.id));
  for (const node of a.nodes)
    if (!kept.has(node.id))
      nodes.push({ id: node.id, change: "removed", before: node, after: undefined, fields: [] });
  const sameInputs = canonicalJson(a.inputs) === canonicalJson(b.inputs);
  return {
    nodes,
    inputsBefore: a.inputs,
    inputsAfter: b.inputs,
    outputBefore: a.output,
    outputAfter: b.output,
    changed: !sameInputs || a.output !== b.output || nodes.some((n) => n.change !== "unchanged"),
  };
}
