// The engine's PII recognizers on their own (the registry of the pattern stage): light enough for
// other services (the prompt platform's firewall) to import without the entity stage and its NLP
// library. `@platform/redaction-engine/recognizers`.
export { EntityType } from "./entity-type.js";
export type { DetectContext, Finding, Verdict } from "./finding.js";
export {
  PATTERN_RECOGNIZERS,
  type PatternRecognizer,
  runRecognizers,
  selectRecognizers,
} from "./patterns/recognizer-registry.js";
