import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from "libphonenumber-js/max";
import { callingCodeOf } from "./phone-calling-codes.js";
import { nationalDigitBounds } from "./phone-digit-bounds.js";
import { mayBeNationalForm } from "./phone-national-shape.js";

// libphonenumber's metadata ("max": full national number patterns, so a valid number is one that
// the region's plan actually assigns, not merely one of the right length). It ships in the npm
// package and is bundled into the browser build: nothing is fetched at run time.

/**
 * The E.164 form of a national number in `region`, when the region's plan says it is valid and the
 * digits are the ones the region writes (its trunk prefix included: `2026-0419` is no German
 * number, `0202 60419` would be). `trunkOptional`: the trunk prefix may be left out, as people
 * write some numbers (trunkOftenLeftOut) and others after a phone word (`contact 94220 71836`).
 */
export function nationalToE164(
  digits: string,
  region: string,
  written?: readonly number[],
  exact = false,
  trunkOptional = false,
  readings?: NationalReadings,
): string | undefined {
  const callingCode = callingCodeOf(region);
  if (callingCode === undefined) return undefined;
  // No national form of the region's valid numbers has this many digits: no parse needed (a
  // number without its trunk prefix, of one or two digits, may have fewer).
  const bounds = nationalDigitBounds(region);
  if (bounds && (digits.length < bounds[0] - (trunkOptional ? 2 : 0) || digits.length > bounds[1]))
    return undefined;
  // Nor when no valid number's national form or national number is these digits (the leading
  // digits and the patterns of the region's plans): most runs tried in a region are of no number.
  if (!mayBeNationalForm(digits, region)) return undefined;
  const key = region + digits;
  let reading = readings?.get(key);
  if (reading === undefined) {
    reading = readNational(digits, region, callingCode);
    readings?.set(key, reading);
  }
  if (!reading) return undefined;
  let national = reading.national;
  const nationalDigits = national.replace(/\D/g, "");
  if (nationalDigits !== digits) {
    // Only the trunk prefix left out: the digits are the national number itself.
    if (!trunkOptional || reading.nationalNumber !== digits || !nationalDigits.endsWith(digits))
      return undefined;
    national = withoutLeadingDigits(national, nationalDigits.length - digits.length);
  }
  if (written && !groupedAsRegionWrites(national, written, region, exact)) return undefined;
  return reading.number;
}

/** What libphonenumber reads in a region's digits: a valid number of its calling code, or null. */
interface NationalReading {
  readonly number: string; // E.164
  readonly nationalNumber: string;
  readonly national: string; // the national form, as the region writes it
}

/**
 * The readings of one text (keyed by region and digits), so that digits tried in several steps
 * (the document's regions, the policy's, the fallback plans) are parsed once. Made per call of
 * findPhones and dropped with it: never shared between texts.
 */
export type NationalReadings = Map<string, NationalReading | null>;

// The digits given to libphonenumber are the number and nothing else: `extract: false` skips its
// search for a number inside text (two regex scans that cost three quarters of a parse) and reads
// the same number (phone-numbering.test.ts compares both ways on every region).
function readNational(digits: string, region: string, callingCode: string): NationalReading | null {
  const parsed = parsePhoneNumberFromString(digits, {
    defaultCountry: region as CountryCode,
    extract: false,
  });
  // The plan of the region's calling code: a number of Åland (AX) parses as Finnish, one of
  // Christmas Island (CX) as Australian; both are the number meant. A number read through the
  // region's international prefix (`0044...` in FR) has another code and is refused. Checked
  // before the national form is formatted: most digit runs tried are no valid number, and
  // formatting costs more than the check.
  if (!parsed?.isValid() || parsed.countryCallingCode !== callingCode) return null;
  return { number: parsed.number, nationalNumber: parsed.nationalNumber, national: parsed.formatNational() };
}

// Numbers commonly written without their trunk prefix, by region: India's mobile numbers
// (`98114 27653`, formatted `098114 27653`; its landlines are written with the 0) and
// Argentina's ten-digit numbers of areas 11, 2xx and 3xx (`11 5728-3164`).
const TRUNK_OFTEN_LEFT_OUT: Readonly<Record<string, RegExp>> = { IN: /^[6-9]\d{9}$/, AR: /^[123]\d{9}$/ };

/** Whether `digits` are often written so in `region`, without the trunk prefix. */
export function trunkOftenLeftOut(region: string, digits: string): boolean {
  return TRUNK_OFTEN_LEFT_OUT[region]?.test(digits) ?? false;
}

/** `national` from its `count + 1`-th digit on (`094141 62837`, 1: `94141 62837`). */
function withoutLeadingDigits(national: string, count: number): string {
  let seen = 0;
  for (let i = 0; i < national.length; i++) {
    const c = national.charCodeAt(i);
    if (c >= 48 && c <= 57 && seen++ === count) return national.slice(i);
  }
  return "";
}

// Regions where a trailing `-0` or `-12` is the extension of a switchboard number (Durchwahl).
const EXTENSION_REGIONS = new Set(["DE", "AT", "CH", "LI"]);

/**
 * Whether the written groups (`written`: where they end, as digit counts) fit how the region
 * writes its numbers: one split anywhere (`0151 23456789`), every split where the region's
 * national format has one, or groups of three or more digits; in DE/AT/CH a last short group is
 * an extension. `exact`: the region's own groups and no others.
 */
function groupedAsRegionWrites(
  national: string,
  written: readonly number[],
  region: string,
  exact: boolean,
): boolean {
  const own = new Set<number>();
  let count = 0;
  for (let i = 0; i < national.length; i++) {
    const c = national.charCodeAt(i);
    if (c >= 48 && c <= 57) count++;
    else if (count > 0) own.add(count);
  }
  // Exactly the region's own groups (`01 42 68 53 00`), for a number read without any hint.
  if (exact) return written.length === own.size && written.every((at) => own.has(at));
  let splits = written;
  if (EXTENSION_REGIONS.has(region) && count - (written[written.length - 1] ?? 0) <= 4)
    splits = written.slice(0, -1);
  if (splits.length <= 1 || splits.every((at) => own.has(at))) return true;
  // Other groupings are common too (`210 3245 678` for Athens' `21 0324 5678`), but not with
  // groups of one or two digits that the region's format does not have (`1234-5678-90`).
  return [...splits, count].every((at, i) => at - (i > 0 ? splits[i - 1]! : 0) >= 3);
}

/** The E.164 form of international digits (calling code first, no `+`), when valid anywhere. */
export function internationalToE164(digits: string): string | undefined {
  // No calling code starts with 0 (libphonenumber gives up on `+0` too, but only after its parse
  // has built its regexes and thrown an error; such runs are mostly `00` and a short number).
  if (digits[0] === "0") return undefined;
  const parsed = parsePhoneNumberFromString(`+${digits}`, { extract: false });
  return parsed?.isValid() ? parsed.number : undefined;
}

/** Every region libphonenumber has a plan for. */
export function knownRegions(): string[] {
  return getCountries();
}

/** Whether libphonenumber knows the region (ISO 3166 alpha-2, upper case). */
export function knownRegion(region: string): boolean {
  return callingCodeOf(region) !== undefined;
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
