import { describe, expect, it } from "vitest";
import { ENTITY_TYPES } from "../entity-type.js";
import { createDefaultDetectors } from "../pipeline/default-detectors.js";
import { createRedactor } from "../pipeline/redactor.js";
import { parseClinicalDate } from "./clinical-date.js";
import { createClinicalDetector, PATIENT, patientMatches } from "./clinical-detector.js";

const detector = createClinicalDetector();
const detect = (text: string) =>
  detector
    .detect(text, { types: new Set(ENTITY_TYPES), phoneRegions: [] })
    .map((f) => [f.type, text.slice(f.start, f.end), f.verdict, f.normalized]);

describe("clinical detector", () => {
  it("finds labelled patient names, MRNs and dates of birth", () => {
    expect(detect("Patient: ROE, JANE  MRN: 00123456  DOB: 03/14/1975")).toEqual([
      ["PERSON", "ROE, JANE", "unvalidated", "jane roe"],
      ["MRN", "00123456", "valid", "00123456"],
      ["DATE_OF_BIRTH", "03/14/1975", "valid", "1975-03-14"],
    ]);
    expect(
      detect("pt name - John Carter, Medical Record No. AB-1234567, date of birth 14 March 1975"),
    ).toEqual([
      ["PERSON", "John Carter", "unvalidated", "john carter"],
      ["MRN", "AB-1234567", "valid", "AB1234567"],
      ["DATE_OF_BIRTH", "14 March 1975", "valid", "1975-03-14"],
    ]);
  });

  it("marks impossible dates of birth invalid and ignores unlabelled dates and numbers", () => {
    expect(detect("DOB: 02/30/1980")).toEqual([["DATE_OF_BIRTH", "02/30/1980", "invalid", "02/30/1980"]]);
    expect(detect("Seen on 03/14/1975, room 00123456.")).toEqual([]);
  });

  it("parses the supported date forms", () => {
    expect(parseClinicalDate("1975-03-14")).toBe("1975-03-14");
    expect(parseClinicalDate("14/03/1975")).toBe("1975-03-14");
    expect(parseClinicalDate("3/4/75")).toBe("1975-03-04");
    expect(parseClinicalDate("Feb 29, 2024")).toBe("2024-02-29");
    expect(parseClinicalDate("Feb 29, 2023")).toBeUndefined();
    expect(parseClinicalDate("13/13/2000")).toBeUndefined();
  });

  it("runs in the openmed detector set and gives one patient one placeholder in both name forms", async () => {
    const r = createRedactor({
      secret: "clinical-secret-0123456789",
      detectors: createDefaultDetectors({ choice: "openmed" }),
    });
    const res = await r.redact(
      "Patient: ROE, JANE. MRN 7654321. DOB: 1975-03-14.\nPatient Jane Roe tolerated the procedure.",
    );
    expect(res.text).toBe(
      "Patient: [PERSON_0001]. MRN [MRN_0001]. DOB: [DATE_OF_BIRTH_0001].\nPatient [PERSON_0001] tolerated the procedure.",
    );
  });
});

describe("patientMatches", () => {
  it("prefilters with a class-free scan that matches every character the label matches", () => {
    for (const letter of new Set("patient name of pt")) {
      for (let c = 0; c <= 0xffff; c++) {
        const char = String.fromCharCode(c);
        if (new RegExp(letter, "iu").test(char) && !new RegExp(letter, "i").test(char))
          expect.fail(`U+${c.toString(16)} for ${letter}`);
      }
    }
  });

  it("finds exactly the matches of PATIENT", () => {
    const pieces = [
      "patient",
      "Pt.",
      "PATIENT'S",
      " name",
      "name of patient",
      ": ",
      " ",
      ",",
      "Jane",
      "ROE",
      "x",
      "é",
      "Ölaf",
      "pt",
      "opt",
      "\u0130",
      "-",
    ];
    let seed = 3;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let n = 0; n < 3000; n++) {
      let text = "";
      for (let k = Math.floor(random() * 14); k >= 0; k--)
        text += pieces[Math.floor(random() * pieces.length)];
      const expected = [...text.matchAll(PATIENT)].map((m) => [m.index, ...m]);
      expect(
        [...patientMatches(text)].map((m) => [m.index, ...m]),
        text,
      ).toEqual(expected);
    }
  });
});
