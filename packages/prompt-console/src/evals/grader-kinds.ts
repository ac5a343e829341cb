import type { Suite } from "./eval-types";

export type GraderKind = Suite["graders"][number]["kind"];

/** Every grader kind the API accepts (checked complete against the generated type). */
export const GRADER_KINDS = [
  "contains",
  "exact",
  "regex",
  "levenshtein",
  "json-schema",
  "numeric-range",
  "latency",
  "cost",
  "llm-rubric",
] as const satisfies readonly GraderKind[];
const everyKind: Exclude<GraderKind, (typeof GRADER_KINDS)[number]> extends never ? true : never = true;
void everyKind;

/** What each kind reads from its config, as the hint beside the config field. */
export const GRADER_CONFIG_HINT: Record<GraderKind, string> = {
  contains: '{"value": "…"} or {"values": […]}; default: the case\'s expected',
  exact: '{"ignoreCase": true}; compares with the case\'s expected',
  regex: '{"pattern": "…", "flags": "i"}',
  levenshtein: '{"threshold": 0.8}; against the case\'s expected',
  "json-schema": '{"schema": {…}}',
  "numeric-range": '{"min": 0, "max": 10}',
  latency: '{"maxMs": 2000}',
  cost: '{"maxUsd": 0.01}',
  "llm-rubric": '{"rubric": "…", "threshold": 0.5}',
};
