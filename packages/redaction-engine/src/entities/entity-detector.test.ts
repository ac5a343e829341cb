import { describe, expect, it } from "vitest";
import { ENTITY_TYPES } from "../entity-type.js";
import type { DetectContext } from "../finding.js";
import { fuse } from "../pipeline/fusion.js";
import { createNaiveCompromiseDetector } from "./compromise-recognizer.js";
import { createEntityDetector } from "./entity-detector.js";

const context: DetectContext = { types: new Set(ENTITY_TYPES), phoneRegions: ["US"] };
const rules = createEntityDetector({ compromise: false });
const full = createEntityDetector();

/** Findings at or above 0.5 (the default threshold), fused, as `TYPE:text`. */
function found(text: string, detector = full): string[] {
  const kept = detector.detect(text, context).filter((f) => f.confidence >= 0.5);
  return fuse(text, kept).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
}

describe("entity detector", () => {
  it.each([
    ["Dr. Jane Roe will call.", ["PERSON:Jane Roe"]],
    ["Meeting with Mrs Okafor tomorrow.", ["PERSON:Okafor"]],
    ["Thanks Sarah, see you.", ["PERSON:Sarah"]],
    ["I met Michael Jordan in Paris.", ["PERSON:Michael Jordan"]],
    ["Ludwig van Beethoven wrote it.", ["PERSON:Ludwig van Beethoven"]],
    ["According to Okonkwo Adebayo, rates will rise.", ["PERSON:Okonkwo Adebayo"]],
    ["Acme Widgets Inc. and Contoso Ltd. signed.", ["ORG:Acme Widgets Inc.", "ORG:Contoso Ltd."]],
    ["Wire it to the Bank of America account.", ["ORG:Bank of America"]],
    ["She moved from Barclays to Goldman Sachs.", ["ORG:Barclays", "ORG:Goldman Sachs"]],
    ["Our supplier is Fontana Logistics S.p.A. in Milan.", ["ORG:Fontana Logistics S.p.A."]],
    ["Northern Trust raised fees.", ["ORG:Northern Trust"]],
    // Decision 0041: institutions win over a person reading, legal forms over institutions.
    ["Elle a été suivie à la Clinique Pasteur.", ["ORG:Clinique Pasteur"]],
    ["Paid to ING Bank N.V. today.", ["ORG:ING Bank N.V."]],
    // Terms and titles that end in a sector noun, labels written like speakers, `fr` of an address.
    ["National Insurance number: JH 52 81 46 C", []],
    ["Engenheiro de Software na empresa", []],
    ["SSN on file: 239-51-8685.\nSSN on file: 792-36-5233.", []],
    ["write to ana.moreau@yahoo.fr. Amount due $214.", []],
  ])("%s", (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    "Please update Microsoft Teams and Google Sheets before Monday.",
    "The Apple Watch and the iPhone failed the check.",
    "Yesterday the Customer signed the Agreement.",
    "URGENT: PLEASE REVIEW THE ATTACHED PDF",
    "We visited London and Paris in May.",
    "Shares of the company fell.",
  ])("finds nothing in %s", (text) => {
    expect(found(text)).toEqual([]);
  });

  it("links a later surname or short name to the entity found in full", () => {
    const text = "Marie Dupont joined Acme Widgets Inc. in May. Dupont says Acme Widgets is growing.";
    const findings = full.detect(text, context).filter((f) => f.confidence >= 0.5);
    const byText = Object.fromEntries(
      findings.map((f) => [text.slice(f.start, f.end), [f.type, f.normalized]]),
    );
    expect(byText["Dupont"]).toEqual(["PERSON", "marie dupont"]);
    expect(byText["Acme Widgets"]).toEqual(["ORG", "acme widgets inc"]);
  });

  it("excludes a possessive from the name", () => {
    expect(found("Luis Ortega's note arrived.")).toEqual(["PERSON:Luis Ortega"]);
  });

  it("asks compromise only about runs the rules are unsure of", () => {
    // "Priya Raman" is unknown to the gazetteer; the cue word "with" makes it a likely person.
    expect(found("The deal with Priya Raman closed.", rules)).toEqual(["PERSON:Priya Raman"]);
  });

  it("does nothing when neither PERSON nor ORG is requested", () => {
    expect(full.detect("Dr. Jane Roe", { types: new Set(["EMAIL"]), phoneRegions: [] })).toEqual([]);
  });

  it("keeps the naive compromise baseline working (people and organisations with offsets)", () => {
    const text = "Dr. Sarah O'Connor met Jean-Pierre Dupont at Goldman Sachs Bank.";
    const spans = createNaiveCompromiseDetector()
      .detect(text, context)
      .map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
    expect(spans).toContain("PERSON:Sarah O'Connor");
    expect(spans).toContain("PERSON:Jean-Pierre Dupont");
  });
});

describe("entity detector rules of issue 22 (rules only, no compromise)", () => {
  it.each([
    // An honorific inside a run starts the name; the job title before it stays out.
    ["Vorbefunde vom Hausarzt Dr. Konstantinos Georgiou, Mannheim.", ["PERSON:Konstantinos Georgiou"]],
    ["Rendez-vous avec le Pr Étienne Roussel.", ["PERSON:Étienne Roussel"]],
    // Words that are neither ordinary words nor places, mid-sentence: a name outside the gazetteer.
    ["Next of kin: husband Declan Brennan, mobile on file.", ["PERSON:Declan Brennan"]],
    // A word with a digit (an IBAN's start) never joins a name.
    ["09.10  Transfer to Sanna Virtanen SE94 7380 8825", ["PERSON:Sanna Virtanen"]],
    // Organisation words of many languages make a run an organisation.
    ["Notaufnahme – Universitätsklinikum Heidelberg, Station 3", ["ORG:Universitätsklinikum Heidelberg"]],
    ["He studied at the Politecnico di Milano until 2019.", ["ORG:Politecnico di Milano"]],
  ])("%s", (text, expected) => {
    expect(found(text, rules)).toEqual(expected);
  });

  it.each([
    "Paid with my Platinum Mastercard yesterday.",
    "Role: Engenheiro Sênior in the platform team.",
    "The report went to the Audit Committee today.",
    "Card payment via Visa ending 4242.",
  ])("finds no name or organisation in %s", (text) => {
    expect(found(text, rules)).toEqual([]);
  });
});

describe("names placed where documents put them, at a line's start (issue 22)", () => {
  it.each([
    ["Customer: Priyanka Chaturvedi", ["PERSON:Priyanka Chaturvedi"]],
    ["Reporter: Callum McAllister <callum@example.com>", ["PERSON:Callum McAllister"]],
    ["Kind regards,\nAnanya Krishnamurthy\nSenior Engineer", ["PERSON:Ananya Krishnamurthy"]],
    ["Notaufnahme – Massachusetts General Hospital", ["ORG:Massachusetts General Hospital"]],
    ["Transfer to Balkan Pharm EOOD today", ["ORG:Balkan Pharm EOOD"]],
    ["- SIA Baltic Soft Latvija (Riga)", ["ORG:SIA Baltic Soft Latvija"]],
    ["Η Aegean Foods Α.Ε. επιβεβαιώνει", ["ORG:Aegean Foods Α.Ε."]],
  ])("%s", (text, expected) => {
    expect(found(text, rules)).toEqual(expected);
  });

  it("leaves a line-initial pair of ordinary words alone", () => {
    expect(found("Statement\nAccount Summary\nOpening balance", rules)).toEqual([]);
  });
});
