import { FNV_OFFSET, hashRange, mix } from "./feature-hash.js";
import { FIRST_NAME_PREFIX, LAST_NAME_PREFIX, type NameFilter } from "./name-filter.js";
import { LEX_BITS, Lex } from "./tagger-lexicon.js";
import { Script, type TaggerToken } from "./tagger-tokens.js";

/**
 * Hashed features of the learned tagger (decision 0037). Each token gets a fixed set of feature
 * hashes: its word, shape, prefixes and suffixes, script and case, word-list bits, the words and
 * shapes around it, and its place in the line. Word-level values are hashed once per token; the
 * context features combine those integers, so no string is built per feature.
 */

/** Case classes. */
const Case = { LOWER: 0, CAPITAL: 1, UPPER: 2, MIXED: 3, UNCASED: 4, DIGIT: 5, PUNCT: 6 } as const;

/** What the features need of one token, computed once. */
interface TokenInfo {
  word: number;
  shape: number;
  caseClass: number;
  lex: number;
  pre2: number;
  pre3: number;
  suf2: number;
  suf3: number;
  length: number;
}

const NONE: TokenInfo = {
  word: 1,
  shape: 1,
  caseClass: 7,
  lex: 0,
  pre2: 1,
  pre3: 1,
  suf2: 1,
  suf3: 1,
  length: 0,
};

function shapeOf(raw: string, script: Script): number {
  // Character classes with runs collapsed and at most five classes kept: `Xx`, `X.`, `d-d`, `x_x`.
  let h = 0x811c9dc5 ^ script;
  let prev = -1;
  let kept = 0;
  for (let i = 0; i < raw.length && kept < 5; i++) {
    const c = raw.charCodeAt(i);
    // ASCII without building strings; the same classes as the general case below.
    const cls = c < 0x80 ? asciiClass(c) : otherClass(raw, i);
    if (cls === prev) continue;
    prev = cls;
    kept++;
    h = Math.imul(h ^ cls, 0x01000193);
  }
  return h >>> 0;
}

function asciiClass(c: number): number {
  if (c >= 0x30 && c <= 0x39) return 1;
  if (c >= 0x41 && c <= 0x5a) return 2;
  if (c >= 0x61 && c <= 0x7a) return 3;
  return 4 + c;
}

/** Beyond ASCII: a cased letter is upper (2) or lower (3); anything else is one class (200). */
function otherClass(raw: string, i: number): number {
  const lower = raw[i]!.toLowerCase();
  const upper = raw[i]!.toUpperCase();
  if (lower === upper) return 200;
  return raw[i] === upper ? 2 : 3;
}

function caseOf(raw: string, lower: string, script: Script): number {
  if (script === Script.PUNCT) return Case.PUNCT;
  if (script === Script.DIGIT) return Case.DIGIT;
  const upper = raw.toUpperCase();
  if (lower === upper) return Case.UNCASED;
  if (raw === lower) return Case.LOWER;
  if (raw === upper) return raw.length > 1 ? Case.UPPER : Case.CAPITAL;
  const first = raw[0]!;
  return first === first.toUpperCase() && raw.slice(1) === lower.slice(1) ? Case.CAPITAL : Case.MIXED;
}

function infoOf(
  text: string,
  t: TaggerToken,
  lexicon: ReadonlyMap<string, number>,
  names: NameFilter | undefined,
): TokenInfo {
  const raw = text.slice(t.start, t.end);
  const lower = raw.toLowerCase();
  const n = lower.length;
  let lex = lexicon.get(lower) ?? 0;
  if (names && t.script !== Script.PUNCT && t.script !== Script.DIGIT) {
    if (names.hasPrefixed(FIRST_NAME_PREFIX, lower)) lex |= Lex.POOL_FIRST;
    if (names.hasPrefixed(LAST_NAME_PREFIX, lower)) lex |= Lex.POOL_LAST;
  }
  return {
    word: hashRange(lower, 0, n, FNV_OFFSET),
    shape: shapeOf(raw, t.script),
    caseClass: caseOf(raw, lower, t.script),
    lex,
    pre2: n > 2 ? hashRange(lower, 0, 2, FNV_OFFSET) : 2,
    pre3: n > 3 ? hashRange(lower, 0, 3, FNV_OFFSET) : 2,
    suf2: n > 2 ? hashRange(lower, n - 2, n, FNV_OFFSET) : 2,
    suf3: n > 3 ? hashRange(lower, n - 3, n, FNV_OFFSET) : 2,
    length: n > 12 ? 12 : n,
  };
}

