import { describe, expect, it } from "vitest";
import { findAddressNames } from "./address-names.js";
import { findArabicNames } from "./arabic-names.js";
import { defaultGazetteer } from "./gazetteer.js";

const g = defaultGazetteer();
const names = (text: string) => findAddressNames(text, "entity", g).map((f) => text.slice(f.start, f.end));

describe("names beside an address word", () => {
  it.each([
    ["Dígale a doña Remedios que ya llegó.", ["Remedios"]],
    ["Fala com a dona Graça amanhã.", ["Graça"]],
    ["Please call Puan Noraini before noon.", ["Noraini"]],
    ["Ενημερώθηκε η κα Δέσποινα.", ["Δέσποινα"]],
    ["Referans: Zeynep Aksoy Hanım, Satış Müdürü", ["Zeynep Aksoy"]],
    ["Kapoor uncle ka number bhejo", ["Kapoor"]],
    ["Thanks Vikram bhaiya, done.", ["Vikram"]],
    ["HR wali Shalini ma'am ne bola", ["Shalini"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("leaves greetings, ordinary words and column heads alone", () => {
    expect(names("Thanks sir. Apologies sir. Hi uncle!")).toEqual([]);
    expect(names("Dato   Forklaring   Beløp")).toEqual([]);
  });

  it("reads a megabyte of address words in one pass", () => {
    expect(names("doña Rosa ".repeat(100_000))).toHaveLength(100_000);
    names("A".repeat(1_000_000));
    names("Ab ".repeat(350_000));
  });
});

describe("spoken Arabic titles without the article", () => {
  it("takes the name after أستاذ, مستر and مدام", () => {
    const text = "شكرا أستاذ كريم، وسلم على مدام نادية";
    expect(findArabicNames(text, "entity").map((f) => text.slice(f.start, f.end))).toEqual(["كريم", "نادية"]);
  });
});
