import { describe, expect, it } from "vitest";
import { createWordPieceTokenizer } from "./wordpiece-tokenizer.js";

const TOKENS = [
  "[PAD]",
  "[UNK]",
  "[CLS]",
  "[SEP]",
  "ada",
  "Ada",
  "love",
  "##lace",
  "##s",
  "'",
  ".",
  ",",
  "é",
  "北",
];
const vocab = new Map(TOKENS.map((t, i) => [t, i]));
const id = (token: string) => vocab.get(token)!;

function words(text: string, options: { lowercase?: boolean } = {}) {
  const t = createWordPieceTokenizer({ vocab, ...options }).tokenize(text);
  return t.words.map((w) => text.slice(w.start, w.end));
}

describe("WordPiece tokenizer", () => {
  it("splits on whitespace and on every punctuation mark, keeping each word's offsets", () => {
    const text = "Ada's  lovelace,\tok.";
    const t = createWordPieceTokenizer({ vocab }).tokenize(text);
    expect(t.words.map((w) => [w.start, w.end, text.slice(w.start, w.end)])).toEqual([
      [0, 3, "Ada"],
      [3, 4, "'"],
      [4, 5, "s"],
      [7, 15, "lovelace"],
      [15, 16, ","],
      [17, 19, "ok"],
      [19, 20, "."],
    ]);
  });

  it("matches the longest piece first and continues with ## pieces; an unmatched word is one [UNK]", () => {
    const t = createWordPieceTokenizer({ vocab }).tokenize("lovelaces Ada xyz");
    expect([...t.ids]).toEqual([id("love"), id("##lace"), id("##s"), id("Ada"), id("[UNK]")]);
    expect([...t.wordOf]).toEqual([0, 0, 0, 1, 2]);
  });

  it("counts offsets in UTF-16 code units: emoji (with a skin-tone modifier) before a name", () => {
    const text = "Hi 👋🏽 Ada";
    const t = createWordPieceTokenizer({ vocab }).tokenize(text);
    expect(t.words.map((w) => [w.start, w.end])).toEqual([
      [0, 2],
      [3, 7],
      [8, 11],
    ]);
    expect(text.slice(8, 11)).toBe("Ada");
    expect([...t.ids]).toEqual([id("[UNK]"), id("[UNK]"), id("Ada")]);
    // Glued to a word, an emoji is part of it (BERT does not split symbols).
    expect(words("🎉Ada")).toEqual(["🎉Ada"]);
  });

  it("lower-cases and strips accents for uncased vocabularies, offsets still into the original", () => {
    const text = "ADA É";
    const t = createWordPieceTokenizer({ vocab, lowercase: true }).tokenize(text);
    expect([...t.ids]).toEqual([id("ada"), id("[UNK]")]); // "é" loses its accent: "e" is not in the vocabulary
    expect(t.words.map((w) => text.slice(w.start, w.end))).toEqual(["ADA", "É"]);
    const cased = createWordPieceTokenizer({ vocab, lowercase: false }).tokenize("é");
    expect([...cased.ids]).toEqual([id("é")]);
  });

  it("splits CJK ideographs, drops control and format characters inside words", () => {
    expect(words("北京")).toEqual(["北", "京"]);
    const text = "A\u200Bda";
    const t = createWordPieceTokenizer({ vocab }).tokenize(text);
    expect(t.words).toEqual([{ start: 0, end: 4 }]);
    expect([...t.ids]).toEqual([id("Ada")]);
  });

  it("turns over-long words into [UNK] and gives nothing for empty or blank text", () => {
    const tokenizer = createWordPieceTokenizer({ vocab, maxCharsPerWord: 5 });
    expect([...tokenizer.tokenize("lovelace").ids]).toEqual([id("[UNK]")]);
    expect(tokenizer.tokenize("").ids.length).toBe(0);
    expect(tokenizer.tokenize(" \n\t ").words).toEqual([]);
  });

  it("refuses a vocabulary without its unknown token", () => {
    expect(() => createWordPieceTokenizer({ vocab: new Map([["a", 0]]) })).toThrow(/unknown token "\[UNK\]"/);
  });
});
