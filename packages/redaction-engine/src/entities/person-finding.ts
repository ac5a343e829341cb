import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { normalizeName } from "./compromise-recognizer.js";

/** A rule's PERSON finding for `value`, found at `start` of the text. */
export function personFinding(start: number, value: string, confidence: number, detector: string): Finding {
  return {
    start,
    end: start + value.length,
    type: EntityType.PERSON,
    confidence,
    detector,
    verdict: "unvalidated",
    normalized: normalizeName(value),
  };
}
