import { LABELS } from "./tagger-decode.js";
import type { TokenFeatures } from "./tagger-features.js";

/**
 * A linear tagger's parameters: a hashed feature table (`rows` x LABELS weights, row = feature
 * hash mod rows) and the label transitions. Training keeps them as floats; the shipped model
 * stores them as int8 with one scale each (decision 0037), read into these arrays once.
 */
export interface TaggerWeights {
  readonly rows: number;
  readonly table: Float32Array | Int8Array;
  readonly transitions: Float32Array;
  /** Multiplies the table's values (1 for float training weights). */
  readonly scale: number;
}

/** Per-token label scores into `out` (`out[i * LABELS + l]`), reused across calls by the caller. */
export function scoreTokens(
  w: TaggerWeights,
  f: Pick<TokenFeatures, "hashes" | "offsets">,
  n: number,
  out: Float32Array,
): void {
  const mask = w.rows - 1;
  const { table, scale } = w;
  const { hashes, offsets } = f;
  let k = offsets[0]!;
  for (let i = 0; i < n; i++) {
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let s4 = 0;
    for (const end = offsets[i + 1]!; k < end; k++) {
      const r = (hashes[k]! & mask) * LABELS;
      s0 += table[r]!;
      s1 += table[r + 1]!;
      s2 += table[r + 2]!;
      s3 += table[r + 3]!;
      s4 += table[r + 4]!;
    }
    const o = i * LABELS;
    out[o] = s0 * scale;
    out[o + 1] = s1 * scale;
    out[o + 2] = s2 * scale;
    out[o + 3] = s3 * scale;
    out[o + 4] = s4 * scale;
  }
}
