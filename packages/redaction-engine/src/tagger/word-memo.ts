/**
 * The tagger's memo of recently seen words: what depends only on a token's script and characters
 * (its hashes, shape, case and word-list bits; `tagger-features.ts` says which fields), so that a
 * word seen before costs one record instead of hashing it, probing the lexicon and probing the
 * name filter twice (or, beyond ASCII, lower-casing it into new strings).
 *
 * The key is the word itself, its code units packed two to a number (hence at most MAX_KEY of
 * them), with its length and script: a hit is exact, never a hash collision. Direct-mapped and
 * bounded: a word has one slot and replaces whatever was there, so the memo is SLOTS records of
 * 64 bytes whatever the text, and a text of distinct words costs each token a missed lookup.
 */

/** Slots, `2 ** (32 - SHIFT)`. */
const SLOTS = 8192;
const SHIFT = 19;
/** The longest word kept, in code units (KEY numbers of two). */
const MAX_KEY = 12;
const KEY = MAX_KEY / 2;
/** Numbers per record: the key's (the code units, then the length and script), then the fields. */
const STRIDE = 16;
/** The fields of a record. */
export const MEMO_FIELDS = STRIDE - KEY - 1;

export class WordMemo {
  /** SLOTS records; a key of length 0 (`records[slot * STRIDE + KEY] === 0`) is an empty slot. */
  readonly records = new Uint32Array(SLOTS * STRIDE);
  /** The record of the last `find`, for the `claim` after a miss (-1: not memoisable). */
  private record = -1;

  /** Forgets every word (when what the fields were computed from changed). */
  clear(): void {
    this.records.fill(0);
  }

  /**
   * Where the fields of `text[start, end)` of `script` start in `records`, or -1 when the word is
   * not there (then `claim` may store it) or cannot be (longer than MAX_KEY).
   */
  find(text: string, start: number, end: number, script: number): number {
    const n = end - start;
    this.record = -1;
    if (n > MAX_KEY) return -1;
    const meta = n | (script << 8);
    // Over pairs of code units, as the key holds them: half the multiplications.
    const pairsEnd = end - (n & 1);
    let h = meta;
    for (let i = start; i < pairsEnd; i += 2) h = Math.imul(h ^ pairAt(text, i), 0x9e3779b1);
    if (pairsEnd < end) h = Math.imul(h ^ text.charCodeAt(pairsEnd), 0x9e3779b1);
    const at = ((h ^ (h >>> 16)) >>> SHIFT) * STRIDE;
    this.record = at;
    const r = this.records;
    if (r[at + KEY] !== meta) return -1;
    let j = at;
    for (let i = start; i < pairsEnd; i += 2, j++) if (r[j] !== pairAt(text, i)) return -1;
    if (pairsEnd < end && r[j] !== text.charCodeAt(pairsEnd)) return -1;
    return at + KEY + 1;
  }

  /**
   * After a `find` of the same word that returned -1: stores the word, in place of the slot's,
   * and returns where its fields start in `records` (the caller writes them), or -1 when it
   * cannot be memoised.
   */
  claim(text: string, start: number, end: number, script: number): number {
    const at = this.record;
    if (at < 0) return -1;
    const r = this.records;
    for (let i = start, j = at; i < end; i += 2, j++)
      r[j] = i + 1 < end ? pairAt(text, i) : text.charCodeAt(i);
    r[at + KEY] = (end - start) | (script << 8);
    this.record = -1;
    return at + KEY + 1;
  }
}

/** Code units `i` and `i + 1` as one number (the first in the low half). */
const pairAt = (text: string, i: number) => (text.charCodeAt(i) | (text.charCodeAt(i + 1) << 16)) >>> 0;
