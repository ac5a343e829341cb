import { knownRegions, type NationalReadings, nationalToE164 } from "./phone-numbering.js";

/** Regions tried, in order, for a grouped number that neither the policy nor the document places. */
export const FALLBACK_REGIONS = (
  "IN CN ID BR PK NG BD RU MX JP PH VN EG DE TR TH FR IT ZA KR ES AR PL CA AU NL SA AE IL SE CH AT " +
  "BE IE NZ SG MY HK TW PT GR CZ DK FI NO HU RO UA CO CL PE KE"
).split(" ");

/**
 * A national number's E.164 reading in one of FALLBACK_REGIONS (`exactGroups`: see
 * nationalToE164), or with `everywhere` then in every other plan libphonenumber knows. `refine`:
 * only a better key for a number already placed (its own budget, so it never costs recall).
 */
export type FallbackReader = (
  digits: string,
  options?: { exactGroups?: readonly number[]; everywhere?: boolean; refine?: boolean },
) => string | undefined;

let others: readonly string[] | undefined;
/** The regions not in FALLBACK_REGIONS, alphabetically (built on first use). */
function otherRegions(): readonly string[] {
  others ??= knownRegions().filter((r) => !FALLBACK_REGIONS.includes(r));
  return others;
}

// Failed parses of the widely used plans that one text may spend on numbers no hint places: a
// base, and more per character, so the cost stays linear and bounded (a parse costs tens of
// microseconds; a megabyte of unplaceable digit groups would otherwise try 50 plans each).
const FALLBACK_PARSES = 1000;
const FALLBACK_PARSES_PER_KB = 5;

/**
 * Reads numbers in FALLBACK_REGIONS (and with `everywhere` in every plan) for one text: the plan
 * that last placed a number is tried first (a text's unplaced numbers are mostly of one
 * country), within a budget of failed parses (`readings`: the text's parses, shared with the
 * other steps).
 */
export function fallbackReader(textLength: number, readings: NationalReadings): FallbackReader {
  const budgets = { read: 0, refine: 0 };
  budgets.read = budgets.refine = FALLBACK_PARSES + Math.floor(textLength / 1000) * FALLBACK_PARSES_PER_KB;
  let last: string | undefined;
  return (digits, { exactGroups, everywhere = false, refine = false } = {}) => {
    const kind = refine ? "refine" : "read";
    const widely = last ? [last, ...FALLBACK_REGIONS.filter((r) => r !== last)] : FALLBACK_REGIONS;
    const order = everywhere ? [...widely, ...otherRegions().filter((r) => r !== last)] : widely;
    for (const code of order) {
      if (budgets[kind] <= 0) return undefined;
      const e164 = nationalToE164(digits, code, exactGroups, exactGroups !== undefined, false, readings);
      if (e164) {
        if (!refine) last = code;
        return e164;
      }
      budgets[kind]--; // only failed parses count: a directory of one country's numbers costs one each
    }
    return undefined;
  };
}
