import { describe, expect, it } from "vitest";
import { sha256Hex } from "../hashing.js";
import { decodeBase64, encodeBase64 } from "./base64.js";
import { finishMix, finishMixes, mix, startMix } from "./feature-hash.js";
import { firstNameKey, NameFilter } from "./name-filter.js";
import { shippedTaggerModel } from "./shipped-tagger.js";
import { extractFeatures, MAX_FEATURES } from "./tagger-features.js";
import { Lex, taggerLexicon } from "./tagger-lexicon.js";
import { Script, taggerTokens } from "./tagger-tokens.js";
import { decodeWeights, encodeWeights } from "./weight-codec.js";

const words = (text: string) => taggerTokens(text).map((t) => text.slice(t.start, t.end));

describe("tagger tokens", () => {
  it("keeps inner apostrophes and hyphens, splits punctuation, and reads any script", () => {
    expect(words("Hi Jean-Luc O'Brien, call me: +44!")).toEqual([
      "Hi",
      "Jean-Luc",
      "O'Brien",
      ",",
      "call",
      "me",
      ":",
      "+",
      "44",
      "!",
    ]);
    expect(words("Звонил Иван Петров.")).toEqual(["Звонил", "Иван", "Петров", "."]);
    // Han, Kana and Hangul: one token per character, so particles and titles are tokens of their own.
    expect(words("田中さん")).toEqual(["田", "中", "さ", "ん"]);
    expect(words("김민준님께")).toEqual(["김", "민", "준", "님", "께"]);
    // A Thai honorific joined to the name is split off; the rest of the word stays one token.
    expect(words("เรียน คุณสมชาย")).toEqual(["เรียน", "คุณ", "สมชาย"]);
    const scripts = taggerTokens("Ana Ελένη יוסי 田 42").map((t) => t.script);
    expect(scripts.slice(0, 4)).toEqual([Script.LATIN, Script.GREEK, Script.HEBREW, Script.HAN]);
  });

  it("marks the first and last token of each line and the spaces between tokens", () => {
    const tokens = taggerTokens("From: Anna\n  Beste Piet,\nok");
    expect(tokens.map((t) => [t.lineStart, t.lineEnd])).toEqual([
      [true, false],
      [false, false],
      [false, true],
      [true, false],
      [false, false],
      [false, true],
      [true, true],
    ]);
    expect(tokens.map((t) => t.spaceBefore)).toEqual([true, false, true, true, true, false, true]);
  });
});

