import { EntityType } from "../entity-type.js";
import type { DetectContext, Finding } from "../finding.js";
import { findCreditCards, knownIssuer } from "./credit-card-recognizer.js";
import { findEmails } from "./email-recognizer.js";
import { IBAN_LENGTHS } from "./iban-countries.js";
import { findIbans, ibanChecksumValid } from "./iban-recognizer.js";
import { findIpv4s } from "./ipv4-recognizer.js";
import { luhnValid } from "./luhn.js";
import { findAadhaars, findIndianPans, findUkNinos } from "./national-id-recognizer.js";
import { impersonalEmail, SAMPLE_SSNS, TEST_CARD_NUMBERS } from "./not-personal.js";
import { contextRegions } from "./phone-context-regions.js";
import { findPhones } from "./phone-recognizer.js";
import { findSsns, ssnValid } from "./ssn-recognizer.js";
import { findUrls } from "./url-recognizer.js";
import { verhoeffValid } from "./verhoeff.js";

/**
 * One validated pattern recognizer: its name, the entity type it finds, and its scan. The only PII
 * recognizers of the repository: the redaction pipeline's pattern stage and the prompt platform's
 * firewall both select from this registry, so a fix to a rule lands in both.
 */
export interface PatternRecognizer {
  /** Stable, kebab-case: `email`, `credit-card`, `in-aadhaar`. Several may share a type (NATIONAL_ID). */
  readonly name: string;
  readonly type: EntityType;
  /** Every value it finds holds a digit, so a digit-free text (most chat lines) skips it. */
  readonly needsDigit: boolean;
  /**
   * The check a found value's normalised form must pass to be `valid` (Luhn and issuer, mod-97,
   * Verhoeff, the SSA's rules), where the recognizer has one beyond its shape.
   */
  readonly validate?: (normalized: string) => boolean;
  /**
   * True for a valid value that identifies no person (a published test card, an address at
   * example.com, `support@`): see not-personal.ts. The redaction pipeline masks these anyway.
   */
  readonly notPersonal?: (normalized: string) => boolean;
  /** Findings in `text`, invalid look-alikes included (verdict `invalid`), named after `detector`. */
  find(text: string, detector: string, context: DetectContext): Finding[];
}

/** In the order the pattern stage has always reported them (the golden outputs depend on it). */
export const PATTERN_RECOGNIZERS: readonly PatternRecognizer[] = [
  {
    name: "email",
    type: EntityType.EMAIL,
    needsDigit: false,
    notPersonal: impersonalEmail,
    find: findEmails,
  },
  { name: "url", type: EntityType.URL, needsDigit: false, find: findUrls },
  {
    name: "credit-card",
    type: EntityType.CREDIT_CARD,
    needsDigit: true,
    validate: (digits) => luhnValid(digits) && knownIssuer(digits),
    notPersonal: (digits) => TEST_CARD_NUMBERS.has(digits),
    find: findCreditCards,
  },
  {
    name: "iban",
    type: EntityType.IBAN,
    needsDigit: true,
    validate: (compact) => IBAN_LENGTHS[compact.slice(0, 2)] === compact.length && ibanChecksumValid(compact),
    find: findIbans,
  },
  {
    name: "us-ssn",
    type: EntityType.SSN,
    needsDigit: true,
    validate: (d) => /^\d{9}$/.test(d) && ssnValid(d.slice(0, 3), d.slice(3, 5), d.slice(5)),
    notPersonal: (d) => SAMPLE_SSNS.has(d),
    find: findSsns,
  },
  {
    name: "in-aadhaar",
    type: EntityType.NATIONAL_ID,
    needsDigit: true,
    validate: (d) => /^[2-9]\d{11}$/.test(d) && verhoeffValid(d),
    find: findAadhaars,
  },
  { name: "in-pan", type: EntityType.NATIONAL_ID, needsDigit: true, find: findIndianPans },
  { name: "uk-nino", type: EntityType.NATIONAL_ID, needsDigit: true, find: findUkNinos },
  { name: "ipv4", type: EntityType.IPV4, needsDigit: true, find: findIpv4s },
  {
    name: "phone",
    type: EntityType.PHONE_E164,
    // Also written in other scripts' digits only (`٠٥٠ ١٢٣ ٤٥٦٧`): findPhones checks for digits.
    needsDigit: false,
    find: (text, detector, context) =>
      findPhones(text, detector, context.phoneRegions, () => contextRegions(text)),
  },
];

/** The registry's recognizers for the wanted types (and, if given, only those named), in registry order. */
export function selectRecognizers(
  types: ReadonlySet<EntityType>,
  names?: ReadonlySet<string>,
): PatternRecognizer[] {
  return PATTERN_RECOGNIZERS.filter((r) => types.has(r.type) && (names === undefined || names.has(r.name)));
}

/** A loop, not `push(...found)`: spreading 100 000+ findings of a large text overflows the stack. */
function append(out: Finding[], found: readonly Finding[]): void {
  for (const f of found) out.push(f);
}

/**
 * Runs recognizers over a text: select -> detect. A digit-free text runs only those that need no
 * digit. Invalid look-alikes are returned too (verdict `invalid`); callers keep what they need.
 * Findings name `detector`, or without it the recognizer that found them.
 */
export function runRecognizers(
  recognizers: readonly PatternRecognizer[],
  text: string,
  context: DetectContext,
  detector?: string,
): Finding[] {
  const out: Finding[] = [];
  const hasDigit = /\d/.test(text);
  for (const r of recognizers)
    if (hasDigit || !r.needsDigit) append(out, r.find(text, detector ?? r.name, context));
  return out;
}
