import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { answersAskingLine } from "./answer-context.js";
import { hasWordBefore, isWordCode } from "./context-words.js";
import { afterOtherIdentifierLabel } from "./other-identifier-labels.js";
import { verhoeffValid } from "./verhoeff.js";

// Aadhaar: 12 digits, the first 2-9, written 4-4-4 (spaces or dashes) or as one run.
const AADHAAR = /[2-9]\d{3}([ -]?)\d{4}\1\d{4}/g;
const AADHAAR_CONTEXT = ["aadhaar", "aadhar", "uid", "uidai", "आधार"];
// Indian PAN: five letters (the fourth says who holds it: Person, Company, HUF, Firm, AOP, Trust,
// BOI, Local authority, Juridical person, Government), four digits, a letter.
const PAN = /[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]/g;
// UK National Insurance number: two prefix letters (D, F, I, Q, U, V never; O never second;
// BG, GB, KN, NK, NT, TN, ZZ never issued), six digits in pairs, suffix A-D.
const NINO = /(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]/g;
// The same shape in small letters or grouped by dashes or dots (`jk 73 91 64 d`, `JK-73-91-64-D`),
// taken only right after its label (within NINO_REACH characters): in capitals with spaces the
// shape alone is rare enough, not so here. Only the short windows after labels are scanned.
const LOOSE_NINO =
  /(?<![A-Za-z0-9])(?!bg|gb|kn|nk|nt|tn|zz)[a-ceghj-pr-tw-z][a-ceghj-npr-tw-z][ .-]?\d{2}[ .-]?\d{2}[ .-]?\d{2}[ .-]?[a-d](?![A-Za-z0-9])/gi;
const NINO_LABEL = /(?<![A-Za-z0-9])(?:national insurance|nino|n\.?i\.?n?)(?![A-Za-z0-9])/gi;
const NINO_REACH = 32;
const LONGEST_NINO = 13;

/**
 * National identifiers other than the US SSN (type NATIONAL_ID): Aadhaar, then Indian PAN, then UK
 * NINO (each its own recognizer in the registry, so a caller can name which one found a value).
 */
export function findNationalIds(text: string, detector: string): Finding[] {
  return [...findAadhaars(text, detector), ...findIndianPans(text, detector), ...findUkNinos(text, detector)];
}

/**
 * Aadhaar numbers, Verhoeff-checked (a failing one is reported invalid, as a Luhn-failing card is).
 * A bare 12-digit run is an Aadhaar number only with a context word before it.
 */
export function findAadhaars(text: string, detector: string): Finding[] {
  const found: Finding[] = [];
  for (const m of text.matchAll(AADHAAR)) {
    const start = m.index;
    const end = start + m[0].length;
    // Twelve digits inside a longer grouped run (a card number, an account number) are not one.
    if (!bounded(text, start, end) || /[-. ]\d/.test(text.slice(end, end + 2))) continue;
    if (/\d[-. ]$/.test(text.slice(Math.max(0, start - 2), start))) continue;
    const context =
      hasWordBefore(text, start, AADHAAR_CONTEXT, 32) || answersAskingLine(text, start, AADHAAR_CONTEXT);
    if (m[1] === "" && !context) continue;
    // `Order 5510-2231-0087`: another identifier's digits, whatever their check digit says.
    if (!context && afterOtherIdentifierLabel(text, start)) continue;
    const digits = m[0].replace(/[ -]/g, "");
    const valid = verhoeffValid(digits);
    found.push(finding(start, end, digits, valid ? (context ? 0.99 : 0.97) : 0, valid, detector));
  }
  return found;
}

/** Indian PAN, by its issuing rules (the holder-type letter). */
export function findIndianPans(text: string, detector: string): Finding[] {
  return findByShape(text, PAN, detector);
}

/** UK National Insurance numbers, by their issuing rules (prefix letters, suffix A-D). */
export function findUkNinos(text: string, detector: string): Finding[] {
  const found = findByShape(text, NINO, detector);
  const starts = new Set(found.map((f) => f.start));
  for (const label of text.matchAll(NINO_LABEL)) {
    // A window of NINO_REACH characters after the label, and a NINO's length (and one character for
    // its end's look-ahead) past it, so a number starting in it is read whole: each window is short.
    const from = label.index + label[0].length;
    for (const m of text.slice(from, from + NINO_REACH + LONGEST_NINO + 1).matchAll(LOOSE_NINO)) {
      const start = from + m.index;
      if (m.index > NINO_REACH || starts.has(start)) continue;
      starts.add(start);
      found.push(
        finding(start, start + m[0].length, m[0].replace(/[ .-]/g, "").toUpperCase(), 0.95, true, detector),
      );
    }
  }
  return found;
}

function findByShape(text: string, re: RegExp, detector: string): Finding[] {
  const found: Finding[] = [];
  for (const m of text.matchAll(re)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!bounded(text, start, end)) continue;
    found.push(finding(start, end, m[0].replace(/ /g, ""), 0.95, true, detector));
  }
  return found;
}

function bounded(text: string, start: number, end: number): boolean {
  return !isWordCode(text.charCodeAt(start - 1)) && !isWordCode(text.charCodeAt(end));
}

function finding(
  start: number,
  end: number,
  normalized: string,
  confidence: number,
  valid: boolean,
  detector: string,
): Finding {
  return {
    start,
    end,
    type: EntityType.NATIONAL_ID,
    confidence,
    detector,
    verdict: valid ? "valid" : "invalid",
    normalized,
  };
}
