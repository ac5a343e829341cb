/**
 * The one rule set for sensitive values (docs/event-platform.md, "Sensitive values"): national ids
 * (Aadhaar, PAN, SSN), card numbers (Luhn-checked), one-time passwords, tokens, passwords and other
 * secrets. Logs, dead-letter records and error messages all go through it. It works inside free text
 * (messages, exception messages and stacks) and on whole values of sensitive fields. Over-redaction
 * is accepted: a log line that loses a 12-digit order number is cheaper than one that leaks an
 * Aadhaar number.
 */

import { luhnValid } from "@platform/redaction-engine/checksums";

// The card check is the redaction engine's (one PII library, decision 0026); the rules below stay this
// scrubber's own because a log scrubber over-redacts on purpose (an Aadhaar-shaped number goes without
// its Verhoeff check) and also removes secrets.
export { luhnValid };

export const REDACTED = "[REDACTED]";

/** Digits only: the separators a person types inside a number (spaces, hyphens) removed. */
const digitsOf = (text: string) => text.replace(/[ -]/g, "");

/**
 * A card number: 13-19 digits, optionally grouped by single spaces or hyphens, starting with a
 * digit card schemes use (2-6 and 8: Mastercard, Amex, Visa, Discover, RuPay, Maestro, ...), with a
 * valid Luhn check digit. Epoch milliseconds (13 digits starting 1) and most ids are left alone.
 */
function redactCard(match: string): string {
  const digits = digitsOf(match);
  return digits.length >= 13 && digits.length <= 19 && luhnValid(digits) ? "[REDACTED_CARD]" : match;
}

/** Not preceded or followed by another digit, or by a separator and a digit (one longer number). */
const NO_DIGIT_BEFORE = String.raw`(?<![\d-])(?<!\d[ -])`;
const NO_DIGIT_AFTER = String.raw`(?![\d-])(?![ -]\d)`;

type Rule = [RegExp, string | ((match: string, ...groups: string[]) => string)];

const TEXT_RULES: Rule[] = [
  // PEM private keys, whole block.
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g, "[REDACTED_PRIVATE_KEY]"],
  // JSON Web Tokens.
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/g, "[REDACTED_TOKEN]"],
  // Tokens recognisable by their prefix: Stripe-style keys, GitHub, Slack, AWS access key ids, Google API keys.
  [
    /\b(?:(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{8,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|xox[abprs]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{35})/g,
    "[REDACTED_TOKEN]",
  ],
  // Credentials in a URL: scheme://user:password@host keeps the user, loses the password.
  [/\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@/]+@/gi, `$1${REDACTED}@`],
  // Authorization schemes.
  [/\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]{6,}/gi, `$1 ${REDACTED}`],
  // One-time passwords named in prose: "OTP is 482913", "verification code: 1234", "482913 is your OTP".
  [
    /\b(otp|one[- ]time (?:password|passcode|pin|code)|verification code|security code|auth(?:entication)? code)(\s*(?:is|was)?\s*[:=#-]?\s*)\d{4,8}\b/gi,
    "$1$2[REDACTED_OTP]",
  ],
  [
    /\b\d{4,8}(?=\s+is\s+(?:your|the)\s+(?:otp|one[- ]time|verification code|security code|login code)\b)/gi,
    "[REDACTED_OTP]",
  ],
  // key=value / key: value / "key": "value" for secret-bearing keys.
  [
    /\b((?:[A-Za-z0-9]+[_-])*(?:password|passwd|pwd|passphrase|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|authorization|credential|credentials|otp|pin|cvv)"?\s*[:=]\s*)(?!\[REDACTED|(?:Bearer|Basic|Token)\s)("[^"]*"|'[^']*'|[^\s,;&"'}]+)/gi,
    `$1${REDACTED}`,
  ],
  // Card numbers, before the Aadhaar rule: a 16-digit card grouped 4-4-4-4 must become one card
  // placeholder, not an Aadhaar placeholder and four stray digits.
  [new RegExp(`${NO_DIGIT_BEFORE}[2-68]\\d(?:[ -]?\\d){11,17}${NO_DIGIT_AFTER}`, "g"), redactCard],
  // US Social Security numbers: 3-2-4 digits, never area 000, 666 or 9xx, group 00 or serial 0000.
  [
    new RegExp(
      `${NO_DIGIT_BEFORE}(?!000|666|9\\d\\d)\\d{3}-(?!00)\\d{2}-(?!0000)\\d{4}${NO_DIGIT_AFTER}`,
      "g",
    ),
    "[REDACTED_SSN]",
  ],
  // ... and 9 digits in a row when named as one.
  [
    /\b(ssn|social security (?:number|no\.?))(\s*(?:is)?\s*[:#=]?\s*)(?!000|666|9)\d{9}\b/gi,
    "$1$2[REDACTED_SSN]",
  ],
  // Aadhaar: 12 digits, first 2-9, optionally grouped 4-4-4 by spaces or hyphens, and not part of a
  // longer grouped number.
  [
    new RegExp(`${NO_DIGIT_BEFORE}[2-9]\\d{3}([ -]?)\\d{4}\\1\\d{4}${NO_DIGIT_AFTER}`, "g"),
    "[REDACTED_AADHAAR]",
  ],
  // PAN: five letters, four digits, a letter (any case).
  [/\b[A-Za-z]{5}\d{4}[A-Za-z]\b/g, "[REDACTED_PAN]"],
];

/** Field names whose whole value is removed, wherever they appear in a logged or stored object. */
const SENSITIVE_KEY =
  /(pass(word|wd|phrase)?|pwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|authorization|cookie|credential|aadhaar|aadhar|uidai|^pan$|pan[_-]?(number|no)|otp|^pin$|cvv|mnemonic|card[_-]?(number|no|num)|^card$|^ssn|ssn$|social[_-]?security|national[_-]?id)/i;

export function redactText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of TEXT_RULES) {
    out = out.replace(pattern, replacement as (match: string, ...groups: string[]) => string);
  }
  return out;
}

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

/** A number that is itself a national id or a card number, as sensitive as its text form. */
function redactNumber(value: number): number | string {
  if (!Number.isSafeInteger(value) || value < 0) return value;
  // An Aadhaar number stored as a number (12 digits, first 2-9).
  if (value >= 2e11 && value < 1e12) return "[REDACTED_AADHAAR]";
  const digits = String(value);
  if (digits.length >= 13 && /^[2-68]/.test(digits) && luhnValid(digits)) return "[REDACTED_CARD]";
  return value;
}

/** A redacted deep copy of `value` (strings scrubbed, sensitive keys blanked, cycles cut). */
export function redactValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return redactText(value);
  if (typeof value === "number") return redactNumber(value);
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value) || depth > 10) return "[Truncated]";
  seen.add(value);
  if (value instanceof Error) return { type: value.name, message: redactText(value.message) };
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      isSensitiveKey(key) && item !== null && item !== undefined
        ? REDACTED
        : redactValue(item, depth + 1, seen);
  }
  return out;
}
