import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { CONTEXT_FEATURES, contextFeatures } from "./tagger-context-features.js";
import { taggerTokens } from "./tagger-tokens.js";

/** The context values of the token `word` (its first occurrence at or after `from`). */
function valuesOf(text: string, word: string, from = 0): number[] {
  const tokens = taggerTokens(text);
  const values = contextOf(text);
  const at = tokens.findIndex((t) => t.start >= from && text.slice(t.start, t.end) === word);
  expect(at).toBeGreaterThanOrEqual(0);
  return [...values.subarray(at * CONTEXT_FEATURES, (at + 1) * CONTEXT_FEATURES)];
}

/** The context values over per-slot arrays built here as the extractor builds its own (a simpler word hash and shape). */
function contextOf(text: string): Uint32Array {
  const tokens = taggerTokens(text);
  const pad = 2;
  const n = tokens.length + 2 * pad;
  const word = new Uint32Array(n).fill(1);
  const caseClass = new Uint8Array(n).fill(7);
  const shape = new Uint32Array(n).fill(1);
  tokens.forEach((t, i) => {
    const raw = text.slice(t.start, t.end);
    const lower = raw.toLowerCase();
    word[i + pad] = [...lower].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
    caseClass[i + pad] = /^[^\p{L}]+$/u.test(raw)
      ? 6
      : raw === lower
        ? 0
        : raw === raw.toUpperCase()
          ? raw.length > 1
            ? 2
            : 1
          : 1;
    shape[i + pad] = raw.length;
  });
  return contextFeatures(text, tokens, word, caseClass, shape, pad);
}

describe("tagger context features", () => {
  it("tells a word also written in lower case elsewhere from one always capitalised", () => {
    // `Rose` mid-sentence in both; in the first document `rose` is also a verb in lower case.
    const withVerb = valuesOf("Prices rose again. We asked Rose about it.", "Rose");
    const alone = valuesOf("Prices fell again. We asked Rose about it.", "Rose");
    expect(withVerb[2]).not.toBe(alone[2]);
    // Shapes and cases around it are the same: only the document's evidence differs.
    expect(withVerb[1]).toBe(alone[1]);
  });

  it("places a token against a `Label:` colon and reads the line's case", () => {
    const text = "Patient: Anna Berg\nANNA BERG WAS SEEN\nthe patient anna came";
    const afterColon = valuesOf(text, "Anna");
    const shouted = valuesOf(text, "ANNA");
    const prose = valuesOf(text, "anna");
    expect(new Set([afterColon[4], shouted[4], prose[4]]).size).toBe(3);
    // The first and the second word after the colon differ; `Patient` before it differs from both.
    const second = valuesOf(text, "Berg");
    const label = valuesOf(text, "Patient");
    expect(new Set([afterColon[4], second[4], label[4]]).size).toBe(3);
  });

  it("counts a bullet as no word of its line, so the name after it is the line's first word", () => {
    const bulleted = valuesOf("- Maria Lopez", "Maria");
    const plain = valuesOf("Maria Lopez", "Maria");
    const bulletBit = (v: number[]) => (v[5]! >> 3) & 1;
    expect(bulletBit(bulleted)).toBe(1);
    expect(bulletBit(plain)).toBe(0);
    expect((bulleted[5]! >> 4) & 3).toBe((plain[5]! >> 4) & 3);
  });

  it("is linear in the document", () => {
    const line = "Met Anna Berg at ACME today: she rose early.\n";
    expectLinearCpu((scale) => contextOf(line.repeat(scale)), 400);
  });
});
