import { getCountrySpecifications } from "ibantools";
import { describe, expect, it } from "vitest";
import { EntityType } from "../src/entity-type.js";
import { IBAN_LENGTHS } from "../src/patterns/iban-countries.js";
import { createRedactor } from "../src/pipeline/redactor.js";

// Conformance for IBANs of every country (issue 22). No well-kept npm package ships the SWIFT
// registry's example IBANs (`iban` has some, but its list stopped years ago: no DJ, FK, LY, RU,
// a wrong length for BI), so the test builds one valid IBAN per country: the BBAN structure from
// ibantools (a maintained validator; digits only where it has none), check digits by ISO 13616
// computed here, independently of the engine. Written in print and electronic format, with and
// without `IBAN:`, in sentences of four languages.

const redactor = createRedactor({ secret: "conformance-secret-0123456789" });
const specs = getCountrySpecifications();

/** Fills `^[0-9]{8}[A-Z0-9]{11}$`-style structures deterministically, varied by `seed`. */
function bbanOf(regexp: string | null | undefined, length: number, seed: number): string {
  const parts = regexp ? [...regexp.matchAll(/\[([^\]]+)\]\{(\d+)\}/g)] : [];
  const pieces =
    parts.length > 0 ? parts.map((m) => [m[1]!, Number(m[2])] as const) : [["0-9", length] as const];
  let out = "";
  for (const [chars, n] of pieces) {
    for (let i = 0; i < n; i++) {
      const k = (seed * 7 + out.length * 13) % 26;
      if (chars === "A-Z") out += String.fromCharCode(65 + k);
      else if (chars === "0-9") out += String(k % 10);
      else out += out.length % 3 === 0 ? String.fromCharCode(65 + k) : String(k % 10); // letters and digits
    }
  }
  return out;
}

function mod97(s: string): number {
  let r = 0;
  for (const ch of s) {
    const v = ch >= "A" ? ch.charCodeAt(0) - 55 : ch.charCodeAt(0) - 48;
    r = v >= 10 ? (r * 100 + v) % 97 : (r * 10 + v) % 97;
  }
  return r;
}

function ibanOf(country: string, seed: number): string {
  const length = IBAN_LENGTHS[country]!;
  const bban = bbanOf(specs[country]?.bban_regexp, length - 4, seed);
  const check = 98 - mod97(`${bban}${country}00`);
  return `${country}${String(check).padStart(2, "0")}${bban}`;
}

const print = (iban: string) => iban.replace(/(.{4})(?=.)/g, "$1 ");
const SENTENCES: readonly ((iban: string) => string)[] = [
  (x) => `IBAN: ${x}`,
  (x) => `Please transfer the deposit to ${x} by Friday.`,
  (x) => `Bitte überweisen Sie den Betrag auf IBAN ${x}, danke.`,
  (x) => `Virement reçu sur le compte ${x}.`,
];

describe("IBANs: one valid IBAN of every registry country", () => {
  const countries = Object.keys(IBAN_LENGTHS).sort();

  it("covers every country ibantools lists in the SWIFT registry", () => {
    const registry = Object.entries(specs).filter(([, s]) => s.IBANRegistry);
    expect(registry.filter(([c, s]) => IBAN_LENGTHS[c] !== s.chars)).toEqual([]);
    expect(countries.length).toBeGreaterThanOrEqual(registry.length);
  });

  it("redacts each in print and electronic format and keys it by its electronic form", () => {
    const failures: string[] = [];
    let cases = 0;
    for (const [i, country] of countries.entries()) {
      const iban = ibanOf(country, i);
      expect(mod97(iban.slice(4) + iban.slice(0, 4)), iban).toBe(1);
      for (const written of [iban, print(iban)])
        for (const sentence of SENTENCES) {
          cases++;
          const text = sentence(written);
          const at = text.indexOf(written);
          const hit = redactor
            .detect(text)
            .findings.find(
              (f) => f.type === EntityType.IBAN && f.start === at && f.end === at + written.length,
            );
          if (hit?.normalized !== iban) failures.push(text);
        }
    }
    expect(failures).toEqual([]);
    expect(cases).toBe(countries.length * 8);
  });

  it("leaves a wrong check digit, a wrong length and an unknown country in the text", () => {
    const iban = ibanOf("DE", 3);
    const wrongCheck = `DE${String((Number(iban.slice(2, 4)) + 1) % 100).padStart(2, "0")}${iban.slice(4)}`;
    const texts = [
      `IBAN: ${print(wrongCheck)}`,
      `IBAN: ${iban.slice(0, -1)}`,
      `IBAN: ${ibanOf("FR", 1).replace(/^FR/, "QQ")}`,
    ];
    for (const text of texts)
      expect(
        redactor.detect(text).findings.filter((f) => f.type === EntityType.IBAN),
        text,
      ).toEqual([]);
  });
});
