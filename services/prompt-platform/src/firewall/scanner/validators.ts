/** Checksums and plausibility checks that turn a shape match into a finding (or drop it). */
import {
  IBAN_LENGTHS,
  ibanChecksumValid,
  luhnValid,
  ssnValid as ssaRulesValid,
  verhoeffValid,
} from "@platform/redaction-engine/checksums";

export { luhnValid, verhoeffValid };

/** Issuer prefixes (IIN ranges) of the major card networks, by length. */
export function knownCardIssuer(digits: string): boolean {
  const n = digits.length;
  const p2 = Number(digits.slice(0, 2));
  const p3 = Number(digits.slice(0, 3));
  const p4 = Number(digits.slice(0, 4));
  const p6 = Number(digits.slice(0, 6));
  if (digits[0] === "4") return n === 13 || n === 16 || n === 19; // Visa
  if ((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) return n === 16; // Mastercard
  if (p2 === 34 || p2 === 37) return n === 15; // American Express
  if (p4 === 6011 || p2 === 65 || (p3 >= 644 && p3 <= 649) || (p6 >= 622126 && p6 <= 622925))
    return n >= 16 && n <= 19; // Discover
  if (p4 >= 3528 && p4 <= 3589) return n >= 16 && n <= 19; // JCB
  if ((p3 >= 300 && p3 <= 305) || p2 === 36 || p2 === 38 || p2 === 39) return n >= 14 && n <= 19; // Diners
  if (p2 === 62) return n >= 16 && n <= 19; // UnionPay
  if (p2 === 60 || p2 === 81 || p2 === 82 || p3 === 508) return n === 16; // RuPay
  if (
    p4 === 5018 ||
    p4 === 5020 ||
    p4 === 5038 ||
    p4 === 5893 ||
    p4 === 6304 ||
    p4 === 6759 ||
    p4 === 6761 ||
    p4 === 6762 ||
    p4 === 6763
  )
    return n >= 12 && n <= 19; // Maestro
  return false;
}

/** Published test numbers (Stripe, Braintree, Adyen, PayPal docs): not anyone's card. */
export const TEST_CARD_NUMBERS = new Set([
  "4242424242424242",
  "4000056655665556",
  "4111111111111111",
  "4012888888881881",
  "4222222222222",
  "5555555555554444",
  "5200828282828210",
  "5105105105105100",
  "2223003122003222",
  "378282246310005",
  "371449635398431",
  "378734493671000",
  "6011111111111117",
  "6011000990139424",
  "3056930009020004",
  "36227206271667",
  "3566002020360505",
  "6200000000000005",
  "4000000000000002",
  "4000000000009995",
  "4000002500003155",
]);

/** ISO 13616: the country's registered length and the mod-97 check (upper or lower case). */
export function ibanValid(compact: string): boolean {
  const iban = compact.toUpperCase();
  return (
    /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) &&
    IBAN_LENGTHS[iban.slice(0, 2)] === iban.length &&
    ibanChecksumValid(iban)
  );
}

/** Numbers published as examples (on a wallet insert, in ads, as "123-45-6789"), never anyone's. */
const SAMPLE_SSNS = new Set(["078051120", "219099999", "123456789"]);

/** The SSA's rules (the redaction engine's), and not a famous sample. */
export function ssnValid(area: string, group: string, serial: string): boolean {
  return ssaRulesValid(area, group, serial) && !SAMPLE_SSNS.has(area + group + serial);
}

/** Shannon entropy in bits per character. */
export function entropy(s: string): number {
  if (s.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

const PLACEHOLDER =
  /example|sample|dummy|fake|placeholder|your[_-]?(?:api[_-]?)?(?:key|token|secret)|redacted|changeme|replace[_-]?me|insert[_-]?|xxxx|\*{3}|\.{3}|…|<[^>]*>|\$\{|\{\{|%s|test[_-]?key|not[_-]?real|abcdef123|1234567890abcdef|0123456789/i;

/** A documentation or template value rather than a credential: "sk-xxxx…", "<your key>", "AKIA…EXAMPLE". */
export function looksLikePlaceholder(token: string): boolean {
  return PLACEHOLDER.test(token) || /(.)\1{5,}/.test(token);
}

const FAKE_MARKER =
  /\b(?:fake|dummy|example|sample|placeholder|not (?:a )?real|redacted|mock(?:ed)?|for (?:tests?|testing) only|test fixture)\b/i;

/**
 * The line holding [start, end), or the line above it (a comment), says the value is fake:
 * "# fake key for the tests", "// example only". Code with fake keys marked as such is not reported.
 */
export function markedAsFake(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const prevStart = lineStart > 0 ? text.lastIndexOf("\n", lineStart - 2) + 1 : lineStart;
  let lineEnd = text.indexOf("\n", end);
  if (lineEnd === -1) lineEnd = text.length;
  const around = text.slice(prevStart, start) + " " + text.slice(end, lineEnd);
  return FAKE_MARKER.test(around);
}

/** Counts upper-case letters, lower-case letters and digits present (0-3). */
export function charClasses(s: string): number {
  return (/[a-z]/.test(s) ? 1 : 0) + (/[A-Z]/.test(s) ? 1 : 0) + (/\d/.test(s) ? 1 : 0);
}
