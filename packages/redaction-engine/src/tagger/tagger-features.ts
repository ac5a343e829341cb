import { FNV_OFFSET, hashRange, mix } from "./feature-hash.js";
import { type LexiconIndex, lexiconBitsAscii, lexiconIndex, lowerAscii } from "./lexicon-index.js";
import { FIRST_NAME_PREFIX, LAST_NAME_PREFIX, type NameFilter } from "./name-filter.js";
import { LEX_BITS, Lex } from "./tagger-lexicon.js";
import { joinedNameWindows, prefixedName } from "./tagger-subword.js";
import { isJoinedScript, Script, type TaggerToken } from "./tagger-tokens.js";

/**
 * Hashed features of the learned tagger (decision 0037). Each token gets a fixed set of feature
 * hashes: its word, shape, prefixes and suffixes, script and case, word-list bits, the words and
 * shapes around it, and its place in the line. Word-level values are hashed once per token; the
 * context features combine those integers, so no string is built per feature.
 */

/** Case classes. */
const Case = { LOWER: 0, CAPITAL: 1, UPPER: 2, MIXED: 3, UNCASED: 4, DIGIT: 5, PUNCT: 6 } as const;

/**
 * What the features need of each token, computed once per token into typed arrays (one field per
 * array, no object per token). Token `i` is at slot `i + PAD`; the `PAD` slots on each side hold
 * the values of a missing neighbour, so the context features need no bounds checks.
 */
const PAD = 2;
const NONE_SLOT = 0;
let word = new Uint32Array(1024);
let shape = new Uint32Array(1024);
let caseClass = new Uint8Array(1024);
let lex = new Uint32Array(1024);
let pre2 = new Uint32Array(1024);
let pre3 = new Uint32Array(1024);
let suf2 = new Uint32Array(1024);
let suf3 = new Uint32Array(1024);
let wordLength = new Uint8Array(1024);
/** Known-name windows over joined-script characters (`joinedNameWindows`), per slot. */
let windows = new Uint16Array(1024);
/** A name behind a one- or two-letter Arabic or Hebrew prefix (`prefixedName`), per slot. */
let prefixed = new Uint8Array(1024);

function ensureInfo(slots: number): void {
  if (word.length >= slots) return;
  const size = slots * 2;
  word = new Uint32Array(size);
  shape = new Uint32Array(size);
  caseClass = new Uint8Array(size);
  lex = new Uint32Array(size);
  pre2 = new Uint32Array(size);
  pre3 = new Uint32Array(size);
  suf2 = new Uint32Array(size);
  suf3 = new Uint32Array(size);
  wordLength = new Uint8Array(size);
  windows = new Uint16Array(size);
  prefixed = new Uint8Array(size);
}

/** The values of a missing neighbour (before the first token, after the last). */
function setNone(slot: number): void {
  word[slot] = 1;
  shape[slot] = 1;
  caseClass[slot] = 7;
  lex[slot] = 0;
  pre2[slot] = 1;
  pre3[slot] = 1;
  suf2[slot] = 1;
  suf3[slot] = 1;
  wordLength[slot] = 0;
  windows[slot] = 0;
  prefixed[slot] = 0;
}

