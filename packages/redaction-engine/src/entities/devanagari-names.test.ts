import { describe, expect, it } from "vitest";
import { findDevanagariNames } from "./devanagari-names.js";

const names = (text: string) => findDevanagariNames(text, "entity").map((f) => text.slice(f.start, f.end));

describe("names in Devanagari", () => {
  it.each([
    ["राहुल शर्मा ने कल फोन किया।", ["राहुल शर्मा"]],
    ["मरीज़: मीनाक्षी गुप्ता, उम्र 42", ["मीनाक्षी गुप्ता"]],
    ["श्रीमती सुनीता देवी से बात हुई", ["सुनीता देवी"]],
    ["डॉ. अमित से मिलें", ["अमित"]],
    ["कृपया राहुल जी को बताइए", ["राहुल"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("leaves answers, address forms and words without a cue alone", () => {
    expect(names("हाँ जी, ठीक है")).toEqual([]);
    expect(names("आप जी से मिले")).toEqual([]);
    expect(names("कल फोन किया था")).toEqual([]);
  });

  it("reads a megabyte of repeated cues and names in one pass", () => {
    names("श्री ".repeat(200_000));
    expect(names("राहुल जी ".repeat(120_000))).toHaveLength(120000);
  });
});
