import type { Finding } from "./finding.js";
import {
  contextBefore,
  finding,
  type PatternSpec,
  patternRecognizer,
  type Recognizer,
} from "./recognizer.js";
import {
  ibanValid,
  knownCardIssuer,
  luhnValid,
  ssnValid,
  TEST_CARD_NUMBERS,
  verhoeffValid,
} from "./validators.js";

const RESERVED_DOMAIN =
  /(?:^|\.)(?:example\.(?:com|net|org)|[^.]+\.(?:test|example|invalid|localhost|local)|localhost)$/i;
const ROLE_INBOX =
  /^(?:support|info|sales|help|helpdesk|contact|hello|team|billing|noreply|no-reply|donotreply|do-not-reply|admin|office|security|abuse|postmaster|webmaster|hostmaster|privacy|press|media|careers|jobs|hr|marketing|feedback|service|customerservice|customer\.service|orders|returns|legal|compliance|accounts|invoices|enquiries|inquiries|notifications|alerts)$/i;

const email: PatternSpec = {
  ruleId: "pii.email",
  pattern:
    /(?<![\w.+%-]|:\/\/)[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![\w-])/g,
  prefilter: (t) => t.includes("@"),
  validate: (m) => {
    const at = m[0].lastIndexOf("@");
    return !RESERVED_DOMAIN.test(m[0].slice(at + 1)) && !ROLE_INBOX.test(m[0].slice(0, at));
  },
};

const digitsOf = (s: string) => s.replace(/\D/g, "");

const card: PatternSpec = {
  ruleId: "pii.credit_card",
  pattern: /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w]|-\d)/g,
  validate: (m) => {
    const raw = m[0];
    const digits = digitsOf(raw);
    if (digits.length < 13 || digits.length > 19 || /^(\d)\1+$/.test(digits)) return false;
    if (/[ -]/.test(raw)) {
      // Printed cards group 4-4-4-4(-3), American Express 4-6-5, Diners 4-6-4; one kind of separator.
      if (/ /.test(raw) && /-/.test(raw)) return false;
      const groups = raw
        .split(/[ -]/)
        .map((g) => g.length)
        .join("-");
      if (!/^(?:4-4-4-4(?:-[1-3])?|4-4-4-[1-3]|4-6-5|4-6-4|4-4-4-4-4)$/.test(groups)) return false;
    }
    return luhnValid(digits) && knownCardIssuer(digits) && !TEST_CARD_NUMBERS.has(digits);
  },
};

const ssn: PatternSpec = {
  ruleId: "pii.us_ssn",
  pattern: /(?<![\w-])(\d{3})([- ])(\d{2})\2(\d{4})(?![\w-])/g,
  validate: (m) => ssnValid(m[1]!, m[3]!, m[4]!),
};

const SSN_WORDS = /\b(?:ssn|social security|soc\.? sec|ss#|ss no|ssn#|tin)\b/i;
const bareSsn: PatternSpec = {
  ruleId: "pii.us_ssn",
  pattern: /(?<![\w-])(\d{3})(\d{2})(\d{4})(?![\w-])/g,
  context: { words: SSN_WORDS, window: 40 },
  validate: (m) => ssnValid(m[1]!, m[2]!, m[3]!),
};

const AADHAAR_WORDS = /aadhaa?r|\buid(?:ai)?\b|आधार/i;
const aadhaar: PatternSpec = {
  ruleId: "pii.in_aadhaar",
  // Not a run of groups inside a longer grouped number (a card's first 12 digits can pass Verhoeff).
  pattern: /(?<![\w-]|\d[ -])([2-9]\d{3})([ -]?)(\d{4})\2(\d{4})(?![\w-]|[ -]\d)/g,
  validate: (m, text) =>
    verhoeffValid(m[1]! + m[3]! + m[4]!) && (m[2] !== "" || contextBefore(text, m.index, AADHAAR_WORDS, 60)),
};

const pan: PatternSpec = {
  ruleId: "pii.in_pan",
  pattern: /(?<![A-Za-z0-9])[A-Z]{3}[ABCFGHLJPT][A-Z]\d{4}[A-Z](?![A-Za-z0-9])/g,
};

const nino: PatternSpec = {
  ruleId: "pii.uk_nino",
  pattern:
    /(?<![A-Za-z0-9])(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z](?: ?\d{2}){3} ?[A-D](?![A-Za-z0-9])/g,
};

/** Any run that starts like an IBAN; the country's length decides where it ends. */
const IBAN_CANDIDATE = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}/g;

