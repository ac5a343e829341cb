import { normalizeName } from "../entities/compromise-recognizer.js";
import { defaultGazetteer } from "../entities/gazetteer.js";
import { EntityType } from "../entity-type.js";
import type { Detector, Finding } from "../finding.js";
import { loneCharacterOrg } from "./lone-character-orgs.js";
import { firstNameKey, lastNameKey, type NameFilter } from "./name-filter.js";
import { grownCapacity, INITIAL_TOKENS, tooLargeToKeep } from "./tagger-buffers.js";
import {
  LABELS,
  Label,
  labelsToSpans,
  releaseLargeViterbiBuffers,
  type TaggedSpan,
  viterbi,
} from "./tagger-decode.js";
import { extractFeatures, releaseLargeFeatureBuffers } from "./tagger-features.js";
import { Lex, taggerLexicon } from "./tagger-lexicon.js";
import { scoreTokens, type TaggerWeights } from "./tagger-model.js";
import { mixedCase, notAnOrganisation, notAPerson, onlyWords, trim } from "./tagger-span-rules.js";
import { joinedEdges } from "./tagger-subword.js";
import { Script, taggerTokens } from "./tagger-tokens.js";

export const TAGGER_DETECTOR = "tagger";

export interface TaggerDetectorOptions {
  /** The model; the shipped one (`shippedTaggerModel()`) unless a test or a trainer passes one. */
  readonly weights: TaggerWeights;
  /** Name membership (the shipped filter with the shipped weights). */
  readonly names?: NameFilter;
  /**
   * Confidence of the tagger's spans. Below the rules' (0.8-0.95), so where both claim
   * overlapping text the rules' span wins in fusion and the tagger only adds what they missed.
   */
  readonly confidence?: number;
  /**
   * Per type: spans whose weakest token scores less than this above `O` are dropped (the
   * precision knob; the shipped values come with the weights).
   */
  readonly minMargin?: { readonly PERSON?: number; readonly ORG?: number };
}

/**
 * The learned PERSON/ORG tagger as a detector (issue 22, decision 0037): tokens, hashed features,
 * a linear score per label, Viterbi under the BIO constraint, spans. Greetings, honorifics,
 * punctuation at the edges and a possessive `'s` are trimmed off every span. Linear in the text.
 */
export function createTaggerDetector(options: TaggerDetectorOptions): Detector {
  const { weights } = options;
  const confidence = options.confidence ?? 0.6;
  const personMargin = options.minMargin?.PERSON ?? 0;
  const orgMargin = options.minMargin?.ORG ?? 0;
  const lexicon = taggerLexicon();
  const places = defaultGazetteer().places;
  let scores = new Float32Array(INITIAL_TOKENS * LABELS);
  const detect: Detector["detect"] = (text, context) => {
    if (!context.types.has(EntityType.PERSON) && !context.types.has(EntityType.ORG)) return [];
    try {
      return tag(text, context);
    } finally {
      // After a large document, its work arrays are given back (tagger-buffers.ts).
      if (tooLargeToKeep(scores.length / LABELS)) scores = new Float32Array(INITIAL_TOKENS * LABELS);
      releaseLargeFeatureBuffers();
      releaseLargeViterbiBuffers();
    }
  };
  const tag: Detector["detect"] = (text, context) => {
    const tokens = taggerTokens(text);
    const n = tokens.length;
    if (n === 0) return [];
    const features = extractFeatures(text, tokens, lexicon, options.names);
    if (scores.length < n * LABELS) scores = new Float32Array(grownCapacity(n) * LABELS);
    scoreTokens(weights, features, n, scores);
    const labels = viterbi(scores, n, weights.transitions);
    context.meter?.add(n);
    // The features' word bits, but for punctuation and digits, which they look up in the lexicon only.
    const { wordBits } = features;
    const bitsOf = (i: number) => {
      const { script } = tokens[i]!;
      if (script !== Script.PUNCT && script !== Script.DIGIT) return wordBits[i]!;
      const word = text.slice(tokens[i]!.start, tokens[i]!.end).toLowerCase();
      let bits = wordBits[i]!;
      if (options.names?.has(firstNameKey(word))) bits |= Lex.POOL_FIRST;
      if (options.names?.has(lastNameKey(word))) bits |= Lex.POOL_LAST;
      return bits;
    };
    const found: Finding[] = [];
    for (const span of labelsToSpans(labels, tokens)) {
      if (!context.types.has(span.type)) continue;
      const min = span.type === EntityType.PERSON ? personMargin : orgMargin;
      if (margin(scores, labels, span) < min) continue;
      const trimmed = trim(text, tokens, span, bitsOf);
      if (!trimmed) continue;
      const [start, end] = joinedEdges(text, tokens, span.first, trimmed[0], trimmed[1], options.names);
      if (end <= start || loneCharacterOrg(text, start, end, span.type)) continue;
      const value = text.slice(start, end);
      if (notAPerson(span.type, value, places)) continue;
      if (notAnOrganisation(span, tokens, value, places, bitsOf)) continue;
      if (onlyWords(tokens, span, bitsOf) || mixedCase(text, tokens, span, bitsOf)) continue;
      found.push({
        start,
        end,
        type: span.type,
        confidence,
        detector: TAGGER_DETECTOR,
        verdict: "unvalidated",
        normalized: normalizeName(value),
      });
    }
    return found;
  };
  return { name: TAGGER_DETECTOR, types: [EntityType.PERSON, EntityType.ORG], detect };
}

function margin(scores: Float32Array, labels: Uint8Array, span: TaggedSpan): number {
  let min = Number.POSITIVE_INFINITY;
  for (let i = span.first; i <= span.last; i++) {
    const m = scores[i * LABELS + labels[i]!]! - scores[i * LABELS + Label.O]!;
    if (m < min) min = m;
  }
  return min;
}
