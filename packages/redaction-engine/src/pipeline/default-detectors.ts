import { createClinicalDetector } from "../clinical/clinical-detector.js";
import { createEntityDetector, type EntityDetectorOptions } from "../entities/entity-detector.js";
import type { AnyDetector, AsyncDetector } from "../finding.js";
import { createPatternDetector } from "../patterns/pattern-detector.js";
import { createShippedTagger, WITH_ORGANISATIONS_MARGIN } from "../tagger/shipped-tagger.js";
import { RedactorConfigError } from "./redactor-config-error.js";

/** The values of `REDACT_DETECTOR` the engine understands. */
export const DetectorChoice = {
  /** Pattern stage + entity stage (rules and gazetteers; compromise only when asked, decision 0033). */
  DEFAULT: "default",
  /**
   * The above plus a clinical detector: the token-classification model when one is given
   * (OpenMed-style), the clinical rules (patient names, MRNs, dates of birth) otherwise.
   */
  OPENMED: "openmed",
} as const;
export type DetectorChoice = (typeof DetectorChoice)[keyof typeof DetectorChoice];

export interface DefaultDetectorOptions {
  readonly choice?: DetectorChoice;
  readonly entity?: EntityDetectorOptions;
  /**
   * A loaded token-classification model (`loadOnnxDetector` from `@platform/redaction-engine/node`).
   * With `default` it runs as a further detector; with `openmed` it is the clinical detector, in
   * place of the clinical rules.
   */
  readonly model?: AsyncDetector;
  /**
   * The learned tagger (decision 0037), shipped in the package: on by default, for PERSON and ORG;
   * `false` leaves the rules alone; `{organizations: false}` keeps only its PERSON spans.
   */
  readonly tagger?: boolean | { readonly organizations?: boolean };
}

/**
 * The detector set for a `REDACT_DETECTOR` value. The engine never reads the environment itself
 * (it also runs in browsers); the service passes the variable's value in.
 */
export function createDefaultDetectors(options: DefaultDetectorOptions = {}): AnyDetector[] {
  const detectors: AnyDetector[] = [createPatternDetector(), createEntityDetector(options.entity)];
  const tagger = options.tagger ?? true;
  if (tagger !== false) {
    const organizations = tagger === true || tagger.organizations !== false;
    detectors.push(createShippedTagger(organizations ? { minMargin: WITH_ORGANISATIONS_MARGIN } : {}));
  }
  if (options.model) detectors.push(options.model);
  else if ((options.choice ?? DetectorChoice.DEFAULT) === DetectorChoice.OPENMED)
    detectors.push(createClinicalDetector());
  return detectors;
}

/** Parses a `REDACT_DETECTOR` value; empty or undefined means `default`. */
export function parseDetectorChoice(value: string | undefined): DetectorChoice {
  const v = (value ?? "").trim().toLowerCase();
  if (v === "" || v === DetectorChoice.DEFAULT) return DetectorChoice.DEFAULT;
  if (v === DetectorChoice.OPENMED) return DetectorChoice.OPENMED;
  throw new RedactorConfigError(`REDACT_DETECTOR must be "default" or "openmed", got "${value}"`);
}
