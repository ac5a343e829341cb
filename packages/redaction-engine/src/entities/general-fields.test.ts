import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { EntityType } from "../entity-type.js";
import { findGeneralFields } from "./general-fields.js";
import { findLabelledFields } from "./labelled-fields.js";

const TYPES = new Set([EntityType.DATE_OF_BIRTH, EntityType.MRN]);
// What the label patterns and the general rules find together, as [type, text, normalized].
const added = (text: string) => {
  const labelled = findLabelledFields(text, "entity", TYPES);
  return [...labelled, ...findGeneralFields(text, "entity", TYPES, labelled)]
    .sort((a, b) => a.start - b.start)
    .map((f) => [f.type, text.slice(f.start, f.end), f.normalized]);
};
const mrns = (text: string) =>
  added(text)
    .filter(([type]) => type === EntityType.MRN)
    .map(([, value]) => value);
const dobs = (text: string) =>
  added(text)
    .filter(([type]) => type === EntityType.DATE_OF_BIRTH)
    .map(([, value, iso]) => [value, iso]);

// The cases below were each missed before the general rules (structured-challenge-4.ts); the
// look-alikes must stay found by neither.
describe("record numbers after labels read by their words (record-labels.ts)", () => {
  it("reads a label of patient and number words in any order, language or abbreviation", () => {
    expect(mrns("Numéro de dossier patient DP-0072214, hospitalisé")).toEqual(["DP-0072214"]);
    expect(mrns("Patient Reg. No.: 739164  Department: Orthopaedics")).toEqual(["739164"]);
    expect(mrns("Pt. ID# A00739164 — fasting bloods")).toEqual(["A00739164"]);
    expect(mrns("UHID No.- MH0123456789   Bed: ICU-4")).toEqual(["MH0123456789"]);
    expect(mrns("M.R.N. 00739164  Adm. 20/11/2026")).toEqual(["00739164"]);
    expect(mrns("ID pasien: RM-04-48-12")).toEqual(["RM-04-48-12"]);
    expect(mrns("מספר מטופל: 739164")).toEqual(["739164"]);
    expect(mrns("Krankenhausnummer: 4471208")).toEqual(["4471208"]);
    expect(mrns("Your hospital number is K0739164.")).toEqual(["K0739164"]);
  });

  it("reads Czech, Greek and Japanese record words and a longer note in brackets (corpus 2026e's leftovers)", () => {
    expect(mrns("nar. 3. 2. 1949, č. chorobopisu 4417/2203. Doprovází")).toEqual(["4417/2203"]);
    expect(mrns("Αρ. Μητρώου Ασθενούς: ΚΡ-330918   Ημ. εισαγωγής")).toEqual(["ΚΡ-330918"]);
    expect(mrns("当院患者ID：0077-2104\n連絡先")).toEqual(["0077-2104"]);
    expect(mrns("Nr pacjenta (historia choroby): HC/2025/077120. Prosimy")).toEqual(["HC/2025/077120"]);
  });

  it("reads Russian and Ukrainian medical-card labels and the Italian form's `Cod.` (corpus 2026u's leftovers)", () => {
    expect(mrns("Номер медичної карти: 11874-А")).toEqual(["11874-А"]);
    expect(mrns("Номер медицинской карты: 11874-А")).toEqual(["11874-А"]);
    expect(mrns("Ricovero del 12/11/2026. Cod. paziente: SG-00918334")).toEqual(["SG-00918334"]);
    // `cod` alone names no record.
    expect(mrns("Cod 12345678, sconto")).toEqual([]);
  });

  it("reads a record system's acronym, a long grouped number, a glued export and a label after its value", () => {
    expect(mrns("NUHSA: AN0412278841  Servicio: Urgencias")).toEqual(["AN0412278841"]);
    expect(mrns("IHI: 8003 6081 6666 0918 · Ward 7B")).toEqual(["8003 6081 6666 0918"]);
    expect(added("MRN:00739164DOB:12/03/1971SEX:F").map(([, v]) => v)).toEqual(["00739164", "12/03/1971"]);
    expect(mrns("00488127 (hospital number) — please add it")).toEqual(["00488127"]);
  });

  it("leaves other numbers, prose, dates and acronyms in small letters alone", () => {
    expect(mrns("Pedido #PT-11872 | Assunto: Alteração")).toEqual([]);
    expect(mrns("Order ID: 00739164, sample no. 739164, bed ID 4471208")).toEqual([]);
    expect(mrns("Medical licence no. 739164; Health insurance policy no. 739164003")).toEqual([]);
    expect(mrns("the patient id abc12345 was a test account")).toEqual([]);
    // The general rule alone: a date after a record label is no record number, and an acronym
    // counts in capitals only.
    expect(findGeneralFields("Patient no. 12/03/1971", "entity", TYPES, [])).toEqual([]);
    expect(findGeneralFields("chi 739164 and hn 739164 in a chat", "entity", TYPES, [])).toEqual([]);
    expect(mrns("Hospital phone no. 0161 496 0999")).toEqual([]);
  });
});

