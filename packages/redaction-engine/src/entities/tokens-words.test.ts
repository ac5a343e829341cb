import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { mulberry32 } from "./seeded-random.js";
import { tokenize } from "./tokens.js";

// The words a global scan with the tokenizer's Unicode pattern finds: what the faster walk of
// `tokenize` must find, word for word.
const WORD = /\p{L}\.(?:\p{L}\.)+|[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’&-][\p{L}\p{M}\p{N}]+)*/gu;

function regexWords(text: string): [number, number][] {
  return [...text.matchAll(WORD)].map((m) => [m.index, m[0].length]);
}

/** Each token's start, and the end of the pattern's match there (a possessive's `'s` and an abbreviation's period set aside). */
function tokenWords(text: string): [number, number][] {
  return tokenize(text).map((t) => {
    const possessive =
      /^['’]s/.test(text.slice(t.end, t.end + 2)) && !/[\p{L}\p{M}\p{N}]/u.test(text[t.end + 2] ?? "");
    const end = possessive
      ? t.end + 2
      : t.text.endsWith(".") && !/\p{L}\.\p{L}/u.test(t.text)
        ? t.end - 1
        : t.end;
    return [t.start, end - t.start];
  });
}

describe("tokenize's word walk", () => {
  it("finds the words a global scan of the pattern finds", () => {
    const texts = [
      "Dr. Jane O'Brien-Smith's cat, U.S. and e.g. A.B.C. 42nd St. Zoë Ünal (Mme. Lefèvre) said.",
      "Ab & Co. AT&T -x x- 'a' a' 'a R&D 3.5 a.b c. d.e.f 1.2. ja’s İstanbul ﬁne नमस्ते 東京都 Σας",
      "tab\tseparated\nlines\r\nand   spaces  a.  b. C. D. x.y. --- && '' ’’ a-1 1-a 9a a9 ß é̃ e\u0301",
      "\ud83d\ude00 emoji\ud83d\ude00word lone\ud800surrogate a\u0300b end.",
      "",
      "a",
      "a.",
      "Ab.",
      "x'",
    ];
    for (const text of texts) expect(tokenWords(text), text).toEqual(regexWords(text));
  });

  it("finds them in random text drawn from the characters that decide a word's end", () => {
    const alphabet = [
      "a",
      "B",
      "7",
      ".",
      "'",
      "’",
      "&",
      "-",
      " ",
      "\n",
      "é",
      "\u0301",
      "ß",
      "東",
      "١",
      ",",
      "\ud83d",
      "\ude00",
    ];
    const random = mulberry32(7);
    for (let i = 0; i < 3000; i++) {
      let text = "";
      const length = Math.floor(random() * 24);
      for (let j = 0; j < length; j++) text += alphabet[Math.floor(random() * alphabet.length)];
      expect(tokenWords(text), JSON.stringify(text)).toEqual(regexWords(text));
    }
  });

  it("reads an ASCII word's case by its codes as the Unicode reading of any other word does", () => {
    // Words of ASCII letters and digits are lower-cased and read for capitals by character codes;
    // the rest by toLowerCase and toUpperCase. Both must agree on every word.
    const alphabet = ["A", "Z", "b", "y", "7", " ", " ", ".", "'", "É", "é", "-"];
    const random = mulberry32(11);
    for (let i = 0; i < 3000; i++) {
      let text = "";
      const length = Math.floor(random() * 16);
      for (let j = 0; j < length; j++) text += alphabet[Math.floor(random() * alphabet.length)];
      for (const t of tokenize(text)) {
        const lower = t.text.toLowerCase();
        const capitalised = /^[A-ZÉ]/.test(t.text);
        expect(t.lower, JSON.stringify(text)).toBe(t.text.endsWith(".") ? lower.replace(/\./g, "") : lower);
        expect(t.capitalised, JSON.stringify(text)).toBe(capitalised);
        expect(t.allCaps, JSON.stringify(text)).toBe(
          capitalised && t.text.length > 1 && t.text === t.text.toUpperCase() && /\p{L}{2}/u.test(t.text),
        );
      }
    }
  });

  it("reads a megabyte of words that end where the walk hands over to the pattern in linear time", () => {
    const line = `${"a".repeat(5_000)}é ${"a'".repeat(500)} ${"a-b&c".repeat(300)} ${"A.".repeat(400)} x9’s\n`;
    const read = (scale: number) => tokenize(line.repeat(16 * scale));
    expect(line.length * 16 * 8).toBeGreaterThan(1_000_000);
    expectLinearCpu(read, 1);
  });
});
