import { describe, expect, it } from "vitest";
import { EntityType } from "../entity-type.js";
import { createPatternDetector } from "./pattern-detector.js";
import { PATTERN_RECOGNIZERS, runRecognizers, selectRecognizers } from "./recognizer-registry.js";
import { ALL_TYPES } from "./test-context.js";

const byName = (name: string) => PATTERN_RECOGNIZERS.find((r) => r.name === name)!;
const TEXT =
  "Mail ana@contoso.se or support@contoso.se, call +44 20 7946 0958, card 4539 1488 0343 6467 " +
  "(test card 4242 4242 4242 4242), IBAN DE89 3704 0044 0532 0130 00, SSN 536-90-4321, " +
  "Aadhaar 2341 2341 2346, PAN ABCPE1234F, NI AB 12 34 56 C, host 10.1.2.3, https://contoso.se/x";

describe("recognizer registry", () => {
  it("names each recognizer once and covers every pattern type", () => {
    const names = PATTERN_RECOGNIZERS.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(PATTERN_RECOGNIZERS.map((r) => r.type))).toEqual(new Set(createPatternDetector().types));
  });

  it("selects by type and by name, in registry order", () => {
    expect(selectRecognizers(new Set([EntityType.NATIONAL_ID])).map((r) => r.name)).toEqual([
      "in-aadhaar",
      "in-pan",
      "uk-nino",
    ]);
    expect(
      selectRecognizers(
        new Set([EntityType.NATIONAL_ID, EntityType.EMAIL]),
        new Set(["uk-nino", "email"]),
      ).map((r) => r.name),
    ).toEqual(["email", "uk-nino"]);
  });

  it("is what the pattern stage runs: the same findings in the same order", () => {
    expect(runRecognizers(PATTERN_RECOGNIZERS, TEXT, ALL_TYPES, "pattern")).toEqual(
      createPatternDetector().detect(TEXT, ALL_TYPES),
    );
    // A digit-free text runs only the recognizers that need no digit.
    expect(
      runRecognizers(PATTERN_RECOGNIZERS, "mail ana@contoso.se", ALL_TYPES).map((f) => [f.type, f.detector]),
    ).toEqual([[EntityType.EMAIL, "email"]]);
  });

  it("agrees with each recognizer's validate hook on every finding", () => {
    const checked: string[] = [];
    for (const r of PATTERN_RECOGNIZERS) {
      if (!r.validate) continue;
      for (const f of r.find(TEXT, "pattern", ALL_TYPES)) {
        checked.push(r.name);
        expect([r.name, f.normalized, r.validate(f.normalized)]).toEqual([
          r.name,
          f.normalized,
          f.verdict === "valid",
        ]);
      }
    }
    expect(new Set(checked)).toEqual(new Set(["credit-card", "iban", "us-ssn", "in-aadhaar"]));
    expect(byName("credit-card").validate!("4539148803436468")).toBe(false); // Luhn fails
    expect(byName("iban").validate!("DE8937040044053201300")).toBe(false); // one short
    expect(byName("us-ssn").validate!("666123456")).toBe(false); // area 666 is never issued
    expect(byName("in-aadhaar").validate!("234123412347")).toBe(false); // Verhoeff fails
  });

  it("marks published examples and shared inboxes as identifying no person", () => {
    const email = byName("email").notPersonal!;
    expect([
      email("ana@contoso.se"),
      email("jane.doe@example.com"),
      email("x@mailbox.example"),
      email("support@contoso.se"),
    ]).toEqual([false, true, true, true]);
    expect(byName("credit-card").notPersonal!("4242424242424242")).toBe(true);
    expect(byName("credit-card").notPersonal!("4539148803436467")).toBe(false);
    expect(byName("us-ssn").notPersonal!("123456789")).toBe(true);
    expect(byName("us-ssn").notPersonal!("536904321")).toBe(false);
  });
});
