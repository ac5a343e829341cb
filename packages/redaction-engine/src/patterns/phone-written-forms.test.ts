import { describe, expect, it } from "vitest";
import { EntityType } from "../entity-type.js";
import { createPatternDetector } from "./pattern-detector.js";
import { foldPhoneText } from "./phone-folded-text.js";

const detector = createPatternDetector();
const phones = (text: string) =>
  detector
    .detect(text, { types: new Set([EntityType.PHONE_E164]), phoneRegions: ["US", "GB"] })
    .map((f) => [text.slice(f.start, f.end), f.normalized]);

describe("phone numbers in other scripts' digits and full-width forms", () => {
  it("folds to ASCII without changing a single offset", () => {
    const written = "電話：０３－５５７６－２２１１（内線２０４） ٠٥٠ ١٢٣ ९८७६५ ৪৩ a\u202fb";
    const folded = foldPhoneText(written);
    expect(folded).toBe("電話：03-5576-2211(内線204) 050 123 98765 43 a b");
    expect(folded.length).toBe(written.length);
    // Without a digit of another script or a full-width one, nothing is folded.
    for (const plain of ["Call 020 7946 0958, thanks", "会議（2026年）は　03-1234-5678\u202fまで"])
      expect(foldPhoneText(plain)).toBe(plain);
  });

  it("finds the number as written, normalised from its ASCII reading", () => {
    expect(phones("電話：０３－５５７６－２２１１（平日）")).toEqual([
      ["０３－５５７６－２２１１", "+81355762211"],
    ]);
    expect(phones("للتواصل: ٠٥٠ ١٢٣ ٤٥٦٧ (جوال)")).toEqual([["٠٥٠ ١٢٣ ٤٥٦٧", "+971501234567"]]);
    expect(phones("मेरा फोन नंबर ९८७६५ ४३२१० है")).toEqual([["९८७६५ ४३२१०", "+919876543210"]]);
    expect(phones("TEL ０３（１２３４）５６７８")).toEqual([["０３（１２３４）５６７８", "+81312345678"]]);
  });

  it("leaves other scripts' digit runs that are no phone number alone", () => {
    expect(phones("رمز التحقق ٤٨٢٩١٣ صالح لمدة ١٠ دقائق")).toEqual([]);
    expect(phones("注文番号：１２３４５６７８９０１２")).toEqual([]);
  });
});

describe("phone numbers with a glued extension", () => {
  it("ends the number before `x12` or `ext.5` written right after it", () => {
    expect(phones("phone 415-867-5309x12")).toEqual([["415-867-5309", "+14158675309"]]);
    expect(phones("Ring 0161 496 0123ext.5")).toEqual([["0161 496 0123", "+441614960123"]]);
  });

  it("does not take a digit run glued to other letters", () => {
    expect(phones("phone 415-867-5309xy")).toEqual([]);
    expect(phones("phone 415-867-5309x1234567")).toEqual([]);
  });
});

describe("phone numbers wrapped at the end of a line", () => {
  it("joins the two lines of an international number or one after a phone word", () => {
    expect(phones("my number is +49 151\n23456789 thanks")).toEqual([
      ["+49 151\n23456789", "+4915123456789"],
    ]);
    expect(phones("Best number to call back is 07723\n954 321")).toEqual([
      ["07723\n954 321", "+447723954321"],
    ]);
  });

  it("never joins two lines without `+`, `00` or a phone word, nor across two breaks", () => {
    expect(phones("Qty 0151\n23456789")).toEqual([]);
    const twoBreaks = "Tel: +44 20\n7946\n0958";
    expect(phones(twoBreaks).map(([value]) => value)).not.toContain(twoBreaks.slice(5));
  });
});

describe("phone numbers listed after another on the same line", () => {
  it("gives the second number the first one's phone word, up to 32 characters after it", () => {
    // Valid in a widely used plan is enough with a phone word; the country read (Mexico, not
    // Colombia) may be wrong, the number is still one.
    const second = ["300 123 4567", "+523001234567"];
    expect(phones("WhatsApp +56 9 1234 5678 (Santiago) · Bogotá 300 123 4567")).toEqual([
      ["+56 9 1234 5678", "+56912345678"],
      second,
    ]);
    expect(phones(`WhatsApp +56 9 1234 5678 ${"x".repeat(30)} 300 123 4567`)).toEqual([
      ["+56 9 1234 5678", "+56912345678"],
      second,
    ]);
  });

  it("not across a digit, a line, another identifier's noun, or more than 32 characters", () => {
    const first = ["+56 9 1234 5678", "+56912345678"];
    expect(phones("WhatsApp +56 9 1234 5678, order 300 123 4567")).toEqual([first]);
    expect(phones("WhatsApp +56 9 1234 5678 (Santiago)\nBogotá 300 123 4567")).toEqual([first]);
    expect(phones("WhatsApp +56 9 1234 5678 room 4 · Bogotá 300 123 4567")).toEqual([first]);
    expect(phones(`WhatsApp +56 9 1234 5678 ${"x".repeat(31)} 300 123 4567`)).toEqual([first]);
    expect(phones("WhatsApp +56 9 1234 5678. Bogotá 300 123 4567")).toEqual([first]);
  });

  it("lists only after a number that is surely one, not after a look-alike read as a number", () => {
    // `20.71.209.110` reads as a London number (the IPv4 recogniser takes it): the invalid quad
    // after it is not listed with it, in the same sentence or the next.
    for (const text of [
      "phone +33 1 38 99 71 79. Login from 20.71.209.110 blocked; 580.30.24.143 is not an address",
      "Login from 20.71.209.110 blocked, 580.30.24.143 is not an address",
    ])
      expect(phones(text).map(([value]) => value)).not.toContain("580.30.24.143");
  });
});

describe("phone numbers after more labels and with a slash after the area code", () => {
  it("reads `+49 (0)30 / 901820-0`, `Fon 030 - 90 18 20` and `Tfno: 912 34 56 78`", () => {
    expect(phones("Tel.: +49 (0)30 / 901820-0")).toEqual([["+49 (0)30 / 901820-0", "+49309018200"]]);
    expect(phones("Fon 030 - 90 18 20, danke")).toEqual([["030 - 90 18 20", "+4930901820"]]);
    expect(phones("Tfno: 912 34 56 78")).toEqual([["912 34 56 78", "+34912345678"]]);
  });

  it("takes one slash, after the area code, not after the country code", () => {
    const values = (text: string) => phones(text).map(([value]) => value);
    expect(values("Tel.: +49 / 30 901820")).not.toContain("+49 / 30 901820");
    expect(values("Tel.: +49 30 / 9018 / 20")).not.toContain("+49 30 / 9018 / 20");
  });
});
