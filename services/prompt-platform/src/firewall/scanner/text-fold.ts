/**
 * Folding for phrase matching (the idea of Unicode's confusable "skeletons", UTS #39): the text and
 * the patterns are both mapped to a small alphabet, so "IGNORE", "ｉｇｎｏｒｅ", "1gn0re", "іgnоrе"
 * (Cyrillic і and о) and "i g n o r e" all read "ignore". Every folded character remembers the
 * span of the original text it came from, so findings point at the original.
 *
 * The fold: invisible and formatting characters vanish; letters are lower-cased, stripped of
 * accents (NFKD without marks, which also undoes full-width and mathematical letters) and mapped
 * from Cyrillic and Greek look-alikes to Latin; `l` and `i` become one letter (`i`), as do the
 * digits and symbols used for them (0→o, 1→i, 3→e, 4→a, 5→s, 7→t, 8→b, 9→g; @ $ ! | between
 * letters); everything else is a word separator. Runs of three or more single letters separated by
 * single spaces are joined ("i g n o r e" → "ignore").
 */

export interface FoldedView {
  text: string;
  /** Original start (UTF-16 index) of each folded character. */
  starts: Int32Array;
  /** Original end (exclusive) of each folded character. */
  ends: Int32Array;
}

/** Characters that are dropped before matching (zero-width, bidi, tags, variation selectors …). */
export function isInvisible(cp: number): boolean {
  return (
    cp === 0xad ||
    cp === 0x34f ||
    cp === 0x61c ||
    cp === 0x115f ||
    cp === 0x1160 ||
    cp === 0x17b4 ||
    cp === 0x17b5 ||
    cp === 0x180e ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x206f) ||
    cp === 0x3164 ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    cp === 0xfeff ||
    cp === 0xffa0 ||
    (cp >= 0x1bca0 && cp <= 0x1bca3) ||
    (cp >= 0xe0000 && cp <= 0xe007f) ||
    (cp >= 0xe0100 && cp <= 0xe01ef)
  );
}

/** Cyrillic, Greek and other letters that look like Latin ones (after lower-casing). */
const CONFUSABLES: Record<string, string> = {
  а: "a",
  в: "b",
  г: "r",
  д: "d",
  е: "e",
  ё: "e",
  з: "3",
  и: "u",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  п: "n",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ь: "b",
  ѕ: "s",
  і: "i",
  ї: "i",
  ј: "j",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  һ: "h",
  ӏ: "i",
  ɡ: "g",
  ɑ: "a",
  ɩ: "i",
  ı: "i",
  ȷ: "j",
  ο: "o",
  α: "a",
  β: "b",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ω: "w",
  γ: "y",
  μ: "u",
  ք: "q",
  օ: "o",
  ս: "u",
  ց: "g",
  ո: "n",
  ᴀ: "a",
  ʙ: "b",
  ᴄ: "c",
  ᴅ: "d",
  ᴇ: "e",
  ɢ: "g",
  ʜ: "h",
  ɪ: "i",
  ᴊ: "j",
  ᴋ: "k",
  ʟ: "l",
  ᴍ: "m",
  ɴ: "n",
  ᴏ: "o",
  ᴘ: "p",
  ʀ: "r",
  ꜱ: "s",
  ᴛ: "t",
  ᴜ: "u",
  ᴠ: "v",
  ᴡ: "w",
  ʏ: "y",
  ᴢ: "z",
};

const DIGIT_LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "9": "g",
};
const SYMBOL_LEET: Record<string, string> = { "@": "a", $: "s", "!": "i", "|": "i" };

const isAsciiLetter = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
const isAsciiDigit = (c: number) => c >= 0x30 && c <= 0x39;

function foldAscii(c: number): string {
  if (c >= 0x41 && c <= 0x5a) c += 0x20;
  if (c === 0x6c) return "i"; // l
  if (c >= 0x61 && c <= 0x7a) return String.fromCharCode(c);
  if (isAsciiDigit(c)) return DIGIT_LEET[String.fromCharCode(c)] ?? String.fromCharCode(c);
  return " ";
}

const nonAsciiCache = new Map<number, string>();
const MARK = /\p{M}/u;
const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

function foldNonAscii(cp: number): string {
  const cached = nonAsciiCache.get(cp);
  if (cached !== undefined) return cached;
  let out = "";
  const lower = String.fromCodePoint(cp).toLowerCase();
  const direct = CONFUSABLES[lower];
  if (direct !== undefined) out = foldAscii(direct.charCodeAt(0));
  else {
    for (const ch of lower.normalize("NFKD")) {
      if (MARK.test(ch)) continue;
      const c = ch.codePointAt(0)!;
      if (c < 0x80) out += foldAscii(c);
      else {
        const l = ch.toLowerCase();
        const conf = CONFUSABLES[l];
        out += conf !== undefined ? foldAscii(conf.charCodeAt(0)) : LETTER_OR_NUMBER.test(l) ? l : " ";
      }
    }
  }
  if (nonAsciiCache.size < 10_000) nonAsciiCache.set(cp, out);
  return out;
}

/** The fold of one code point (without the context rules for symbols and spaced letters). */
export function foldCodePoint(cp: number): string {
  if (isInvisible(cp)) return "";
  return cp < 0x80 ? foldAscii(cp) : foldNonAscii(cp);
}

function isAlnumAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (Number.isNaN(c)) return false;
  return isAsciiLetter(c) || isAsciiDigit(c) || (c >= 0x80 && LETTER_OR_NUMBER.test(text[i]!));
}

const SPACE = 0x20;
/** Folded code of each ASCII character (symbols that depend on their neighbours: -1). */
const ASCII_FOLD = Int16Array.from({ length: 128 }, (_, c) =>
  SYMBOL_LEET[String.fromCharCode(c)] !== undefined ? -1 : foldAscii(c).charCodeAt(0),
);

