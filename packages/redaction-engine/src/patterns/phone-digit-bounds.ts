import { Metadata } from "libphonenumber-js/max";
import { callingCodeOf } from "./phone-calling-codes.js";

// How many digits the national form of a valid number of a region can have, read from
// libphonenumber's own metadata, so that nationalToE164 refuses a digit run of another length
// without parsing it (a parse costs tens of microseconds; most runs tried are of no region).
//
// Why the bounds hold: nationalToE164 accepts only a number that libphonenumber calls valid, whose
// calling code is the region's, and whose national form has exactly the digits given. Valid means
// the national number N matches one of its plan's number types, each with its possible lengths;
// the plan is one of the calling code's countries. The national form is N when no format applies,
// else N with the format's replacement for the matched part: when the format's pattern is only
// capture groups, each used once in the replacement, that is N's digits plus the replacement's
// literal digits (national prefix included). A plan outside these cases gets no bounds.

const TYPES = [
  "FIXED_LINE",
  "MOBILE",
  "PREMIUM_RATE",
  "TOLL_FREE",
  "SHARED_COST",
  "VOIP",
  "PERSONAL_NUMBER",
  "PAGER",
  "UAN",
  "VOICEMAIL",
] as const;

/** The parts of libphonenumber's Metadata class read here (its typings declare fewer). */
interface PlanFormat {
  pattern(): string;
  format(): string;
  nationalPrefixFormattingRule(): string | undefined;
}
interface Plan {
  hasTypes(): boolean;
  type(name: string): { pattern(): string; possibleLengths(): number[] | undefined } | undefined;
  formats(): PlanFormat[];
}
interface PlanMetadata {
  selectNumberingPlan(country: string): void;
  numberingPlan: Plan;
  getCountryCodesForCallingCode(code: string): string[] | undefined;
}

/** Inclusive digit counts of a region's valid national forms; undefined: no bounds known. */
export type DigitBounds = readonly [min: number, max: number] | undefined;

// At most one entry per calling code: the bounds are those of every region of the code, so the
// 25 regions of +1 share one (computed per region, they cost about 30 ms of the first texts' time).
const BOUNDS = new Map<string, DigitBounds>();

/** The digit bounds of `region` (a region libphonenumber supports), computed once per calling code. */
export function nationalDigitBounds(region: string): DigitBounds {
  const code = callingCodeOf(region)!;
  if (!BOUNDS.has(code)) BOUNDS.set(code, computeBounds(code));
  return BOUNDS.get(code);
}

function computeBounds(callingCode: string): DigitBounds {
  const metadata = new Metadata() as unknown as PlanMetadata;
  const countries = metadata.getCountryCodesForCallingCode(callingCode);
  if (!countries) return undefined;
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const country of countries) {
    metadata.selectNumberingPlan(country);
    const plan = metadata.numberingPlan;
    if (!plan.hasTypes()) return undefined;
    const lengths: number[] = [];
    for (const name of TYPES) {
      const type = plan.type(name);
      if (!type?.pattern()) continue;
      const possible = type.possibleLengths();
      if (!possible) return undefined;
      lengths.push(...possible);
    }
    const literals = [0]; // no format applies: the national number as it is
    for (const format of plan.formats()) {
      const groups = captureGroupCount(format.pattern());
      if (groups === undefined) return undefined;
      const rule = format.nationalPrefixFormattingRule();
      for (const replacement of [
        format.format(),
        rule ? format.format().replace(/(\$\d)/, rule) : undefined,
      ]) {
        if (replacement === undefined) continue;
        const digits = literalDigits(replacement, groups);
        if (digits === undefined) return undefined;
        literals.push(digits);
      }
    }
    if (lengths.length === 0) continue; // no number of this country is valid
    min = Math.min(min, Math.min(...lengths) + Math.min(...literals));
    max = Math.max(max, Math.max(...lengths) + Math.max(...literals));
  }
  return max === 0 ? undefined : [min, max];
}

/** The number of capture groups when the pattern is nothing but them, unnested; else undefined. */
function captureGroupCount(pattern: string): number | undefined {
  const groups = pattern.match(/\((?!\?)[^()]*\)/g);
  return groups && groups.join("") === pattern && groups.length < 10 ? groups.length : undefined;
}

/**
 * The digits a replacement string adds besides its group references, when it uses every group
 * `$1`..`$n` exactly once and no other `$` pattern; else undefined.
 */
function literalDigits(replacement: string, groups: number): number | undefined {
  const used = replacement.match(/\$\d/g) ?? [];
  const expected = Array.from({ length: groups }, (_, i) => `$${i + 1}`);
  if ([...used].sort().join() !== expected.join()) return undefined;
  const rest = replacement.replace(/\$\d/g, "");
  if (rest.includes("$")) return undefined;
  return rest.replace(/\D/g, "").length;
}
