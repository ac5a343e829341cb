import { describe, expect, it } from "vitest";
import { findCueNames } from "./cue-names.js";
import { defaultGazetteer } from "./gazetteer.js";
import { nameWords } from "./name-words.js";

const g = defaultGazetteer();
const names = (text: string) =>
  findCueNames(text, "entity", nameWords(g), g).map((f) => text.slice(f.start, f.end));

describe("lower-case names after a verb of contact", () => {
  it.each([
    ["called pat yesterday, she said ok", ["pat"]],
    ["thanks, priya!", ["priya"]],
    ["I spoke with john miller about it", ["john miller"]],
    ["Texted anna and she agreed", ["anna"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("leaves ordinary words, word-names and capitals alone", () => {
    expect(names("called the bank, spoke to support")).toEqual([]);
    expect(names("thanks, grace. spoke with will, ask summer")).toEqual([]);
    // Capitalised names are the other rules' (their case says enough).
    expect(names("called Pat yesterday")).toEqual([]);
    // A cue inside another word is no cue.
    expect(names("recalled anna")).toEqual([]);
  });

  it("reads a megabyte of repeated cues and names in one pass", () => {
    names("called ".repeat(150_000));
    expect(names("called anna ".repeat(90_000))).toHaveLength(90000);
  });
});
