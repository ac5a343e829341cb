import type { Detector } from "../finding.js";
import { decodeBase64 } from "./base64.js";
import { TAGGER_MODEL } from "./generated/tagger-weights.js";
import { NameFilter } from "./name-filter.js";
import { LABELS } from "./tagger-decode.js";
import { createTaggerDetector, type TaggerDetectorOptions } from "./tagger-detector.js";
import type { TaggerWeights } from "./tagger-model.js";
import { decodeWeights } from "./weight-codec.js";

/**
 * The tagger alone keeps every PERSON span and no ORG span (ORG is still a label: it teaches the
 * PERSON decisions what an organisation looks like). The engine's default detector set keeps its
 * ORG spans too (`WITH_ORGANISATIONS_MARGIN`, decision 0037): on the cross-validated tuning half they
 * tied the rules on ORG F1 while leaving fewer organisations verbatim, and on both held-out sets they
 * raised ORG F1 (0.859 to 0.893, 0.757 to 0.788); on the older sets they add product names.
 */
export const SHIPPED_MIN_MARGIN = { PERSON: 0, ORG: Number.POSITIVE_INFINITY } as const;

/** Margins that keep the tagger's ORG spans too (the default detector set's). */
export const WITH_ORGANISATIONS_MARGIN = { PERSON: 0, ORG: 0 } as const;

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
