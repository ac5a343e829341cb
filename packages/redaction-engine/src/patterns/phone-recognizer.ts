import type { Finding } from "../finding.js";
import { hasWordBefore, isWordCode } from "./context-words.js";
import { afterOtherIdentifierLabel, identifierLength } from "./other-identifier-labels.js";
import { type FallbackReader, fallbackReader } from "./phone-fallback.js";
import { foldPhoneText } from "./phone-folded-text.js";
import { bareMobile, bareMobileShaped, mobilePrefixForm } from "./phone-local-forms.js";
import { type NationalReadings, nationalToE164, trunkOftenLeftOut } from "./phone-numbering.js";
import { PHONE_REGIONS } from "./phone-regions.js";
import {
  boundaries,
  dateShaped,
  extensionAt,
  type Group,
  lineBreaks,
  prefixThenShortGroups,
  separatorOk,
  standsAlone,
  startsAfterSpace,
  wrappedAt,
} from "./phone-run-shape.js";
import { phoneFinding, policyReading, validateInternational } from "./phone-validation.js";
import { LastPhoneWordCue, type PhoneWordCue } from "./phone-word-cue.js";
import { PHONE_LABELS } from "./phone-words.js";

// A run of digit groups with phone separators, optionally after `+` or `00`. Unbounded, so a
// number is never cut off; runs of more than MAX_GROUPS groups are tried piecewise. A candidate
// that is no number and ends a line is tried with the next line's (see wrappedFinding).
const CANDIDATE = /(?:\+|\b00)?\(?\d[\d ().\u00a0/-]{3,}\d\)?/g;
const MAX_GROUPS = 8;
// The shortest numbers some plans assign (Ascension, St Helena, the Cook Islands: 5 digits); under
// 7 digits a national number needs a phone word and a region the document points to.
const MIN_DIGITS = 5;
const MAX_CONTEXT_REGIONS = 6;
const LINE_END = / ?\n ?/y;
const NEXT_LINE_CANDIDATE = new RegExp(CANDIDATE.source, "y");

/**
 * Phone numbers, normalised to E.164 (`+14155550132`). International numbers (`+` or `00`) are
 * checked against the calling-code plan and, for known regions, the national number's shape;
 * national numbers are accepted in the formats of `regions` (in order) with consistent grouping,
 * then in the plans of `contextRegions` (the regions the document points to), which take only a
 * number that stands alone and has no other identifier's shape (`contextRegions` may be given
 * as a function, called only when a candidate needs them).
 * Bare digit runs without any grouping need a context word ("call", "phone") before them.
 */
export function findPhones(
  written: string,
  detector: string,
  regions: readonly string[],
  contextRegions: readonly string[] | (() => readonly string[]) = [],
): Finding[] {
  // Offsets into the folded text are offsets into the written one.
  const text = foldPhoneText(written);
  if (!/\d/.test(text)) return [];
  // The document's regions are read only when a candidate needs them (a function is called at
  // most once): most texts have no national-format candidate, and reading them scans the text.
  let context: readonly string[] | undefined;
  // A candidate's digits are often tried in one region by several steps: parsed once per text.
  const readings: NationalReadings = new Map();
  const all: Regions = {
    policy: regions,
    get context() {
      // At most MAX_CONTEXT_REGIONS, the best-attested: each costs a parse per candidate.
      context ??= (typeof contextRegions === "function" ? contextRegions() : contextRegions).slice(
        0,
        MAX_CONTEXT_REGIONS,
      );
      return context;
    },
    fallback: fallbackReader(text.length, readings),
    readings,
    previous: undefined,
    acrossLines: false,
    cue: new LastPhoneWordCue(),
  };
  const found: Finding[] = [];
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
    const start = m.index;
    if (
      isWordCode(text.charCodeAt(start - 1)) ||
      text[start - 1] === "." ||
      (text[start - 1] === "-" && !afterHebrewPrefix(text, start - 1))
    ) {
      CANDIDATE.lastIndex = start + /^\D*\d+/.exec(m[0])![0].length;
      continue;
    }
    // The digits of an IBAN (`DE89 3704 0044 ...`, a look-alike one too) are not a phone number.
    if (/[A-Z]{2}\d{2} $/.test(text.slice(Math.max(0, start - 5), start))) {
      // Skip its groups of four (and the short last one), not what follows them.
      CANDIDATE.lastIndex = start + /^(?:\d{4} )*\d{1,4}/.exec(m[0])![0].length;
      continue;
    }
    // `A/c No. 0041 0200 118 734`, `btw BE 0712.418.993`: another identifier's digits.
    if (afterOtherIdentifierLabel(text, start)) {
      CANDIDATE.lastIndex = start + identifierLength(m[0]);
      continue;
    }
    const groups = splitGroups(start, m[0]);
    const finding =
      bestRun(text, groups, detector, all) ?? wrappedFinding(text, start, start + m[0].length, detector, all);
    if (finding) {
      found.push(finding);
      all.previous = finding;
      CANDIDATE.lastIndex = finding.end;
    }
  }
  return found;
}