function findIbans(text: string): Finding[] {
  const out: Finding[] = [];
  IBAN_CANDIDATE.lastIndex = 0;
  for (let m = IBAN_CANDIDATE.exec(text); m; m = IBAN_CANDIDATE.exec(text)) {
    // Try each length from the longest down; the first that checks out (and ends at a boundary) wins.
    const positions: number[] = [];
    let compact = "";
    for (let i = 0; i < m[0].length; i++) {
      if (m[0][i] === " ") continue;
      compact += m[0][i];
      positions.push(m.index + i + 1);
    }
    for (let len = compact.length; len >= 14; len--) {
      const end = positions[len - 1]!;
      if (/[A-Za-z0-9]/.test(text[end] ?? "")) continue;
      if (ibanValid(compact.slice(0, len))) {
        out.push(finding("pii.iban", m.index, end));
        IBAN_CANDIDATE.lastIndex = end;
        break;
      }
    }
  }
  return out;
}

const PHONE_WORDS =
  /\b(?:phone|tel|telephone|mobile|mob|cell|cellphone|call|ring|whatsapp|sms|text me|fax|contact(?: me)?(?: on| at)?|reach me)\b[\s:.#-]*(?:no\.?|number|num)?[\s:.#-]*$/i;
const NOT_A_PHONE =
  /\b(?:order|invoice|account|acct|a\/c|ref|reference|tracking|ticket|case|id|isbn|po|sku|serial|transaction|txn|confirmation|booking|pnr|policy|claim|customer|member|loan|batch|lot)\b[\s:.#-]*(?:no\.?|number|num|id)?[\s:.#-]*$/i;

interface PhoneFormat {
  pattern: RegExp;
  /** Digit count range of the whole number. */
  digits: [number, number];
  /** Unseparated numbers need a phone word before them. */
  needsContextWhenBare: boolean;
  check?: (digits: string) => boolean;
}

const PHONE_FORMATS: PhoneFormat[] = [
  // +44 20 7946 0958, +1 (415) 555-0132, +91-98765-43210, +4915123456789
  {
    pattern: /(?<![\w+])\+\d{1,3}(?:[ .-]?\(\d{1,4}\))?(?:[ .-]?\d{1,5}){1,5}(?![\w]|[.-]\d)/g,
    digits: [8, 15],
    needsContextWhenBare: false,
  },
  // (415) 555-0132, 415-555-0132, 415.555.0132, 1-800-555-0199
  {
    pattern: /(?<![\w+.-])(?:1[ .-])?(?:\(\d{3}\) ?|\d{3}[ .-])\d{3}[ .-]\d{4}(?![\w]|[.-]\d)/g,
    digits: [10, 11],
    needsContextWhenBare: false,
    check: (d) => {
      const n = d.length === 11 ? d.slice(1) : d;
      return /^[2-9]\d{2}[2-9]/.test(n);
    },
  },
  // UK: 020 7946 0958, 07700 900123, 0161 496 0000
  {
    pattern: /(?<![\w+.-])0[1-37-8]\d{1,3}[ -]?\d{3,4}[ -]?\d{3,4}(?![\w]|[.-]\d)/g,
    digits: [10, 11],
    needsContextWhenBare: true,
  },
  // India: 98765 43210, 98765-43210, 9876543210
  {
    pattern: /(?<![\w+.-])0?[6-9]\d{4}[ -]?\d{5}(?![\w]|[.-]\d)/g,
    digits: [10, 11],
    needsContextWhenBare: true,
  },
  // Any 7-12 digit run right after a phone word ("call me on 5550132")
  { pattern: /(?<![\w+.-])\d{7,12}(?![\w]|[.-]\d)/g, digits: [7, 12], needsContextWhenBare: true },
];

function findPhones(text: string): Finding[] {
  const out: Finding[] = [];
  for (const format of PHONE_FORMATS) {
    format.pattern.lastIndex = 0;
    for (let m = format.pattern.exec(text); m; m = format.pattern.exec(text)) {
      const digits = digitsOf(m[0]);
      if (digits.length < format.digits[0] || digits.length > format.digits[1]) continue;
      if (/^(\d)\1+$/.test(digits)) continue;
      if (format.check && !format.check(digits)) continue;
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      if (NOT_A_PHONE.test(before) && !m[0].startsWith("+")) continue;
      const bare = !/[ ().-]/.test(m[0]);
      if (bare && format.needsContextWhenBare && !PHONE_WORDS.test(before)) continue;
      out.push(finding("pii.phone", m.index, m.index + m[0].length));
    }
  }
  return out;
}

const patterns = patternRecognizer("pii-patterns", [email, card, ssn, bareSsn, aadhaar, pan, nino]);

/** Personal data: e-mail, phone, card (Luhn), IBAN (mod-97), SSN, Aadhaar (Verhoeff), PAN, NINO. */
export const piiRecognizer: Recognizer = {
  name: "pii",
  ruleIds: [...patterns.ruleIds, "pii.iban", "pii.phone"],
  scan(ctx) {
    return [...patterns.scan(ctx), ...findIbans(ctx.text), ...findPhones(ctx.text)];
  },
};
