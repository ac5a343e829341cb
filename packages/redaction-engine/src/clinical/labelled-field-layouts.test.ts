import { describe, expect, it } from "vitest";
import { findLabelledFields } from "../entities/labelled-fields.js";
import { ENTITY_TYPES } from "../entity-type.js";

const ALL = new Set(ENTITY_TYPES);
const found = (text: string) =>
  findLabelledFields(text, "entity", ALL).map((f) => [f.type, text.slice(f.start, f.end), f.normalized]);

describe("MRNs and dates of birth in layouts beyond `label: value` (structured challenge set)", () => {
  it("reads values in a column headed by their label", () => {
    expect(
      found("| MRN | Name | DOB | Ward |\n|---|---|---|---|\n| A-2290417 | K. Mensah | 1962-08-30 | 4B |"),
    ).toEqual([
      ["MRN", "A-2290417", "A2290417"],
      ["DATE_OF_BIRTH", "1962-08-30", "1962-08-30"],
    ]);
    // A column of other dates, or a cell that is more than the value, is not read.
    expect(found("| Name | Seen |\n|---|---|\n| T. Baker | 2026-11-25 |")).toEqual([]);
    expect(found("| Name | DOB |\n|---|---|\n| T. Baker | unknown, ask 2026-11-25 |")).toEqual([]);
  });

  it("reads labels written with a dot leader, an age, a wristband or `Pt ID`", () => {
    expect(found("Medical Record Number ........ MR2026-00417")).toEqual([
      ["MRN", "MR2026-00417", "MR202600417"],
    ]);
    expect(found("Age/DOB: 41 / 03-Apr-1985")).toEqual([["DATE_OF_BIRTH", "03-Apr-1985", "1985-04-03"]]);
    expect(found("Wristband barcode: *H00731244* — patient verified")).toEqual([
      ["MRN", "H00731244", "H00731244"],
    ]);
    expect(found("Pt ID: PT-0048812")).toEqual([["MRN", "PT-0048812", "PT0048812"]]);
    expect(found("Geb.-Dat.: 03.04.1985")).toEqual([["DATE_OF_BIRTH", "03.04.1985", "1985-04-03"]]);
  });

  it("reads more labels and written forms (structured challenge set, second round)", () => {
    expect(
      found("URN: 4471882 · Pt. #: 00412236 · Hosp. ID 77812341 · Patient identifier: 48812-77"),
    ).toEqual([
      ["MRN", "4471882", "4471882"],
      ["MRN", "00412236", "00412236"],
      ["MRN", "77812341", "77812341"],
      ["MRN", "48812-77", "4881277"],
    ]);
    expect(found("Reg. No.: 2026-118842 (patient)")).toEqual([["MRN", "2026-118842", "2026118842"]]);
    expect(found("DOB 07041961, DOB 19610407, DOB—1961-Apr-07, B-day: Apr-07-1961")).toEqual([
      ["DATE_OF_BIRTH", "07041961", "1961-04-07"],
      ["DATE_OF_BIRTH", "19610407", "1961-04-07"],
      ["DATE_OF_BIRTH", "1961-Apr-07", "1961-04-07"],
      ["DATE_OF_BIRTH", "Apr-07-1961", "1961-04-07"],
    ]);
    expect(found("Lebenslauf\n*07.04.1961 in Bremen")).toEqual([
      ["DATE_OF_BIRTH", "07.04.1961", "1961-04-07"],
    ]);
  });

  it("reads a paired name and date of birth field", () => {
    expect(found("Name/DOB: Jane Roe / 04/07/1961")).toEqual([["DATE_OF_BIRTH", "04/07/1961", "1961-07-04"]]);
    expect(found("Name, DOB: Jane Roe, 04/07/1961")).toEqual([["DATE_OF_BIRTH", "04/07/1961", "1961-07-04"]]);
    // Not a date further on, after the name's field has ended.
    expect(found("Name/DOB: Jane Roe (verified). Seen 04/07/2026")).toEqual([]);
  });

  it("leaves their look-alikes alone", () => {
    // A registration number outside a clinical text, bold dates, eight digits that are no date.
    expect(found("Company Reg. No.: 2026-118842, VAT GB123456789")).toEqual([]);
    expect(found("Deadline **12.03.2026** and * 14.03.2026")).toEqual([]);
    // Eight digits that are no date are an invalid look-alike after the label, as `DOB: 02/30/1980` is.
    expect(findLabelledFields("DOB 12345678", "entity", ALL).map((f) => f.verdict)).toEqual(["invalid"]);
  });

  it("does not read an age's neighbours or a medicine's barcode as fields", () => {
    expect(found("Age/DOB: 41 / not given; seen 03-Apr-2026")).toEqual([]);
    expect(found("Medication barcode: 40063813 scanned for the patient")).toEqual([]);
  });
});

describe("a date a few words after a birth label (item 4 of the structured brief)", () => {
  it("takes it when the words end in a colon, a bracket or a verb that gives the date", () => {
    expect(found("DOB on both documents: 14/08/1991")).toEqual([
      ["DATE_OF_BIRTH", "14/08/1991", "1991-08-14"],
    ]);
    expect(found("my DOB shows wrong, it should be 14/02/1991")).toEqual([
      ["DATE_OF_BIRTH", "14/02/1991", "1991-02-14"],
    ]);
    expect(found("confirmed her date of birth over the phone (2 March 1988).")).toEqual([
      ["DATE_OF_BIRTH", "2 March 1988", "1988-03-02"],
    ]);
    expect(found("her date of birth in our records is 3 May 1990")).toEqual([
      ["DATE_OF_BIRTH", "3 May 1990", "1990-05-03"],
    ]);
  });

  it("leaves a later date alone when the words between are a sentence of their own", () => {
    expect(found("She was born on a Tuesday and moved on 3 March 2027.")).toEqual([]);
    expect(found("DOB verified, appointment booked for 12/12/2026.")).toEqual([]);
    expect(found("born on the ward and discharged home 14 May 2025")).toEqual([]);
    // Six words and a colon is the limit; seven is a sentence, and its date is read only as a date
    // after a "date of birth" noun (labelled-fields-later-dob.ts): of a year a birth may have.
    expect(found("DOB a b c d e f: 14/08/1991")).toEqual([["DATE_OF_BIRTH", "14/08/1991", "1991-08-14"]]);
    expect(found("DOB a b c d e f g: 14/08/2025")).toEqual([]);
  });
});
