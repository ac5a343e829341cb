import { mix } from "./feature-hash.js";
import { grownCapacity, INITIAL_TOKENS, tooLargeToKeep } from "./tagger-buffers.js";
import { Script, type TaggerToken } from "./tagger-tokens.js";

/**
 * Context features of the learned tagger that need no word list (decision 0051). The word and
 * list features learn who the pool's writers named; these describe where a word stands, which is
 * what carries to a writer the model has never seen: the shapes and cases around it, what its
 * line looks like (all capitals, title case, a `Label: value` line, a list item), whether it
 * starts a sentence, the run of capitalised words it is part of, and how the same word is written
 * elsewhere in the document (a word also written in lower case mid-sentence is rarely a name).
 * Each token gets CONTEXT_FEATURES raw values; `extractFeatures` mixes each with its template.
 */

/** Values per token, in `values[i * CONTEXT_FEATURES ..]`. */
export const CONTEXT_FEATURES = 6;

// The case classes of tagger-features.ts (`Case`); 7 is a missing neighbour's.
const LOWER = 0;
const CAPITAL = 1;
const UPPER = 2;
const MIXED = 3;

let values = new Uint32Array(INITIAL_TOKENS * CONTEXT_FEATURES);
/** Per token: 1 when it starts a sentence (first of its line, after `.` `!` `?` `:` or a bullet). */
let sentenceStart = new Uint8Array(INITIAL_TOKENS);
/** The document's words (hash | 1, 0 is empty) and how often each is written lower / capitalised mid-sentence. */
let keys = new Uint32Array(2 * INITIAL_TOKENS);
let lowerCount = new Uint16Array(2 * INITIAL_TOKENS);
let capitalCount = new Uint16Array(2 * INITIAL_TOKENS);
let slotOf = new Uint32Array(INITIAL_TOKENS);

function ensure(n: number): void {
  if (sentenceStart.length >= n) return;
  allocate(grownCapacity(n));
}

function allocate(size: number): void {
  values = new Uint32Array(size * CONTEXT_FEATURES);
  sentenceStart = new Uint8Array(size);
  keys = new Uint32Array(tableSize(size));
  lowerCount = new Uint16Array(keys.length);
  capitalCount = new Uint16Array(keys.length);
  slotOf = new Uint32Array(size);
}

/** A power of two at least twice the tokens: the open-addressed table stays at most half full. */
function tableSize(tokens: number): number {
  let size = 16;
  while (size < 2 * tokens) size *= 2;
  return size;
}

/** Gives back arrays grown beyond what is kept (tagger-buffers.ts). */
export function releaseLargeContextBuffers(): void {
  if (tooLargeToKeep(sentenceStart.length)) allocate(INITIAL_TOKENS);
}

const isCased = (c: number) => c <= MIXED;
const isCapitalised = (c: number) => c === CAPITAL || c === UPPER;

function punctuationCode(text: string, t: TaggerToken): number {
  return t.script === Script.PUNCT ? text.charCodeAt(t.start) : 0;
}

/** Sentence ends and separators after which a capital says nothing of a name. */
const isSentenceBreak = (c: number) =>
  c === 0x2e || c === 0x21 || c === 0x3f || c === 0x3a || c === 0xff1a || c === 0x3002;

/**
 * The context values of every token (valid until the next call). `word` and `caseClass` are the
 * extractor's per-slot arrays, token `i` at slot `i + pad`.
 */
export function contextFeatures(
  text: string,
  tokens: readonly TaggerToken[],
  word: Uint32Array,
  caseClass: Uint8Array,
  shape: Uint32Array,
  pad: number,
): Uint32Array {
  const n = tokens.length;
  ensure(n);
  markSentenceStarts(text, tokens);
  countWordCases(tokens, word, caseClass, pad);
  lineFeatures(text, tokens, caseClass, pad);
  const K = CONTEXT_FEATURES;
  for (let i = 0; i < n; i++) {
    const me = i + pad;
    const myCase = caseClass[me]!;
    values[i * K] = mix(mix(shape[me - 1]!, shape[me]!), shape[me + 1]!);
    values[i * K + 1] =
      (((caseClass[me - 2]! * 8 + caseClass[me - 1]!) * 8 + myCase) * 8 + caseClass[me + 1]!) * 8 +
      caseClass[me + 2]!;
    values[i * K + 2] = documentCase(i, myCase);
    values[i * K + 3] = capitalRun(i, caseClass, pad) * 16 + sentenceStart[i]! * 8 + myCase;
  }
  return values;
}

function markSentenceStarts(text: string, tokens: readonly TaggerToken[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const prev = tokens[i - 1];
    const bullet = prev?.lineStart === true && prev.script === Script.PUNCT;
    sentenceStart[i] =
      t.lineStart || bullet || (prev !== undefined && isSentenceBreak(punctuationCode(text, prev))) ? 1 : 0;
  }
}

