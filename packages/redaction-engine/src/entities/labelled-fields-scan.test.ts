import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { LABEL_PATTERNS, LABEL_TRIGGER_LENGTH } from "./labelled-fields.js";
import { mulberry32 } from "./seeded-random.js";
import { sharedFirstCharacterScan } from "./shared-scan.js";
import { firstCharacterScan } from "./sticky-scan.js";

// The label scans run from their first characters (sticky-scan.ts); these texts of label words in
// every case, look-alike letters that fold to ASCII (`ſ`, the Kelvin sign) or do not (`İ`), other
// scripts, punctuation and values check that they find exactly what the global scans find.
const LABELS = [
  "DOB",
  "D.O.B.",
  "date of birth",
  "birthdate",
  "b.",
  "born on",
  "born in Leeds on",
  "geb.",
  "Geburtsdatum",
  "né le",
  "née à Lyon le",
  "°",
  "*",
  "**",
  "ur.",
  "nar.",
  "född",
  "DN",
  "fecha de nacimiento",
  "data de nascimento",
  "дата рождения",
  "род.",
  "ημ. γέννησης",
  "תאריך לידה",
  "生年月日",
  "생년월일",
  "วันเกิด",
  "जन्म तिथि",
  "Name/DOB: Jane Roe /",
  "MRN",
  "MR #",
  "hosp. no",
  "UR number",
  "URN",
  "patient id",
  "Pat.-ID",
  "Fall-Nr.",
  "nº dossier",
  "NHS no.",
  "CHI",
  "HN",
  "HC",
  "NHI",
  "№ истории болезни",
  "患者ID",
  "住院号",
  "αρ. φακέλου",
  "n. nosologico",
  "registro",
  "nº registro clínico",
  "expediente",
  "file no.",
  "dossier",
  "UR",
  "ur",
  "wristband",
  "ID",
  "Kiss",
  "sünniaeg",
  "skip",
  "OHIP",
  "TAJ szám",
  "Aufnahmezahl",
  "journal nr",
  "unit no",
  // Third round (structured-gen): encounter labels, read only where no patient number stands, and
  // labels of more languages.
  "Fall-Nr.",
  "Fallnummer",
  "IP No",
  "OPD number",
  "n. nosologico",
  "IP No",
  "Fall-Nr.",
  "Medicare (NB)",
  "Č. pojištěnce",
  "Α.Μ.",
  "N.º de processo",
  "Client ID",
  "診察券番号",
  "门诊号",
  "OPD पंजीकरण सं.",
  "медицинской карты №",
  "HC N.º",
];
const SEPARATORS = [
  ": ",
  " ",
  " - ",
  "\n",
  " (DD/MM/YYYY): ",
  ", ",
  " #",
  " ........ ",
  "：",
  " is ",
  "? \nA 10:12: ",
];
const VALUES = [
  "12/03/1980",
  "1980-03-12",
  "12 March 1980",
  "4471902",
  "943 476 5919",
  "ZAA0067",
  "H0073",
  "APL-CHN-2231",
  "1995年4月12日",
  "15 มี.ค. 2521",
  "77",
  "abc",
];
const FILLERS = ["patient", "the", "x", "é", "Ω", "😀", "a1", "clinic", "9", "-", "«", "\t", "|", "ß", "ǅ"];

const CASE_VARIANTS: ((s: string, r: () => number) => string)[] = [
  (s) => s,
  (s) => s.toUpperCase(),
  (s) => s.toLowerCase(),
  (s, r) => [...s].map((c) => (r() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join(""),
  (s) => s.replaceAll("s", "ſ").replaceAll("k", "\u212a").replaceAll("K", "\u212a"),
  (s) => s.replaceAll("i", "İ").replaceAll("I", "ı"),
];

function randomText(r: () => number): string {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const parts: string[] = [];
  for (let n = 0; n < 24; n++) {
    const roll = r();
    if (roll < 0.35) parts.push(pick(CASE_VARIANTS)(pick(LABELS), r), pick(SEPARATORS), pick(VALUES));
    else if (roll < 0.7) parts.push(pick(FILLERS));
    else parts.push(pick(SEPARATORS));
    if (r() < 0.7) parts.push(r() < 0.8 ? " " : "");
  }
  return parts.join("");
}

describe("the label scans", () => {
  it.each(Object.entries(LABEL_PATTERNS))(
    "%s from its first characters finds what its global scan finds, on 3000 random texts",
    (_, pattern) => {
      const scan = firstCharacterScan(pattern, "(?<![A-Za-z0-9])", LABEL_TRIGGER_LENGTH);
      const r = mulberry32(22);
      let found = 0;
      for (let n = 0; n < 3000; n++) {
        const text = randomText(r);
        const expected = [...text.matchAll(pattern)].map((m) => [m.index, ...m]);
        expect(scan(text).map((m) => [m.index, ...m])).toEqual(expected);
        found += expected.length;
      }
      // The texts hold matches to find, not only misses.
      expect(found).toBeGreaterThan(500);
    },
  );

  it("all three in one shared pass find, each, what its global scan finds, on 3000 random texts", () => {
    const patterns = Object.values(LABEL_PATTERNS);
    const scan = sharedFirstCharacterScan(patterns, "(?<![A-Za-z0-9])", LABEL_TRIGGER_LENGTH);
    const r = mulberry32(23);
    let found = 0;
    for (let n = 0; n < 3000; n++) {
      const text = randomText(r);
      const expected = patterns.map((p) => [...text.matchAll(p)].map((m) => [m.index, ...m]));
      expect(scan(text).map((ms) => ms.map((m) => [m.index, ...m]))).toEqual(expected);
      found += expected.flat().length;
    }
    expect(found).toBeGreaterThan(1500);
  });

  it("in one shared pass finds a label at the text's first character, and one right after another's first", () => {
    // The shared union consumes the character before a place: the first place is tried apart.
    const patterns = Object.values(LABEL_PATTERNS);
    const scan = sharedFirstCharacterScan(patterns, "(?<![A-Za-z0-9])", LABEL_TRIGGER_LENGTH);
    for (const text of [
      "DOB: 03/04/1980",
      "MRN 4471902",
      "*MRN 4471902",
      "(DOB 03/04/1980)",
      "xDOB: 03/04/1980",
    ]) {
      const expected = patterns.map((p) => [...text.matchAll(p)].map((m) => [m.index, ...m]));
      expect(scan(text).map((ms) => ms.map((m) => [m.index, ...m]))).toEqual(expected);
    }
    expect(scan("DOB: 03/04/1980")[0]).toHaveLength(1);
  });

  it("takes a look-behind of one class or none", () => {
    expect(() => sharedFirstCharacterScan([LABEL_PATTERNS.DOB], "(?<!a|b)")).toThrow(/one class/);
  });

  it("in one shared pass reads a megabyte of label beginnings without values in linear time", () => {
    const line = "Pati Patient Char Chart Date Date of DOB: MRN Hosp File File no. Regi x ";
    expect(line.length * 1_750 * 8).toBeGreaterThan(1_000_000);
    const scan = sharedFirstCharacterScan(
      Object.values(LABEL_PATTERNS),
      "(?<![A-Za-z0-9])",
      LABEL_TRIGGER_LENGTH,
    );
    expectLinearCpu((scale) => scan(line.repeat(1_750 * scale)), 1);
  });
});