/**
 * A number wrapped at the end of a line (`+49 151⏎23456789`): the candidate `start..end` and the
 * one that starts the next line, tried as one (validateRun takes a line break only in a number
 * written internationally or after a phone word). Tried only after the candidate alone failed.
 */
function wrappedFinding(
  text: string,
  start: number,
  end: number,
  detector: string,
  regions: Regions,
): Finding | undefined {
  LINE_END.lastIndex = end;
  if (!LINE_END.test(text)) return undefined;
  NEXT_LINE_CANDIDATE.lastIndex = LINE_END.lastIndex;
  if (!NEXT_LINE_CANDIDATE.exec(text)) return undefined;
  const groups = splitGroups(start, text.slice(start, NEXT_LINE_CANDIDATE.lastIndex));
  regions.acrossLines = true;
  const finding = bestRun(text, groups, detector, regions);
  regions.acrossLines = false;
  // A run that stops inside the next line's groups (`+412 600⏎11.06.`) is no wrapped number.
  if (finding && /^[./-]\d/.test(text.slice(finding.end, finding.end + 2))) return undefined;
  return finding;
}

function splitGroups(offset: number, raw: string): Group[] {
  const groups: Group[] = [];
  const re = /\d+/g;
  for (let g = re.exec(raw); g; g = re.exec(raw)) {
    groups.push({ start: offset + g.index, end: offset + g.index + g[0].length, digits: g[0] });
  }
  return groups;
}

/** Tries runs of consecutive groups, longest first, and returns the first that validates. */
function bestRun(
  text: string,
  groups: readonly Group[],
  detector: string,
  regions: Regions,
): Finding | undefined {
  // digitsBefore[i] = digits in groups[0..i): a run's digit count without joining strings.
  const digitsBefore = [0];
  for (let i = 0; i < groups.length; i++) digitsBefore.push(digitsBefore[i]! + groups[i]!.digits.length);
  for (let first = 0; first < groups.length; first++) {
    if (first > 0 && !startsAfterSpace(text, groups[first]!)) continue;
    const limit = Math.min(groups.length, first + MAX_GROUPS);
    // Group-size patterns ("3-3-4") of every run starting here, built once.
    const sizes: string[] = [];
    for (let last = first; last < limit; last++) {
      const size = String(groups[last]!.digits.length);
      sizes.push(last === first ? size : `${sizes[sizes.length - 1]}-${size}`);
    }
    for (let last = limit - 1; last >= first; last--) {
      // No plan has fewer than 7 or more than 17 digits (15 for E.164, plus `00` or a trunk 0).
      const digits = digitsBefore[last + 1]! - digitsBefore[first]!;
      if (digits < MIN_DIGITS) break;
      if (digits > 17) continue;
      if (isWordCode(text.charCodeAt(groups[last]!.end)) && !extensionAt(text, groups[last]!.end)) continue;
      const finding = validateRun(
        text,
        groups.slice(first, last + 1),
        sizes[last - first]!,
        detector,
        regions,
      );
      if (finding) return finding;
    }
  }
  return undefined;
}

