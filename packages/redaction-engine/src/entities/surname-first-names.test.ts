import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { defaultGazetteer } from "./gazetteer.js";
import { nameWords } from "./name-words.js";
import { findSurnameFirstNames } from "./surname-first-names.js";

const g = defaultGazetteer();
const names = (text: string) =>
  findSurnameFirstNames(text, "entity", nameWords(g), g).map((f) => text.slice(f.start, f.end));

describe("romanised names written surname first", () => {
  it.each([
    ["TANAKA Taro will join the call at 10.", ["TANAKA Taro"]],
    ["The visa for SATO Kenji was approved.", ["SATO Kenji"]],
    ["Applicant: KIM Min-jun", ["KIM Min-jun"]],
    ["Employee: WANG Xiaoming, ID 8812", ["WANG Xiaoming"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("leaves capitals that are words, acronyms or places alone", () => {
    expect(names("URGENT Please call back")).toEqual([]);
    expect(names("IBM Cloud outage")).toEqual([]);
    expect(names("NOTE Customer asked twice")).toEqual([]);
    expect(names("PARIS Office")).toEqual([]);
    expect(names("Công ty TNHH Điện Quang")).toEqual([]);
    // Capitals that are a first name, not a surname, start a shop's name.
    expect(names("ICA Maxi Umeå")).toEqual([]);
    // A given name that is an ordinary word is no given name.
    expect(names("SATO Update")).toEqual([]);
  });

  // The pattern runs only from the word before a space with capitals around it; these pin that it
  // finds what a scan of every position finds (after a letter, back to back, a no-break space).
  it.each([
    ["xTANAKA Taro and TANAKA Taro", ["TANAKA Taro"]],
    ["TANAKA Taro WANG Wei", ["TANAKA Taro", "WANG Wei"]],
    ["URGENT Please call CHAN Ka Ho", ["CHAN Ka Ho"]],
    ["TANAKA\u00a0Taro", []],
  ])("from trigger positions: %s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("reads a megabyte-long run of capitals before a hyphen once (it was read once per capital)", () => {
    const runs = (scale: number) => [
      names(`${"A".repeat(125_000 * scale)}-B Ab`),
      names(`${"É".repeat(125_000 * scale)}-B Ab TANAKA Taro`),
    ];
    expect(runs(8)).toEqual([[], ["TANAKA Taro"]]);
    expectLinearCpu(runs, 1);
  });

  it("reads a megabyte of repeated cues and names in one pass", () => {
    names("TANAKA ".repeat(150_000));
    expect(names("TANAKA Taro ".repeat(90_000))).toHaveLength(90000);
  });
});
