import { describe, expect, it } from "vitest";
import { shippedTaggerModel } from "./shipped-tagger.js";
import { extractFeatures } from "./tagger-features.js";
import { taggerLexicon } from "./tagger-lexicon.js";
import { taggerTokens } from "./tagger-tokens.js";
import { WordMemo } from "./word-memo.js";

describe("word memo", () => {
  it("finds a word by its exact characters, length and script, and only once claimed", () => {
    const memo = new WordMemo();
    const text = "Will will WILL wil Willa 1";
    expect(memo.find(text, 0, 4, 1)).toBe(-1);
    const at = memo.claim(text, 0, 4, 1);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(memo.find(text, 0, 4, 1)).toBe(at);
    expect(memo.find(`x ${text}`, 2, 6, 1)).toBe(at);
    expect(memo.find(text, 5, 9, 1)).toBe(-1); // other case
    expect(memo.find(text, 10, 14, 1)).toBe(-1);
    expect(memo.find(text, 15, 18, 1)).toBe(-1); // shorter
    expect(memo.find(text, 19, 24, 1)).toBe(-1); // longer
    expect(memo.find(text, 0, 4, 2)).toBe(-1); // other script
    memo.clear();
    expect(memo.find(text, 0, 4, 1)).toBe(-1);
  });

  it("keeps no word longer than its key and never a claim without a miss", () => {
    const memo = new WordMemo();
    const long = "Schadenfreudeartig";
    expect(memo.find(long, 0, long.length, 1)).toBe(-1);
    expect(memo.claim(long, 0, long.length, 1)).toBe(-1);
  });

  it("leaves the features as they are without it, whatever it held before", () => {
    const lexicon = taggerLexicon();
    const { names } = shippedTaggerModel();
    const text = "Dear Ms. Ana López, Zoë Ærø and 田中美咲 met ACME GmbH; will Will call WILL? 12ab ab12.";
    const features = (of = text) => {
      const f = extractFeatures(of, taggerTokens(of), lexicon, names);
      return [[...f.hashes], [...f.offsets], [...f.wordBits]];
    };
    // Another name filter clears the memo, so these are computed, every word a miss.
    extractFeatures(text, taggerTokens(text), lexicon);
    const first = features();
    // Every word a hit, in slots that held other words: each field must come from the memo (a
    // word-level field left out of `remember` and `recall` fails here).
    features("Ms Lee and Mr Bo saw OK Corp; Han Li, 山田 met BigCo SA; she did, won't WON'T? ab12 12ab!");
    expect(features()).toEqual(first);
    // Many distinct words of every length evict and replace the text's words in the memo.
    const noise = Array.from({ length: 40_000 }, (_, i) => `w${i.toString(36)}${"é".repeat(i % 7)}`).join(
      " ",
    );
    extractFeatures(noise, taggerTokens(noise), lexicon, names);
    expect(features()).toEqual(first);
  });
});
