import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";

// Dates of birth and medical record numbers found by their label, in the default detector set
// (issue 22: by default every labelled date of birth and MRN of the 2026 corpus's tuning half was
// left in the text). The label is what makes these precise: an unlabelled date or number is never
// one of them, and encounter, case, admission and invoice numbers have labels of their own.

const DOB_LABELS = [
  String.raw`D\.?O\.?B\.?`,
  "date of birth",
  "birth ?date",
  "born(?: on)?",
  "geb\\.",
  "geboren(?: am| op)?",
  "geburtsdatum",
  "n[ée]e? le",
  "date de naissance",
  "fecha de nacimiento",
  "nacid[oa] el",
  "data de nascimento",
  "nascimento",
  "nascid[oa] em",
  "data di nascita",
  "nat[oa] il",
  "geboortedatum",
  "data urodzenia",
  "datum narozen[ií]",
  "sz[üu]let[ée]si d[áa]tum",
  "f[øo]dselsdato",
  "f[öo]delsedatum",
  "syntym[äa]aika",
  "do[ğg]um tarihi",
  "дата рождения",
  "дата народження",
  "ημερομηνία γέννησης",
  "تاريخ الميلاد",
  "תאריך לידה",
  "生年月日",
  "出生日期",
  "생년월일",
  "วันเกิด",
  "जन्म तिथि",
];
const MRN_LABELS = [
  "MRN",
  String.raw`medical record(?: number| no\.?| #)?`,
  String.raw`med\.? ?rec\.?(?: no\.?)?`,
  "patient id",
  String.raw`chart(?: no\.?| #| number)`,
  "UHID",
  String.raw`NHS(?: no\.?| number)?`,
  String.raw`CHI(?: no\.?| number)?`,
  "IPP",
  "NHC",
  "HN",
  String.raw`Pat(?:ienten)?\.?-Nr\.?`,
  "prontu[áa]rio",
  "n[º°]? de historia",
  "historia cl[íi]nica",
  "מס' תיק",
];

// Words of a written month in the languages of the corpus, by their first three letters.
const MONTHS: Record<string, number> = {};
[
  ["jan", "gen", "ene", "янв"],
  ["feb", "fév", "fev", "фев"],
  ["mar", "mär", "мар"],
  ["apr", "avr", "abr", "апр"],
  ["may", "mai", "mag", "mei", "мая", "май"],
  ["jun", "giu", "июн"],
  ["jul", "jui", "lug", "июл"],
  ["aug", "aoû", "ago", "авг"],
  ["sep", "set", "сен"],
  ["oct", "okt", "ott", "out", "окт"],
  ["nov", "ноя"],
  ["dec", "déc", "dez", "dic", "дек"],
].forEach((names, i) => {
  for (const n of names) MONTHS[n] = i + 1;
});
// "juin" and "juillet" share "jui": "juin" is June, the rest July.
const JUIN = /^juin/i;

const MONTH_WORD = String.raw`\p{L}{3,10}\.?`;
const DATE = [
  String.raw`\d{4}-\d{2}-\d{2}`,
  String.raw`\d{1,2}[/.-]\d{1,2}[/.-]\d{4}`,
  String.raw`\d{1,2}\.?\s+(?:de\s+)?${MONTH_WORD},?\s+(?:de\s+)?\d{4}`,
  String.raw`${MONTH_WORD}\s+\d{1,2},?\s+\d{4}`,
  String.raw`\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日`,
  String.raw`\d{4}\s*년\s*\d{1,2}\s*월\s*\d{1,2}\s*일`,
].join("|");
const SEPARATOR = String.raw`\s*[:：#\-–]?\s*`;
const DOB = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${DOB_LABELS.join("|")})${SEPARATOR}(${DATE})(?![\p{N}])`,
  "giu",
);
// An MRN: up to two letter groups (`APL-CHN-`, `UKHD `, `HN`) and then 5-12 digits, which may be
// grouped by single spaces (an NHS number `943 476 5919`).
const MRN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${MRN_LABELS.join("|")})${SEPARATOR}(?:no\.?\s*)?((?:[A-Z]{1,5}[- ]?){0,2}\d(?:[ ]?\d){4,11})(?![\p{L}\p{N}])`,
  "giu",
);

/** Dates of birth and MRNs after their labels; `detector` names the stage that reports them. */
export function findLabelledFields(
  text: string,
  detector: string,
  types: ReadonlySet<EntityType>,
): Finding[] {
  const out: Finding[] = [];
  // Both need a digit after the label: text without digits costs one scan.
  if (!/\d/.test(text)) return out;
  if (types.has(EntityType.DATE_OF_BIRTH))
    for (const m of text.matchAll(DOB)) {
      const raw = m[1]!;
      const start = m.index + m[0].length - raw.length;
      const iso = birthDate(raw);
      out.push({
        start,
        end: start + raw.length,
        type: EntityType.DATE_OF_BIRTH,
        confidence: iso ? 0.95 : 0,
        detector,
        // An impossible date after the label is a look-alike, as in the clinical rules.
        verdict: iso ? "valid" : "invalid",
        normalized: iso ?? raw,
      });
    }
  if (types.has(EntityType.MRN))
    for (const m of text.matchAll(MRN)) {
      const raw = m[1]!;
      // Labels match in any case; the value's letters must be capitals (not "the patient id 12345").
      if (/[a-z]/.test(raw)) continue;
      const start = m.index + m[0].length - raw.length;
      out.push({
        start,
        end: start + raw.length,
        type: EntityType.MRN,
        confidence: 0.95,
        detector,
        verdict: "valid",
        normalized: raw.replace(/[\s-]/g, "").toUpperCase(),
      });
    }
  return out;
}

/**
 * A written birth date as ISO `YYYY-MM-DD`, or undefined when it is no calendar date. Numeric
 * dates are read day-first unless only the month-first reading is a date (`05/17/1995`); the
 * order changes only the entity key, never whether the value is redacted.
 */
export function birthDate(raw: string): string | undefined {
  const cjk = /^(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})/.exec(raw);
  if (cjk) return iso(Number(cjk[1]), Number(cjk[2]), Number(cjk[3]));
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (ymd) return iso(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(raw);
  if (numeric) {
    const [a, b, y] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
    return iso(y, b, a) ?? iso(y, a, b);
  }
  const dayFirst = /^(\d{1,2})\.?\s+(?:de\s+)?(\p{L}+)\.?,?\s+(?:de\s+)?(\d{4})$/u.exec(raw);
  if (dayFirst) return iso(Number(dayFirst[3]), month(dayFirst[2]!), Number(dayFirst[1]));
  const monthFirst = /^(\p{L}+)\.?\s+(\d{1,2}),?\s+(\d{4})$/u.exec(raw);
  if (monthFirst) return iso(Number(monthFirst[3]), month(monthFirst[1]!), Number(monthFirst[2]));
  return undefined;
}

function month(word: string): number {
  if (JUIN.test(word)) return 6;
  return MONTHS[word.slice(0, 3).toLowerCase()] ?? 0;
}

function iso(y: number, mo: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (mo < 1 || mo > 12 || date.getUTCDate() !== d || y < 1850) return undefined;
  return `${String(y).padStart(4, "0")}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
