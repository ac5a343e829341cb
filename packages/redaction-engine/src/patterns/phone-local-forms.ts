import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { type Group, standsAlone } from "./phone-run-shape.js";

// Written forms of national numbers that the general rules of phone-recognizer.ts do not admit
// without a phone word, each with a mark of its own.

/**
 * Argentina's mobile written with the `15` after the area code (`0341 15-527-3096`, `011
 * 15-7361-4581`): 13 digits, one more than a number without a phone word may have; the `15`
 * group after a trunk-prefixed area code is the form's own mark.
 */
export function mobilePrefixForm(run: readonly Group[]): boolean {
  return run.length >= 3 && run[1]!.digits === "15" && /^0\d{2,4}$/.test(run[0]!.digits);
}

/** Whether one run of digits has the shape `bareMobile` reads: 10 or 11 digits after a trunk 0. */
export const bareMobileShaped = (digits: string): boolean =>
  digits.length >= 10 && digits.length <= 11 && digits[0] === "0";

/**
 * A mobile number written as one run of 10-11 digits with its trunk prefix (`I'm on 07923654321`)
 * at text[start, end), standing alone, in one of `regions`: valid and of the mobile type in that
 * region's plan. Landline and other
 * ranges without grouping stay a phone word's to decide (an account or a customer number is
 * as often a bare run of digits). E.164, or undefined.
 */
export function bareMobile(
  text: string,
  start: number,
  end: number,
  digits: string,
  regions: readonly string[],
): string | undefined {
  if (!bareMobileShaped(digits)) return undefined;
  if (!standsAlone(text, start, end)) return undefined;
  for (const region of regions) {
    const parsed = parsePhoneNumberFromString(digits, region as CountryCode);
    if (parsed?.isValid() && parsed.getType() === "MOBILE" && `0${parsed.nationalNumber}` === digits)
      return parsed.number;
  }
  return undefined;
}
