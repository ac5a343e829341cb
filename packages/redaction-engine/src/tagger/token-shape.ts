import { FNV_OFFSET } from "./feature-hash.js";
import { lowerAscii } from "./lexicon-index.js";
import { Script } from "./tagger-tokens.js";

// The shape and case class of a tagger token: word-level values of the tagger's features
// (tagger-features.ts), from its text or, for an all-ASCII token, from one pass over its codes.

/** Case classes. */
const Case = { LOWER: 0, CAPITAL: 1, UPPER: 2, MIXED: 3, UNCASED: 4, DIGIT: 5, PUNCT: 6 } as const;

export function shapeOf(text: string, start: number, end: number, script: Script): number {
  // Character classes with runs collapsed and at most five classes kept: `Xx`, `X.`, `d-d`, `x_x`.
  let h = FNV_OFFSET ^ script;
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

export function asciiClass(c: number): number {
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

export function caseOf(raw: string, lower: string, script: Script): number {
  if (script === Script.PUNCT) return Case.PUNCT;
  if (script === Script.DIGIT) return Case.DIGIT;
  const upper = raw.toUpperCase();
  if (lower === upper) return Case.UNCASED;
  if (raw === lower) return Case.LOWER;
  if (raw === upper) return raw.length > 1 ? Case.UPPER : Case.CAPITAL;
  const first = raw[0]!;
  return first === first.toUpperCase() && raw.slice(1) === lower.slice(1) ? Case.CAPITAL : Case.MIXED;
}

/** `hashRange` over the ASCII lower case of `text[from, to)`. */
export function asciiLowerHash(text: string, from: number, to: number, h: number): number {
  for (let i = from; i < to; i++) h = Math.imul(h ^ lowerAscii(text.charCodeAt(i)), 0x01000193);
  return h >>> 0;
}

/** `caseOf` of an all-ASCII token from what one pass over its codes saw. */
export function asciiCase(
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
