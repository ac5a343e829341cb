import { describe, expect, it } from "vitest";
import { startsWord } from "./word-start.js";

describe("startsWord", () => {
  it("is true at the text's start and after a space or punctuation, false inside a word", () => {
    expect(startsWord("anna", 0)).toBe(true);
    expect(startsWord("hi anna", 3)).toBe(true);
    expect(startsWord("(anna", 1)).toBe(true);
    expect(startsWord("recalled", 2)).toBe(false);
    // A combining mark belongs to the word before it.
    expect(startsWord("e\u0301anna", 2)).toBe(false);
    expect(startsWord("x.Mr", 2, /[\p{L}\p{M}.]/u)).toBe(false);
  });
});
