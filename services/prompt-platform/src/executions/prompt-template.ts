/**
 * Prompt templates: text with `{{name}}` (an execution input) and `{{nodes.<id>}}` (another node's
 * output). Whitespace inside the braces is ignored; anything else between braces is an error.
 */
export type TemplatePart =
  | { kind: "text"; text: string }
  | { kind: "input"; name: string }
  | { kind: "node"; name: string };

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const INPUT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const NODE = /^nodes\.([A-Za-z0-9_-]{1,64})$/;

export function parseTemplate(source: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of source.matchAll(PLACEHOLDER)) {
    const at = match.index;
    if (at > last) parts.push({ kind: "text", text: source.slice(last, at) });
    const inner = match[1]!.trim();
    const node = NODE.exec(inner);
    if (node) parts.push({ kind: "node", name: node[1]! });
    else if (INPUT.test(inner)) parts.push({ kind: "input", name: inner });
    else throw new Error(`bad placeholder "{{${match[1]}}}" (use {{input_name}} or {{nodes.<id>}})`);
    last = at + match[0].length;
  }
  if (last < source.length) parts.push({ kind: "text", text: source.slice(last) });
  const text = parts.filter((p) => p.kind === "text").map((p) => (p as { text: string }).text);
  if (text.some((t) => t.includes("{{") || t.includes("}}")))
    throw new Error("unbalanced {{ or }} in the prompt");
  return parts;
}

export function renderTemplate(
  parts: readonly TemplatePart[],
  values: { input: (name: string) => string; node: (id: string) => string },
): string {
  let out = "";
  for (const part of parts) {
    if (part.kind === "text") out += part.text;
    else if (part.kind === "input") out += values.input(part.name);
    else out += values.node(part.name);
  }
  return out;
}
