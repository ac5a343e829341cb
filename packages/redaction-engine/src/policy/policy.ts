import { ENTITY_TYPES, type EntityType } from "../entity-type.js";

/** What happens to a detected value. */
export const Action = {
  /** `[TYPE_NNNN]`, stable per entity across requests. */
  PLACEHOLDER: "placeholder",
  /** A plausible fake name derived from the entity (PERSON and ORG only). */
  LOOKALIKE: "lookalike",
  /** Letters and digits replaced by a mask character, optionally keeping the last few. */
  MASK: "mask",
  /** Detected and reported (spans, audit) but left in the text. */
  KEEP: "keep",
} as const;
export type Action = (typeof Action)[keyof typeof Action];
export const ACTIONS: readonly Action[] = Object.values(Action);

export interface TypeRule {
  readonly action: Action;
  /** Findings below this confidence are dropped before fusion. */
  readonly minConfidence: number;
  /** Mask only: how many trailing letters/digits stay visible. */
  readonly keepLast: number;
  /** Mask only: the replacement character. */
  readonly maskChar: string;
  /** Values never redacted for this type (lower-case, whitespace collapsed). */
  readonly allow: ReadonlySet<string>;
}

export interface Policy {
  readonly version: string;
  /** Types to detect, each with its rule; types not listed are not detected at all. */
  readonly types: ReadonlyMap<EntityType, TypeRule>;
  /** Names of the detectors to run; undefined = every detector the redactor was built with. */
  readonly detectors: readonly string[] | undefined;
  /** Regions whose national phone formats are accepted, in priority order. */
  readonly phoneRegions: readonly string[];
}

export const DEFAULT_MIN_CONFIDENCE = 0.5;
export const DEFAULT_PHONE_REGIONS: readonly string[] = ["US", "GB"];

/** How allow-list entries and span texts are compared: case-insensitive, whitespace collapsed. */
export function allowKey(value: string): string {
  return value.trim().replace(/\s+/g, " ").toLowerCase();
}

/** The policy used when none is given: every type, placeholders, confidence at least 0.5. */
export const DEFAULT_POLICY: Policy = Object.freeze({
  version: "default",
  types: new Map(
    ENTITY_TYPES.map((type) => [
      type,
      {
        action: Action.PLACEHOLDER,
        minConfidence: DEFAULT_MIN_CONFIDENCE,
        keepLast: 0,
        maskChar: "*",
        allow: new Set<string>(),
      },
    ]),
  ),
  detectors: undefined,
  phoneRegions: DEFAULT_PHONE_REGIONS,
});
