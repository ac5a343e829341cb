import { describe, expect, it } from "vitest";
import { FNV_OFFSET, hashRange } from "./feature-hash.js";
import { lexiconBitsAscii, lexiconIndex } from "./lexicon-index.js";
import { taggerLexicon } from "./tagger-lexicon.js";

/** The lookup the index replaces, for a word somewhere in a text. */
function viaIndex(lexicon: ReadonlyMap<string, number>, text: string): number {
  const start = 3;
  const padded = `.. ${text} ..`;
  const h = hashRange(text.toLowerCase(), 0, text.length, FNV_OFFSET);
  return lexiconBitsAscii(lexiconIndex(lexicon), padded, start, start + text.length, h);
}

describe("lexicon index (ASCII lookups without a slice)", () => {
  it("agrees with the map on every ASCII key, in any case, and on words it does not hold", () => {
    const lexicon = taggerLexicon();
    const ascii = [...lexicon.keys()].filter((k) => [...k].every((c) => c.charCodeAt(0) < 0x80));
    expect(ascii.length).toBeGreaterThan(1000);
    for (const key of ascii) {
      expect(viaIndex(lexicon, key)).toBe(lexicon.get(key));
      expect(viaIndex(lexicon, key.toUpperCase())).toBe(lexicon.get(key));
    }
    for (const word of ["zzqx", "Qwertyuiopq", "a1b2", "x"])
      expect(viaIndex(lexicon, word)).toBe(lexicon.get(word) ?? 0);
  });

  it("tells apart two keys with the same hash", () => {
    // Find an FNV-1a collision among short generated words (deterministic; a birthday search).
    const seen = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i++) {
      const word = i.toString(36);
      const h = hashRange(word, 0, word.length, FNV_OFFSET);
      const other = seen.get(h);
      if (other !== undefined) pair = [other, word];
      else seen.set(h, word);
    }
    const [a, b] = pair;
    const lexicon = new Map([
      [a, 1],
      [b, 2],
    ]);
    expect(viaIndex(lexicon, a)).toBe(1);
    expect(viaIndex(lexicon, b)).toBe(2);
    expect(viaIndex(lexicon, `${a}z`)).toBe(0);
  });
});
