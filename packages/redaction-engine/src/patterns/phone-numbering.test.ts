import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { internationalToE164 } from "./phone-numbering.js";

describe("internationalToE164", () => {
  it("reads a number of any plan, and refuses a calling code that starts with 0 as the parse does", () => {
    expect(internationalToE164("2908999")).toBe("+2908999");
    expect(getCountries().some((c) => getCountryCallingCode(c).startsWith("0"))).toBe(false);
    let seed = 41;
    for (let n = 0; n < 2000; n++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const digits = `0${String(seed)
        .padStart(10, "0")
        .slice(0, 6 + (n % 9))}`;
      expect(parsePhoneNumberFromString(`+${digits}`)?.isValid() ?? false, digits).toBe(false);
      expect(internationalToE164(digits)).toBeUndefined();
    }
  });
});