describe("dates of birth told by a cue (birth-date-cues.ts)", () => {
  it("reads a date beside a stated age when the two agree on a year of writing", () => {
    expect(dobs("Patient, age 55 (12/03/1971), seen in clinic today.")).toEqual([
      ["12/03/1971", "1971-03-12"],
    ]);
    expect(dobs("45 y.o. female, 4/2/1981, presents with cough")).toEqual([["4/2/1981", "1981-02-04"]]);
    expect(dobs("Age 54. Seen 20/11/2026. Follow-up 04/12/2026.")).toEqual([]);
    expect(dobs("age 54, admitted 12/03/2026")).toEqual([]);
  });

  it("reads a bracketed label after the date, a word for birth before a colon and a two-digit year", () => {
    expect(dobs("12/03/1971 (date of birth) — please confirm")).toEqual([["12/03/1971", "1971-03-12"]]);
    expect(dobs("Birth: 12/03/1971")).toEqual([["12/03/1971", "1971-03-12"]]);
    expect(dobs("출생: 1971-03-12")).toEqual([["1971-03-12", "1971-03-12"]]);
    expect(dobs("誕生日：1971年3月12日")).toEqual([["1971年3月12日", "1971-03-12"]]);
    expect(dobs("Born: 12 Mar 71")).toEqual([["12 Mar 71", "1971-03-12"]]);
    expect(dobs("Seen: 12 Mar 26, birthday card sent")).toEqual([]);
    expect(dobs("Since her birthday party on 12/03/2026 she has had headaches.")).toEqual([]);
  });
});

describe("export columns under a header (delimited-columns.ts)", () => {
  it("reads record numbers and birth dates under snake-case or word headers", () => {
    expect(added('PAT_MRN_ID,PAT_NAME,BIRTH_DATE\nE1048823,"HOLLIS,MAREN",1983-06-14')).toEqual([
      ["MRN", "E1048823", "E1048823"],
      ["DATE_OF_BIRTH", "1983-06-14", "1983-06-14"],
    ]);
    expect(dobs("name;geburtsdatum;ort\nKeller, Uwe;1950-05-17;Kassel")).toEqual([
      ["1950-05-17", "1950-05-17"],
    ]);
    expect(added("order_id,order_date,amount\n00739164,2026-11-20,41.20")).toEqual([]);
  });

  it("reads a megabyte of labels, ages, brackets and export rows in linear time", () => {
    const texts = [
      "Patient no. ",
      "age 55 (",
      "(date of birth) ",
      "Born: 12 Mar ",
      "PAT_MRN_ID,BIRTH_DATE\n",
      "12345678 (patient number) ",
      "Patient Patient Patient no no ",
      "1DOB:1DOB:",
    ];
    for (const unit of texts)
      expectLinearCpu((scale) => findGeneralFields(unit.repeat(scale * 2_000), "entity", TYPES, []), 1);
  });
});
