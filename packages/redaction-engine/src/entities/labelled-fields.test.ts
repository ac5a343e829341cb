import { describe, expect, it } from "vitest";
import { ENTITY_TYPES, EntityType } from "../entity-type.js";
import { findLabelledFields } from "./labelled-fields.js";
import { birthDate } from "./written-dates.js";

const ALL = new Set(ENTITY_TYPES);
const found = (text: string, types: ReadonlySet<EntityType> = ALL) =>
  findLabelledFields(text, "entity", types).map((f) => [
    f.type,
    text.slice(f.start, f.end),
    f.verdict,
    f.normalized,
  ]);

describe("dates of birth after their label", () => {
  it.each([
    ["DOB: 05-01-1969", "05-01-1969", "1969-01-05"],
    ["Date of birth: 22 August 1994", "22 August 1994", "1994-08-22"],
    ["Frau Obermaier, geb. 03.07.1948", "03.07.1948", "1948-07-03"],
    ["Geburtsdatum: 17. Juni 1988 in Göteborg", "17. Juni 1988", "1988-06-17"],
    ["Né le 2 février 1992 à Dakar", "2 février 1992", "1992-02-02"],
    ["née le 14 juillet 1990", "14 juillet 1990", "1990-07-14"],
    ["Fecha de nacimiento: 30 de marzo de 1950", "30 de marzo de 1950", "1950-03-30"],
    ["DOB April 4, 1999.", "April 4, 1999", "1999-04-04"],
    ["SSN 318-72-4406, DOB 05/17/1995", "05/17/1995", "1995-05-17"],
    ["Дата рождения: 14.11.1991", "14.11.1991", "1991-11-14"],
    ["生年月日：1995年4月12日", "1995年4月12日", "1995-04-12"],
    ["תאריך לידה: 12.06.1952", "12.06.1952", "1952-06-12"],
    ["verified with DOB 1982-03-19.", "1982-03-19", "1982-03-19"],
    ["DOB on the ID card: 07/09/1979.", "07/09/1979", "1979-09-07"],
    [
      "Agent Kim 09:12: Could you confirm your date of birth?\nCustomer 09:13: 21/04/1983",
      "21/04/1983",
      "1983-04-21",
    ],
    [
      "Pouvez-vous confirmer votre date de naissance ?\n[09:41] Client : 1977-12-02",
      "1977-12-02",
      "1977-12-02",
    ],
    ["ผู้ป่วย: คุณวิไล  วันเกิด: 15 มี.ค. 2521", "15 มี.ค. 2521", "1978-03-15"],
    ["วันเกิด 3 กันยายน 2530", "3 กันยายน 2530", "1987-09-03"],
    ["วันเกิดตามบัตร: 9 ต.ค. 2519", "9 ต.ค. 2519", "1976-10-09"],
    ["my DOB is wrong, it should be 22/06/1988", "22/06/1988", "1988-06-22"],
    ["Ik verwijs mevrouw Lemaire (°04/08/1961) voor kinesitherapie", "04/08/1961", "1961-08-04"],
    ["تاريخ الازدياد: 03/02/1990", "03/02/1990", "1990-02-03"],
    ["Ημ. γέννησης: 21/09/1949", "21/09/1949", "1949-09-21"],
    ["ת. לידה: 30/01/1966", "30/01/1966", "1966-01-30"],
    ["Születési idő: 1987. május 3.", "1987. május 3.", "1987-05-03"],
  ])("%s", (text, value, iso) => {
    expect(found(text)).toEqual([[EntityType.DATE_OF_BIRTH, value, "valid", iso]]);
  });

  it("leaves a date that answers another question alone", () => {
    expect(
      found(
        "Could you confirm your date of birth?\nCustomer: sure, one moment\nAgent 09:14: appointment 21/04/2027",
      ),
    ).toEqual([]);
  });

  it("leaves dates without a birth label alone", () => {
    expect(found("Admitted 03.07.2026, appointment on 14 March 2027, statement date 2026-11-01")).toEqual([]);
  });

  it("calls an impossible date after the label a look-alike", () => {
    expect(found("DOB: 31/02/1990")).toEqual([
      [EntityType.DATE_OF_BIRTH, "31/02/1990", "invalid", "31/02/1990"],
    ]);
    expect(birthDate("30.02.1990")).toBeUndefined();
    expect(birthDate("01/01/1849")).toBeUndefined();
  });
});

