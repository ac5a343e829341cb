import { describe, expect, it } from "vitest";
import { EntityType } from "../entity-type.js";
import { findLabelledFields } from "./labelled-fields.js";
import { DOB_NOUN_PATTERN } from "./labelled-fields-later-dob.js";
import { mulberry32 } from "./seeded-random.js";
import { firstCharacterScan } from "./sticky-scan.js";

const found = (text: string) =>
  findLabelledFields(text, "entity", new Set([EntityType.DATE_OF_BIRTH, EntityType.MRN])).map((f) => [
    f.type,
    text.slice(f.start, f.end),
    f.normalized,
  ]);

describe("a date of birth a sentence after its label (labelled-fields-later-dob.ts)", () => {
  it("reads the first date after a date-of-birth noun on its line", () => {
    expect(found("We still need her date of birth. The form says 14 June 1952, please confirm.")).toEqual([
      ["DATE_OF_BIRTH", "14 June 1952", "1952-06-14"],
    ]);
    expect(found("Bitte das Geburtsdatum prüfen; im Ausweis steht 02.11.1974 statt 1975.")).toEqual([
      ["DATE_OF_BIRTH", "02.11.1974", "1974-11-02"],
    ]);
    expect(found("생년월일 다시 알려줘. 1988.03.07 맞아?")).toEqual([
      ["DATE_OF_BIRTH", "1988.03.07", "1988-03-07"],
    ]);
  });

  it("leaves recent dates, other lines, tables and dates two sentences on alone", () => {
    expect(found("Please bring your date of birth certificate. Appointment 03/12/2026.")).toEqual([]);
    expect(found("Date of birth not given.\nVisit: 14/05/1990")).toEqual([]);
    expect(found("DOB unknown | Seen | 12/05/1980")).toEqual([]);
    expect(found("Date of birth missing. We called twice. She wrote 12 May 1980.")).toEqual([]);
    expect(found("Date of birth: see file. Invoice 2026-0012, paid 1 March 2026.")).toEqual([]);
  });

  it("reads a Roman-numeral month after a label", () => {
    expect(found("Data urodzenia: 07.IV.1961")).toEqual([["DATE_OF_BIRTH", "07.IV.1961", "1961-04-07"]]);
    expect(found("Nato il 3 XII 1948 a Udine")).toEqual([["DATE_OF_BIRTH", "3 XII 1948", "1948-12-03"]]);
    // Not a month: `IVX`, a month 13 written `XIII`.
    expect(found("DOB 07.XIII.1961")).toEqual([]);
  });

  it("reads a megabyte of labels and dates in linear time", () => {
    const hostile = [
      "date of birth ".repeat(75_000),
      "DOB 1 DOB 2. ".repeat(80_000),
      `${"date of birth ".repeat(70_000)}12 May 1980`,
      "DOB. 12/05/1980. ".repeat(60_000),
    ];
    const started = performance.now();
    for (const text of hostile) findLabelledFields(text, "entity", new Set([EntityType.DATE_OF_BIRTH]));
    // Quadratic work would take minutes; a generous bound for a loaded machine.
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

describe("the date-of-birth nouns' scan from their first four characters (the label scan's share)", () => {
  it("finds what the global scan finds, on 3000 random texts", () => {
    const scan = firstCharacterScan(DOB_NOUN_PATTERN, "(?<![A-Za-z0-9])", 4);
    const parts = [
      "date of birth",
      "Date of",
      "DOB",
      "D.O.B",
      "d.o",
      "birth date",
      "birthday",
      "BIRTHDATE",
      "Geburtsdatum",
      "Geburt",
      "data de nascimento",
      "data di",
      "ngày sinh",
      "ngay sinh",
      "дата рождения",
      "生年月日",
      "जन्मतिथि",
      "ſ",
      "x",
      "1",
      "é",
    ];
    const separators = [" ", "", ". ", "-", "\n", "1"];
    const r = mulberry32(31);
    let matched = 0;
    for (let n = 0; n < 3000; n++) {
      const text = Array.from({ length: 10 }, () => {
        const part = parts[Math.floor(r() * parts.length)]!;
        const cased = r() < 0.2 ? part.toUpperCase() : r() < 0.2 ? part.toLowerCase() : part;
        return cased + separators[Math.floor(r() * separators.length)]!;
      }).join("");
      const expected = [...text.matchAll(DOB_NOUN_PATTERN)].map((m) => [m.index, m[0]]);
      expect(scan(text).map((m) => [m.index, m[0]])).toEqual(expected);
      matched += expected.length;
    }
    expect(matched).toBeGreaterThan(1000);
  });
});
