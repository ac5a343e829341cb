/**
 * Removes national ids, tokens, passwords and secrets from anything about to be logged: inside
 * free text (messages, exception messages and stacks) and as whole values of sensitive fields.
 * Over-redaction is accepted: a log line that loses a 12-digit order number is cheaper than one
 * that leaks an Aadhaar number.
 */

export const REDACTED = "[REDACTED]";

const TEXT_RULES: Array<[RegExp, string]> = [
  // PEM private keys, whole block.
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g, "[REDACTED_PRIVATE_KEY]"],
  // JSON Web Tokens.
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/g, "[REDACTED_TOKEN]"],
  // Credentials in a URL: scheme://user:password@host keeps the user, loses the password.
  [/\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@/]+@/gi, `$1${REDACTED}@`],
  // Authorization schemes.
  [/\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]{6,}/gi, `$1 ${REDACTED}`],
  // key=value / key: value / "key": "value" for secret-bearing keys.
  [
    /\b((?:[A-Za-z0-9]+[_-])*(?:password|passwd|pwd|passphrase|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|authorization|credential|credentials|otp|pin|cvv)"?\s*[:=]\s*)(?!\[REDACTED|(?:Bearer|Basic|Token)\s)("[^"]*"|'[^']*'|[^\s,;&"'}]+)/gi,
    `$1${REDACTED}`,
  ],
  // Aadhaar: 12 digits, first 2-9, optionally grouped 4-4-4 by spaces or hyphens.
  [/(?<![\d-])[2-9]\d{3}([ -]?)\d{4}\1\d{4}(?![\d-])/g, "[REDACTED_AADHAAR]"],
  // PAN: five letters, four digits, a letter (any case).
  [/\b[A-Za-z]{5}\d{4}[A-Za-z]\b/g, "[REDACTED_PAN]"],
];

/** Field names whose whole value is removed, wherever they appear in a logged object. */
const SENSITIVE_KEY =
  /(pass(word|wd|phrase)?|pwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|authorization|cookie|credential|aadhaar|aadhar|uidai|^pan$|pan[_-]?(number|no)|otp|^pin$|cvv|mnemonic)/i;

export function redactText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of TEXT_RULES) out = out.replace(pattern, replacement);
  return out;
}

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

/** A redacted deep copy of `value` (strings scrubbed, sensitive keys blanked, cycles cut). */
export function redactValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return redactText(value);
  // An Aadhaar number stored as a number (12 digits, first 2-9) is as sensitive as the text form.
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 2e11 && value < 1e12) {
    return "[REDACTED_AADHAAR]";
  }
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
