import { describe, expect, it } from "vitest";
import { findIbans, ibanChecksumValid } from "./iban-recognizer.js";
import { summarize } from "./test-context.js";

const find = (text: string) => summarize(text, findIbans(text, "pattern"));

describe("findIbans", () => {
  it("validates mod-97 on compact and grouped forms", () => {
    expect(find("DE89370400440532013000 and GB82 WEST 1234 5698 7654 32")).toEqual([
      ["valid", "DE89370400440532013000", "DE89370400440532013000"],
      ["valid", "GB82 WEST 1234 5698 7654 32", "GB82WEST12345698765432"],
    ]);
    expect(ibanChecksumValid("FR1420041010050500013M02606")).toBe(true);
  });

  it("reports a wrong check digit as invalid (never redacted)", () => {
    expect(find("GB82WEST12345698765433")).toEqual([
      ["invalid", "GB82WEST12345698765433", "GB82WEST12345698765433"],
    ]);
  });

  it("cuts the match at the country length so the next word is not swallowed", () => {
    expect(find("IBAN DE89 3704 0044 0532 0130 00 THEN")).toEqual([
      ["valid", "DE89 3704 0044 0532 0130 00", "DE89370400440532013000"],
    ]);
  });

  it("ignores unknown countries and too-short candidates", () => {
    expect(find("XX89370400440532013000 DE8937040044053201")).toEqual([]);
  });

  it("refuses a candidate that runs on into more characters", () => {
    expect(find("DE893704004405320130001")).toEqual([]);
  });
});
