import { describe, expect, it } from "vitest";
import { COUNTRY_NAME, COUNTRY_NAME_FIRSTS, countryNames, countryOfName } from "./country-names.js";

describe("country names", () => {
  it("finds names on word boundaries, in any case and script", () => {
    const found = (text: string) => [...countryNames(text)].map((m) => countryOfName(m[0]));
    expect(found("Shipped from GERMANY to new zealand, not Indiana; 日本 and Ελλάδα.")).toEqual([
      "DE",
      "NZ",
      "JP",
      "GR",
    ]);
    expect(found("xFrance, France1, Indiana")).toEqual([]);
  });

  it("groups the names by first characters that no case folding makes equal", () => {
    for (const first of COUNTRY_NAME_FIRSTS) {
      expect(first.codePointAt(0)).toBeLessThan(0x10000);
      for (const other of COUNTRY_NAME_FIRSTS)
        if (other !== first)
          expect(new RegExp(`^${first}$`, "iu").test(other), `${first} ${other}`).toBe(false);
    }
  });

  it("finds exactly the matches of COUNTRY_NAME", () => {
    const pieces = [
      "India",
      "indiana",
      "x",
      "1",
      " ",
      "-",
      "FRANCE",
      "中国",
      "中",
      "ελλάδα",
      "ſ",
      "\u{1d400}",
      "UAE",
      "uae",
      "é",
    ];
    let seed = 5;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let n = 0; n < 3000; n++) {
      let text = "";
      for (let k = Math.floor(random() * 12); k >= 0; k--)
        text += pieces[Math.floor(random() * pieces.length)];
      const expected = [...text.matchAll(COUNTRY_NAME)].map((m) => [m.index, m[0]]);
      expect(
        [...countryNames(text)].map((m) => [m.index, m[0]]),
        text,
      ).toEqual(expected);
    }
  });
});
