// A date of birth written a few words or one sentence after its label, on the label's line, where
// the label is a noun the sentence talks about rather than a field's name (`we need your number and date of birth;
// you gave them as … and 3 October 1987`, `생년월일 필요하대. 1997.08.19 맞지?`). The label
// patterns (labelled-fields.ts) need the value right after a separator; this reads on.

// The nouns "date of birth" in the languages of the label list, not the words for "born" (`born`,
// `geb.`, `*`, `°`), which a sentence uses for places and years as much as for dates.
const DOB_NOUN =
  /(?<![A-Za-z0-9])(?:date of birth|D\.?O\.?B|birth ?date|birthday|geburtsdatum|date de naissance|fecha de nacimiento|data de nascimento|data di nascita|geboortedatum|data urodzenia|datum narozen[ií]|f[øo]dselsdato|f[öo]delsedatum|do[ğg]um tarihi|tanggal lahir|ng[àa]y sinh|дата рождения|дата народження|ημερομηνία γέννησης|生年月日|出生日期|생년월일|วันเกิด|जन्म ?तिथि)(?![A-Za-z])/giu;
/**
 * The nouns' pattern: the label scan (labelled-fields.ts) finds its matches in its one pass, from
 * the nouns' first four characters after no ASCII letter or digit, as it finds the labels'.
 */
export const DOB_NOUN_PATTERN = DOB_NOUN;
// How far the date may stand from its label, and the sentence ends between them (at most one).
const REACH = 200;
const SENTENCE_END = /[.!?。！？](?=\s)/g;
const TABLE_CELL = /[|\t]| {3}/;
// A year a birth date may have: a text's other dates (appointments, admissions, payments) are
// mostly recent, so a date found this far from its label must be ten years before 2026, the year
// these rules were written (fixed, so the output never depends on the day of the redaction).
const LATEST_BIRTH_YEAR = 2016;
const EARLIEST_BIRTH_YEAR = 1900;

/** A date found after a "date of birth" noun: where its text starts and the text. */
export interface LaterDate {
  readonly start: number;
  readonly raw: string;
}

/**
 * The first date after each "date of birth" noun (`nouns`: DOB_NOUN_PATTERN's matches, in text
 * order) within REACH characters on its line, past at most
 * one sentence end and no table cell, when `birthIso` reads it as a date of a plausible birth year.
 * `date` is the labelled fields' date pattern (global, Unicode, bounded by digits). Only the
 * windows after labels are scanned for dates, each character at most once however many labels
 * share it: linear in the text.
 */
export function laterDatesOfBirth(
  text: string,
  nouns: readonly RegExpExecArray[],
  date: RegExp,
  birthIso: (raw: string) => string | undefined,
): LaterDate[] {
  const out: LaterDate[] = [];
  const dates: RegExpExecArray[] = [];
  let scannedTo = 0;
  let next = 0;
  for (const label of nouns) {
    const from = label.index + label[0].length;
    const window = text.slice(from, from + REACH);
    const lineEnd = window.indexOf("\n");
    const to = from + (lineEnd < 0 ? window.length : lineEnd);
    if (to > scannedTo) {
      scanDates(text, Math.max(from, scannedTo), to, date, dates);
      scannedTo = to;
    }
    while (next < dates.length && dates[next]!.index < from) next++;
    const found = dates[next];
    if (!found || found.index >= to || out.at(-1)?.start === found.index) continue;
    // A table's or a form's cells are read by their columns and labels, not as a sentence.
    const between = text.slice(from, found.index);
    if (TABLE_CELL.test(between) || (between.match(SENTENCE_END)?.length ?? 0) > 1) continue;
    const year = Number(birthIso(found[0])?.slice(0, 4));
    if (year >= EARLIEST_BIRTH_YEAR && year <= LATEST_BIRTH_YEAR)
      out.push({ start: found.index, raw: found[0] });
  }
  return out;
}

// The longest written date the pattern takes, so a date starting in a window is read whole.
const LONGEST_DATE = 48;

/** Adds to `dates` the dates that start in [from, to), with their offsets in `text`. */
function scanDates(text: string, from: number, to: number, date: RegExp, dates: RegExpExecArray[]): void {
  // One character before `from`, for the pattern's look-behind; the scan starts after it.
  const base = Math.max(0, from - 1);
  const part = text.slice(base, to + LONGEST_DATE);
  date.lastIndex = from - base;
  for (let m = date.exec(part); m && base + m.index < to; m = date.exec(part)) {
    m.index += base;
    dates.push(m);
  }
}
