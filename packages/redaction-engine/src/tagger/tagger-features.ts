import { FNV_OFFSET, finishMixes, hashRange, mix, startMix } from "./feature-hash.js";
import { type LexiconIndex, lexiconBitsAscii, lexiconIndex, lowerAscii } from "./lexicon-index.js";
import { FIRST_NAME_PREFIX, LAST_NAME_PREFIX, type NameFilter } from "./name-filter.js";
import { grownCapacity, INITIAL_TOKENS, tooLargeToKeep } from "./tagger-buffers.js";
import { CONTEXT_FEATURES, contextFeatures, releaseLargeContextBuffers } from "./tagger-context-features.js";
import { LEX_BITS, Lex } from "./tagger-lexicon.js";
import { joinedNameWindows, prefixedName } from "./tagger-subword.js";
import { isJoinedScript, Script, type TaggerToken } from "./tagger-tokens.js";
import { asciiCase, asciiClass, asciiLowerHash, caseOf, shapeOf } from "./token-shape.js";

/**
 * Hashed features of the learned tagger (decision 0037). Each token gets a fixed set of feature
 * hashes: its word, shape, prefixes and suffixes, script and case, word-list bits, the words and
 * shapes around it, and its place in the line. Word-level values are hashed once per token; the
 * context features combine those integers, so no string is built per feature.
 */

/**
 * What the features need of each token, computed once per token into typed arrays (one field per
 * array, no object per token). Token `i` is at slot `i + PAD`; the `PAD` slots on each side hold
 * the values of a missing neighbour, so the context features need no bounds checks.
 */
const PAD = 2;
const NONE_SLOT = 0;
let word = new Uint32Array(INITIAL_TOKENS);
let shape = new Uint32Array(INITIAL_TOKENS);
let caseClass = new Uint8Array(INITIAL_TOKENS);
let lex = new Uint32Array(INITIAL_TOKENS);
let pre2 = new Uint32Array(INITIAL_TOKENS);
let pre3 = new Uint32Array(INITIAL_TOKENS);
let suf2 = new Uint32Array(INITIAL_TOKENS);
let suf3 = new Uint32Array(INITIAL_TOKENS);
let wordLength = new Uint8Array(INITIAL_TOKENS);
/** Known-name windows over joined-script characters (`joinedNameWindows`), per slot. */
let windows = new Uint16Array(INITIAL_TOKENS);
/** A name behind a one- or two-letter Arabic or Hebrew prefix (`prefixedName`), per slot. */
let prefixed = new Uint8Array(INITIAL_TOKENS);
/** `mix(word[s], word[s + 1])` per slot. */
let pair = new Uint32Array(INITIAL_TOKENS);
/** Per token, three words mixed with its case: the previous, the next and its line's first. */
let withCase = new Uint32Array(3 * INITIAL_TOKENS);
// (Initialised where declared, as allocateInfo does: the hot loops read them with no hole check.)

function ensureInfo(slots: number): void {
  if (word.length < slots) allocateInfo(grownCapacity(slots));
}

function allocateInfo(size: number): void {
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
  pair = new Uint32Array(size);
  withCase = new Uint32Array(3 * size);
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
 * ASCII lower-casing keeps the length, and the hashes run over the lower-cased codes). One pass
 * over the codes gives the word's hash, its prefixes', its name-filter keys' and its shape's.
 * Returns false, having written nothing, when the token has a code unit beyond ASCII.
 */
