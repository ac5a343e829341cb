import { describe, expect, it } from "vitest";
import { EntityType } from "../entity-type.js";
import { createPatternDetector } from "./pattern-detector.js";
import { contextRegions } from "./phone-context-regions.js";

const detector = createPatternDetector();
const phones = (text: string) =>
  detector
    .detect(text, { types: new Set([EntityType.PHONE_E164, EntityType.IBAN]), phoneRegions: ["US", "GB"] })
    .filter((f) => f.type === EntityType.PHONE_E164)
    .map((f) => [text.slice(f.start, f.end), f.normalized]);

describe("phone numbers of any region, read by the document's context", () => {
  it("names the regions a document points to: domains, IBANs, international numbers, script", () => {
    expect(contextRegions("mail camille@atelier.fr or see www.example.co.uk")).toEqual(["FR", "GB"]);
    expect(contextRegions("IBAN AT61 1904 3002 3457 3201, or +49 30 901820")).toEqual(["AT", "DE"]);
    expect(contextRegions("田中さん、見てもらえますか")).toEqual(["JP", "CN"]);
    // Generic domains say nothing.
    expect(contextRegions("status.example.io and ai.example.ai")).toEqual([]);
  });

  it("reads a national number in the region the document points to", () => {
    expect(phones("Écrivez à compta@maison.fr ou appelez le 01 42 68 53 00.")).toEqual([
      ["01 42 68 53 00", "+33142685300"],
    ]);
    expect(phones("Bitte rufen Sie mich an: 0151 23456789, danke.")).toEqual([
      ["0151 23456789", "+4915123456789"],
    ]);
    expect(phones("株式会社のサポート窓口は 03-5412-7789 です。")).toEqual([
      ["03-5412-7789", "+81354127789"],
    ]);
  });

  it("without any region, takes a grouped number after a phone word, and nothing without one", () => {
    expect(phones("Tel. (02) 9876 5432")).toHaveLength(1);
    expect(phones("Ref (02) 9876 5432")).toEqual([]);
  });

  it("leaves dates and the digits of an IBAN alone, whatever region the document is in", () => {
    expect(
      phones("Bitte bis 02.11.2026 zahlen, danke. Ziel-IBAN DE89 3704 0044 0532 0130 01 ungültig"),
    ).toEqual([]);
  });
});
