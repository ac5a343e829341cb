import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
} from "libphonenumber-js/max";

// The calling code of every region libphonenumber knows, read from its metadata once, in full, on
// first use (never filled from a text: decision 0053). libphonenumber's own getCountryCallingCode
// wraps its metadata in a new Metadata object on every call; the recogniser asks for a region's
// code for every candidate run it tries there (about 4% of its time on the bench texts).
let callingCodes: ReadonlyMap<string, string> | undefined;

/** The calling code of `region` (`GB`: `44`), or undefined when libphonenumber has no plan for it. */
export function callingCodeOf(region: string): string | undefined {
  callingCodes ??= new Map(getCountries().map((code) => [code, getCountryCallingCode(code)]));
  const code = callingCodes.get(region);
  if (code !== undefined) return code;
  // What getCountries leaves out (the non-geographic `001`) is asked of the library itself.
  return isSupportedCountry(region) ? getCountryCallingCode(region as CountryCode) : undefined;
}
