import { describe, expect, it } from "vitest";
import { EntityType } from "../entity-type.js";
import { createPatternDetector } from "./pattern-detector.js";
import { ANY_SCRIPT_REGION, contextRegions, MAYBE_SCRIPT_REGION } from "./phone-context-regions.js";

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

  it("prefilters the scripts with a class that holds every character of them", () => {
    for (let c = 0; c <= 0x10ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const char = String.fromCodePoint(c);
      if (ANY_SCRIPT_REGION.test(char) && !MAYBE_SCRIPT_REGION.test(char)) expect.fail(`U+${c.toString(16)}`);
    }
    expect(MAYBE_SCRIPT_REGION.test("“Déjà vu” — 5 € ’")).toBe(false);
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
    expect(phones("Ref 2 9876 5432")).toEqual([]);
  });

  it("without a region or a phone word, takes a trunk-prefixed number grouped exactly as a plan writes it", () => {
    expect(phones("Office: 01 42 68 53 00")).toEqual([["01 42 68 53 00", "+33142685300"]]);
    expect(phones("Osaka office 03-1234-5678")).toEqual([["03-1234-5678", "+81312345678"]]);
    // The country may be read wrong (here Italy, not Australia): only the key changes.
    expect(phones("reach me at (02) 9876 5432 after 5")).toHaveLength(1);
    expect(phones("K-Electric bill 0400 1234 5678, ref 0012 3456 7890, order 0001 2345 678")).toEqual([]);
  });

  it("leaves dates and the digits of an IBAN alone, whatever region the document is in", () => {
    expect(
      phones("Bitte bis 02.11.2026 zahlen, danke. Ziel-IBAN DE89 3704 0044 0532 0130 01 ungültig"),
    ).toEqual([]);
  });

  it("reads the document's region before the policy's default list (issue 22)", () => {
    // 312 is a Chicago area code too; the .it address says whose number it is.
    expect(phones("Chiamami al 312 345 6789 oppure scrivi a mario@studio.it")).toEqual([
      ["312 345 6789", "+393123456789"],
    ]);
    // GB is a policy region and the document's: a German word does not move it to Germany.
    expect(phones("Bitte rufen Sie mich unter 07400 123456 an. anna@firma.co.uk")).toEqual([
      ["07400 123456", "+447400123456"],
    ]);
    // A country's name is a hint; Åland and Christmas Island numbers use their neighbours' plans.
    expect(phones("BBVA México · Tel. 55 5226 2663")).toEqual([["55 5226 2663", "+525552262663"]]);
    expect(phones("Call me on 041 2345678 — anna@firma.ax")).toEqual([["041 2345678", "+358412345678"]]);
  });

  it("takes short plans' numbers after a phone word, and short international numbers", () => {
    expect(phones("Tel.: 560 1234, info@hotel.aw")).toEqual([["560 1234", "+2975601234"]]);
    expect(phones("Call me on 40123 — anna@firma.ac")).toEqual([["40123", "+24740123"]]);
    expect(phones("Ring +290 8999 tonight")).toEqual([["+290 8999", "+2908999"]]);
    expect(phones("Kennwort 560 1234, info@hotel.aw")).toEqual([]);
  });

  it("reads dotted quads and date shapes after a phone label as numbers", () => {
    expect(phones("Tél. 70.12.34.56 — contact@hotel.bf")).toEqual([["70.12.34.56", "+22670123456"]]);
    expect(phones("Tel.: 21-12-34, info@firma.fo")).toEqual([["21-12-34", "+298211234"]]);
    expect(phones("Tel.: +994 40.123.45.67")).toEqual([["+994 40.123.45.67", "+994401234567"]]);
  });

  it("reads a slash after the area code, as German-speaking countries write it (issue 22)", () => {
    expect(phones("Tel.: 0221 / 123 45 67, info@firma.de")).toEqual([["0221 / 123 45 67", "+492211234567"]]);
    expect(phones("Telefon 0371/4458-0 · www.kranich.de")).toEqual([["0371/4458-0", "+4937144580"]]);
    expect(phones("Fax: 01/234 56 78, office@kanzlei.at")).toEqual([["01/234 56 78", "+4312345678"]]);
    // Dates, fractions and years keep their slashes.
    expect(phones("DOB 12/03/1980, 2024/2025, 1/2 cup, mail@x.de")).toEqual([]);
  });

  it("reads a switchboard number and keeps brackets around a number out of its span", () => {
    expect(phones("Vertrieb · 0371 4458-0 · www.kranich.de")).toEqual([["0371 4458-0", "+4937144580"]]);
    expect(phones("大阪のひろさん (06-6341-2258) に連絡します。")).toEqual([
      ["06-6341-2258", "+81663412258"],
    ]);
  });

  it("leaves references that a region's plan would take only without its trunk prefix or as a date", () => {
    expect(phones("Spindle order 2026-0419, consignment 40-2219-7710, mail to a@b.de")).toEqual([]);
    expect(phones("[1] 2026-11-20 09:12 · Ramesh, Chennai office, India")).toEqual([]);
    expect(phones("Referenz der Zahlung: 2026-11-07-8841. Login-Code aus dem SMS war 550918.")).toEqual([]);
    // Without a phone word, groups of two digits the region's format does not have: a serial.
    expect(phones("serial 1234-5678-90, ana@empresa.com.br")).toEqual([]);
    expect(phones("Tel. 12 3456-7890, ana@empresa.com.br")).toEqual([["12 3456-7890", "+551234567890"]]);
  });
});

