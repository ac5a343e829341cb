import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { CLINICAL_MRN_LABELS, DOB_LABELS, MRN_LABELS } from "../clinical/field-labels.js";
import { firstCharacters, firstCharacterTrigger, matchPrefixes } from "./pattern-prefixes.js";
import { allMatches, firstCharacterScan } from "./sticky-scan.js";

const sorted = (set: Set<string>) => [...set].sort();

describe("the first characters of a pattern", () => {
  it.each([
    [String.raw`D\.?O\.?B\.?`, ["D"]],
    [String.raw`(?:n\. )?nosologico`, ["n"]],
    [String.raw`(?:n[º°o]\.? (?:de )?)?registro`, ["n", "r"]],
    [String.raw`(?<!\*)\*(?=\d)`, ["*"]],
    ["(?:№|номер) x", ["н", "№"]],
    ["[a-c]x|y", ["a", "b", "c", "y"]],
    [String.raw`\u00e9t[\p{L}]`, ["é"]],
    [String.raw`(?<![\p{L}\p{N}])(?:ab|°)(\d{2})`, ["a", "°"]],
    ["^(?:x|y)?z", ["x", "y", "z"]],
    [String.raw`\b(?:ab|c)\B`, ["a", "c"]],
  ])("/%s/ starts with %j", (source, first) => {
    expect(sorted(firstCharacters(source))).toEqual(first);
  });

  it.each([String.raw`\p{L}x`, ".x", "[^a]x", "a?", "(?:x|y?)", String.raw`\dx`, "(ab"])(
    "/%s/ has no first characters to list: it throws",
    (source) => {
      expect(() => firstCharacters(source)).toThrow();
    },
  );
});

describe("a first-character trigger", () => {
  it("lists the case variants the i and u flags fold together, and no others", () => {
    const k = firstCharacterTrigger(/k\d/giu);
    expect(["k", "K", "\u212a"].map((c) => new RegExp(k.source).test(c))).toEqual([true, true, true]);
    const s = firstCharacterTrigger(/s\d/giu);
    expect(["s", "S", "ſ", "ś"].map((c) => new RegExp(s.source).test(c))).toEqual([true, true, true, false]);
    // `İ` folds to no ASCII letter under the u flag: neither the pattern nor its trigger takes it.
    const i = firstCharacterTrigger(/i\d/giu);
    expect(["i", "I", "İ", "ı"].map((c) => new RegExp(i.source).test(c))).toEqual([true, true, false, false]);
    expect(/i\d/iu.test("İ1")).toBe(false);
    // Without the i flag, only the character itself.
    expect(new RegExp(firstCharacterTrigger(/ID/gu).source).test("i")).toBe(false);
  });

  it("takes every label's first four characters, in either case, when asked for four", () => {
    for (const labels of [DOB_LABELS, MRN_LABELS, CLINICAL_MRN_LABELS]) {
      const source = `(?:${labels.join("|")})`;
      const trigger = new RegExp(`^(?:${firstCharacterTrigger(new RegExp(source, "giu"), "", 4).source})`);
      for (const prefix of matchPrefixes(source, 4)) {
        // An unlisted character (`\s`, `\d`) may be any: a letter stands in for it.
        const start = prefix.map((c) => c ?? "x").join("");
        for (const variant of [start, start.toLowerCase(), start.toUpperCase()])
          if (variant.length === start.length)
            expect([variant, trigger.test(variant)]).toEqual([variant, true]);
      }
    }
  });

  it("with four characters fires where a two-character prefix's match goes on otherwise", () => {
    const trigger = firstCharacterTrigger(/(?:dob|date of birth|born)/giu, "", 4);
    expect(
      ["DOB", "date", "Born", "do", "data", "bore", "boring"].map((w) => new RegExp(trigger.source).test(w)),
    ).toEqual([true, true, true, false, false, false, false]);
  });

  it("takes every label's first two characters, in either case", () => {
    for (const labels of [DOB_LABELS, MRN_LABELS, CLINICAL_MRN_LABELS]) {
      const trigger = new RegExp(
        `^(?:${firstCharacterTrigger(new RegExp(`(?:${labels.join("|")})`, "giu")).source})`,
      );
      let checked = 0;
      for (const label of labels)
        for (const prefix of matchPrefixes(label, 2)) {
          const start = prefix.map((c) => c ?? "").join("");
          for (const variant of [start, start.toLowerCase(), start.toUpperCase()])
            if (variant.length === start.length) {
              expect([label, variant, trigger.test(variant)]).toEqual([label, variant, true]);
              checked++;
            }
        }
      expect(checked).toBeGreaterThan(labels.length * 2);
    }
  });

  it("reads the first two characters, an optional item letting the next follow", () => {
    const starts = (source: string) => matchPrefixes(source, 2).map((p) => p.map((c) => c ?? "*").join(""));
    expect(starts(String.raw`D\.?O\.?B`)).toEqual(["D.", "DO"]);
    expect(starts(String.raw`°\s*\d`)).toEqual(["°*"]);
    expect(starts("a(?:b|c)|d+|e[fg]?")).toEqual(["ab", "ac", "d*", "ef", "eg", "e"]);
  });
});

describe("a first-character scan", () => {
  const positions = (matches: Iterable<RegExpMatchArray>) => [...matches].map((m) => [m.index, m[0]]);

  it("finds what the global scan finds, and moves past each match as it does", () => {
    const exact = /(?<![\p{L}\p{N}])(?:ab|°)\d+/giu;
    const text = "°12 xab3 AB45 ab 😀ab6 1ab7 ÅB8 ab9ab10";
    expect(positions(firstCharacterScan(exact, "(?<![A-Za-z0-9])")(text))).toEqual(
      positions(text.matchAll(exact)),
    );
    expect(positions(firstCharacterScan(exact)(text))).toEqual([
      [0, "°12"],
      [9, "AB45"],
      [19, "ab6"],
      [32, "ab9"],
    ]);
  });

  it("is linear on a megabyte of candidates that fail", () => {
    const exact = /(?<![\p{L}\p{N}])(?:ab|°)\d+/giu;
    const scan = (scale: number) => firstCharacterScan(exact)(" a".repeat(62_500 * scale));
    expect(scan(8)).toEqual([]);
    expectLinearCpu(scan, 1);
  });
});

describe("allMatches", () => {
  const positions = (matches: Iterable<RegExpMatchArray>) =>
    [...matches].map((m) => [m.index, [...m], m.indices ?? null]);

  it.each([/\p{Lu}\p{Ll}+/gu, /(a)?b*/g, /(?:)/gu, /x*/gu, /(?<=\s)\p{L}*/dgu, /^\s*(\w*)$/gm])(
    "finds what matchAll finds with %s, empty matches and surrogate pairs included",
    (re) => {
      for (const text of ["", "Ab cd Éf 😀x 😀", "bbab\n a\n\n😀😀b", "x😀xx"]) {
        expect(positions(allMatches(re, text))).toEqual(positions(text.matchAll(re)));
        expect(re.lastIndex).toBe(0);
      }
    },
  );

  it("refuses a pattern without the g flag, which matchAll refuses too", () => {
    expect(() => allMatches(/a/u, "aaa")).toThrow(TypeError);
  });
});