/** The folded "words" view: single spaces between words, spaced-out letters joined. */
export function foldText(text: string): FoldedView {
  const n = text.length;
  // Folded characters with their original spans; a non-ASCII character may fold to several.
  let codes = new Uint16Array(n + 16);
  let starts = new Int32Array(n + 16);
  let ends = new Int32Array(n + 16);
  let len = 0;
  const push = (code: number, start: number, end: number) => {
    if (len === codes.length) {
      codes = grown(codes, new Uint16Array(codes.length * 2));
      starts = grown(starts, new Int32Array(starts.length * 2));
      ends = grown(ends, new Int32Array(ends.length * 2));
    }
    codes[len] = code;
    starts[len] = start;
    ends[len] = end;
    len++;
  };
  for (let i = 0; i < n; ) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      let f = ASCII_FOLD[c]!;
      if (f === -1)
        f = isAlnumAt(text, i - 1) && isAlnumAt(text, i + 1) ? SYMBOL_LEET[text[i]!]!.charCodeAt(0) : SPACE;
      push(f, i, i + 1);
      i++;
      continue;
    }
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    const folded = foldCodePoint(cp);
    for (let k = 0; k < folded.length; k++) push(folded.charCodeAt(k), i, i + width);
    i += width;
  }
  return joinSpacedLetters(codes, starts, ends, len);
}

/**
 * Splits on spaces (a double space is a word gap), joins runs of three or more one-letter words,
 * and rebuilds the text with single spaces.
 */
function joinSpacedLetters(
  codes: Uint16Array,
  starts: Int32Array,
  ends: Int32Array,
  len: number,
): FoldedView {
  // Word boundaries: [wordStart[w], wordEnd[w]) in the folded arrays; empty words mark gaps.
  const wordStart = new Int32Array(len + 1);
  const wordEnd = new Int32Array(len + 1);
  let words = 0;
  let begin = 0;
  for (let i = 0; i <= len; i++) {
    if (i === len || codes[i] === SPACE) {
      wordStart[words] = begin;
      wordEnd[words++] = i;
      begin = i + 1;
    }
  }
  const outCodes = new Uint16Array(len);
  const outStarts = new Int32Array(len);
  const outEnds = new Int32Array(len);
  let out = 0;
  let previousEnd = -1;
  // Written out rather than as closures over `out`: this loop runs over every character of every
  // scanned text, and V8 keeps variables that closures assign in a heap context.
  for (let w = 0; w < words; ) {
    const from = wordStart[w]!;
    let to = wordEnd[w]!;
    let next = w + 1;
    if (to - from === 1) {
      let u = w;
      while (u < words && wordEnd[u]! - wordStart[u]! === 1) u++;
      if (u - w >= 3) {
        // A run of one-letter words is written as one word: its letters, with no spaces between.
        to = wordStart[u - 1]! + 1;
        next = u;
      }
    }
    if (to > from) {
      if (previousEnd >= 0) {
        outCodes[out] = SPACE;
        outStarts[out] = ends[previousEnd]!;
        outEnds[out++] = starts[from]!;
      }
      const spaced = next - w > 1;
      for (let k = from; k < to; k++) {
        // In a joined run only each word's first code is a letter; the rest are the spaces between.
        if (spaced && codes[k] === SPACE) continue;
        outCodes[out] = codes[k]!;
        outStarts[out] = starts[k]!;
        outEnds[out++] = ends[k]!;
      }
      previousEnd = to - 1;
    }
    w = next;
  }
  return {
    text: decodeUtf16(outCodes, out),
    starts: outStarts.subarray(0, out),
    ends: outEnds.subarray(0, out),
  };
}

const UTF16 = new TextDecoder("utf-16le");
function decodeUtf16(codes: Uint16Array, length: number): string {
  return UTF16.decode(codes.subarray(0, length));
}

/** The words view without its spaces: catches "ig-nore pre.vious" and "ignore\u200Ball". */
export function compactView(view: FoldedView): FoldedView {
  const n = view.text.length;
  const codes = new Uint16Array(n);
  const starts = new Int32Array(n);
  const ends = new Int32Array(n);
  let out = 0;
  for (let i = 0; i < n; i++) {
    const c = view.text.charCodeAt(i);
    if (c === SPACE) continue;
    codes[out] = c;
    starts[out] = view.starts[i]!;
    ends[out++] = view.ends[i]!;
  }
  return { text: decodeUtf16(codes, out), starts: starts.subarray(0, out), ends: ends.subarray(0, out) };
}

/** Original [start, end) of folded [from, to). */
export function originalSpan(view: FoldedView, from: number, to: number): { start: number; end: number } {
  return { start: view.starts[from]!, end: view.ends[to - 1]! };
}

/**
 * Folds the literal letters of a regular-expression source the same way as the text, so patterns
 * are written in plain words ("all" matches "a11" and "ALL"). Escapes, character classes and
 * `{m,n}` quantifiers are copied as they are.
 */
export function foldPattern(source: string): string {
  let out = "";
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === "\\") {
      out += ch + (source[i + 1] ?? "");
      i++;
    } else if (ch === "[" || ch === "{") {
      const close = source.indexOf(ch === "[" ? "]" : "}", i + 1);
      out += source.slice(i, close + 1);
      i = close;
    } else if (/\p{L}/u.test(ch)) {
      const folded = foldCodePoint(ch.codePointAt(0)!);
      out += folded.length === 1 ? folded : ch;
    } else out += ch;
  }
  return out;
}

function grown<T extends Uint16Array | Int32Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
