import { describe, expect, it } from "vitest";
import { findAadhaars } from "./national-id-recognizer.js";
import { afterOtherIdentifierLabel } from "./other-identifier-labels.js";
import { bareMobile, mobilePrefixForm } from "./phone-local-forms.js";
import { findPhones } from "./phone-recognizer.js";
import { findSsns } from "./ssn-recognizer.js";

const phones = (text: string, context: string[] = []) =>
  findPhones(text, "pattern", ["US", "GB"], context).map((f) => [text.slice(f.start, f.end), f.normalized]);
const before = (text: string) => afterOtherIdentifierLabel(text, text.length);

describe("another identifier's label before a digit run (issue 22, structured-gen)", () => {
  it("knows account, tax, reference and order labels in many languages", () => {
    for (const text of [
      "A/c No. ",
      "Acct #",
      "Kontonummer: ",
      "Số tài khoản: ",
      "счёт № ",
      "btw BE ",
      "USt-IdNr.: DE ",
      "VAT no. GB ",
      "ref. ",
      "Referencia: ",
      "order confirmation ",
      "Sendungsnummer ",
      "bankgiro ",
      "מספר חשבונית: ",
      "Customer no. ",
    ])
      expect(before(text), text).toBe(true);
  });

  it("needs the label right before the digits, and no phone word before it", () => {
    expect(before("account manager: ")).toBe(false);
    expect(before("Son briefed; contact ")).toBe(false);
    expect(before("phone on the order ")).toBe(false);
    expect(before("Customer: ")).toBe(false);
    expect(before("Call me about the order at ")).toBe(false);
  });

  it("keeps such digits out of phones and Aadhaar numbers, not a phone after them", () => {
    expect(phones("A/c No. 0041 0200 118 734")).toEqual([]);
    expect(phones("btw BE 0712.418.993", ["BE"])).toEqual([]);
    expect(phones("ref. 884 120 775", ["PT"])).toEqual([]);
    expect(phones("(ref 12345) 020 7946 0958")).toEqual([["020 7946 0958", "+442079460958"]]);
    expect(findAadhaars("Order 5510-2231-0087", "pattern")).toEqual([]);
  });
});

describe("written forms the general phone rules did not admit", () => {
  it("reads Argentina's `15` mobile after its area code when the text points to Argentina", () => {
    expect(
      mobilePrefixForm([
        { start: 0, end: 4, digits: "0341" },
        { start: 5, end: 7, digits: "15" },
        { start: 8, end: 11, digits: "527" },
      ]),
    ).toBe(true);
    expect(phones("Escribime al 0261 15-448-2231, gracias", ["AR"])).toEqual([
      ["0261 15-448-2231", "+5492614482231"],
    ]);
  });

  it("reads a bare mobile of a policy or document region, not a bare landline or a short run", () => {
    expect(bareMobile("07911123456", 0, 11, "07911123456", ["GB"])).toBe("+447911123456");
    expect(phones("I'm on 07911123456 after six")).toEqual([["07911123456", "+447911123456"]]);
    expect(phones("Reference 02079460958 attached")).toEqual([]);
    expect(bareMobile("0612345678", 0, 10, "0612345678", ["US", "GB"])).toBeUndefined();
    expect(bareMobile("0612345678", 0, 10, "0612345678", ["FR"])).toBe("+33612345678");
  });

  it("does not join an amount to the next line's date", () => {
    expect(phones("Bérleti díj   +318 400\n14.11.  Áramszámla")).toEqual([]);
  });

  it("leaves an SSN shape inside a longer run of spaced groups", () => {
    expect(findSsns("parcel 1Z 84X 226 04 9318 7750", "pattern")).toEqual([]);
    expect(findSsns("SSN 226 04 9318 7750", "pattern")).toHaveLength(1);
  });

  it("reads a megabyte of labels and digit runs in linear time", () => {
    const hostile = [
      "A/c No. 0041 0200 118 734 ".repeat(40_000),
      "ref ".repeat(250_000),
      "07911123456 ".repeat(80_000),
    ];
    const started = performance.now();
    for (const text of hostile) findPhones(text, "pattern", ["US", "GB"], []);
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});
