import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { EntityType } from "../entity-type.js";
import { createEntityDetector } from "./entity-detector.js";
import { findRecordNumbersInContext } from "./record-number-context.js";

// Dates of birth too: the unlabelled field is read beside one.
const TYPES = new Set([EntityType.MRN, EntityType.DATE_OF_BIRTH]);
const detector = createEntityDetector();
const CONTEXT = { types: TYPES, phoneRegions: [] };
// What the whole entity stage reads as MRNs: the label lists first, then the context.
const mrns = (text: string) =>
  detector
    .detect(text, CONTEXT)
    .filter((f) => f.type === EntityType.MRN)
    .map((f) => text.slice(f.start, f.end));
const byContext = (text: string) =>
  findRecordNumbersInContext(text, "entity", TYPES, []).map((f) => text.slice(f.start, f.end));

describe("a record's words with a number word, in a clinical text", () => {
  it("reads the record's number beside clinical words of any language", () => {
    expect(
      mrns("Clínica: Lembramos a consulta de amanhã com a Dra. Brandão. N.º de processo: CDSM-04418."),
    ).toEqual(["CDSM-04418"]);
    expect(
      mrns("Also call the doctor at the Family Clinic.\nIs Baba's file number still MFC/0412/22?"),
    ).toEqual(["MFC/0412/22"]);
    expect(mrns("Discharged from the ward on Monday. Medical record no. KX-448127 for the GP.")).toEqual([
      "KX-448127",
    ]);
    expect(byContext("Hospital letter. Registration #: RG-2026-4471")).toEqual(["RG-2026-4471"]);
  });

  it("leaves a file or a registration of something else, and any outside a clinical text", () => {
    expect(mrns("Court letter. Your file number is 2026/004471, hearing on 3 May.")).toEqual([]);
    expect(byContext("Patient transport: vehicle registration no. AB-44812")).toEqual([]);
    expect(byContext("Patient complaint, case file number 2026-118842")).toEqual([]);
    expect(byContext("Hospital supplier invoice, company registration no. 04471208")).toEqual([]);
    expect(byContext("Clinic note. Tax file number 448 127 339")).toEqual([]);
    expect(byContext("Clinic visit. Record no. 12/03/1971")).toEqual([]);
    expect(byContext("Our consulting contract, file number 2026-004471, ends in May.")).toEqual([]);
  });
});

describe("a registration acronym in a demographics line", () => {
  it("reads `RN:` beside the patient's name or date of birth", () => {
    expect(
      mrns(
        "Klinik Kesihatan Taman Cempaka / Outpatient record\nName: NUR AIN BINTI ROSLAN   RN: KKSA/26/008814\n",
      ),
    ).toEqual(["KKSA/26/008814"]);
    expect(byContext("Clinic summary\nDOB: 30/09/2001   PN: 0044812")).toEqual(["0044812"]);
  });

  it("leaves other numbers' acronyms and acronyms away from a name or a birth date", () => {
    expect(byContext("Hospital admission\nName: Ana Ruiz   AN: 6604418   SSN: 448127339")).toEqual([]);
    expect(byContext("Hospital admission\nName: Ana Ruiz   FIN: 7720018845")).toEqual([]);
    expect(byContext("Clinic registration\nName: Ada Obi   NIN: 44812733901")).toEqual([]);
    expect(byContext("Hospital stores\nBatch report\n\nLot RN: 4471208")).toEqual([]);
    expect(byContext("Name: Ana Ruiz   RN: 4471208 (a shipping label)")).toEqual([]);
  });
});

describe("an unlabelled identifier as a field beside a date of birth", () => {
  it("reads the field before or after the labelled date", () => {
    expect(mrns("Patient list\nHOLLOWAY, PETRA   M4471208   DOB 12/03/1971")).toEqual(["M4471208"]);
    expect(mrns("Patient list\nHOLLOWAY, PETRA  DOB 12/03/1971  M4471208")).toEqual(["M4471208"]);
  });

  it("leaves a phone's, another number's or a labelled field, and a measurement", () => {
    expect(mrns("Patient: Ana Ruiz   DOB: 12/03/1971   Tel  4155550142")).toEqual([]);
    expect(mrns("Patient: Ana Ruiz   DOB: 12/03/1971   Encounter  7720018845")).toEqual([]);
    expect(mrns("Patient: Ana Ruiz   DOB: 12/03/1971   Claim: 7720018845")).toEqual([]);
    expect(mrns("Patient: John Smith  DOB: 03/14/1975  Weight  72500 g")).toEqual([]);
  });
});

describe("an unlabelled identifier right after the patient's name", () => {
  it("reads it in brackets, after a comma or after a dash", () => {
    expect(mrns("Clinic letter\nPatient: Jane Roe (4471208)")).toEqual(["4471208"]);
    expect(mrns("Clinic letter\nRe: ROE, Jane - K0448127\nThank you for seeing her.")).toEqual(["K0448127"]);
  });

  it("leaves a phone, an age, a year and another number's field", () => {
    expect(mrns("Clinic letter\nPatient: Jane Roe, 07700900123")).toEqual([]);
    expect(mrns("Clinic letter\nPatient: Jane Roe, 54, seen today")).toEqual([]);
    expect(mrns("Clinic letter\nPatient: Jane Roe (born 1971)")).toEqual([]);
    expect(mrns("Pharmacy note, patient collected\nRe: Order - 4471208")).toEqual([]);
  });
});

describe("record words the label words now read (record-labels.ts)", () => {
  it("reads glued Dutch compounds, an `identifier` word and a record system's name", () => {
    expect(mrns("Ziekenhuis — Dossiernummer: 4471208 (patiënt)")).toEqual(["4471208"]);
    expect(mrns("Patiëntnr: 4471208")).toEqual(["4471208"]);
    expect(mrns("Identificativo paziente: 4471208")).toEqual(["4471208"]);
    expect(mrns("EMR #: 4471208   Patient: J. Smith")).toEqual(["4471208"]);
  });
});

describe("cost", () => {
  it("stays linear in text full of labels and acronyms, through the entity stage", () => {
    const line =
      "Patient file no. 4471208 Name: Ana RN: 448127 case file number 2026-118842  DOB: 12/03/1971  4471208 Patient: Jane Roe (4471208)\n";
    expectLinearCpu((scale) => detector.detect(line.repeat(scale * 40), CONTEXT), 4);
    expectLinearCpu((scale) => detector.detect(`Clinic RN: ${"RN: ".repeat(scale * 3_000)}`, CONTEXT), 1);
  });
});
