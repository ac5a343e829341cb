import type { LabelledDoc } from "../labelled-doc.js";

/**
 * Independent validators for the corpus's structured gold values (written without looking at the
 * engine's own checksum code, so a shared bug cannot hide a bad gold value).
 */

/** Luhn mod-10 over the digits of a card number, separators ignored. */
export function luhnValid(value: string): boolean {
  const digits = value.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** IBAN lengths from the SWIFT registry for the countries the corpus uses. */
export const IBAN_LENGTH: Readonly<Record<string, number>> = Object.fromEntries(
  (
    "AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BR29 CH21 CY28 CZ24 DE22 DK18 DO28 EE20 EG29 ES24 FI18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 HR21 HU28 IE22 IL23 IS26 IT27 JO30 " +
    "KW30 KZ20 LB28 LI21 LT20 LU20 LV21 MC27 MD24 ME22 MK19 MR27 MT31 MU30 NL18 NO15 PK24 PL28 PS29 PT25 QA29 RO24 RS22 SA24 SE24 SI19 SK24 SM27 TN24 TR26 UA29 VG24 XK20"
  )
    .split(" ")
    .map((e) => [e.slice(0, 2), Number(e.slice(2))]),
);

/** ISO 13616 mod-97 check plus the registry length for the country. */
export function ibanValid(value: string): boolean {
  const iban = value.replace(/\s/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (IBAN_LENGTH[iban.slice(0, 2)] !== iban.length) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (const ch of moved) {
    const n = ch >= "A" ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of n) rem = (rem * 10 + Number(d)) % 97;
  }
  return rem === 1;
}

const VD = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VP = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Verhoeff checksum (the last digit checks the rest). */
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  const rev = [...digits].reverse();
  for (let i = 0; i < rev.length; i++) c = VD[c]![VP[i % 8]![Number(rev[i])]!]!;
  return c === 0;
}

/** Indian Aadhaar: 12 digits (spaces allowed), first digit 2-9, Verhoeff valid. */
export function aadhaarValid(value: string): boolean {
  const d = value.replace(/[\s-]/g, "");
  return /^[2-9]\d{11}$/.test(d) && verhoeffValid(d);
}

/** Indian PAN: five letters (the fourth a holder-type letter), four digits, a letter. */
export function panValid(value: string): boolean {
  return /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/.test(value);
}

/** UK National Insurance number with an allowed prefix and an A-D suffix. */
export function ninoValid(value: string): boolean {
  const v = value.replace(/\s/g, "");
  const m = /^([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])\d{6}([A-D])$/.exec(v);
  if (!m) return false;
  return !["BG", "GB", "KN", "NK", "NT", "TN", "ZZ"].includes(m[1]! + m[2]!);
}

/** US SSN: area 001-899 except 666, group 01-99, serial 0001-9999. */
export function ssnValid(value: string): boolean {
  const m = /^(\d{3})[- ]?(\d{2})[- ]?(\d{4})$/.exec(value);
  if (!m) return false;
  const area = Number(m[1]);
  return area > 0 && area !== 666 && area < 900 && m[2] !== "00" && m[3] !== "0000";
}

/** Which national-identifier scheme a NATIONAL_ID gold value follows, or null for none. */
export function nationalIdScheme(value: string): "AADHAAR" | "PAN" | "NINO" | null {
  if (aadhaarValid(value)) return "AADHAAR";
  if (panValid(value)) return "PAN";
  if (ninoValid(value)) return "NINO";
  return null;
}

/**
 * Checksum-valid cards, IBANs, Aadhaar numbers and SSNs, and e-mail addresses, in a document that
 * no gold span covers: an unlabelled one would be a mislabelled "negative" that a correct detector
 * is punished for.
 */
export function unlabelledLookalikes(doc: LabelledDoc): string[] {
  const missed: string[] = [];
  const covered = (start: number, end: number) => doc.spans.some((s) => s.start <= start && end <= s.end);
  const scan = (re: RegExp, valid: (v: string) => boolean, what: string, prefixes = false) => {
    for (const m of doc.text.matchAll(re)) {
      // An IBAN run may swallow a following code word, so try its prefixes; other runs are whole.
      for (let len = m[0].length; len > (prefixes ? 0 : m[0].length - 1); len--) {
        const v = m[0].slice(0, len);
        if (/\s$/.test(v) || !valid(v)) continue;
        if (!covered(m.index, m.index + len)) missed.push(`${doc.id}: unlabelled valid ${what} "${v}"`);
        break;
      }
    }
  };
  scan(/(?<![\dA-Za-z][ -]?)\d(?:[ -]?\d){12,18}(?![ -]?\d)/g, luhnValid, "card");
  scan(/(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,32}/g, ibanValid, "IBAN", true);
  scan(/(?<!\d[ -]?)[2-9]\d{3} ?\d{4} ?\d{4}(?![ -]?\d)/g, aadhaarValid, "Aadhaar");
  scan(/(?<!\d[ -]?)\d{3}-\d{2}-\d{4}(?![ -]?\d)/g, ssnValid, "SSN");
  scan(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, () => true, "e-mail");
  return missed;
}