/** Features per token at most; the extractor writes fewer when word-list bits are few. */
const FEATURE_BITS = (1 << LEX_BITS) - 1;

export const MAX_FEATURES = 28 + 3 * LEX_BITS;

/**
 * The features of every token: `hashes[offsets[i] .. offsets[i + 1])` belong to token `i`. The
 * arrays are views of one buffer the extractor reuses (it grows, never shrinks), so a document
 * costs no allocation of feature arrays; they are valid until the next call (copy them to keep).
 */
export interface TokenFeatures {
  readonly hashes: Uint32Array;
  readonly offsets: Uint32Array;
}

let buffer = new Uint32Array(1024 * MAX_FEATURES);
let offsetBuffer = new Uint32Array(1025);

/** Extracts the features of a token sequence; linear in the tokens. */
export function extractFeatures(
  text: string,
  tokens: readonly TaggerToken[],
  lexicon: ReadonlyMap<string, number>,
  names?: NameFilter,
): TokenFeatures {
  const n = tokens.length;
  const info = tokens.map((t) => infoOf(text, t, lexicon, names));
  if (buffer.length < n * MAX_FEATURES) buffer = new Uint32Array(n * MAX_FEATURES * 2);
  if (offsetBuffer.length < n + 1) offsetBuffer = new Uint32Array((n + 1) * 2);
  const hashes = buffer;
  const offsets = offsetBuffer;
  let k = 0;
  const put = (template: number, value: number) => {
    hashes[k++] = mix(template, value);
  };
  let lineIndex = 0;
  let lineFirst = NONE;
  for (let i = 0; i < n; i++) {
    offsets[i] = k;
    const t = tokens[i]!;
    if (t.lineStart) {
      lineIndex = 0;
      lineFirst = info[i]!;
    } else lineIndex++;
    const me = info[i]!;
    const p1 = info[i - 1] ?? NONE;
    const p2 = info[i - 2] ?? NONE;
    const n1 = info[i + 1] ?? NONE;
    const n2 = info[i + 2] ?? NONE;
    const next = tokens[i + 1];
    const cjk = t.script === Script.HAN || t.script === Script.KANA;
    put(1, 0);
    put(2, me.word);
    put(3, me.shape);
    put(4, me.pre2);
    put(5, me.pre3);
    put(6, me.suf2);
    put(7, me.suf3);
    put(8, t.script * 8 + me.caseClass);
    put(9, p1.word);
    put(10, n1.word);
    put(11, p2.word);
    put(12, n2.word);
    put(13, p1.caseClass * 64 + me.caseClass * 8 + n1.caseClass);
    put(14, mix(p1.word, me.caseClass));
    put(15, mix(n1.word, me.caseClass));
    put(16, p1.shape);
    put(17, n1.shape);
    put(18, (t.lineStart ? 1 : 0) + (t.lineEnd ? 2 : 0) + me.caseClass * 4);
    put(19, (lineIndex > 3 ? 3 : lineIndex) * 16 + me.caseClass);
    put(20, mix(lineFirst.word, me.caseClass));
    put(21, (t.spaceBefore ? 1 : 0) + (next && !next.spaceBefore ? 2 : 0) + t.script * 4);
    put(22, me.length * 16 + t.script);
    put(23, mix(p2.word, p1.word));
    put(24, mix(n1.word, n2.word));
    if (cjk) {
      put(25, mix(p1.word, me.word));
      put(26, mix(me.word, n1.word));
      put(27, mix(p2.word, mix(p1.word, me.word)));
    }
    for (let b = 0; b < LEX_BITS; b++) {
      const bit = 1 << b;
      if (me.lex & bit) put(30 + b, me.caseClass);
      if (p1.lex & bit) put(50 + b, me.caseClass);
      if (n1.lex & bit) put(70 + b, me.caseClass);
    }
    if ((me.lex & FEATURE_BITS) === 0 && t.script !== Script.PUNCT && t.script !== Script.DIGIT)
      put(90, me.caseClass);
  }
  offsets[n] = k;
  return { hashes: hashes.subarray(0, k), offsets: offsets.subarray(0, n + 1) };
}