/** Counts each word's lower-case and mid-sentence capitalised writings in the document. */
function countWordCases(
  tokens: readonly TaggerToken[],
  word: Uint32Array,
  caseClass: Uint8Array,
  pad: number,
): void {
  // Only the part of the table this document needs is cleared and used: a short document after a
  // long one costs no more than it would alone.
  const size = tableSize(tokens.length);
  keys.fill(0, 0, size);
  lowerCount.fill(0, 0, size);
  capitalCount.fill(0, 0, size);
  const mask = size - 1;
  for (let i = 0; i < tokens.length; i++) {
    const key = (word[i + pad]! | 1) >>> 0;
    let s = key & mask;
    while (keys[s] !== 0 && keys[s] !== key) s = (s + 1) & mask;
    keys[s] = key;
    slotOf[i] = s;
    const c = caseClass[i + pad]!;
    if (c === LOWER && lowerCount[s]! < 0xffff) lowerCount[s]!++;
    else if (isCapitalised(c) && sentenceStart[i] === 0 && capitalCount[s]! < 0xffff) capitalCount[s]!++;
  }
}

/**
 * How the token's word is written elsewhere: also in lower case, also capitalised mid-sentence
 * (both counts without the token itself), with whether it starts a sentence and its own case.
 */
function documentCase(i: number, myCase: number): number {
  if (!isCased(myCase)) return 1;
  const s = slotOf[i]!;
  const me = sentenceStart[i]!;
  const lowerElsewhere = lowerCount[s]! - (myCase === LOWER ? 1 : 0) > 0 ? 1 : 0;
  const capitalElsewhere = capitalCount[s]! - (isCapitalised(myCase) && me === 0 ? 1 : 0) > 0 ? 1 : 0;
  return 2 + (((lowerElsewhere * 2 + capitalElsewhere) * 2 + me) * 8 + myCase);
}

/** The length (1-3, 3 for more) and place (first, inner, last) of the run of capitalised words the token is in; 0 outside one. */
function capitalRun(i: number, caseClass: Uint8Array, pad: number): number {
  if (!isCapitalised(caseClass[i + pad]!)) return 0;
  const before = isCapitalised(caseClass[i + pad - 1]!) ? 1 : 0;
  const after = isCapitalised(caseClass[i + pad + 1]!) ? 1 : 0;
  const twoBefore = before && isCapitalised(caseClass[i + pad - 2]!) ? 1 : 0;
  const twoAfter = after && isCapitalised(caseClass[i + pad + 2]!) ? 1 : 0;
  return 1 + before + 2 * after + 4 * (twoBefore + twoAfter > 0 ? 1 : 0);
}

/** Line classes: no cased word, all capitals, no lower-case word, capitals the majority, prose. */
const Line = { UNCASED: 0, SHOUTED: 1, TITLE: 2, MOSTLY_CAPITAL: 3, PROSE: 4 } as const;

/**
 * Per line: its class and each token's place against a `Label:` colon near the line's start
 * (before it, first or second word after it, later, or no such colon), and the token's word
 * index in the line (a bullet or quote mark not counted), into values 4 and 5.
 */
function lineFeatures(
  text: string,
  tokens: readonly TaggerToken[],
  caseClass: Uint8Array,
  pad: number,
): void {
  const K = CONTEXT_FEATURES;
  let a = 0;
  while (a < tokens.length) {
    let b = a + 1;
    while (b < tokens.length && !tokens[b]!.lineStart) b++;
    let lower = 0;
    let capital = 0;
    let upper = 0;
    let colon = -1;
    for (let i = a; i < b; i++) {
      const c = caseClass[i + pad]!;
      if (c === LOWER) lower++;
      else if (c === CAPITAL) capital++;
      else if (c === UPPER) upper++;
      const p = punctuationCode(text, tokens[i]!);
      if (colon < 0 && i - a < 6 && i + 1 < b && (p === 0x3a || p === 0xff1a)) colon = i;
    }
    const cased = lower + capital + upper;
    const line =
      cased === 0
        ? Line.UNCASED
        : upper === cased
          ? Line.SHOUTED
          : lower === 0
            ? Line.TITLE
            : capital + upper > lower
              ? Line.MOSTLY_CAPITAL
              : Line.PROSE;
    const bulleted = tokens[a]!.script === Script.PUNCT && a + 1 < b ? 1 : 0;
    for (let i = a; i < b; i++) {
      const myCase = caseClass[i + pad]!;
      const label = colon < 0 ? 0 : i < colon ? 1 : i === colon ? 2 : i - colon <= 2 ? 2 + i - colon : 5;
      const index = Math.min(Math.max(i - a - bulleted, 0), 3);
      values[i * K + 4] = (line * 8 + label) * 8 + myCase;
      values[i * K + 5] = ((line * 4 + index) * 2 + bulleted) * 8 + myCase;
    }
    a = b;
  }
}
