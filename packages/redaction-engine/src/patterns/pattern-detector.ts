import { PATTERN_TYPES } from "../entity-type.js";
import type { Detector } from "../finding.js";
import { runRecognizers, selectRecognizers } from "./recognizer-registry.js";

export const PATTERN_DETECTOR = "pattern";

/**
 * The deterministic pattern stage: every validated recognizer of the registry that the policy's
 * types select, over the text. Invalid look-alikes are returned too (verdict `invalid`) so the
 * audit can count them; the pipeline never redacts them.
 */
export function createPatternDetector(): Detector {
  return {
    name: PATTERN_DETECTOR,
    types: PATTERN_TYPES,
    detect(text, context) {
      return runRecognizers(selectRecognizers(context.types), text, context, PATTERN_DETECTOR);
    },
  };
}