function setAsciiInfo(slot: number, t: TaggerToken, { text, index, names }: Sources): boolean {
  const { start, end, script } = t;
  const n = end - start;
  let h = FNV_OFFSET;
  let h2 = 2;
  let h3 = 2;
  // The name filter's keys are the word behind `f:` or `l:` (`firstNameKey`, `lastNameKey`).
  let firstKey = FIRST_NAME_PREFIX;
  let lastKey = LAST_NAME_PREFIX;
  // `shapeOf`: classes with runs collapsed, at most five kept.
  let shapeHash = FNV_OFFSET ^ script;
  let previousClass = -1;
  let kept = 0;
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
    const l = lowerAscii(c);
    h = Math.imul(h ^ l, 0x01000193);
    firstKey = Math.imul(firstKey ^ l, 0x01000193);
    lastKey = Math.imul(lastKey ^ l, 0x01000193);
    if (i - start === 1 && n > 2) h2 = h >>> 0;
    if (i - start === 2 && n > 3) h3 = h >>> 0;
    const cls = asciiClass(c);
    if (cls !== previousClass && kept < 5) {
      previousClass = cls;
      kept++;
      shapeHash = Math.imul(shapeHash ^ cls, 0x01000193);
    }
  }
  const wordHash = h >>> 0;
  let bits = lexiconBitsAscii(index, text, start, end, wordHash);
  if (names && script !== Script.PUNCT && script !== Script.DIGIT) {
    if (names.hasHash(firstKey >>> 0)) bits |= Lex.POOL_FIRST;
    if (names.hasHash(lastKey >>> 0)) bits |= Lex.POOL_LAST;
  }
  word[slot] = wordHash;
  shape[slot] = shapeHash >>> 0;
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

/** Features per token at most; the extractor writes fewer when word-list bits are few. */
const FEATURE_BITS = (1 << LEX_BITS) - 1;

export const MAX_FEATURES = 33 + 3 * LEX_BITS + CONTEXT_FEATURES;

/**
 * The features of every token: `hashes[offsets[i] .. offsets[i + 1])` belong to token `i`. The
 * arrays are views of one buffer the extractor reuses (it grows, never shrinks), so a document
 * costs no allocation of feature arrays; they are valid until the next call (copy them to keep).
 */
export interface TokenFeatures {
  readonly hashes: Uint32Array;
  readonly offsets: Uint32Array;
  /**
   * Token `i`'s word-list bits (Lex) as the features saw them: the lexicon's, and for a token
   * that is neither punctuation nor digits the name filter's `POOL_FIRST` and `POOL_LAST`.
   */
  readonly wordBits: Uint32Array;
}

let buffer = new Uint32Array(INITIAL_TOKENS * MAX_FEATURES);
let offsetBuffer = new Uint32Array(INITIAL_TOKENS + 1);

/**
 * Gives back the extractor's arrays after a document that grew them beyond what is kept
 * (tagger-buffers.ts); the last call's features are invalid after it.
 */
export function releaseLargeFeatureBuffers(): void {
  if (tooLargeToKeep(word.length)) allocateInfo(INITIAL_TOKENS);
  releaseLargeContextBuffers();
  if (tooLargeToKeep(buffer.length / MAX_FEATURES) || tooLargeToKeep(offsetBuffer.length - 1)) {
    buffer = new Uint32Array(INITIAL_TOKENS * MAX_FEATURES);
    offsetBuffer = new Uint32Array(INITIAL_TOKENS + 1);
  }
}

