import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { isDigitCode, isWordCode } from "./context-words.js";
import { luhnValid } from "./luhn.js";

// 13-19 digits, optionally grouped: by one or two spaces, a no-break or thin space, a dash with or
// without spaces around it, or a dot (`4111.1111.1111.1111`, checked in `consistentSeparators`).
// Word boundaries are checked by hand below so that a longer digit run is never cut into a
// card-shaped piece.
// The dash comes first so that ` - ` is read as one separator, not as a space and a dash.
const CANDIDATE = /\d(?:(?: ?- ?| {1,2}|[\u00a0\u2009\u202f]|\.)?\d){12,18}/g;
const SEPARATOR = / ?- ?| {1,2}|[\u00a0\u2009\u202f]|\./g;

/**
 * Issuer prefixes (IIN ranges) of the card networks in use. A Luhn-valid number outside them is
 * almost always an order or account number, so it is reported as invalid.
 */
export function knownIssuer(digits: string): boolean {
  const two = Number(digits.slice(0, 2));
  const three = Number(digits.slice(0, 3));
  const four = Number(digits.slice(0, 4));
  const six = Number(digits.slice(0, 6));
  const len = digits.length;
  if (digits[0] === "4") return len === 13 || len === 16 || len === 19; // Visa
  if ((two >= 51 && two <= 55) || (six >= 222100 && six <= 272099)) return len === 16; // Mastercard
  if (two === 34 || two === 37) return len === 15; // American Express
  if (four === 6011 || two === 65 || (three >= 644 && three <= 649)) return len >= 16; // Discover
  if (four >= 3528 && four <= 3589) return len >= 16; // JCB
  if ((three >= 300 && three <= 305) || two === 36 || two === 38 || two === 39) return len >= 14; // Diners
  if (two === 62) return len >= 16; // UnionPay
  if (two === 50 || (two >= 56 && two <= 69)) return len >= 12; // Maestro
  if (four >= 2200 && four <= 2204) return len >= 16; // Mir (Russia)
  if (four === 9792) return len === 16; // Troy (Turkey)
  if (four === 8600 || four === 9860) return len === 16; // UzCard, Humo (Uzbekistan)
  if (four === 9112) return len === 16; // Belkart (Belarus)
  if (two === 81 || two === 82) return len === 16; // RuPay (India)
  return false;
}

/**
 * Grouping must be consistent: one separator, written the same way each time, or none.
 * `4111-1111 1111-1111` is not a card. Dots group only in fours (`4111.1111.1111.1111`): a
 * dotted run of other shapes is a version, an amount or a date.
 */
function consistentSeparators(raw: string): boolean {
  const separators = raw.match(SEPARATOR) ?? [];
  if (separators.some((s) => s !== separators[0])) return false;
  return separators[0] !== "." || /^\d{4}(?:\.\d{4}){2,3}(?:\.\d{1,3})?$/.test(raw);
}

/**
 * Card numbers: Luhn-checked, issuer-checked, 13-19 digits. When the longest candidate fails, its
 * shorter group-aligned prefixes are tried (a card number followed by a year: `4111 1111 1111 1111 2024`).
 */
export function findCreditCards(text: string, detector: string): Finding[] {
  const found: Finding[] = [];
  let recordedEnd = 0;
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
    const start = m.index;
    const firstGroup = /^\d+/.exec(m[0])![0].length;
    if (isWordCode(text.charCodeAt(start - 1)) || text[start - 1] === "." || text[start - 1] === ",") {
      CANDIDATE.lastIndex = start + firstGroup;
      continue;
    }
    const finding = bestPrefix(text, start, m[0], detector);
    if (finding?.verdict === "valid") {
      found.push(finding);
      recordedEnd = finding.end;
      CANDIDATE.lastIndex = finding.end;
      continue;
    }
    // Not a card from here: it may still start at the next group (a phone number, then a card).
    if (finding && finding.start >= recordedEnd) {
      found.push(finding);
      recordedEnd = finding.end;
    }
    CANDIDATE.lastIndex = start + firstGroup;
  }
  return found;
}

function bestPrefix(text: string, start: number, raw: string, detector: string): Finding | undefined {
  let candidate = raw;
  let firstInvalid: Finding | undefined;
  while (candidate.length > 0) {
    const end = start + candidate.length;
    const after = text.charCodeAt(end);
    // The candidate must end at a token boundary, not inside a longer number or word.
    const boundary = !isWordCode(after) && !(text[end] === "." && isWordCode(text.charCodeAt(end + 1)));
    const digits = candidate.replace(/\D/g, "");
    if (boundary && digits.length >= 13) {
      const valid = consistentSeparators(candidate) && luhnValid(digits) && knownIssuer(digits);
      const finding: Finding = {
        start,
        end,
        type: EntityType.CREDIT_CARD,
        confidence: valid ? 0.99 : 0,
        detector,
        verdict: valid ? "valid" : "invalid",
        normalized: digits,
      };
      if (valid) return finding;
      firstInvalid ??= finding;
    }
    const cut = lastSeparator(candidate);
    if (cut <= 0) break;
    candidate = candidate.slice(0, cut);
  }
  return firstInvalid;
}

/** Where the last separator of a candidate starts (-1 when it has none). */
function lastSeparator(candidate: string): number {
  let i = candidate.length - 1;
  while (i >= 0 && isDigitCode(candidate.charCodeAt(i))) i--;
  while (i > 0 && !isDigitCode(candidate.charCodeAt(i - 1))) i--;
  return i;
}
