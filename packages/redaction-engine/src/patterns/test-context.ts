import { ENTITY_TYPES } from "../entity-type.js";
import type { DetectContext, Finding } from "../finding.js";

/** A context asking for every type, with the default phone regions. */
export const ALL_TYPES: DetectContext = { types: new Set(ENTITY_TYPES), phoneRegions: ["US", "GB"] };

/** `[verdict, matched text, normalised]` triples: compact to assert on. */
export function summarize(text: string, findings: readonly Finding[]): [string, string, string][] {
  return findings.map((f) => [f.verdict, text.slice(f.start, f.end), f.normalized]);
}
