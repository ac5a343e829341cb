import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { namesOtherEvent } from "./event-date-words.js";
import { birthDate, DATE } from "./written-dates.js";

// A full date whose year makes it a plausible birth year, in text that does not tie it to another
// event, is a date of birth (issue 22, decision 0055). The cue rules (labels, ages, answered
// questions) were written from the tuning pool's own forms and carried little to new writers; in
// the pool no full date with a four-digit year before 2013 is anything but a date of birth, and HIPAA's Safe
// Harbor method removes every element of a date (but the year) related to a person. What such a
// date may be instead (an issue, hiring, admission, marriage or death date) a word before it
// names, and those the rule leaves alone (event-date-words.ts).

// The years a person alive when the text was written (these rules' year, 2026, fixed so the output
// never depends on the day of the redaction) may be born in, as the year of a full date: at most 116
// years old, at least 14 (a younger child's date of birth beside recent dates is left to the labels).
const EARLIEST = 1910;
const LATEST = 2012;
// Where a plausible year (Gregorian, or Buddhist-era as Thai writers give it, or a Japanese era
// before Reiwa, or the Republic of China's era) stands: the only places a date is looked for, so the date pattern runs on few
// windows rather than at every letter of the text. A plain (not Unicode) pattern without
// look-arounds, which the engine runs fast; the year's bounds and range are checked on each match.
const YEAR = /(?:19|20|2[45])\d\d|[明大昭平][治正和成]|民[國国]/g;
const PLAUSIBLE_YEAR = /^(?:19\d\d|20(?:0\d|1[0-2])|24[5-9]\d|25[0-5]\d|明治|大正|昭和|平成|民國|民国)$/;
const DIGIT = /\d/;
// A date starts at most this far before its year (`9 de febrero de 1951`, `September 30th, 1961`)
// and ends at most this far after the year's start.
const BEFORE_YEAR = 24;
const AFTER_YEAR = 24;
// A date after a Latin, Cyrillic or Greek letter or a digit is part of a word or a number; after a
// Han or Thai letter it is not (`出生日期1958年5月3日`, where scripts write no spaces). The date
// pattern is tried only where a date may start (a digit or a letter) and the character before is
// checked apart: a look-behind of these scripts, tried at every position of each window, cost more
// than the rest of the rule.
const DATE_AT = new RegExp(String.raw`(?:${DATE})(?![\p{N}])`, "iuy");
const JOINED_BEFORE = /[\p{N}\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;
const MAY_START = /[\p{N}\p{L}]/u;
// A day, a month and a year of two digits (`31.8.44`), or eight digits in a row: the first is as
// often part of an address or a version (`10.8.31.204`, `build 26.4.1.88`), the second an account;
// so are four, two and two digits apart (`1990 08 31`), read only after a birth label.
const AMBIGUOUS = /^(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2}|\d{8}|\d{4} \d{2} \d{2})$/;
const CONFIDENCE = 0.8;

/** Dates of birth by their year, none overlapping `found` (the other rules' findings). */
export function findBirthYearDates(
  text: string,
  detector: string,
  types: ReadonlySet<EntityType>,
  found: readonly Finding[],
): Finding[] {
  const out: Finding[] = [];
  if (!types.has(EntityType.DATE_OF_BIRTH)) return out;
  const taken = [...found].sort((a, b) => a.start - b.start);
  let next = 0;
  let takenEnd = -1;
  // A year inside another rule's span (most often a labelled date of birth) needs no reading.
  let nextAround = 0;
  let aroundEnd = -1;
  let scannedTo = 0;
  YEAR.lastIndex = 0;
  for (let y = YEAR.exec(text); y; y = YEAR.exec(text)) {
    if (!PLAUSIBLE_YEAR.test(y[0]) || !standsAlone(text, y.index, y[0])) continue;
    while (nextAround < taken.length && taken[nextAround]!.start <= y.index)
      aroundEnd = Math.max(aroundEnd, taken[nextAround++]!.end);
    if (aroundEnd > y.index) continue;
    // A date starts at most BEFORE_YEAR before its year: each start position is read once.
    const from = Math.max(scannedTo, y.index - BEFORE_YEAR);
    const to = y.index + 1;
    if (from >= to) continue;
    scannedTo = to;
    for (const date of datesStartingIn(text, from, to)) {
      const raw = date[0];
      const iso = birthDate(raw);
      const year = Number(iso?.slice(0, 4));
      if (!iso || year < EARLIEST || year > LATEST || AMBIGUOUS.test(raw)) continue;
      const start = date.index;
      const end = start + raw.length;
      // The furthest end of the other rules' spans that start before this date ends (dates come
      // in text order, so one walk through the sorted spans serves them all).
      while (next < taken.length && taken[next]!.start < end)
        takenEnd = Math.max(takenEnd, taken[next++]!.end);
      if (takenEnd > start || namesOtherEvent(text, start, end)) continue;
      out.push({
        start,
        end,
        type: EntityType.DATE_OF_BIRTH,
        confidence: CONFIDENCE,
        detector,
        verdict: "valid",
        normalized: iso,
      });
    }
  }
  return out;
}

/** Whether a year at `at` is no part of a longer number (an era's name, followed by digits, is). */
function standsAlone(text: string, at: number, year: string): boolean {
  return (
    !DIGIT.test(year[0]!) || (!DIGIT.test(text[at - 1] ?? "") && !DIGIT.test(text[at + year.length] ?? ""))
  );
}

/** The dates that start in [from, to), read up to AFTER_YEAR past `to`'s year, with text offsets. */
function datesStartingIn(text: string, from: number, to: number): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  for (let at = from; at < to; at++) {
    const c = text[at]!;
    // A start: a digit or a letter (a month's or an era's name) after no digit and no letter of
    // the scripts that space their words.
    if (!MAY_START.test(c) || JOINED_BEFORE.test(text[at - 1] ?? "")) continue;
    DATE_AT.lastIndex = at;
    const m = DATE_AT.exec(text);
    if (!m || m.index + m[0].length > to + 4 + AFTER_YEAR) continue;
    out.push(m);
    at = m.index + m[0].length - 1;
  }
  return out;
}
