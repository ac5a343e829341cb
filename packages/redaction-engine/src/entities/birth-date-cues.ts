import { DOB_LABELS } from "../clinical/field-labels.js";
import { triggeredMatches } from "./sticky-scan.js";
import { birthDate, DATE } from "./written-dates.js";

// Dates of birth told by a cue other than a label before them (issue 22, fourth round): the
// label patterns (labelled-fields.ts) read a date after its label; writers also give the label
// after the date in brackets (`12/03/1971 (date of birth)`), the age beside it (`age 55
// (12/03/1971)`, `62-year-old man (1964-02-29)`), a year of two digits after a month's name
// (`Born: 12 Mar 71`), or glue an export's fields together (`MRN:00448127DOB:12/03/1971`).

/**
 * The matches of AGE_WORD_THEN_DATE, LABEL_IN_BRACKETS and BIRTH_FIELD in a text, which
 * general-fields.ts scans in one pass with the record labels.
 */
export interface CueMatches {
  readonly ageWords: readonly RegExpExecArray[];
  readonly bracketed: readonly RegExpExecArray[];
  readonly birthFields: readonly RegExpExecArray[];
}

/** A date of birth found by a cue: where its text starts, the text, and the date (ISO). */
export interface CuedBirthDate {
  readonly start: number;
  readonly raw: string;
  readonly iso: string;
}

const LABEL = `(?:${DOB_LABELS.join("|")})`;
// The age, then at most a bracket, a comma or a slash (and perhaps a birth label), then the date.
const AGE_WORDS = "age[d]?|âge|edad|idade|età|alter|年齢|나이";
const AGE_UNITS = String.raw`y(?:rs?|ears?)?|J(?:ahre)?|ans|años|anni|anos|岁|歳|세`;
const OLD = String.raw`y\.?\/?o\.?|yrs?(?: old)?|years?[- ]old|-?jährige?r?|ans|años|anni|anos|岁|歳|세`;
const AGE_TAIL = String.raw`(?:[ \t]+\p{L}{2,12}){0,2}[ \t]*[,;(\[/–—-]?[ \t]*(?:${LABEL}[ \t]*[:：]?[ \t]*)?(${DATE})(?![\p{N}])`;
export const AGE_WORD_THEN_DATE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${AGE_WORDS})[ \t]*[:=]?[ \t]*(\d{1,3})(?:[ \t]*(?:${AGE_UNITS})\.?)?${AGE_TAIL}`,
  "giu",
);
const AGE_NUMBER_THEN_DATE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(\d{1,3})[ \t]*-?[ \t]*(?:${OLD})(?![\p{L}])${AGE_TAIL}`,
  "iuy",
);
// The number-led age scan runs from the places where digits are followed by the start of an "old"
// word, not from every digit (sticky-scan.ts). The digit-led scans here start with no look-behind,
// which would be tried at every position of the text; the exact pattern or the loop checks it.
const AGE_NUMBER_TRIGGER = /\d{1,3}[ \t]*-?[ \t]*(?:y|an|añ|jä|j|岁|歳|세)/gi;
// A text is read in these years (fixed, so the output never depends on the day of the
// redaction): a date is a birth date when it plus the age stated beside it falls in them, which
// an admission or visit date beside an age (`age 54, seen 20/11/2026`) does not.
const WRITTEN_FROM = 1999;
const WRITTEN_TO = 2040;

// A birth label in brackets after the date.
export const LABEL_IN_BRACKETS = new RegExp(String.raw`[(\[][ \t]*${LABEL}[ \t]*[)\]]`, "giu");
const DATE_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}])(${DATE})[ \t]*$`, "iu");
const BEFORE_REACH = 48;

// A day, a month's name and a two-digit year (`12 Mar 71`), read only right after a birth label.
// Latin and Cyrillic letters (months are written in those scripts), without the Unicode flag: fast.
const SHORT_YEAR_DATE = /(\d{1,2})[ .-]([A-Za-zÀ-ɏЀ-ӿ]{3,9})\.?[ .-](\d{2})(?![A-Za-z0-9À-ɏЀ-ӿ])/g;
const WORD_CHARACTER = /[A-Za-z0-9]/;
const LABEL_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}])${LABEL}[ \t]*(?:[:：#\-–—,][ \t]*)?$`, "iu");
const LABEL_REACH = 40;

// A word for birth, alone, as a field's name before a colon (`Birth: 12/03/1971`, `출생: …`,
// `誕生日：…`): the label list has the phrases (`date of birth`), this the words they are built on.
export const BIRTH_FIELD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:birth|naissance|nacimiento|nascimento|nascita|geburt|narozen[ií]|urodzenia|doğum|рождения|народження|γέννησης|الميلاد|ولادة|לידה|जन्म|出生|誕生日?|生日|出生日|출생|생일|วันเกิด)[ \t]*[:：][ \t]*(${DATE})(?![\p{N}])`,
  "giu",
);

// A birth label glued to the digits of the field before it, in capitals before a colon.
const GLUED_LABEL =
  /\d(?:D\.?O\.?B\.?|BIRTH ?DATE|DATE OF BIRTH|GEB\.|GEBURTSDATUM|F\.? ?NAC\.)[ \t]*[:：][ \t]*/g;
const DATE_AT = new RegExp(String.raw`(?:${DATE})(?![\p{N}])`, "iuy");

/**
 * Dates of birth told by an age, a bracketed label after them, a short year, a word for birth
 * before a colon, or a glued label.
 */
export function cuedBirthDates(text: string, cues: CueMatches): CuedBirthDate[] {
  const out: CuedBirthDate[] = [];
  if (!/\d/.test(text)) return out;
  const { ageWords, bracketed, birthFields } = cues;
  const ages = [...ageWords, ...triggeredMatches(AGE_NUMBER_TRIGGER, AGE_NUMBER_THEN_DATE, text)];
  for (const m of ages) {
    const raw = m[2]!;
    const iso = birthDate(raw);
    const written = Number(iso?.slice(0, 4)) + Number(m[1]);
    if (iso && written >= WRITTEN_FROM && written <= WRITTEN_TO)
      out.push({ start: m.index + m[0].length - raw.length, raw, iso });
  }
  for (const m of bracketed) {
    const base = Math.max(0, m.index - BEFORE_REACH);
    const before = DATE_BEFORE.exec(text.slice(base, m.index));
    const iso = before && birthDate(before[1]!);
    if (iso) out.push({ start: base + before.index, raw: before[1]!, iso });
  }
  for (const m of text.matchAll(SHORT_YEAR_DATE)) {
    if (WORD_CHARACTER.test(text[m.index - 1] ?? "")) continue;
    const [, day, monthName, year] = m;
    const yy = Number(year);
    // The pivot of labelled-fields.ts's two-digit years: 00-26 this century, 27-99 the last.
    const iso = birthDate(`${day} ${monthName} ${yy <= 26 ? 2000 + yy : 1900 + yy}`);
    if (iso && LABEL_BEFORE.test(text.slice(Math.max(0, m.index - LABEL_REACH), m.index)))
      out.push({ start: m.index, raw: m[0], iso });
  }
  for (const m of birthFields) {
    const raw = m[1]!;
    const iso = birthDate(raw);
    if (iso) out.push({ start: m.index + m[0].length - raw.length, raw, iso });
  }
  for (const m of text.matchAll(GLUED_LABEL)) {
    DATE_AT.lastIndex = m.index + m[0].length;
    const date = DATE_AT.exec(text);
    const iso = date && birthDate(date[0]);
    if (iso) out.push({ start: date.index, raw: date[0], iso });
  }
  return out;
}