describe("national numbers after phone words of many languages (issue 22)", () => {
  it("reads a number after a phone word or 'number' in any language, even without its trunk prefix", () => {
    expect(phones("[7:47 PM] Vikram: unka number 98765 43210 hai na?")).toEqual([
      ["98765 43210", "+919876543210"],
    ]);
    expect(phones("हमारे मैनेजर से 98765 43210 पर संपर्क करें।")).toEqual([["98765 43210", "+919876543210"]]);
    expect(phones("genial, mi cel nuevo es 11 4567-8901, agendalo")).toEqual([
      ["11 4567-8901", "+541145678901"],
    ]);
    expect(phones("Le llamaremos al 55 1234 5678.")).toEqual([["55 1234 5678", "+525512345678"]]);
    expect(phones("Kundeservice: 412 34 567, takk")).toEqual([["412 34 567", "+4741234567"]]);
    // Read in some plan: the key's country may be another (here Brazil), the number is still redacted.
    expect(phones("Son briefed; contact 98765 43210.")).toHaveLength(1);
  });

  it("leaves other identifiers' numbers and short codes alone", () => {
    expect(phones("order number 98765 43210 shipped")).toEqual([]);
    expect(phones("Login-Code aus dem SMS war 550918, danke")).toEqual([]);
    // An Indian landline is written with its trunk prefix: without it, digits are no phone.
    expect(phones("consignment 40-2219-7710, ravi@example.in")).toEqual([]);
  });
});

describe("a prefix and spaced short groups, and the words that name a region (issue 22)", () => {
  it("reads a prefix then groups of two or three in the document's region, whatever its plan's format", () => {
    expect(phones("Kontakt: rådgiver Eirik, 924 71 836 / eirik@banken.no")).toEqual([
      ["924 71 836", "+4792471836"],
    ]);
    expect(phones("Citación en consultas externas: 91 402 37 18.")).toEqual([
      ["91 402 37 18", "+34914023718"],
    ]);
    expect(phones("Για αλλαγή, η συνάδελφός μου στο 24310 28 417.")).toEqual([
      ["24310 28 417", "+302431028417"],
    ]);
  });

  it("keeps the format's grouping for dashes, thousands, long later groups and one-digit groups", () => {
    expect(phones("Beløp 48 220 000, post@banken.no")).toEqual([]);
    expect(phones("serial 1234 5678 90, ana@empresa.com.br")).toEqual([]);
    expect(phones("ref 91-402-37-18, consultas")).toEqual([]);
    expect(phones("lote 9 140 23 71 8, paciente")).toEqual([]);
  });

  it("names a region by its language's common words and its own institutions", () => {
    expect(contextRegions("Paciente estable. Familiar de contacto: su hijo.")).toEqual(["ES"]);
    expect(contextRegions("wir berichten über Ihre Patientin")).toEqual(["DE"]);
    expect(contextRegions("la CLABE que me pasó")).toEqual(["MX"]);
    expect(contextRegions("Aadhaar on file; UHID pending")).toEqual(["IN"]);
    // Look-alikes: an upper-case MIT, a family word in English, a clabe in lower case.
    expect(contextRegions("MIT press; familiar faces; clabe")).toEqual([]);
  });
});