function shapeOf(text: string, start: number, end: number, script: Script): number {
  // Character classes with runs collapsed and at most five classes kept: `Xx`, `X.`, `d-d`, `x_x`.
  let h = 0x811c9dc5 ^ script;
  let prev = -1;
  let kept = 0;
  for (let i = start; i < end && kept < 5; i++) {
    const c = text.charCodeAt(i);
    // ASCII without building strings; the same classes as the general case below.
    const cls = c < 0x80 ? asciiClass(c) : otherClass(text, i);
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

/** What every token's information is read against, for one document. */
interface Sources {
  readonly text: string;
  readonly lexicon: ReadonlyMap<string, number>;
  readonly index: LexiconIndex;
  readonly names: NameFilter | undefined;
}

/** Fills the slot of one token: the ASCII path from character codes, any other word from strings. */
function setInfo(slot: number, t: TaggerToken, from: Sources): void {
  if (setAsciiInfo(slot, t, from)) return;
  const { text, lexicon, names } = from;
  const raw = text.slice(t.start, t.end);
  const lower = raw.toLowerCase();
  const n = lower.length;
  let bits = lexicon.get(lower) ?? 0;
  if (names && t.script !== Script.PUNCT && t.script !== Script.DIGIT) {
    if (names.hasPrefixed(FIRST_NAME_PREFIX, lower)) bits |= Lex.POOL_FIRST;
    if (names.hasPrefixed(LAST_NAME_PREFIX, lower)) bits |= Lex.POOL_LAST;
  }
  word[slot] = hashRange(lower, 0, n, FNV_OFFSET);
  shape[slot] = shapeOf(text, t.start, t.end, t.script);
  caseClass[slot] = caseOf(raw, lower, t.script);
  lex[slot] = bits;
  pre2[slot] = n > 2 ? hashRange(lower, 0, 2, FNV_OFFSET) : 2;
  pre3[slot] = n > 3 ? hashRange(lower, 0, 3, FNV_OFFSET) : 2;
  suf2[slot] = n > 2 ? hashRange(lower, n - 2, n, FNV_OFFSET) : 2;
  suf3[slot] = n > 3 ? hashRange(lower, n - 3, n, FNV_OFFSET) : 2;
  wordLength[slot] = n > 12 ? 12 : n;
  windows[slot] = 0;
  prefixed[slot] =
    names && (bits & (Lex.POOL_FIRST | Lex.POOL_LAST)) === 0 ? prefixedName(lower, t.script, names) : 0;
}

/**
 * `setInfo` for an all-ASCII token without building its slice or lower case (the same values:
 * ASCII lower-casing keeps the length, and the hashes run over the lower-cased codes). Returns
 * false, having written nothing, when the token has a code unit beyond ASCII.
 */
function setAsciiInfo(slot: number, t: TaggerToken, { text, lexicon, index, names }: Sources): boolean {
  const { start, end, script } = t;
  const n = end - start;
  let h = FNV_OFFSET;
  let h2 = 2;
  let h3 = 2;
  let upper = false;
  let lower = false;
  let restUpper = false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) return false;
    const isUpper = c >= 0x41 && c <= 0x5a;
    if (isUpper) {
      upper = true;
      if (i > start) restUpper = true;
    } else if (c >= 0x61 && c <= 0x7a) lower = true;
    h = Math.imul(h ^ lowerAscii(c), 0x01000193);
    if (i - start === 1 && n > 2) h2 = h >>> 0;
    if (i - start === 2 && n > 3) h3 = h >>> 0;
  }
  const wordHash = h >>> 0;
  let bits = lexiconBitsAscii(lexicon, index, text, start, end, wordHash);
  if (names && script !== Script.PUNCT && script !== Script.DIGIT) {
    if (names.hasHash(asciiLowerHash(text, start, end, FIRST_NAME_PREFIX))) bits |= Lex.POOL_FIRST;
    if (names.hasHash(asciiLowerHash(text, start, end, LAST_NAME_PREFIX))) bits |= Lex.POOL_LAST;
  }
  word[slot] = wordHash;
  shape[slot] = shapeOf(text, start, end, script);
  caseClass[slot] = asciiCase(script, n, upper, lower, restUpper, text.charCodeAt(start));
  lex[slot] = bits;
  pre2[slot] = h2;
  pre3[slot] = h3;
  suf2[slot] = n > 2 ? asciiLowerHash(text, end - 2, end, FNV_OFFSET) : 2;
  suf3[slot] = n > 3 ? asciiLowerHash(text, end - 3, end, FNV_OFFSET) : 2;
  wordLength[slot] = n > 12 ? 12 : n;
  windows[slot] = 0;
  prefixed[slot] = 0;
  return true;
}

/** `hashRange` over the ASCII lower case of `text[from, to)`. */
function asciiLowerHash(text: string, from: number, to: number, h: number): number {
  for (let i = from; i < to; i++) h = Math.imul(h ^ lowerAscii(text.charCodeAt(i)), 0x01000193);
  return h >>> 0;
}

/** `caseOf` of an all-ASCII token from what one pass over its codes saw. */
function asciiCase(
  script: Script,
  n: number,
  upper: boolean,
  lower: boolean,
  restUpper: boolean,
  first: number,
): number {
  if (script === Script.PUNCT) return Case.PUNCT;
  if (script === Script.DIGIT) return Case.DIGIT;
  if (!upper && !lower) return Case.UNCASED;
  if (!upper) return Case.LOWER;
  if (!lower) return n > 1 ? Case.UPPER : Case.CAPITAL;
  // Both cases: capitalised when the first code is no lower-case letter and no other is upper.
  return !(first >= 0x61 && first <= 0x7a) && !restUpper ? Case.CAPITAL : Case.MIXED;
}

/** Features per token at most; the extractor writes fewer when word-list bits are few. */
const FEATURE_BITS = (1 << LEX_BITS) - 1;

