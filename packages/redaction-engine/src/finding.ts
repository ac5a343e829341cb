import type { EntityType } from "./entity-type.js";
import type { WorkMeter } from "./work-meter.js";

/**
 * What a validator said about a match: `valid` (checksum or structural rules passed),
 * `invalid` (a look-alike such as a Luhn-failing number; never redacted) or `unvalidated`
 * (statistical or rule-based guesses such as names, which have no checksum).
 */
export type Verdict = "valid" | "invalid" | "unvalidated";

/**
 * One detector's claim that `text.slice(start, end)` is an entity. Offsets are UTF-16 code
 * units, exactly as JavaScript string indices.
 */
export interface Finding {
  readonly start: number;
  readonly end: number;
  readonly type: EntityType;
  /** 0..1; compared against the policy's per-type threshold and used to resolve overlaps. */
  readonly confidence: number;
  readonly detector: string;
  readonly verdict: Verdict;
  /**
   * The canonical form used for the entity key, so that `+1 (415) 555-0132` and
   * `415.555.0132` are the same entity. Never leaves the engine.
   */
  readonly normalized: string;
}

/** Read-only request context handed to every detector. */
export interface DetectContext {
  /** Entity types the policy asks for; detectors may skip work for the others. */
  readonly types: ReadonlySet<EntityType>;
  /** Regions (ISO 3166 alpha-2) whose national phone formats are accepted, in priority order. */
  readonly phoneRegions: readonly string[];
  /** Counts the work done, for the linear-growth test; absent in normal use. */
  readonly meter?: WorkMeter;
}

/**
 * A recogniser: one name, the types it can produce, and a pure synchronous `detect`.
 * Synchronous so the same pipeline runs in a browser worker and in Node with no I/O.
 */
export interface Detector {
  readonly name: string;
  readonly types: readonly EntityType[];
  readonly async?: false;
  detect(text: string, context: DetectContext): Finding[];
}

/**
 * A detector whose work completes later: a model run by a native runtime (the ONNX detector of
 * `@platform/redaction-engine/node`). `redact` and `detectAsync` await it; the synchronous
 * `detect` refuses a redactor that has one rather than silently skipping it.
 */
export interface AsyncDetector {
  readonly name: string;
  readonly types: readonly EntityType[];
  readonly async: true;
  detect(text: string, context: DetectContext): Promise<Finding[]>;
}

export type AnyDetector = Detector | AsyncDetector;
