import type { BodyOf } from "@platform/prompt-client";

export type CaseInput = BodyOf<"/api/eval/suites/{id}/cases", "post">;

export interface ParsedCases {
  cases: CaseInput[];
  /** One message per bad line, "line 3: …", so the whole file is checked before anything is sent. */
  errors: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Eval cases from JSON Lines: one object per line, `{"name", "inputs"?, "expected"?}`; blank lines
 * are skipped. A line without a name is named after its line number; `expected` that is not a
 * string is stored as its JSON text (the API keeps expected values as strings).
 */
export function parseJsonlCases(text: string): ParsedCases {
  const cases: CaseInput[] = [];
  const errors: string[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const parsed = parseLine(line, i + 1);
    if (typeof parsed === "string") errors.push(`line ${i + 1}: ${parsed}`);
    else cases.push(parsed);
  });
  return { cases, errors };
}

/** One line's case, or what is wrong with it. */
function parseLine(line: string, lineNumber: number): CaseInput | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return "not valid JSON";
  }
  if (!isObject(value)) return "not a JSON object";
  const { name, inputs, expected, ...rest } = value;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) return `unknown field(s) ${unknown.join(", ")}`;
  if (name !== undefined && (typeof name !== "string" || !name.trim()))
    return "name must be a non-empty string";
  if (inputs !== undefined && !isObject(inputs)) return "inputs must be an object";
  return {
    name: typeof name === "string" ? name : `case ${lineNumber}`,
    ...(inputs !== undefined ? { inputs } : {}),
    ...(expected !== undefined && expected !== null
      ? { expected: typeof expected === "string" ? expected : JSON.stringify(expected) }
      : {}),
  };
}
