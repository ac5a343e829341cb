import { describe, expect, it } from "vitest";
import { normalizeName } from "./compromise-recognizer.js";
import { isUpperCase, lowerCase } from "./letter-case.js";
import { tokenize } from "./tokens.js";

// Words as the tokenizer sees them: cut from a text holding a character outside Latin-1, where
// the engine's own case mapping is slowest.
const TRICKY = "smith Smith SMITH O'Brien-Ávila İstanbul STRASSE Straße ǅemal ΣΑΣ σας AT&T x2 𝐀B ĳ IJ 李娜";
const wordsOf = (text: string) => `${text} 李`.slice(0, text.length).split(" ");

describe("letter case", () => {
  it.each(wordsOf(TRICKY))("%s is cased exactly as toLowerCase and toUpperCase would", (word) => {
    expect(lowerCase(word)).toBe(word.toLowerCase());
    expect(isUpperCase(word)).toBe(word === word.toUpperCase());
  });

  it("answers a lower-case ASCII word with the word itself, not a copy", () => {
    const word = wordsOf("invoice")[0]!;
    expect(lowerCase(word)).toBe(word);
    expect(lowerCase("Invoice")).toBe("invoice");
  });
});

describe("entity key of a name", () => {
  it.each([
    ["Jane Doe", "jane doe"],
    ["Jane  Doe", "jane doe"],
    [" Jane Doe", "jane doe"],
    ["Jane Doe ", "jane doe"],
    ["Jane\tDoe", "jane doe"],
    ["Jane\nDoe", "jane doe"],
    ["J. R. Doe", "j r doe"],
    ["Doe, Jane", "doe jane"],
    ["ACME GmbH", "acme gmbh"],
    ["ＡＣＭＥ Ltd", "acme ltd"],
    ["İlker Çelik", "i̇lker çelik"],
    ["Zoë Ångström", "zoë ångström"],
  ])("%j is keyed as %j", (name, key) => {
    expect(normalizeName(name)).toBe(key);
  });
});

describe("tokens", () => {
  it("keep each token's text equal to its slice of the document (mention linking relies on it)", () => {
    const text = "Mr. Smith's cousin J. Doe of Acme Inc. met S.p.A. staff; O'Brien’s AT&T deal.";
    const tokens = tokenize(text);
    expect(tokens.map((t) => t.text)).toEqual([
      "Mr.",
      "Smith",
      "cousin",
      "J.",
      "Doe",
      "of",
      "Acme",
      "Inc.",
      "met",
      "S.p.A.",
      "staff",
      "O'Brien",
      "AT&T",
      "deal",
    ]);
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.text);
    expect(tokens.filter((t) => t.allCaps).map((t) => t.text)).toEqual(["AT&T"]);
  });
});
