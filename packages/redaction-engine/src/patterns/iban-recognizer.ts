import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { isWordCode } from "./context-words.js";
import { IBAN_LENGTHS } from "./iban-countries.js";

// Country code, check digits, then the BBAN either compact or in groups of four separated by
// single spaces (the paper format). The exact length is enforced per country below.
const CANDIDATE = /[A-Z]{2}\d{2}(?: ?[A-Z0-9]){8,30}/g;

/** ISO 13616 mod-97: move the first four characters to the end, letters to 10..35, remainder 1. */
export function ibanChecksumValid(compact: string): boolean {
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (let i = 0; i < rearranged.length; i++) {
    const code = rearranged.charCodeAt(i);
    const value = code >= 65 ? code - 55 : code - 48;
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

/**
 * IBANs with the per-country length and mod-97 check. The greedy candidate may run into the
 * next word (`... 0130 00 THEN`), so it is cut to the country's length, and the cut must fall at
 * a token boundary.
 */
export function findIbans(text: string, detector: string): Finding[] {
  const found: Finding[] = [];
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
    const start = m.index;
    if (isWordCode(text.charCodeAt(start - 1))) continue;
    const expected = IBAN_LENGTHS[m[0].slice(0, 2)];
    if (expected === undefined) continue;
    let compact = "";
    let end = start;
    for (let i = 0; i < m[0].length && compact.length < expected; i++) {
      const ch = m[0][i]!;
      if (ch !== " ") compact += ch;
      end = start + i + 1;
    }
    if (compact.length < expected || isWordCode(text.charCodeAt(end))) continue;
    const valid = ibanChecksumValid(compact);
    found.push({
      start,
      end,
      type: EntityType.IBAN,
      confidence: valid ? 0.99 : 0,
      detector,
      verdict: valid ? "valid" : "invalid",
      normalized: compact,
    });
    CANDIDATE.lastIndex = end;
  }
  return found;
}
