import { describe, expect, it } from "vitest";
import { hasWordBefore, matchesAfter } from "./context-words.js";
import { PHONE_WORDS } from "./phone-words.js";

// Random texts of letters (Latin, accented, other scripts), marks, digits, separators, a character
// outside the Basic Multilingual Plane, and pieces of the words sought.
const PIECES = [
  "a",
  "é",
  "\u0301",
  "7",
  " ",
  ".",
  ":",
  "#",
  "😀",
  "号",
  "tel",
  "phone",
  "ref",
  "no",
  "vào",
  "Ref",
];
function randomTexts(count: number, seed: number): string[] {
  const texts: string[] = [];
  for (let n = 0; n < count; n++) {
    let text = "";
    for (let k = 0; k < n % 12; k++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      text += PIECES[(seed >>> 16) % PIECES.length]; // the high bits: the low ones cycle
    }
    texts.push(text);
  }
  return texts;
}

describe("matchesAfter", () => {
  // The edge and the pattern as one regex, the form matchesAfter stands for.
  const pairs: [RegExp, RegExp][] = [
    [/(?<![\p{Script=Latin}\p{M}0-9])/uy, /(?:tel|phone|号|😀a)(?![\p{Script=Latin}\p{M}0-9])/gu],
    [/(?<![\p{L}\p{N}])/uy, /(?:ref|no)\.?(?:\s*(?:no|#)\.?)?\s*[:#-]?\s*$/giu],
  ];

  it("matches exactly where the one regex of the edge and the pattern matches", () => {
    for (const [edge, pattern] of pairs) {
      const whole = new RegExp(edge.source + pattern.source, pattern.flags.replace("g", ""));
      const found = new Set<boolean>();
      for (const text of randomTexts(20_000, 3)) {
        expect(matchesAfter(edge, pattern, text), JSON.stringify(text)).toBe(whole.test(text));
        found.add(whole.test(text));
      }
      expect(found.size).toBe(2); // texts of both kinds
    }
  });
});

describe("hasWordBefore", () => {
  it("finds a word only on its own, not inside another word", () => {
    expect(hasWordBefore("see you at ", 11, PHONE_WORDS)).toBe(false);
    expect(hasWordBefore("Tel. ", 5, PHONE_WORDS)).toBe(true);
    expect(hasWordBefore("hotel ", 6, PHONE_WORDS)).toBe(false);
    expect(hasWordBefore("😀tel ", 6, PHONE_WORDS)).toBe(true);
  });
});
