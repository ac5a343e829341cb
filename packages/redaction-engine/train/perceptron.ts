// Averaged structured perceptron (Collins 2002) over the tagger's hashed features, with Viterbi
// decoding under the BIO constraint (decision 0037). Deterministic: documents are visited in an
// order drawn from the seed, and every sum runs in a fixed order.

import type { LabelledDoc } from "../eval/labelled-doc.js";
import { EntityType } from "../src/entity-type.js";
import type { NameFilter } from "../src/tagger/name-filter.js";
import { LABELS, Label, viterbi } from "../src/tagger/tagger-decode.js";
import { extractFeatures } from "../src/tagger/tagger-features.js";
import { taggerLexicon } from "../src/tagger/tagger-lexicon.js";
import { scoreTokens, type TaggerWeights } from "../src/tagger/tagger-model.js";
import { taggerTokens } from "../src/tagger/tagger-tokens.js";
import { rng } from "./training-data.js";

/** A document ready for training: features copied out of the extractor's buffer, gold labels. */
export interface Example {
  readonly hashes: Uint32Array;
  readonly offsets: Uint32Array;
  readonly gold: Uint8Array;
}

/** Gold BIO labels: a token overlapping a PERSON or ORG span takes its label (B on the first). */
export function toExample(doc: LabelledDoc, names?: NameFilter): Example {
  const tokens = taggerTokens(doc.text);
  const f = extractFeatures(doc.text, tokens, taggerLexicon(), names);
  const gold = new Uint8Array(tokens.length);
  const spans = doc.spans.filter((s) => s.type === EntityType.PERSON || s.type === EntityType.ORG);
  let s = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    while (s < spans.length && spans[s]!.end <= t.start) s++;
    const span = spans[s];
    if (!span || span.start >= t.end) continue;
    const person = span.type === EntityType.PERSON;
    const inside = i > 0 && tokens[i - 1]!.end > span.start;
    gold[i] = person ? (inside ? Label.I_PER : Label.B_PER) : inside ? Label.I_ORG : Label.B_ORG;
  }
  return { hashes: f.hashes.slice(), offsets: f.offsets.slice(), gold };
}

export interface TrainOptions {
  readonly rows: number;
  readonly epochs: number;
  readonly seed: number;
  /**
   * Each feature of each token is left out of a training step with this probability (a fresh draw
   * per epoch). Rewrites of one template share their context words, and without dropout the model
   * learns those words instead of the name evidence (name filter, shape, cues) that generalises.
   */
  readonly dropout?: number;
}

/** Trains and returns the averaged float weights. */
export function train(examples: readonly Example[], options: TrainOptions): TaggerWeights {
  const { rows, epochs, seed } = options;
  const dropout = options.dropout ?? 0;
  let kept = new Uint32Array(64 * 1024);
  let keptOffsets = new Uint32Array(4096);
  const mask = rows - 1;
  const w = new Float32Array(rows * LABELS);
  const u = new Float64Array(rows * LABELS); // sum of step * update, for averaging
  const tw = new Float32Array((LABELS + 1) * LABELS);
  const tu = new Float64Array((LABELS + 1) * LABELS);
  const weights: TaggerWeights = { rows, table: w, transitions: tw, scale: 1 };
  const order = examples.map((_, i) => i);
  const r = rng(seed);
  let step = 1;
  let scores = new Float32Array(1024 * LABELS);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const full = examples[index]!;
      const n = full.gold.length;
      if (kept.length < full.hashes.length) kept = new Uint32Array(full.hashes.length * 2);
      if (keptOffsets.length < n + 1) keptOffsets = new Uint32Array((n + 1) * 2);
      let m = 0;
      for (let t = 0; t < n; t++) {
        keptOffsets[t] = m;
        for (let k = full.offsets[t]!; k < full.offsets[t + 1]!; k++)
          if (dropout === 0 || r() >= dropout) kept[m++] = full.hashes[k]!;
      }
      keptOffsets[n] = m;
      const ex = { hashes: kept, offsets: keptOffsets, gold: full.gold };
      if (scores.length < n * LABELS) scores = new Float32Array(n * LABELS * 2);
      scoreTokens(weights, ex, n, scores);
      const pred = viterbi(scores, n, tw);
      for (let t = 0; t < n; t++) {
        const g = ex.gold[t]!;
        const p = pred[t]!;
        if (g !== p)
          for (let k = ex.offsets[t]!; k < ex.offsets[t + 1]!; k++) {
            const row = (ex.hashes[k]! & mask) * LABELS;
            w[row + g]! += 1;
            u[row + g]! += step;
            w[row + p]! -= 1;
            u[row + p]! -= step;
          }
        const gPrev = t === 0 ? 0 : ex.gold[t - 1]! + 1;
        const pPrev = t === 0 ? 0 : pred[t - 1]! + 1;
        if (gPrev !== pPrev || g !== p) {
          tw[gPrev * LABELS + g]! += 1;
          tu[gPrev * LABELS + g]! += step;
          tw[pPrev * LABELS + p]! -= 1;
          tu[pPrev * LABELS + p]! -= step;
        }
      }
      step++;
    }
  }
  const table = new Float32Array(rows * LABELS);
  for (let i = 0; i < table.length; i++) table[i] = w[i]! - u[i]! / step;
  const transitions = new Float32Array(tw.length);
  for (let i = 0; i < tw.length; i++) transitions[i] = tw[i]! - tu[i]! / step;
  return { rows, table, transitions, scale: 1 };
}

/**
 * int8 table with one scale (largest magnitude -> 127), weights of magnitude `prune` or less set to
 * 0 (zero runs cost two bytes whatever their length); transitions stay floats.
 */
export function quantise(weights: TaggerWeights, prune = 0): TaggerWeights {
  let max = 0;
  for (const v of weights.table) max = Math.max(max, Math.abs(v * weights.scale));
  const scale = max / 127 || 1;
  const table = new Int8Array(weights.table.length);
  for (let i = 0; i < table.length; i++) {
    const q = Math.round((weights.table[i]! * weights.scale) / scale);
    table[i] = Math.abs(q) <= prune ? 0 : q;
  }
  return { rows: weights.rows, table, transitions: Float32Array.from(weights.transitions), scale };
}
