/**
 * The learned tagger's tokens (issue 22, decision 0037). Unlike the entity rules' tokens they are
 * made for any script: a word is a run of letters, marks, digits and `_`, with inner apostrophes
 * and hyphens (`O'Brien`, `Jean-Luc`); Han, Kana and Hangul characters are one token each, because
 * those scripts put no space between a name and the words around it (`担当の田中美咲が`) or attach
 * particles to it (`김민준님께서`, decision 0040): the decoder then places the span's edges between
 * characters. A Thai word is split after a leading honorific (`คุณสมชาย`: คุณ, สมชาย). Every
 * other visible character (punctuation, symbols) is a token of its own, so `:` `<` `,` `@` are
 * context the model reads.
 */

/** The writing system of a token, a feature and a shape class. */
export const Script = {
  OTHER: 0,
  LATIN: 1,
  CYRILLIC: 2,
  GREEK: 3,
  ARABIC: 4,
  HEBREW: 5,
  DEVANAGARI: 6,
  THAI: 7,
  HANGUL: 8,
  HAN: 9,
  KANA: 10,
  DIGIT: 11,
  PUNCT: 12,
} as const;
export type Script = (typeof Script)[keyof typeof Script];

export interface TaggerToken {
  readonly start: number;
  readonly end: number;
  readonly script: Script;
  /** The token is the first of its line (after indentation). */
  readonly lineStart: boolean;
  /** The token is the last of its line. */
  readonly lineEnd: boolean;
  /** Whitespace separates this token from the previous one. */
  readonly spaceBefore: boolean;
}

/** The script of one UTF-16 code unit (BMP scripts only: the ones names are written in). */
export function scriptOf(code: number): Script {
  if (code < 0x80) {
    if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) return Script.LATIN;
    if (code >= 0x30 && code <= 0x39) return Script.DIGIT;
    return code === 0x5f ? Script.LATIN : Script.PUNCT;
  }
  if (code < 0x250) return code >= 0xc0 && code !== 0xd7 && code !== 0xf7 ? Script.LATIN : Script.PUNCT;
  if (code >= 0x1e00 && code < 0x1f00) return Script.LATIN;
  if (code >= 0x370 && code < 0x400) return Script.GREEK;
  if (code >= 0x1f00 && code < 0x2000) return Script.GREEK;
  if (code >= 0x400 && code < 0x530) return Script.CYRILLIC;
  if (code >= 0x590 && code < 0x600) return Script.HEBREW;
  if ((code >= 0x600 && code < 0x700) || (code >= 0x750 && code < 0x780)) return Script.ARABIC;
  if (code >= 0x900 && code < 0x980) return Script.DEVANAGARI;
  if (code >= 0xe00 && code < 0xe80) return Script.THAI;
  if (
    (code >= 0xac00 && code < 0xd7b0) ||
    (code >= 0x1100 && code < 0x1200) ||
    (code >= 0x3130 && code < 0x3190)
  )
    return Script.HANGUL;
  if (
    (code >= 0x4e00 && code < 0xa000) ||
    (code >= 0x3400 && code < 0x4dc0) ||
    (code >= 0xf900 && code < 0xfb00)
  )
    return Script.HAN;
  if (code >= 0x3040 && code < 0x3100) return Script.KANA;
  if (code >= 0x300 && code < 0x370) return Script.OTHER; // combining marks: part of a word
  if (code >= 0xff10 && code <= 0xff19) return Script.DIGIT;
  if ((code >= 0xff21 && code <= 0xff3a) || (code >= 0xff41 && code <= 0xff5a)) return Script.LATIN;
  if (code >= 0x2000 && code < 0x3040) return Script.PUNCT; // general punctuation, CJK punctuation
  if (code >= 0xff00 && code < 0xfff0) return Script.PUNCT;
  return Script.OTHER;
}

// `scriptOf` of every ASCII code, looked up by the tokenizer's loops instead of called.
const ASCII_SCRIPTS = Uint8Array.from({ length: 0x80 }, (_, c) => scriptOf(c));
const scriptOfCode = (code: number): Script =>
  code < 0x80 ? (ASCII_SCRIPTS[code]! as Script) : scriptOf(code);

const isSpace = (c: number) =>
  c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0xa0 || c === 0x3000;
/** Scripts whose characters are one token each: no space separates a name from its neighbours. */
export const isJoinedScript = (s: Script) => s === Script.HAN || s === Script.KANA || s === Script.HANGUL;
const isWordScript = (s: Script) => s !== Script.PUNCT && !isJoinedScript(s);
const isInnerJoin = (c: number) => c === 0x27 || c === 0x2019 || c === 0x2d; // ' ’ -

// Thai honorifics written joined to the name (คุณ Khun, นางสาว Miss): a token of their own.
const THAI_HONORIFICS = ["คุณ", "นางสาว"];

/** Length of a Thai honorific that starts `text` at `at` and is followed by more Thai, or 0. */
function thaiHonorific(text: string, at: number, end: number): number {
  for (const h of THAI_HONORIFICS) if (end - at > h.length + 1 && text.startsWith(h, at)) return h.length;
  return 0;
}

/** Splits text into tagger tokens in one pass; offsets are UTF-16 code units. */
export function taggerTokens(text: string): TaggerToken[] {
  // Built with a writable line end, set when the next token starts a line (one object per token).
  const out: { -readonly [K in keyof TaggerToken]: TaggerToken[K] }[] = [];
  const n = text.length;
  let i = 0;
  let lineStart = true;
  let spaceBefore = true;
  const push = (start: number, end: number, script: Script) => {
    const prev = out[out.length - 1];
    if (prev && lineStart) prev.lineEnd = true;
    out.push({ start, end, script, lineStart, lineEnd: false, spaceBefore });
    lineStart = false;
    spaceBefore = false;
  };
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      if (c === 0x0a) lineStart = true;
      spaceBefore = true;
      i++;
      continue;
    }
    const s = scriptOfCode(c);
    if (!isWordScript(s)) {
      push(i, i + 1, s);
      i++;
      continue;
    }
    const start = i;
    // A word's script is that of its first letter (digits count only when nothing else does).
    let script: Script = s === Script.OTHER ? Script.OTHER : s;
    i++;
    while (i < n) {
      const d = text.charCodeAt(i);
      const t = scriptOfCode(d);
      if (isWordScript(t)) {
        if (script === Script.DIGIT && t !== Script.DIGIT && t !== Script.OTHER) script = t;
        i++;
        continue;
      }
      // Inner apostrophe or hyphen followed by a letter stays inside the word.
      if (isInnerJoin(d) && i + 1 < n && isWordScript(scriptOfCode(text.charCodeAt(i + 1)))) {
        i += 2;
        continue;
      }
      break;
    }
    const honorific = script === Script.THAI ? thaiHonorific(text, start, i) : 0;
    if (honorific > 0) {
      push(start, start + honorific, script);
      push(start + honorific, i, script);
    } else push(start, i, script);
  }
  const last = out[out.length - 1];
  if (last) last.lineEnd = true;
  return out;
}
