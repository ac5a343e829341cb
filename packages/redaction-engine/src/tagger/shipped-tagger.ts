import type { Detector } from "../finding.js";
import { decodeBase64 } from "./base64.js";
import { TAGGER_MODEL } from "./generated/tagger-weights.js";
import { NameFilter } from "./name-filter.js";
import { LABELS } from "./tagger-decode.js";
import { createTaggerDetector, type TaggerDetectorOptions } from "./tagger-detector.js";
import type { TaggerWeights } from "./tagger-model.js";
import { decodeWeights } from "./weight-codec.js";

/**
 * Where the shipped tagger's spans are kept (decision 0037): every PERSON and ORG span (the margin
 * knob stays for callers; on the cross-validated tuning half a margin traded recall for precision
 * without raising F1).
 */
export const SHIPPED_MIN_MARGIN = { PERSON: 0, ORG: 0 } as const;

/** Margins that drop every ORG span of the tagger (`tagger: {organizations: false}`). */
export const PERSONS_ONLY_MARGIN = { PERSON: 0, ORG: Number.POSITIVE_INFINITY } as const;

let cached: { weights: TaggerWeights; names: NameFilter } | undefined;

/** The shipped weights and name filter, decoded once (a few milliseconds) and shared. */
export function shippedTaggerModel(): { weights: TaggerWeights; names: NameFilter } {
  if (cached) return cached;
  const m = TAGGER_MODEL;
  cached = {
    weights: {
      rows: m.rows,
      scale: m.scale,
      table: decodeWeights(m.table, m.rows * LABELS),
      transitions: Float32Array.from(m.transitions),
    },
    names: new NameFilter(decodeBase64(m.nameFilter), m.probes),
  };
  return cached;
}

/** The tagger with the shipped model; options override the shipped margins and confidence. */
export function createShippedTagger(
  options: Partial<Omit<TaggerDetectorOptions, "weights" | "names">> = {},
): Detector {
  const { weights, names } = shippedTaggerModel();
  return createTaggerDetector({ minMargin: SHIPPED_MIN_MARGIN, ...options, weights, names });
}
