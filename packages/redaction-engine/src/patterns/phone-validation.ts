// The checks a candidate run of digits passes last, once its shape is accepted: whether the
// number its digits spell exists in a region's numbering plan, and the finding made of it.
import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { internationalToE164, type NationalReadings, nationalToE164 } from "./phone-numbering.js";
import { PHONE_REGIONS, REGION_BY_CALLING_CODE, splitCallingCode } from "./phone-regions.js";

/** `+` and digits as E.164 when the calling code's plan (hand-written or libphonenumber's) allows them. */
export function validateInternational(digits: string): string | undefined {
  // Under 8 digits only what libphonenumber's plans assign (`+290 8999`, St Helena).
  if (digits.length < 8) return digits.length >= 7 ? internationalToE164(digits) : undefined;
  if (digits.length > 15) return undefined;
  const split = splitCallingCode(digits);
  if (!split) return undefined;
  const [cc, nsn] = split;
  const region = REGION_BY_CALLING_CODE.get(cc);
  if (region && !nsnValid(nsn, region.nsnLengths, region.nsn)) return undefined;
  return `+${cc}${nsn}`;
}

/** National digits in `code`'s hand-written grouping and plan, or libphonenumber's plan where none is written. */
export function validateNational(
  digits: string,
  sizes: string,
  code: string,
  readings: NationalReadings,
): string | undefined {
  const region = PHONE_REGIONS[code];
  // Regions without a hand-written rule: libphonenumber's plan of the region decides.
  if (!region)
    return digits.length >= 8 ? nationalToE164(digits, code, undefined, false, false, readings) : undefined;
  if (!region.grouping.test(sizes)) return undefined;
  if (region.callingCode === "1") {
    const nsn = digits.length === 11 && digits[0] === "1" ? digits.slice(1) : digits;
    return nsnValid(nsn, region.nsnLengths, region.nsn) ? `+1${nsn}` : undefined;
  }
  if (!digits.startsWith(region.trunk)) return undefined;
  const nsn = digits.slice(region.trunk.length);
  return nsnValid(nsn, region.nsnLengths, region.nsn) ? `+${region.callingCode}${nsn}` : undefined;
}

/**
 * The reading of national digits in the policy's regions: the first region whose grouping rules
 * take them and whose assigned ranges (libphonenumber's plan) hold them, else the first whose
 * grouping rules take them. When only one region's rules take them, that region's reading is the
 * answer whichever way its plan decides, and libphonenumber is not asked (most runs: `415 555
 * 0132` fits no British rule, `020 7946 0958` no American one).
 */
export function policyReading(
  digits: string,
  sizes: string,
  policy: readonly string[],
  readings: NationalReadings,
): string | undefined {
  let first: string | undefined;
  let taken = 0;
  for (const code of policy) {
    const e164 = validateNational(digits, sizes, code, readings);
    if (e164) {
      first ??= e164;
      taken++;
    }
  }
  if (taken <= 1) return first;
  for (const checked of [true, false]) {
    for (const code of policy) {
      const e164 = validateNational(digits, sizes, code, readings);
      if (e164 && (!checked || nationalToE164(digits, code, undefined, false, false, readings) === e164))
        return e164;
    }
  }
  return undefined;
}

function nsnValid(nsn: string, [min, max]: readonly [number, number], shape: RegExp): boolean {
  return nsn.length >= min && nsn.length <= max && shape.test(nsn);
}

/** A phone finding, valid, normalised to E.164. */
export function phoneFinding(
  start: number,
  end: number,
  e164: string,
  confidence: number,
  detector: string,
): Finding {
  return {
    start,
    end,
    type: EntityType.PHONE_E164,
    confidence,
    detector,
    verdict: "valid",
    normalized: e164,
  };
}
