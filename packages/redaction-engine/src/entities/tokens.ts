import { asciiCapitalLowerCase, asciiLowerCase, isUpperCase, lowerCase } from "./letter-case.js";

/** A word of the text with what the entity rules need to know about it. */
export interface Token {
  readonly start: number;
  /** End of the word, after an abbreviation's period (`Inc.`) but before a possessive `'s`. */
  readonly end: number;
  readonly text: string;
  /** Lower-case, without a trailing period. */
  readonly lower: string;
  /** Starts with an upper-case letter. */
  readonly capitalised: boolean;
  /** Two or more letters, all upper-case (`IBM`, `URGENT`). */
  readonly allCaps: boolean;
  /** First word of a sentence or of a line. */
  readonly sentenceStart: boolean;
  /** The text between this word and the next is plain spaces (so they may join into one name). */
  readonly joinsNext: boolean;
  /** The gap to the next word, when it is one of the connectors ` & `, ` of `... (set on the word before). */
  readonly gapAfter: string;
}

// Dotted abbreviations first (S.p.A., N.V., U.S.), then ordinary words with inner ' & -.
const WORD = /\p{L}\.(?:\p{L}\.)+|[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’&-][\p{L}\p{M}\p{N}]+)*/gu;
const ABBREVIATIONS = new Set(
  "mr mrs ms dr prof st jr sr inc ltd co corp bros no vs etc capt col gen lt sgt rev fr sen rep gov dept univ assn intl".split(
    " ",
  ),
);
/** Ends in `'s` or `’s` (char codes: this runs on every word). */
function isPossessive(word: string): boolean {
  const n = word.length;
  if (n < 3 || word.charCodeAt(n - 1) !== 115) return false;
  const q = word.charCodeAt(n - 2);
  return q === 39 || q === 8217;
}

/**
 * Splits text into words, marking sentence starts (after `.`, `!`, `?`, `:` or a line break)
 * and which neighbours are separated by spaces only. Periods after abbreviations and initials
 * stay on the word and do not end the sentence.
 */
