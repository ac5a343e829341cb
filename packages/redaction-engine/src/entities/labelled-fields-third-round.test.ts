import { describe, expect, it } from "vitest";
import { EntityType } from "../entity-type.js";
import { findLabelledFields } from "./labelled-fields.js";

// Record labels and value shapes of the third round (issue 22, structured-gen), with examples
// written for this test, not taken from a corpus.
const mrns = (text: string) =>
  findLabelledFields(text, "entity", new Set([EntityType.MRN])).map((f) => text.slice(f.start, f.end));

describe("MRN labels of more languages and health systems", () => {
  it.each([
    ["Medicare (QC): 552 118 407", "552 118 407"],
    ["PHN: 9123 456 782", "9123 456 782"],
    ["N.º de utente: 318 224 091", "318 224 091"],
    ["Utente n.º 318 224 091", "318 224 091"],
    ["Číslo pojištěnce: 810422/1187", "810422/1187"],
    ["HC Nº 7720413", "7720413"],
    ["Numéro de patient : PA-228814", "PA-228814"],
    ["ID del paziente: 4471208", "4471208"],
    ["診察券番号：01188-42", "01188-42"],
    ["門診號：MZ-20251104", "MZ-20251104"],
    ["就诊号 20261127088", "20261127088"],
    ["차트번호: 00441287", "00441287"],
    ["Медицинская карта стационарного больного № 1204/26", "1204/26"],
    ["История болезни № 55120", "55120"],
    ["OPD पंजीकरण संख्या: AIIMS-26-0448", "AIIMS-26-0448"],
  ])("%s", (text, value) => {
    expect(mrns(text)).toEqual([value]);
  });

  it("reads clinical-only labels only near a clinical word", () => {
    expect(mrns("Client ID: CL-448812\nDOB: 02/03/1990, therapist: R. Moss")).toEqual(["CL-448812"]);
    expect(mrns("OAuth client ID: CL-448812 for the staging app")).toEqual([]);
    expect(mrns("Doente: M. Alves\nProcesso n.º 4471120")).toEqual(["4471120"]);
    expect(mrns("Processo n.º 4471120 do tribunal de Braga")).toEqual([]);
    expect(mrns("Ασθενής: Κ. Νικολάου, Α.Μ. 2024-771204")).toEqual(["2024-771204"]);
  });

  it("reads a case's number only where no patient number stands", () => {
    expect(mrns("Fall-Nr.: 26-771204, Station 3")).toEqual(["26-771204"]);
    expect(mrns("Pat.-Nr.: 11822345   Fall-Nr.: 26-771204")).toEqual(["11822345"]);
    expect(mrns("UHID: KMC/2026/44812   IP No: 26-11-0088")).toEqual(["KMC/2026/44812"]);
  });

  it("takes small letters only as a prefix glued to the digits after a field's separator", () => {
    expect(mrns("mrn: ab4471902")).toEqual(["ab4471902"]);
    expect(mrns("MRN - kh-0048812")).toEqual(["kh-0048812"]);
    expect(mrns("the patient id abc12345")).toEqual([]);
    expect(mrns("MRN: see chart 12345")).toEqual([]);
  });
});