function validateRun(
  text: string,
  run: readonly Group[],
  sizes: string,
  detector: string,
  regions: Regions,
): Finding | undefined {
  let start = run[0]!.start;
  let end = run[run.length - 1]!.end;
  // `(+44) 20 7946 0958`: the calling code in brackets, the plus inside them.
  const codeInBrackets = text[start - 1] === "+" && text[start - 2] === "(" && text[run[0]!.end] === ")";
  const opening = codeInBrackets ? start - 2 : text[start - 1] === "(" ? start - 1 : start;
  const plus = codeInBrackets || text[opening - 1] === "+";
  // `0044 20 ...`: the international prefix written with the country code, never alone.
  const doubleZero = !plus && run[0]!.digits.startsWith("00") && run[0]!.digits.length > 2;
  const international = plus || doubleZero;
  // Looked up only when a rule needs it: most candidate runs are decided without it.
  const cue = regions.cue.at(text, opening, regions.previous);
  // `+49 151⏎23456789`: wrapped once at a line's end, and only where the run is surely a number
  // (written internationally, or after a phone word): two numbers on two lines are not one.
  // Checked first: most runs across a line break are two numbers, dropped before any parse.
  const breaks = regions.acrossLines ? lineBreaks(text, start, end) : 0;
  if (breaks > 1 || (breaks === 1 && !(international || cue.found))) return undefined;
  // Whether a policy region writes its numbers in these groups; if none does, the document's
  // regions decide (below, after every test of the run's own shape, so that most runs, refused by
  // their shape, never need them: reading them scans the text).
  const policyGrouped =
    !international && regions.policy.some((code) => PHONE_REGIONS[code]?.grouping.test(sizes));
  if (!international) {
    // One group of digits is a national number only after a phone word or as a mobile (below).
    if (run.length === 1 && !cue.found && !bareMobileShaped(run[0]!.digits)) return undefined;
    // The document's regions (checked by libphonenumber below) take only a number that stands alone.
    if (!policyGrouped && !standsAlone(text, start, end)) return undefined;
    // `Tel.: 21-12-34` (Faroe Islands) is a number; `call me on 21.12.24` may be a date.
    if (dateShaped(text, run, sizes) && !hasWordBefore(text, start, PHONE_LABELS, 16)) return undefined;
  }
  let dots = false;
  let dashes = false;
  let slashed = false;
  for (let i = 1; i < run.length; i++) {
    const from = run[i - 1]!.end;
    const to = run[i]!.start;
    if (wrappedAt(text, from, to)) continue;
    // `089/12345678`, `0221 / 123 45 67`: a slash after the area code (German, Austrian, Swiss).
    // Written internationally, once after the area code: `+49 (0)30 / 901820-0`.
    if (text.slice(from, to).includes("/")) {
      const areaCodeEnd = international ? i >= 2 && !slashed : i === 1 && run[0]!.digits[0] === "0";
      if (!areaCodeEnd || !/^ ?\/ ?$/.test(text.slice(from, to))) return undefined;
      slashed = true;
      continue;
    }
    if (!separatorOk(text, from, to)) return undefined;
    for (let k = from; k < to; k++) {
      if (text[k] === ".") dots = true;
      else if (text[k] === "-") dashes = true;
    }
  }
  if (dots && dashes) return undefined;
  // Dots group a whole number (415.555.0132, +1 415.555.0132), not one gap among spaces.
  if (dots && run.slice(2).some((g, i) => !text.slice(run[i + 1]!.end, g.start).includes(".")))
    return undefined;
  start = opening;
  let opened = 0;
  for (let i = start; i < end; i++) {
    if (text[i] === "(") opened++;
    else if (text[i] === ")") opened--;
  }
  if (opened === 1 && text[end] === ")") {
    // `(06-6341-2258)`: a number in brackets leaves them out; `(415) 555-0132` keeps its own.
    if (start === opening && start !== run[0]!.start && !text.slice(run[0]!.start, end).includes(")"))
      start = run[0]!.start;
    else end++;
  } else if (opened !== 0) return undefined;
  if (international) {
    if (plus && !codeInBrackets) start--;
    // `+44 (0)20 ...`: the bracketed trunk zero is not dialled from abroad.
    const kept = run.filter(
      (g, i) => !(i > 0 && g.digits === "0" && text[g.start - 1] === "(" && text[g.end] === ")"),
    );
    const digits = kept.map((g) => g.digits).join("");
    const e164 = validateInternational(digits.slice(doubleZero ? 2 : 0));
    return e164 ? phoneFinding(start, end, e164, 0.95, detector) : undefined;
  }
  // A run that no region can take is refused (see unplaced), asked only where a result depends on
  // it: reading the document's regions scans the text, and most runs (card numbers, SSNs, IPv4
  // addresses) fail every test below anyway.
  const grouped = run.length > 1;
  const digits = run.map((g) => g.digits).join("");
  if (!grouped && !cue.found) {
    // One run of digits: a phone word decides, or a mobile range (`I'm on 07923654321`), which
    // stands alone.
    if (!standsAlone(text, start, end) || unplaced(run, policyGrouped, regions, cue)) return undefined;
    const e164 = bareMobile(text, start, end, digits, [...regions.policy, ...regions.context]);
    return e164 ? phoneFinding(start, end, e164, 0.8, detector) : undefined;
  }
  // Regions without hand-written grouping rules take only a number that stands alone: never a
  // piece of a longer run of digit groups (a card or account number, valid or not).
  const alone = standsAlone(text, start, end);
  // ... and never in the shape of another identifier: SSN `ddd-dd-dddd`, card or account numbers
  // (more than 12 digits), dotted quads (IPv4 look-alikes) unless a phone word precedes them
  // (`Tél. 70.12.34.56` in Burkina Faso; the IPv4 recogniser leaves such a quad alone).
  // A phone word allows 13 (Argentina's `011 15-2345-6789`).
  const plain =
    alone &&
    sizes !== "3-2-4" &&
    digits.length <= 13 &&
    (digits.length <= 12 || cue.found || mobilePrefixForm(run)) &&
    (!(dots && run.length === 4) || cue.found);
  const confidence = grouped ? 0.9 : 0.85;
  // The document's own regions first: a number its country's plan assigns is read there, whatever
  // the policy's default list says (`312 345 6789` in a mail from `.it` is Italian, not Chicago).
  // Short national numbers (5-7 digits, small countries' plans) also need a phone word.
  if (plain && (digits.length >= 8 || cue.found)) {
    if (unplaced(run, policyGrouped, regions, cue)) return undefined;
    // Without a phone word the groups must be the region's own (`1234-5678-90` is a serial
    // number, not a Brazilian `(12) 3456-7890`): see groupedAsRegionWrites. A prefix and spaced
    // groups of two or three (`915 27 483`) is how many regions write what their plan formats otherwise.
    const written = cue.found || prefixThenShortGroups(text, run, sizes) ? undefined : boundaries(run);
    for (const code of regions.context) {
      // Without the trunk prefix only a long number: six digits after `SMS` are a one-time code.
      const trunkOptional = digits.length >= 9 && (cue.found || trunkOftenLeftOut(code, digits));
      const e164 = nationalToE164(digits, code, written, false, trunkOptional, regions.readings);
      if (e164) return phoneFinding(start, end, e164, confidence, detector);
    }
  }
  if (digits.length < 7) return undefined;
  // Then the policy's regions: their grouping rules and the region's assigned ranges, and then the
  // grouping rules alone (fictional ranges such as Ofcom's 07700 900xxx are still phone numbers).
  const e164 = policyReading(digits, sizes, regions.policy, regions.readings);
  if (e164)
    return unplaced(run, policyGrouped, regions, cue)
      ? undefined
      : phoneFinding(start, end, e164, confidence, detector);
  // No region of the policy or the document fits, but a phone word stands right before a grouped
  // number of 7+ digits: valid in a widely used plan, else in any plan, is enough (the country
  // read may be wrong; the number is still a number).
  if (plain && grouped && cue.found) {
    const e164 = regions.fallback(digits, { everywhere: true });
    // The key of a plan that writes the number exactly so, if one does (`Tél. 01.42.68.53.00`).
    const exact = e164 && regions.fallback(digits, { exactGroups: boundaries(run), refine: true });
    if (e164) return phoneFinding(start, end, exact || e164, 0.8, detector);
  }
  // Neither a phone word nor a region, but the digits start with a trunk prefix and are grouped
  // exactly as a plan writes them (`01 42 68 53 00`, `(02) 9876 5432`, `03-1234-5678`; not the
  // bill number `0400 1234 5678`). The country read may be wrong (confidence 0.7).
  if (plain && grouped && digits[0] === "0" && digits.length >= 9 && !cue.found) {
    const e164 = regions.fallback(digits, { exactGroups: boundaries(run) });
    if (e164) return phoneFinding(start, end, e164, 0.7, detector);
  }
  return undefined;
}