export function tokenize(text: string): Token[] {
  const tokens: Mutable<Token>[] = [];
  let sentenceStart = true;
  let prev: Mutable<Token> | undefined;
  for (let next = nextWord(text, 0); next; next = nextWord(text, next.start + next.length)) {
    const start = next.start;
    const ascii = next.ascii;
    let word = text.slice(start, start + next.length);
    let end = start + word.length;
    if (prev) {
      const joins = gapIsSpaces(text, prev.end, start);
      prev.joinsNext = joins;
      if (!joins) {
        prev.gapAfter = text.slice(prev.end, start);
        if (endsSentence(text, prev.end, start)) sentenceStart = true;
      }
    }
    let lowerBare: string;
    let possessive = false;
    if (ascii) {
      // Letters and digits of ASCII only: no period, apostrophe or mark inside (see nextWord).
      lowerBare = !next.upper ? word : next.innerUpper ? asciiLowerCase(word) : asciiCapitalLowerCase(word);
    } else {
      lowerBare = lowerCase(word);
      if (word.endsWith(".")) lowerBare = lowerBare.replace(/\./g, "");
      possessive = isPossessive(word);
      if (possessive) {
        word = word.slice(0, -2);
        end -= 2;
        lowerBare = lowerBare.slice(0, -2);
      }
    }
    // Keep an abbreviation's or an initial's period on the word ("Inc.", "J.").
    if (!possessive && text.charCodeAt(end) === 46) {
      const initial = word.length === 1 && (ascii ? next.upper : /\p{Lu}/u.test(word));
      if (initial || ABBREVIATIONS.has(lowerBare)) {
        end += 1;
        word += ".";
      }
    }
    // The lower-cased word is at hand: its first unit differs from the word's exactly when the
    // first letter has a lower case (`İ` lowers to `i̇`, still different), without a second call.
    const capitalised = lowerBare.charCodeAt(0) !== word.charCodeAt(0);
    const token: Mutable<Token> = {
      start,
      end,
      text: word,
      lower: lowerBare,
      capitalised,
      allCaps:
        capitalised &&
        word.length > 1 &&
        (ascii ? !next.lower && next.adjacentLetters : isUpperCase(word) && /\p{L}{2}/u.test(word)),
      sentenceStart,
      joinsNext: false,
      gapAfter: " ",
    };
    tokens.push(token);
    prev = token;
    sentenceStart = false;
  }
  if (prev) prev.gapAfter = "";
  return tokens;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Where the next word starts and how long it is; reused, as only one is read at a time. A word read
 * by its character codes (`ascii`) also tells what tokenize would otherwise read again: whether it
 * holds an upper-case letter (and one after its first character), a lower-case letter, and two
 * letters in a row.
 */
const found = {
  start: 0,
  length: 0,
  ascii: false,
  upper: false,
  innerUpper: false,
  lower: false,
  adjacentLetters: false,
};

/**
 * The next match of the global `WORD` at or after `from`, exactly, or null. A word of ASCII
 * letters and digits (most words of most texts) is read by its character codes; the Unicode
 * pattern runs only where a word may hold more: a character outside ASCII, an inner `'`, `&` or
 * `-`, or a period after a single letter (`U.S.`). Characters that cannot start a word are skipped
 * by code until one that might.
 */
function nextWord(text: string, from: number): typeof found | null {
  let at = from;
  const n = text.length;
  while (at < n) {
    const unit = text.charCodeAt(at);
    if (unit >= 0x80) break;
    const kind = ASCII_KIND[unit]!;
    if (kind !== 0) {
      let upper = kind === UPPER;
      let innerUpper = false;
      let lower = kind === LOWER;
      let adjacentLetters = false;
      let previous = kind;
      let end = at + 1;
      for (; end < n; end++) {
        const c = text.charCodeAt(end);
        const k = c < 0x80 ? ASCII_KIND[c]! : 0;
        if (k === 0) break;
        if (k === UPPER) upper = innerUpper = true;
        else if (k === LOWER) lower = true;
        if (k !== DIGIT && previous !== DIGIT) adjacentLetters = true;
        previous = k;
      }
      const after = end < n ? text.charCodeAt(end) : 0;
      // `'` `&` `-` may join another part; `’` and letters or marks outside ASCII are >= 0x80.
      if (after >= 0x80 || after === 0x27 || after === 0x26 || after === 0x2d) break;
      if (after === 0x2e && end === at + 1) break;
      found.start = at;
      found.length = end - at;
      found.ascii = true;
      found.upper = upper;
      found.innerUpper = innerUpper;
      found.lower = lower;
      found.adjacentLetters = adjacentLetters;
      return found;
    }
    at++;
  }
  if (at >= n) return null;
  WORD.lastIndex = at;
  const m = WORD.exec(text);
  if (!m) return null;
  found.start = m.index;
  found.length = m[0].length;
  found.ascii = false;
  return found;
}

const DIGIT = 1;
const UPPER = 2;
const LOWER = 3;
/** Per ASCII code: 0 for no word character, else DIGIT, UPPER or LOWER. */
const ASCII_KIND = new Uint8Array(128).map((_, c) =>
  c >= 0x30 && c <= 0x39 ? DIGIT : c >= 0x41 && c <= 0x5a ? UPPER : c >= 0x61 && c <= 0x7a ? LOWER : 0,
);

/** One or two plain spaces: the only gap across which two words can form one name. */
function gapIsSpaces(text: string, from: number, to: number): boolean {
  const len = to - from;
  return (len === 1 || len === 2) && text.charCodeAt(from) === 32 && text.charCodeAt(to - 1) === 32;
}

// . ! ? : ; line breaks ( ) [ ] " “ ” | •, as char codes: this runs on every gap between words.
const SENTENCE_END = new Set(
  [".", "!", "?", ":", ";", "\n", "\r", "(", ")", "[", "]", '"', "“", "”", "|", "•"].map((c) =>
    c.charCodeAt(0),
  ),
);
/** SENTENCE_END's ASCII codes as a table: most gaps are a comma or a space. */
const ASCII_SENTENCE_END = new Uint8Array(128).map((_, c) => (SENTENCE_END.has(c) ? 1 : 0));

/** A gap holding sentence punctuation or a line break (a possessive's `'s` does not count). */
function endsSentence(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80 ? ASCII_SENTENCE_END[unit] === 1 : SENTENCE_END.has(unit)) return true;
  }
  return false;
}
