import { describe, expect, it } from "vitest";
import { findVanityPhones } from "./phone-vanity.js";

const find = (text: string) =>
  findVanityPhones(text, "pattern").map((f) => [text.slice(f.start, f.end), f.normalized]);

describe("findVanityPhones", () => {
  it("reads keypad letters in the forms that say phone number", () => {
    expect(find("Order today: 1-800-FLOWERS or online")).toEqual([["1-800-FLOWERS", "+18003569377"]]);
    expect(find("Junk removal (888) GOT-JUNK, weekdays")).toEqual([["(888) GOT-JUNK", "+18884685865"]]);
    expect(find("call 877-555-TAXI tonight")).toEqual([["877-555-TAXI", "+18775558294"]]);
  });

  it("leaves part numbers, codes and words alone", () => {
    expect(find("Part 800-ABC1234 is back-ordered")).toEqual([]);
    expect(find("SKU 1-800-AB12345")).toEqual([]);
    expect(find("1-800-1234567 has no letters")).toEqual([]);
    expect(find("Model 300-XYZ9900, serial 1-100-ABCDEFG")).toEqual([]);
  });

  it("reads a megabyte in linear time", () => {
    const started = performance.now();
    findVanityPhones("1-800-FLOWERS 800-ABCDEFG ".repeat(40_000), "pattern");
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
