import { describe, expect, it } from "vitest";
import { findCapsNameLines } from "./caps-name-lines.js";
import { defaultGazetteer } from "./gazetteer.js";
import { nameWords } from "./name-words.js";

const gazetteer = defaultGazetteer();
const words = nameWords(gazetteer);
const names = (text: string) =>
  findCapsNameLines(text, "entity", gazetteer, words).map((f) => text.slice(f.start, f.end));

describe("names in capitals on a line of their own", () => {
  it.each([
    ["ANANYA VENKATARAMAN\nSeattle, WA · ananya.venkat@fastmail.com", ["ANANYA VENKATARAMAN"]],
    ['CHIDINMA OKORO ("Grace") — Software Engineer\nLondon', ["CHIDINMA OKORO"]],
    ["Kind regards,\nJOHN MILLER\nHead of Audit", ["JOHN MILLER"]],
    ["Statement date 02 Mar 2026\nMRS SARAH PRITCHARD · 7 Ffordd Las, Bangor", ["SARAH PRITCHARD"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("leaves headings, organisations and sentences alone", () => {
    for (const text of [
      "CURRICULUM VITAE\nName: Jane Roe",
      "WORK EXPERIENCE\n2019 - now",
      "ACME LTD\nInvoice 1234",
      "GP CONSULTATION — Riverside Medical Practice\nPatient: Mrs Roe",
      "FRAUD QUEUE — case FQ-2026-11-2087",
      "PLEASE CALL ME BACK",
    ])
      expect(names(text)).toEqual([]);
  });
});
