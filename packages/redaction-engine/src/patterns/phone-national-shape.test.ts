import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
} from "libphonenumber-js/max";
import examples from "libphonenumber-js/mobile/examples";
import { describe, expect, it } from "vitest";
import { mayBeNationalForm } from "./phone-national-shape.js";

/**
 * What nationalToE164 can accept without the test: valid, the region's calling code, and the
 * digits are the national form's or (trunk prefix left out) the national number itself.
 */
function accepted(digits: string, region: string): boolean {
  const parsed = parsePhoneNumberFromString(digits, region as CountryCode);
  if (!parsed?.isValid() || parsed.countryCallingCode !== getCountryCallingCode(region as CountryCode))
    return false;
  return parsed.formatNational().replace(/\D/g, "") === digits || parsed.nationalNumber === digits;
}

describe("mayBeNationalForm", () => {
  it("rules out runs of another plan (FR, GB, US)", () => {
    expect(mayBeNationalForm("0142685300", "FR")).toBe(true);
    expect(mayBeNationalForm("142685300", "FR")).toBe(true); // trunk prefix left out
    expect(mayBeNationalForm("4155550132", "FR")).toBe(false);
    expect(mayBeNationalForm("4155550132", "US")).toBe(true);
    expect(mayBeNationalForm("0142685300", "US")).toBe(false);
    expect(mayBeNationalForm("02079460958", "GB")).toBe(true);
  });

  it("never refuses what the parse would accept: every region's example numbers, mutated, and random digits", () => {
    let seed = 29;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const digit = () => String(Math.floor(random() * 10));
    let valid = 0;
    let refused = 0;
    for (const region of getCountries()) {
      const example = getExampleNumber(region, examples);
      const national = example?.formatNational().replace(/\D/g, "") ?? "";
      const nsn = example?.nationalNumber ?? "";
      const runs = [national, nsn];
      for (let n = 0; n < 200; n++) {
        const base = n % 2 ? national : nsn;
        const kind = n % 5;
        let digits: string;
        if (kind === 0 && base) {
          // One digit changed.
          const at = Math.floor(random() * base.length);
          digits = base.slice(0, at) + digit() + base.slice(at + 1);
        } else if (kind === 1 && base) {
          // Cut or extended.
          const length = Math.max(3, base.length + Math.floor(random() * 5) - 2);
          digits = base.slice(0, length);
          while (digits.length < length) digits += digit();
        } else if (kind === 2 && base) {
          // The leading digits kept, the rest random.
          digits = base.slice(0, 1 + Math.floor(random() * 3));
          while (digits.length < base.length) digits += digit();
        } else if (kind === 3) {
          // A trunk-like prefix before the national number.
          digits = ["0", "1", "8", "80", "00"][n % 5]! + (base || digit());
        } else {
          const length = 3 + Math.floor(random() * 16);
          digits = "";
          while (digits.length < length) digits += digit();
        }
        runs.push(digits);
      }
      for (const digits of runs) {
        if (!digits) continue;
        const ok = accepted(digits, region);
        if (ok) valid++;
        if (mayBeNationalForm(digits, region)) continue;
        refused++;
        expect(ok, `${region} ${digits}`).toBe(false);
      }
    }
    // The runs reach many valid numbers (18 373 when written) and the test refuses many (30 960).
    expect(valid).toBeGreaterThan(10_000);
    expect(refused).toBeGreaterThan(10_000);
  });
});
