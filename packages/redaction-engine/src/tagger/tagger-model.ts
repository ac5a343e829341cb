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
  if (w.table instanceof Int8Array) {
    scoreInt8(w, pairedRows(w.table), f, n, out);
    return;
  }
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

/**
 * An int8 table's rows as two 32-bit numbers of two 16-bit lanes (labels 0-1 and 2-3) and one
 * int8 (label 4): three loads and additions per feature instead of five. A lane sums at most
 * MAX_FEATURES int8 values (under 2^15 in magnitude), so no lane carries into the next.
 */
interface PairedRows {
  readonly pairs: Int32Array;
  readonly last: Int8Array;
}

const paired = new WeakMap<Int8Array, PairedRows>();

function pairedRows(table: Int8Array): PairedRows {
  let p = paired.get(table);
  if (p) return p;
  const rows = table.length / LABELS;
  const pairs = new Int32Array(rows * 2);
  const last = new Int8Array(rows);
  for (let r = 0; r < rows; r++) {
    const o = r * LABELS;
    pairs[2 * r] = (table[o + 1]! << 16) + table[o]!;
    pairs[2 * r + 1] = (table[o + 3]! << 16) + table[o + 2]!;
    last[r] = table[o + 4]!;
  }
  p = { pairs, last };
  paired.set(table, p);
  return p;
}

/** `scoreTokens` over paired rows: the same integer sums, so the same scores bit for bit. */
function scoreInt8(
  w: TaggerWeights,
  { pairs, last }: PairedRows,
  f: Pick<TokenFeatures, "hashes" | "offsets">,
  n: number,
  out: Float32Array,
): void {
  const mask = w.rows - 1;
  const { scale } = w;
  const { hashes, offsets } = f;
  let k = offsets[0]!;
  for (let i = 0; i < n; i++) {
    let s01 = 0;
    let s23 = 0;
    let s4 = 0;
    for (const end = offsets[i + 1]!; k < end; k++) {
      const r = hashes[k]! & mask;
      s01 = (s01 + pairs[2 * r]!) | 0;
      s23 = (s23 + pairs[2 * r + 1]!) | 0;
      s4 += last[r]!;
    }
    const s0 = (s01 << 16) >> 16;
    const s2 = (s23 << 16) >> 16;
    const o = i * LABELS;
    out[o] = s0 * scale;
    out[o + 1] = ((s01 - s0) >> 16) * scale;
    out[o + 2] = s2 * scale;
    out[o + 3] = ((s23 - s2) >> 16) * scale;
    out[o + 4] = s4 * scale;
  }
}