describe("written months of more languages (issue 22: dates of birth of new writers)", () => {
  it.each([
    ["14 października 1984", "1984-10-14"],
    ["15 Ogos 1991", "1991-08-15"],
    ["3 Disember 1979", "1979-12-03"],
    ["12 noiembrie 1966", "1966-11-12"],
    ["5 Σεπτεμβρίου 1970", "1970-09-05"],
    ["7 Ιουνίου 1982", "1982-06-07"],
    ["7 Ιουλίου 1982", "1982-07-07"],
    ["9 листопада 1990", "1990-11-09"],
    ["21 června 1975", "1975-06-21"],
    ["21 července 1975", "1975-07-21"],
    ["4 marraskuuta 1958", "1958-11-04"],
    ["4 maaliskuuta 1958", "1958-03-04"],
    ["Oct. 2, 1998", "1998-10-02"],
    ["2. Okt. 1998", "1998-10-02"],
    ["12. 3. 1980", "1980-03-12"],
    ["1990 08 31", "1990-08-31"],
    ["民國80年7月14日", "1991-07-14"],
    ["民国101年1月2日", "2012-01-02"],
  ])("reads %s as %s", (written, iso) => {
    expect(birthDate(written)).toBe(iso);
  });

  it("takes them after a birth label, and four-two-two digits only when no digit group follows", () => {
    expect(found("Birthdate: Oct. 2, 1998   Civil status: Single")).toEqual([
      [EntityType.DATE_OF_BIRTH, "Oct. 2, 1998", "valid", "1998-10-02"],
    ]);
    expect(found("Date of birth: 1990 08 31   Country of birth: NORWAY").map((f) => f[1])).toEqual([
      "1990 08 31",
    ]);
    expect(found("Date of birth: 1990 08 31 77 account").map((f) => f[1])).toEqual([]);
  });
});

describe("medical record numbers after their label", () => {
  it.each([
    ["MRN: SVH-00482913   DOB", "SVH-00482913", "SVH00482913"],
    ["Pt: Marcus   MRN 00734418   DOB", "00734418", "00734418"],
    ["Aufnahme-Nr. 26-0093311 · Pat.-Nr. UKHD 4471829", "UKHD 4471829", "UKHD4471829"],
    ["UHID: APL-CHN-2204178", "APL-CHN-2204178", "APLCHN2204178"],
    ["IPP : 8004471263", "8004471263", "8004471263"],
    ["NHS No: 943 476 5919   DOB", "943 476 5919", "9434765919"],
    ["HN: HN08821937", "HN08821937", "HN08821937"],
    ["Prontuário: HIAE-3381045", "HIAE-3381045", "HIAE3381045"],
    ["מס' תיק: RMB-7710452", "RMB-7710452", "RMB7710452"],
    ["UHID: KMC/25/117304   Age: 54", "KMC/25/117304", "KMC25117304"],
    ["病人：陳美玲　病歷號：CGMH-5520931　出生日期", "CGMH-5520931", "CGMH5520931"],
    ["المريض: سالم   رقم الملف الطبي: 8830412", "8830412", "8830412"],
    ["Медицинская карта № 17-220914", "17-220914", "17220914"],
    ["Ασθενής: Νίκος   Αρ. φακέλου: ΙΠΠ-2026-11820", "ΙΠΠ-2026-11820", "ΙΠΠ202611820"],
    ["患者王丽，女，54岁，住院号ZS20251187，出生日期", "ZS20251187", "ZS20251187"],
    ["Potilasnumero: OYS-0117342", "OYS-0117342", "OYS0117342"],
    ["Pronto Soccorso — N. nosologico: 2026-PS-117204", "2026-PS-117204", "2026PS117204"],
    ["Hospital das Clínicas — Paciente: Ana Lima   Registro: HCFM-4471920", "HCFM-4471920", "HCFM4471920"],
    ["Hospital Universitario — Paciente: Luis Ortega   Expediente: HUV-2209184", "HUV-2209184", "HUV2209184"],
    ["Patient: R. Obi   File: NCC-31907", "NCC-31907", "NCC31907"],
  ])("%s", (text, value, key) => {
    expect(found(text)).toEqual([[EntityType.MRN, value, "valid", key]]);
  });

  it("needs the label, capital letters in the value, and at least five digits", () => {
    expect(found("Encounter 26-0093311, invoice INV-4471829, case 12345678")).toEqual([]);
    expect(found("the patient id abc12345")).toEqual([]);
    expect(found("MRN: 1234")).toEqual([]);
  });

  it("finds only the types asked for", () => {
    expect(found("MRN: 00734418 DOB: 05-01-1969", new Set([EntityType.MRN]))).toEqual([
      [EntityType.MRN, "00734418", "valid", "00734418"],
    ]);
  });
});

describe("record labels that also name other registers", () => {
  it("need a boundary after the label (`HC` is a label, `HCFM-` is not)", () => {
    expect(found("Hospital ward: HCFM-4471920")).toEqual([]);
    expect(found("Temperature 38° 12/03/2026")).toEqual([]);
  });

  it("are an MRN's label only in a clinical text", () => {
    expect(found("Registro Mercantil — Registro: BCN-4471920, Expediente: EXP-2209184")).toEqual([]);
    expect(found("Support case — File: INV-2209184 attached")).toEqual([]);
  });
});
