import type { CountryCode } from "libphonenumber-js/max";
import { ibanValid, luhnValid, nationalIdScheme, ninoValid, ssnValid } from "../corpus-2026/checks.js";
import type { LabelledDoc } from "../labelled-doc.js";

/** One gold value with the document and the span number it came from. */
export interface Gold {
  readonly doc: string;
  readonly index: number;
  readonly type: string;
  readonly value: string;
}

export function goldValues(docs: readonly LabelledDoc[]): Gold[] {
  return docs.flatMap((d) =>
    d.spans.map((s, index) => ({ doc: d.id, index, type: s.type, value: d.text.slice(s.start, s.end) })),
  );
}

/** Regions the documents are set in; a national-format phone must be valid in one of them. */
export const REGIONS: readonly CountryCode[] = (
  "US CA MX BR AR CL CO PE GB IE DE AT CH FR BE NL LU IT ES PT PL CZ HU RO HR SI SE NO DK FI IS TR GR " +
  "RU UA KZ IL AE SA QA EG IN PK CN JP KR TH SG MY ID VN PH AU NZ ZA NG KE"
).split(" ") as CountryCode[];

/** Independent format and checksum checks for the structured types (Luhn, mod-97, SSN areas, ...). */
export const STRUCTURED_CHECK: Readonly<Record<string, (v: string) => boolean>> = {
  CREDIT_CARD: luhnValid,
  IBAN: ibanValid,
  SSN: ssnValid,
  NATIONAL_ID: (v) => nationalIdScheme(v) !== null,
  EMAIL: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
  IPV4: (v) => /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/.test(v),
  URL: (v) => /^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/.test(v),
  PHONE_E164: (v) => /^\+?[\d\s().-]+$/.test(v) && (v.match(/\d/g) ?? []).length >= 7,
};

const norm = (v: string) => v.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
const digitsOf = (v: string) => v.replace(/\D/g, "");
// Scripts written without spaces between words: a name there is matched as a substring.
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const DIGIT_RUN = /\d(?:[\s()./-]{0,2}\d)*/g;

function occursIn(text: string, value: string): boolean {
  if (UNSPACED.test(value)) return text.includes(value);
  let from = text.indexOf(value);
  while (from >= 0) {
    const before = text[from - 1] ?? " ";
    const after = text[from + value.length] ?? " ";
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
    from = text.indexOf(value, from + 1);
  }
  return false;
}

/**
 * Gold values of `docs` that corpus-2026 (`others`) also has: as a gold value (case-insensitive), as a
 * whole word in its text, or, for values of six or more digits, as the same digits in any format.
 * Only this corpus's document id, type and span number are returned.
 */
export function independenceClashes(docs: readonly LabelledDoc[], others: readonly LabelledDoc[]): string[] {
  const otherGolds = goldValues(others);
  const values = new Set(otherGolds.map((g) => norm(g.value)));
  const digitRuns = new Set(otherGolds.map((g) => digitsOf(g.value)));
  for (const d of others) for (const m of d.text.matchAll(DIGIT_RUN)) digitRuns.add(digitsOf(m[0]));
  const text = norm(others.map((d) => d.text).join("\n"));
  const clashes: string[] = [];
  for (const g of goldValues(docs)) {
    const v = norm(g.value);
    const digits = digitsOf(g.value);
    const clash =
      values.has(v) ||
      occursIn(text, v) ||
      (digits.length >= 6 && g.type !== "DATE_OF_BIRTH" && digitRuns.has(digits));
    if (clash) clashes.push(`${g.doc}: ${g.type} #${g.index}`);
  }
  return clashes;
}

/**
 * Valid SSNs written with spaces or none after the word "SSN", and valid UK NINOs, that no gold span
 * covers (corpus-2026's `unlabelledLookalikes` scans dashed SSNs only and no NINOs).
 */
export function unlabelledSsnsAndNinos(doc: LabelledDoc): string[] {
  const covered = (start: number, end: number) => doc.spans.some((s) => s.start <= start && end <= s.end);
  const missed: string[] = [];
  for (const m of doc.text.matchAll(/SSN\D{0,40}?(\d{3}[ -]?\d{2}[ -]?\d{4})(?![ -]?\d)/g)) {
    const start = m.index + m[0].length - m[1]!.length;
    if (ssnValid(m[1]!) && !covered(start, start + m[1]!.length))
      missed.push(`${doc.id}: unlabelled valid SSN`);
  }
  for (const m of doc.text.matchAll(/\b[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/g)) {
    if (ninoValid(m[0]) && !covered(m.index, m.index + m[0].length))
      missed.push(`${doc.id}: unlabelled valid NINO`);
  }
  return missed;
}
