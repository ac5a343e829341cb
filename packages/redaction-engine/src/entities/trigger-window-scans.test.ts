import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { SCANNED_PATTERNS as address, nameThenAddressMatches } from "./address-names.js";
import { LINE_PATTERNS as brandLines } from "./brand-orgs.js";
import { SCANNED_PATTERNS as kinship, kinThenNameMatches } from "./kinship-names.js";
import { mulberry32 } from "./seeded-random.js";
import { LINE_PATTERNS as speakerLines } from "./speaker-names.js";
import { firstCharacterScan, markedLineMatches } from "./sticky-scan.js";

// The rules whose Unicode pattern runs only near its trigger word (sticky-scan.ts,
// `matchesBeforeTriggers`) must find exactly what `text.matchAll(pattern)` finds: the same matches
// at the same places, groups included. Random texts mix names, trigger words, owners and
// separators, so that matches, near misses and overlapping candidates are all frequent.
const PARTS = [
  "Levent",
  "Bey",
  "bey",
  "Aslı",
  "Hanım",
  "ma'am",
  "Sharma",
  "ji",
  "Jim",
  "doña",
  "Chela",
  "Dato'",
  "Lim",
  "κα",
  "Ευανθία",
  "my",
  "Her",
  "the customer's",
  "Anna’s",
  "husband",
  "son",
  "sonst",
  "meine",
  "Tochter",
  "mi",
  "esposo",
  "ma",
  "fille",
  "Will",
  "O'Neil",
  "Ölz",
  "𝒜b",
  "x",
  "1",
];
const SEPARATORS = [" ", " ", " ", "\t", "  ", "\n", ", ", ".", "-", ""];

function randomText(r: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const parts: string[] = [];
  for (let i = 0; i < 14; i++) parts.push(pick(PARTS), pick(SEPARATORS));
  return parts.join("");
}

const found = (matches: Iterable<RegExpMatchArray>) =>
  [...matches].map((m) => ({ at: m.index, groups: [...m] }));

const SCANS: [string, RegExp, (text: string) => RegExpExecArray[]][] = [
  ["ADDRESS_THEN_NAME", address.ADDRESS_THEN_NAME, firstCharacterScan(address.ADDRESS_THEN_NAME, "", 4)],
  ["NAME_THEN_ADDRESS", address.NAME_THEN_ADDRESS, nameThenAddressMatches],
  ["KIN_THEN_NAME", kinship.KIN_THEN_NAME, kinThenNameMatches],
];

describe("scans that run a rule's pattern only near its trigger word", () => {
  it.each(SCANS)("%s finds what its global scan finds, on 5000 random texts", (_, pattern, scan) => {
    const r = mulberry32(22);
    let matched = 0;
    for (let i = 0; i < 5000; i++) {
      const text = randomText(r);
      const expected = found(text.matchAll(pattern));
      matched += expected.length;
      expect(found(scan(text)), JSON.stringify(text)).toEqual(expected);
    }
    expect(matched).toBeGreaterThan(50);
  });

  it.each(SCANS)("%s reads a megabyte of names and trigger words in linear time", (_, __, scan) => {
    const line = "Levent Bey, Aslı Demirkol Hanım, my husband Will, Ocakbaşı bey ve Ölz sir; son. Aaaa ";
    const lines = Math.ceil(125_000 / line.length);
    expectLinearCpu((scale) => scan(line.repeat(lines * scale)), 1);
  });

  it.each(SCANS)(
    "%s reads a megabyte-long word or space run before a trigger in linear time",
    (_, __, scan) => {
      expectLinearCpu(
        (scale) => scan(`${"Ab".repeat(62_500 * scale)} bey ${" ".repeat(125_000 * scale)} son`),
        1,
      );
    },
  );
});

describe("line patterns run only from lines holding their mark", () => {
  const LINE_PARTS = [
    "Employer",
    "Bank",
    "Anna",
    "anna lee",
    "Agent Hope",
    "Patient",
    "Name",
    "Nom",
    "王磊",
    "x.y",
    "1",
    "Re",
  ];
  const LINE_SEPARATORS = [": ", ":", "：", " : ", "\n", "\r\n", "\u2028", " ", "  ", "\t", ", "];

  it.each(Object.entries({ ...speakerLines, BRAND_LABEL: brandLines.LABEL }))(
    "%s finds what its global scan finds, on 5000 random texts",
    (_, pattern) => {
      const exact = new RegExp(pattern.source, "muy");
      const r = mulberry32(7);
      let matched = 0;
      for (let i = 0; i < 5000; i++) {
        const parts: string[] = [];
        for (let k = 0; k < 12; k++)
          parts.push(
            LINE_PARTS[Math.floor(r() * LINE_PARTS.length)]!,
            LINE_SEPARATORS[Math.floor(r() * LINE_SEPARATORS.length)]!,
          );
        const text = parts.join("");
        const expected = found(text.matchAll(pattern));
        matched += expected.length;
        expect(found(markedLineMatches(/[:：]/g, exact, text)), JSON.stringify(text)).toEqual(expected);
      }
      expect(matched).toBeGreaterThan(100);
    },
  );

  it("reads a megabyte-long line of colons, and a megabyte of short lines, in linear time", () => {
    const exact = new RegExp(speakerLines.NAME_COLON.source, "muy");
    expectLinearCpu((scale) => markedLineMatches(/[:：]/g, exact, `${"a b:".repeat(250_000 * scale)}\n`), 1);
    expectLinearCpu(
      (scale) => markedLineMatches(/[:：]/g, exact, "Anna Lee: hi\n".repeat(80_000 * scale)),
      1,
    );
  });
});
