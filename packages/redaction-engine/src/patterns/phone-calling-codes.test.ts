import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
} from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { callingCodeOf } from "./phone-calling-codes.js";

describe("callingCodeOf", () => {
  it("gives libphonenumber's calling code for every region it knows", () => {
    for (const region of getCountries()) expect(callingCodeOf(region)).toBe(getCountryCallingCode(region));
    expect(callingCodeOf("GB")).toBe("44");
  });

  it("knows no region libphonenumber does not support", () => {
    for (const region of ["XX", "gb", "", "UK", "__proto__"]) {
      expect(callingCodeOf(region) !== undefined).toBe(isSupportedCountry(region));
    }
    // The non-geographic entry getCountries leaves out is answered as the library answers it.
    expect(callingCodeOf("001")).toBe(
      isSupportedCountry("001") ? getCountryCallingCode("001" as CountryCode) : undefined,
    );
  });
});
