import type { Detector } from "../finding.js";
import { decodeBase64 } from "./base64.js";
import { TAGGER_MODEL } from "./generated/tagger-weights.js";
import { NameFilter } from "./name-filter.js";
import { LABELS } from "./tagger-decode.js";
import { createTaggerDetector, type TaggerDetectorOptions } from "./tagger-detector.js";
import type { TaggerWeights } from "./tagger-model.js";
import { decodeWeights } from "./weight-codec.js";

/**
 * Where the shipped tagger's spans are kept by default (decision 0037): every PERSON span, no ORG
 * span. On the cross-validated tuning half its organisations tied the rules on ORG F1 (0.923) while
 * leaving fewer of them verbatim, and on the older sets they only added false positives (product
 * names), so they are an option (`tagger: {organizations: true}`), not the default. ORG is still a
 * label: it teaches the PERSON decisions what an organisation looks like.
 */
export const SHIPPED_MIN_MARGIN = { PERSON: 0, ORG: Number.POSITIVE_INFINITY } as const;

/** Margins that keep the tagger's ORG spans too (`tagger: {organizations: true}`). */
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