/**
 * Whether a national run has no region to be read in: the policy's regions do not group numbers
 * so, the document points to none, and it is not a grouped number after a phone word or starting
 * with a trunk prefix (those go on to the plans of every region when no other region has them).
 * The document's regions are read before the cue, as the cue is read for fewer runs.
 */
function unplaced(
  run: readonly Group[],
  policyGrouped: boolean,
  regions: Regions,
  cue: PhoneWordCue,
): boolean {
  return (
    !policyGrouped &&
    regions.context.length === 0 &&
    !(run.length > 1 && (run[0]!.digits[0] === "0" || cue.found))
  );
}

/** The policy's regions, and the further regions the document points to. */
interface Regions {
  readonly policy: readonly string[];
  readonly context: readonly string[];
  /** A number's reading in the widely used plans; see fallbackReader. */
  readonly fallback: FallbackReader;
  /** The text's parses so far, by region and digits. */
  readonly readings: NationalReadings;
  /** The last phone number found in the text, if any. */
  previous: Finding | undefined;
  /** Whether the runs tried may hold a line break (only those of wrappedFinding do). */
  acrossLines: boolean;
  /** The phone-word cue of the last run tried (see LastPhoneWordCue). */
  readonly cue: LastPhoneWordCue;
}

/**
 * A Hebrew one-letter prefix joined by a hyphen (`ב-073-209-9171`, "at 073…"; also ל, מ, ה, ו, ש, כ):
 * the number's own start, not a digit run's middle. `hyphen` is the hyphen's index.
 */
function afterHebrewPrefix(text: string, hyphen: number): boolean {
  const letter = text.charCodeAt(hyphen - 1);
  return HEBREW_PREFIXES.has(letter) && !isHebrewLetter(text.charCodeAt(hyphen - 2));
}

const HEBREW_PREFIXES = new Set([..."בלמהושכ"].map((c) => c.charCodeAt(0)));
const isHebrewLetter = (code: number) => code >= 0x05d0 && code <= 0x05ea;
