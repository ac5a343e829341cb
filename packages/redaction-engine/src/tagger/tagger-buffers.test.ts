import { describe, expect, it } from "vitest";
import { createShippedTagger, WITH_ORGANISATIONS_MARGIN } from "./shipped-tagger.js";
import { grownCapacity, INITIAL_TOKENS, KEPT_TOKENS } from "./tagger-buffers.js";
import { viterbiBufferTokens } from "./tagger-decode.js";
import { featureBufferTokens } from "./tagger-features.js";
import { taggerTokens } from "./tagger-tokens.js";

const ctx = { types: new Set(["PERSON", "ORG"] as const), phoneRegions: [] };
const LINE = "Dear Maria Lopez, your ticket with Acme Logistics GmbH was closed by Jan Novak today.\n";
const SMALL = "Hi Anna Kowalski, Priya Raman from Northwind Traders Ltd will call you back tomorrow.";

describe("the tagger's work arrays", () => {
  it("keep the capacity of documents up to KEPT_TOKENS and give back that of a larger one", () => {
    const tagger = createShippedTagger({ minMargin: WITH_ORGANISATIONS_MARGIN });
    const before = tagger.detect(SMALL, ctx);

    const medium = LINE.repeat(Math.floor(KEPT_TOKENS / 2 / taggerTokens(LINE).length));
    expect(taggerTokens(medium).length).toBeLessThan(KEPT_TOKENS / 2);
    tagger.detect(medium, ctx);
    // Kept: the next document of that size allocates nothing.
    expect(featureBufferTokens()).toBeGreaterThanOrEqual(taggerTokens(medium).length);
    expect(featureBufferTokens()).toBeLessThanOrEqual(KEPT_TOKENS);
    expect(viterbiBufferTokens()).toBeGreaterThanOrEqual(taggerTokens(medium).length);

    // About 40 000 tokens (250 KB): every array grows to fit it, and is given back after it.
    const large = LINE.repeat(2500);
    expect(taggerTokens(large).length).toBeGreaterThan(4 * KEPT_TOKENS);
    const found = tagger.detect(large, ctx);
    expect(found.length).toBeGreaterThan(2500);
    expect(featureBufferTokens()).toBe(INITIAL_TOKENS);
    expect(viterbiBufferTokens()).toBe(INITIAL_TOKENS);

    // The same findings as before the large document.
    expect(tagger.detect(SMALL, ctx)).toEqual(before);
  });

  it("grow to twice the need within what is kept, and to exactly the need beyond it", () => {
    expect(grownCapacity(1500)).toBe(3000);
    expect(grownCapacity(KEPT_TOKENS / 2 + 1)).toBe(KEPT_TOKENS);
    expect(grownCapacity(KEPT_TOKENS * 3)).toBe(KEPT_TOKENS * 3);
  });
});