/** The capacity in tokens of the extractor's largest arrays (for tests). */
export function featureBufferTokens(): number {
  return Math.max(word.length, buffer.length / MAX_FEATURES, offsetBuffer.length - 1);
}

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
  const context = contextFeatures(text, tokens, word, caseClass, shape, PAD);
  if (buffer.length < n * MAX_FEATURES) buffer = new Uint32Array(grownCapacity(n) * MAX_FEATURES);
  if (offsetBuffer.length < n + 1) offsetBuffer = new Uint32Array(grownCapacity(n) + 1);
  const hashes = buffer;
  const offsets = offsetBuffer;
  // Each word pair's mix once per slot: features 23-27 of three tokens read the same pair.
  for (let s = 0; s + 1 < n + 2 * PAD; s++) pair[s] = startMix(word[s]!, word[s + 1]!);
  finishMixes(pair, n + 2 * PAD - 1);
  // And the inner mixes of features 14, 15 and 20, finished in one loop too.
  let lineFirst = NONE_SLOT;
  for (let i = 0; i < n; i++) {
    const me = i + PAD;
    if (tokens[i]!.lineStart) lineFirst = me;
    withCase[3 * i] = startMix(word[me - 1]!, caseClass[me]!);
    withCase[3 * i + 1] = startMix(word[me + 1]!, caseClass[me]!);
    withCase[3 * i + 2] = startMix(word[lineFirst]!, caseClass[me]!);
  }
  finishMixes(withCase, 3 * n);
  let k = 0;
  // Each feature is written as `startMix(template, value)` and finished below in one loop
  // (feature-hash.ts says why); the values are those of `mix(template, value)`.
  let lineIndex = 0;
  for (let i = 0; i < n; i++) {
    offsets[i] = k;
    const t = tokens[i]!;
    const me = i + PAD;
    lineIndex = t.lineStart ? 0 : lineIndex + 1;
    const p1 = me - 1;
    const p2 = me - 2;
    const n1 = me + 1;
    const n2 = me + 2;
    const next = tokens[i + 1];
    const cjk = isJoinedScript(t.script);
    const myCase = caseClass[me]!;
    hashes[k++] = startMix(1, 0);
    hashes[k++] = startMix(2, word[me]!);
    hashes[k++] = startMix(3, shape[me]!);
    hashes[k++] = startMix(4, pre2[me]!);
    hashes[k++] = startMix(5, pre3[me]!);
    hashes[k++] = startMix(6, suf2[me]!);
    hashes[k++] = startMix(7, suf3[me]!);
    hashes[k++] = startMix(8, t.script * 8 + myCase);
    hashes[k++] = startMix(9, word[p1]!);
    hashes[k++] = startMix(10, word[n1]!);
    hashes[k++] = startMix(11, word[p2]!);
    hashes[k++] = startMix(12, word[n2]!);
    hashes[k++] = startMix(13, caseClass[p1]! * 64 + myCase * 8 + caseClass[n1]!);
    hashes[k++] = startMix(14, withCase[3 * i]!);
    hashes[k++] = startMix(15, withCase[3 * i + 1]!);
    hashes[k++] = startMix(16, shape[p1]!);
    hashes[k++] = startMix(17, shape[n1]!);
    hashes[k++] = startMix(18, (t.lineStart ? 1 : 0) + (t.lineEnd ? 2 : 0) + myCase * 4);
    hashes[k++] = startMix(19, (lineIndex > 3 ? 3 : lineIndex) * 16 + myCase);
    hashes[k++] = startMix(20, withCase[3 * i + 2]!);
    hashes[k++] = startMix(21, (t.spaceBefore ? 1 : 0) + (next && !next.spaceBefore ? 2 : 0) + t.script * 4);
    hashes[k++] = startMix(22, wordLength[me]! * 16 + t.script);
    hashes[k++] = startMix(23, pair[p2]!);
    hashes[k++] = startMix(24, pair[n1]!);
    if (cjk) {
      hashes[k++] = startMix(25, pair[p1]!);
      hashes[k++] = startMix(26, pair[me]!);
      hashes[k++] = startMix(27, mix(word[p2]!, pair[p1]!));
      hashes[k++] = startMix(28, windows[me]!);
      hashes[k++] = startMix(29, mix(windows[p1]!, windows[me]!));
      hashes[k++] = startMix(91, mix(windows[me]!, windows[n1]!));
      hashes[k++] = startMix(92, mix(windows[me]!, word[n1]!));
    } else if (prefixed[me] !== 0) hashes[k++] = startMix(93, prefixed[me]! * 8 + myCase);
    for (let c = 0; c < CONTEXT_FEATURES; c++)
      hashes[k++] = startMix(110 + c, context[i * CONTEXT_FEATURES + c]!);
    // Only the bits some of the three tokens have, lowest first: the order of the full loop.
    const mine = lex[me]!;
    const before = lex[p1]!;
    const after = lex[n1]!;
    for (let u = (mine | before | after) & FEATURE_BITS; u !== 0; u &= u - 1) {
      const bit = u & -u;
      const b = 31 - Math.clz32(bit);
      if (mine & bit) hashes[k++] = startMix(30 + b, myCase);
      if (before & bit) hashes[k++] = startMix(50 + b, myCase);
      if (after & bit) hashes[k++] = startMix(70 + b, myCase);
    }
    if ((mine & FEATURE_BITS) === 0 && t.script !== Script.PUNCT && t.script !== Script.DIGIT)
      hashes[k++] = startMix(90, myCase);
  }
  finishMixes(hashes, k);
  offsets[n] = k;
  return {
    hashes: hashes.subarray(0, k),
    offsets: offsets.subarray(0, n + 1),
    wordBits: lex.subarray(PAD, PAD + n),
  };
}
