import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from "libphonenumber-js/max";

// libphonenumber's metadata ("max": full national number patterns, so a valid number is one that
// the region's plan actually assigns, not merely one of the right length). It ships in the npm
// package and is bundled into the browser build: nothing is fetched at run time.

/**
 * The E.164 form of a national number in `region`, when the region's plan says it is valid and the
 * digits are the ones the region writes (its trunk prefix included: `2026-0419` is no German
 * number, `0202 60419` would be).
 */
export function nationalToE164(digits: string, region: string): string | undefined {
  if (!isSupportedCountry(region)) return undefined;
  const parsed = parsePhoneNumberFromString(digits, region as CountryCode);
  if (!parsed || parsed.formatNational().replace(/\D/g, "") !== digits) return undefined;
  // The plan of the region's calling code: a number of Åland (AX) parses as Finnish, one of
  // Christmas Island (CX) as Australian; both are the number meant. A number read through the
  // region's international prefix (`0044...` in FR) has another code and is refused.
  return parsed?.isValid() && parsed.countryCallingCode === getCountryCallingCode(region as CountryCode)
    ? parsed.number
    : undefined;
}

/** The E.164 form of international digits (calling code first, no `+`), when valid anywhere. */
export function internationalToE164(digits: string): string | undefined {
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** Whether libphonenumber knows the region (ISO 3166 alpha-2, upper case). */
export function knownRegion(region: string): boolean {
  return isSupportedCountry(region);
}

let mainRegion: Map<string, string> | undefined;

/** The main region of a calling code (`44` -> GB, `1` -> US), for reading a document's context. */
export function regionOfCallingCode(code: string): string | undefined {
  if (!mainRegion) {
    mainRegion = new Map([
      ["1", "US"],
      ["7", "RU"],
      ["44", "GB"],
      ["61", "AU"],
      ["47", "NO"],
      ["358", "FI"],
      ["39", "IT"],
      ["212", "MA"],
      ["262", "RE"],
      ["590", "GP"],
      ["599", "CW"],
    ]);
    for (const c of getCountries()) {
      const cc = getCountryCallingCode(c);
      if (!mainRegion.has(cc)) mainRegion.set(cc, c);
    }
  }
  return mainRegion.get(code);
}
