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

describe("parsing digits without extraction", () => {
  // readNational and internationalToE164 give libphonenumber bare digits with `extract: false`
  // (no search for a number inside text): the same reading as the default parse, in every plan.
  const reading = (parsed: ReturnType<typeof parsePhoneNumberFromString>) =>
    parsed && [parsed.number, parsed.nationalNumber, parsed.isValid(), parsed.formatNational()];

  it("reads national digits as the default parse does, in every region", () => {
    let seed = 7;
    for (const region of getCountries()) {
      // Random runs of 5 to 14 digits, and runs after each leading digit pair (trunk prefixes).
      for (let n = 0; n < 40; n++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        const digits = `${n % 10}${String(seed).padStart(10, "0")}${n}`.slice(0, 5 + (n % 10));
        expect(
          reading(parsePhoneNumberFromString(digits, { defaultCountry: region, extract: false })),
          digits,
        ).toEqual(reading(parsePhoneNumberFromString(digits, region)));
      }
    }
  });

  it("reads international digits as the default parse does", () => {
    let seed = 11;
    for (let n = 0; n < 3000; n++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const digits = `${1 + (n % 9)}${String(seed).padStart(10, "0")}${n}`.slice(0, 7 + (n % 9));
      expect(reading(parsePhoneNumberFromString(`+${digits}`, { extract: false })), digits).toEqual(
        reading(parsePhoneNumberFromString(`+${digits}`)),
      );
    }
  });
});