describe("tagger features", () => {
  const lexicon = taggerLexicon();
  const featuresOf = (text: string, names?: NameFilter) => {
    const tokens = taggerTokens(text);
    const f = extractFeatures(text, tokens, lexicon, names);
    return tokens.map((_, i) => [...f.hashes.subarray(f.offsets[i], f.offsets[i + 1])]);
  };

  it("is deterministic, bounded per token, and valid after the next call reuses its buffer", () => {
    const a = featuresOf("Dear Ms. Novak, thank you.");
    expect(featuresOf("Dear Ms. Novak, thank you.")).toEqual(a);
    for (const token of a) expect(token.length).toBeLessThanOrEqual(MAX_FEATURES);
    // Copied out above; a second text of another length leaves the copy intact.
    featuresOf("x ".repeat(3000));
    expect(featuresOf("Dear Ms. Novak, thank you.")).toEqual(a);
  });

  it("sees the word, its case and its neighbours: the same word in two contexts differs", () => {
    const [, asName] = featuresOf("ask Will Turner");
    const [asWord] = featuresOf("Will you refund");
    const [, lower] = featuresOf("ask will turner");
    const shared = asName!.filter((h) => asWord!.includes(h));
    expect(shared.length).toBeGreaterThan(0); // the word itself, its prefixes and suffixes
    expect(shared.length).toBeLessThan(asName!.length);
    expect(lower).not.toEqual(asName);
  });

  it("hashes every feature as the shipped weights were trained on (digests since the context features of decision 0051)", () => {
    // Every script, case and token kind the extractor has a path for; the weights index rows by
    // these hashes, so a change to one value would silently misread the model.
    const text =
      "Dear Ms. Novak, thank you. hi john miller, Will Turner of ACME GmbH (Pty) Ltd; O'Brien-Smith 12ab __x__\n" +
      "担当の田中美咲が佐藤様に。김민준님께서 Уважаемый Иван Петров, ولمحمد לדוד כהן श्री राहुल คุณสมชาย Ελένη İstanbul Zoë";
    const digest = (names?: NameFilter) => {
      const f = extractFeatures(text, taggerTokens(text), lexicon, names);
      return [f.hashes.length, sha256Hex(`${[...f.offsets].join(",")}|${[...f.hashes].join(",")}`)];
    };
    expect(digest()).toEqual([1980, "ae45bb356520bdd72602b2c6bd1588f36ada5f645e0b691b05d00fced6d7f58d"]);
    expect(digest(shippedTaggerModel().names)).toEqual([
      2029,
      "89806a805b18b0bb8aed7a3eb95a2aa5c4df147c86d2b916d3ecbe96c50e34e7",
    ]);
  });

  it("returns each token's word-list bits: the lexicon's, with the name filter's for words only", () => {
    const filter = NameFilter.empty(1024, 3);
    for (const w of ["oksana", "müller", "12", "ivan"]) filter.add(firstNameKey(w));
    const text = "Dear Oksana MÜLLER, 12 Ivan-x the";
    const tokens = taggerTokens(text);
    const { wordBits } = extractFeatures(text, tokens, lexicon, filter);
    const expected = tokens.map((t) => {
      const w = text.slice(t.start, t.end).toLowerCase();
      const word = t.script !== Script.PUNCT && t.script !== Script.DIGIT;
      return (lexicon.get(w) ?? 0) | (word && filter.has(firstNameKey(w)) ? Lex.POOL_FIRST : 0);
    });
    expect([...wordBits]).toEqual(expected);
    // The digits are in the filter but get no name bit; the hyphenated word is not `ivan`.
    expect(wordBits[4]! & Lex.POOL_FIRST).toBe(0);
    expect(wordBits[1]! & Lex.POOL_FIRST).toBe(Lex.POOL_FIRST);
    expect(wordBits[2]! & Lex.POOL_FIRST).toBe(Lex.POOL_FIRST);
    expect(wordBits[5]! & Lex.POOL_FIRST).toBe(0);
    expect(wordBits[6]! & Lex.STOP_WORD).toBe(Lex.STOP_WORD);
  });

  it("mixes in two halves to the value of the whole mix", () => {
    for (const [a, b] of [
      [0, 0],
      [1, 0],
      [93, 6],
      [0xffffffff, 0x80000000],
      [0x7fffffff, 0xffffffff],
      [0x811c9dc5, 0x01000193],
    ] as const) {
      expect(finishMix(startMix(a, b))).toBe(mix(a, b));
      expect(mix(a, b)).toBeGreaterThanOrEqual(0);
      // In place over a buffer, up to `count` and not beyond.
      const values = Uint32Array.of(startMix(a, b), startMix(b, a), 12345);
      finishMixes(values, 2);
      expect([...values]).toEqual([mix(a, b), mix(b, a), 12345]);
    }
    expect(mix(2, 0x811c9dc5)).not.toBe(mix(3, 0x811c9dc5));
  });

  it("adds a feature when the name filter knows the word", () => {
    const filter = NameFilter.empty(1024, 3);
    filter.add(firstNameKey("oksana"));
    expect(filter.has(firstNameKey("oksana"))).toBe(true);
    expect(filter.has(firstNameKey("table"))).toBe(false);
    const [without] = featuresOf("Oksana wrote");
    const [withName] = featuresOf("Oksana wrote", filter);
    expect(withName!.length).toBeGreaterThan(without!.length);
  });
});

describe("weight encoding", () => {
  it("round-trips base64 and the zero-run int8 table", () => {
    const bytes = Uint8Array.from([0, 1, 2, 250, 255, 128, 7]);
    for (let n = 0; n <= bytes.length; n++)
      expect([...decodeBase64(encodeBase64(bytes.subarray(0, n)))]).toEqual([...bytes.subarray(0, n)]);
    const table = new Int8Array(1000);
    table[0] = -127;
    table[3] = 127;
    table[700] = -1;
    table[999] = 5;
    expect([...decodeWeights(encodeWeights(table), table.length)]).toEqual([...table]);
    expect(() => decodeWeights(encodeWeights(table), 999)).toThrow(/decoded/);
  });
});
