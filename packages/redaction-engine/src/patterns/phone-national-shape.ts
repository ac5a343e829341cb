import { Metadata } from "libphonenumber-js/max";
import { callingCodeOf } from "./phone-calling-codes.js";

// Whether a digit run can be the national form of a valid number of a region, read from
// libphonenumber's own metadata, so that nationalToE164 refuses most runs of the wrong region
// without parsing them (a parse costs about 20 µs: it builds regexes per call; most runs tried in
// a document's regions are no number of that region).
//
// Why the test holds: nationalToE164 accepts only a number N (its national significant number)
// that libphonenumber calls valid, whose calling code is the region's, and whose national form has
// exactly the digits given, or (trunk prefix left out) whose N is the digits given. Valid means N
// matches the pattern of one of the number types of its plan (or, in a plan without types, the
// plan's national number pattern), the plan of one of the calling code's countries. The
// national form is N when no format applies, else N with a format's replacement (with or without
// the national prefix rule) for the match at its start. When the format's pattern is only capture
// groups and the replacement uses `$1`..`$n` in order, once each, with literal digits only before
// `$1`, the national form's digits are those literal digits (the prefix, `0` or `8`) followed by N.
// So the digits are P + N for one of the prefixes P of the calling code's formats ("" included),
// N matching one of its countries' patterns. A calling code with any other format gets no test.

// The number types libphonenumber's isValid tries (getNumberType).
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
interface PlanMetadata {
  selectNumberingPlan(country: string): void;
  numberingPlan: {
    hasTypes(): boolean;
    type(name: string): { pattern(): string | undefined } | undefined;
    nationalNumberPattern(): string;
    formats(): PlanFormat[];
  };
  getCountryCodesForCallingCode(code: string): string[] | undefined;
}

/** The prefixes a national form may start with, and the patterns N must match; undefined: no test. */
type NationalShape = { readonly prefixes: readonly string[]; readonly nsn: RegExp } | undefined;

const SHAPES = new Map<string, NationalShape>(); // at most one entry per calling code

/**
 * False only when no valid number of `region` (a region libphonenumber supports) has `digits` as
 * its national form or as its national significant number; true when it may, or is not known.
 */
export function mayBeNationalForm(digits: string, region: string): boolean {
  const code = callingCodeOf(region)!;
  if (!SHAPES.has(code)) SHAPES.set(code, computeShape(code));
  const shape = SHAPES.get(code);
  if (!shape) return true;
  for (const prefix of shape.prefixes) {
    if (digits.startsWith(prefix) && shape.nsn.test(prefix ? digits.slice(prefix.length) : digits))
      return true;
  }
  return false;
}

function computeShape(callingCode: string): NationalShape {
  const metadata = new Metadata() as unknown as PlanMetadata;
  const countries = metadata.getCountryCodesForCallingCode(callingCode);
  if (!countries) return undefined;
  const prefixes = new Set([""]); // no format applies, or the trunk prefix left out
  const patterns = new Set<string>();
  for (const country of countries) {
    metadata.selectNumberingPlan(country);
    const plan = metadata.numberingPlan;
    // With number types, valid means a type's pattern matches N; without, the plan's own pattern.
    const own = plan.hasTypes()
      ? TYPES.flatMap((name) => plan.type(name)?.pattern() || [])
      : [plan.nationalNumberPattern()];
    if (own.some((pattern) => !pattern)) return undefined;
    for (const pattern of own) patterns.add(pattern);
    for (const format of plan.formats()) {
      const groups = captureGroupCount(format.pattern());
      if (groups === undefined) return undefined;
      const rule = format.nationalPrefixFormattingRule();
      for (const replacement of [
        format.format(),
        rule ? format.format().replace(/(\$\d)/, rule) : undefined,
      ]) {
        if (replacement === undefined) continue;
        const prefix = leadingLiteralDigits(replacement, groups);
        if (prefix === undefined) return undefined;
        prefixes.add(prefix);
      }
    }
  }
  const nsn = new RegExp(`^(?:${[...patterns].map((p) => `(?:${p})`).join("|")})$`);
  return { prefixes: [...prefixes], nsn };
}

/** The number of capture groups when the pattern is nothing but them, unnested; else undefined. */
function captureGroupCount(pattern: string): number | undefined {
  const groups = pattern.match(/\((?!\?)[^()]*\)/g);
  return groups && groups.join("") === pattern && groups.length < 10 ? groups.length : undefined;
}

/**
 * The literal digits before `$1`, when the replacement uses `$1`..`$n` in order, once each, no
 * other `$`, and no literal digit after `$1`; else undefined.
 */
function leadingLiteralDigits(replacement: string, groups: number): string | undefined {
  const used = replacement.match(/\$\d/g) ?? [];
  const expected = Array.from({ length: groups }, (_, i) => `$${i + 1}`);
  if (used.join() !== expected.join()) return undefined;
  const first = replacement.indexOf("$1");
  const after = replacement.slice(first).replace(/\$\d/g, "");
  if (after.includes("$") || /\d/.test(after)) return undefined;
  const before = replacement.slice(0, first);
  if (before.includes("$")) return undefined;
  return before.replace(/\D/g, "");
}