export const MAX_FEATURES = 33 + 3 * LEX_BITS;

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
  ensureInfo(n + 2 * PAD);
  for (let s = 0; s < PAD; s++) {
    setNone(s);
    setNone(n + PAD + s);
  }
  const from: Sources = { text, lexicon, index: lexiconIndex(lexicon), names };
  let joined = false;
  for (let i = 0; i < n; i++) {
    setInfo(i + PAD, tokens[i]!, from);
    if (isJoinedScript(tokens[i]!.script)) joined = true;
  }
  if (joined && names) joinedNameWindows(text, tokens, names, windows, PAD);
  if (buffer.length < n * MAX_FEATURES) buffer = new Uint32Array(n * MAX_FEATURES * 2);
  if (offsetBuffer.length < n + 1) offsetBuffer = new Uint32Array((n + 1) * 2);
  const hashes = buffer;
  const offsets = offsetBuffer;
  let k = 0;
  // Written out rather than through a helper closure: the closure (capturing `k`) was not inlined.
  let lineIndex = 0;
  let lineFirst = NONE_SLOT;
  for (let i = 0; i < n; i++) {
    offsets[i] = k;
    const t = tokens[i]!;
    const me = i + PAD;
    if (t.lineStart) {
      lineIndex = 0;
      lineFirst = me;
    } else lineIndex++;
    const p1 = me - 1;
    const p2 = me - 2;
    const n1 = me + 1;
    const n2 = me + 2;
    const next = tokens[i + 1];
    const cjk = isJoinedScript(t.script);
    const myCase = caseClass[me]!;
    hashes[k++] = mix(1, 0);
    hashes[k++] = mix(2, word[me]!);
    hashes[k++] = mix(3, shape[me]!);
    hashes[k++] = mix(4, pre2[me]!);
    hashes[k++] = mix(5, pre3[me]!);
    hashes[k++] = mix(6, suf2[me]!);
    hashes[k++] = mix(7, suf3[me]!);
    hashes[k++] = mix(8, t.script * 8 + myCase);
    hashes[k++] = mix(9, word[p1]!);
    hashes[k++] = mix(10, word[n1]!);
    hashes[k++] = mix(11, word[p2]!);
    hashes[k++] = mix(12, word[n2]!);
    hashes[k++] = mix(13, caseClass[p1]! * 64 + myCase * 8 + caseClass[n1]!);
    hashes[k++] = mix(14, mix(word[p1]!, myCase));
    hashes[k++] = mix(15, mix(word[n1]!, myCase));
    hashes[k++] = mix(16, shape[p1]!);
    hashes[k++] = mix(17, shape[n1]!);
    hashes[k++] = mix(18, (t.lineStart ? 1 : 0) + (t.lineEnd ? 2 : 0) + myCase * 4);
    hashes[k++] = mix(19, (lineIndex > 3 ? 3 : lineIndex) * 16 + myCase);
    hashes[k++] = mix(20, mix(word[lineFirst]!, myCase));
    hashes[k++] = mix(21, (t.spaceBefore ? 1 : 0) + (next && !next.spaceBefore ? 2 : 0) + t.script * 4);
    hashes[k++] = mix(22, wordLength[me]! * 16 + t.script);
    hashes[k++] = mix(23, mix(word[p2]!, word[p1]!));
    hashes[k++] = mix(24, mix(word[n1]!, word[n2]!));
    if (cjk) {
      hashes[k++] = mix(25, mix(word[p1]!, word[me]!));
      hashes[k++] = mix(26, mix(word[me]!, word[n1]!));
      hashes[k++] = mix(27, mix(word[p2]!, mix(word[p1]!, word[me]!)));
      hashes[k++] = mix(28, windows[me]!);
      hashes[k++] = mix(29, mix(windows[p1]!, windows[me]!));
      hashes[k++] = mix(91, mix(windows[me]!, windows[n1]!));
      hashes[k++] = mix(92, mix(windows[me]!, word[n1]!));
    } else if (prefixed[me] !== 0) hashes[k++] = mix(93, prefixed[me]! * 8 + myCase);
    // Only the bits some of the three tokens have, lowest first: the order of the full loop.
    const mine = lex[me]!;
    const before = lex[p1]!;
    const after = lex[n1]!;
    for (let u = (mine | before | after) & FEATURE_BITS; u !== 0; u &= u - 1) {
      const bit = u & -u;
      const b = 31 - Math.clz32(bit);
      if (mine & bit) hashes[k++] = mix(30 + b, myCase);
      if (before & bit) hashes[k++] = mix(50 + b, myCase);
      if (after & bit) hashes[k++] = mix(70 + b, myCase);
    }
    if ((mine & FEATURE_BITS) === 0 && t.script !== Script.PUNCT && t.script !== Script.DIGIT)
      hashes[k++] = mix(90, myCase);
  }
  offsets[n] = k;
  return { hashes: hashes.subarray(0, k), offsets: offsets.subarray(0, n + 1) };
}
