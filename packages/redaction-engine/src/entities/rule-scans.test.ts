import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { SCANNED_PATTERNS as cues } from "./cue-names.js";
import { SCANNED_PATTERNS as institutions } from "./institution-orgs.js";
import { matchPrefixes } from "./pattern-prefixes.js";
import { SCANNED_PATTERNS as roleContexts } from "./role-context-orgs.js";
import { mulberry32 } from "./seeded-random.js";
import { SCANNED_PATTERNS as selfIntroductions } from "./self-introduction-names.js";
import { firstCharacterScan } from "./sticky-scan.js";
import { SCANNED_PATTERNS as titles } from "./title-names.js";
import { SCANNED_PATTERNS as uncasedForms } from "./uncased-legal-forms.js";

// The rules' patterns that run from their first four characters (sticky-scan.ts) must find exactly
// what `text.matchAll(pattern)` finds: the same matches at the same places, groups and indices
// included. Random texts are built from each pattern's own beginnings (in every case), names,
// look-alike words and separators, so that matches, near misses and overlaps are all frequent.
const PATTERNS = Object.entries({
  ...cues,
  ...institutions,
  ...roleContexts,
  ...selfIntroductions,
  ...titles,
  ...uncasedForms,
});

const FILLERS = [
  "Anna",
  "Smith",
  "Acme",
  "anna",
  "the",
  "Hospital",
  "M.",
  "x",
  "É",
  "Ölz",
  "O'Neil",
  "1",
  "İ",
  "ß",
];
const SEPARATORS = [" ", " ", "\t", "\n", ", ", ". ", "-", "'", " \u00a0", ""];

function randomText(starts: string[], r: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const parts: string[] = [];
  for (let i = 0; i < 12; i++) {
    const roll = r();
    let part = roll < 0.45 ? pick(starts) : pick(FILLERS);
    const casing = r();
    if (casing < 0.2) part = part.toUpperCase();
    else if (casing < 0.4) part = part.toLowerCase();
    // Cut a beginning short now and then: a near miss.
    if (r() < 0.15) part = part.slice(0, Math.max(1, Math.floor(r() * part.length)));
    parts.push(part, pick(SEPARATORS));
  }
  return parts.join("");
}

const found = (matches: Iterable<RegExpMatchArray>) =>
  [...matches].map((m) => ({ at: m.index, groups: [...m], indices: m.indices }));

describe("the rules' pattern scans from first characters", () => {
  it.each(PATTERNS)("%s finds what its global scan finds, on 3000 random texts", (_, pattern) => {
    const scan = firstCharacterScan(pattern, "", 4);
    // Each beginning a match can have, up to twelve characters, an unlisted one read as a letter.
    const starts = matchPrefixes(pattern.source, 12).map((p) => p.map((c) => c ?? "a").join(""));
    const r = mulberry32(54);
    let matched = 0;
    for (let i = 0; i < 3000; i++) {
      const text = randomText(starts, r);
      const expected = found(text.matchAll(pattern));
      matched += expected.length;
      expect(found(scan(text)), JSON.stringify(text)).toEqual(expected);
    }
    expect(matched).toBeGreaterThan(100);
  });

  it.each(PATTERNS)(
    "%s reads a megabyte of its own beginnings, cut short and whole, in linear time",
    (_, pattern) => {
      const starts = matchPrefixes(pattern.source, 12).map((p) => p.map((c) => c ?? "a").join(""));
      const line = `${starts.map((s) => `${s.slice(0, 3)} and then some more of the text ${s}. `).join("")}\n`;
      const lines = Math.ceil(125_000 / line.length);
      const scan = firstCharacterScan(pattern, "", 4);
      expect(line.length * lines * 8).toBeGreaterThanOrEqual(1_000_000);
      expectLinearCpu((scale) => scan(line.repeat(lines * scale)), 1);
    },
  );
});
