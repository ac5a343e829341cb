import { describe, expect, it } from "vitest";
import { ENTITY_TYPES } from "../entity-type.js";
import { findLabelledFields } from "./labelled-fields.js";
import { birthDate } from "./written-dates.js";

// Labels and date forms of further regions (issue 22, corpus 2026c's leaks): health cards, admission
// and patient numbers, Hungarian "born", Japanese era dates, a comma after the label.
const ALL = new Set(ENTITY_TYPES);
const found = (text: string) =>
  findLabelledFields(text, "entity", ALL).map((f) => [f.type, text.slice(f.start, f.end), f.normalized]);

describe("medical record and health card numbers of further regions", () => {
  it.each([
    ["Re: Mark Doe   OHIP: 4471-382-915-AB", "4471-382-915-AB", "4471382915AB"],
    ["Health card no. 9921-440-118", "9921-440-118", "9921440118"],
    ["RAMQ : TREM 7702 1544", "TREM 7702 1544", "TREM77021544"],
    ["Beteg: Kiss Anna   TAJ: 118 402 337", "118 402 337", "118402337"],
    ["TAJ-szám: 220 514 908", "220 514 908", "220514908"],
    ["Aufnahmezahl: KLU-26-0093312", "KLU-26-0093312", "KLU260093312"],
    ["Kamer 2: dhr. Jansen, pat.nr. 5520917, geb. 01-02-1950", "5520917", "5520917"],
    ["Nr pacjenta: KR-441907", "KR-441907", "KR441907"],
    ["numer pacjenta 88120443", "88120443", "88120443"],
  ])("%s", (text, value, key) => {
    expect(found(text)).toContainEqual(["MRN", value, key]);
  });

  it("reads `Dossier` and capital `UR` only near a clinical word", () => {
    expect(found("Patient : Paul Roy\nDossier : PMR-44190")).toContainEqual(["MRN", "PMR-44190", "PMR44190"]);
    expect(found("Bed 4, Ann Lee, 81, UR HX0417729, DOB 02.03.1945")).toContainEqual([
      "MRN",
      "HX0417729",
      "HX0417729",
    ]);
    // A company's file, chat's "ur", and no clinical word.
    expect(found("Dossier : AB-44190, votre commande")).toEqual([]);
    expect(found("patient said ur 4471902 is the code")).toEqual([]);
    expect(found("Ur 4471902 patient")).toEqual([]);
  });

  it("leaves order numbers and amounts after other labels", () => {
    expect(found("Order no. 4471-382-915-AB, patient portal")).toEqual([]);
    expect(found("OHIP covers 12 visits; pay 45.00")).toEqual([]);
  });
});

describe("dates of birth of further regions", () => {
  it.each([
    ["Született: 1972. május 9.", "1972. május 9.", "1972-05-09"],
    ["született 1950. március 12.", "1950. március 12.", "1950-03-12"],
    ["生年月日：平成8年5月14日生（満30歳）", "平成8年5月14日", "1996-05-14"],
    ["生年月日: 昭和元年12月25日", "昭和元年12月25日", "1926-12-25"],
    ["生年月日：令和2年1月7日", "令和2年1月7日", "2020-01-07"],
    ["Her date of birth, June 14, 1938, also needs to match.", "June 14, 1938", "1938-06-14"],
    ["DOB, 03/04/1977.", "03/04/1977", "1977-04-03"],
  ])("%s", (text, value, iso) => {
    expect(found(text)).toContainEqual(["DATE_OF_BIRTH", value, iso]);
  });

  it("reads an era date only of a known era, and a date only right after the label's comma", () => {
    expect(birthDate("平成8年5月14日")).toBe("1996-05-14");
    expect(birthDate("平成8年13月14日")).toBeUndefined();
    expect(found("会議：安政8年5月14日")).toEqual([]);
    expect(found("Date of birth, place and nationality are on page 2; visit 14.06.2026")).toEqual([]);
    expect(found("Született gyermekek száma 2, vizit 2026. május 9.")).toEqual([]);
  });
});
