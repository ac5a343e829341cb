import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
} from "libphonenumber-js/max";
import examples from "libphonenumber-js/mobile/examples";
import { describe, expect, it } from "vitest";
import { nationalDigitBounds } from "./phone-digit-bounds.js";

/** nationalToE164 without the bounds: valid, the region's calling code, the national form's digits. */
function reference(digits: string, region: string): string | undefined {
  const parsed = parsePhoneNumberFromString(digits, region as CountryCode);
  if (!parsed?.isValid() || parsed.countryCallingCode !== getCountryCallingCode(region as CountryCode))
    return;
  return parsed.formatNational().replace(/\D/g, "") === digits ? parsed.number : undefined;
}

const outside = (digits: string, region: string) => {
  const bounds = nationalDigitBounds(region);
  return bounds !== undefined && (digits.length < bounds[0] || digits.length > bounds[1]);
};

describe("nationalDigitBounds", () => {
  it("bounds the national forms of valid numbers (GB, US, FR)", () => {
    expect(nationalDigitBounds("FR")).toEqual([9, 10]);
    expect(outside("0142685300", "FR")).toBe(false);
    expect(outside("07700900825", "US")).toBe(true);
  });

  it("never refuses what the parse would accept: every region's example numbers and random digits", () => {
    let seed = 17;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (const region of getCountries()) {
      const example = getExampleNumber(region, examples);
      const national = example?.formatNational().replace(/\D/g, "");
      if (national && reference(national, region)) expect(outside(national, region), region).toBe(false);
      for (let n = 0; n < 60; n++) {
        // Example digits cut or extended, and plain random runs, of 3 to 18 digits.
        const length = 3 + Math.floor(random() * 16);
        let digits = n % 2 && national ? national.slice(0, length) : "";
        while (digits.length < length) digits += String(Math.floor(random() * 10));
        if (outside(digits, region)) expect(reference(digits, region), `${region} ${digits}`).toBeUndefined();
      }
    }
  });
});
