import { ANSWER_OPENING } from "../patterns/answer-context.js";
import type { CuedBirthDate } from "./birth-date-cues.js";
import { birthDate, DATE } from "./written-dates.js";

// A date of birth given as the answer to a line that asks for it: a chat turn or a form's prompt
// names the date of birth and the next line gives a date at its start, after at most a speaker
// (`agent: please confirm your date of birth` / `marcus: 4 Feb 1990, 0460`; `data de nascimento
// dele.` / `Filipa: 08/05/2015.`). The label rules read a date after its label on one line; a
// conversation puts the question and the answer in two turns.

// The words that ask for a date of birth (phrases, not the terse marks of the label list such as
// `b.` or `*`, which only mean "born" right before a date).
const ASKED =
  /(?<![\p{L}\p{N}])(?:d\.?o\.?b|date of birth|birth ?date|birthday|b-?day|geburtsdatum|geburtstag|date de naissance|fecha de nacimiento|data de nascimento|data di nascita|geboortedatum|data urodzenia|datum narozen[ií]|tanggal lahir|tgl\.? lahir|doğum tarihi|дата рождения|дата народження|ημερομηνία γέννησης|تاريخ الميلاد|תאריך לידה|जन्म ?तिथि|जन्मतिथि|生年月日|出生日期|생년월일|วันเกิด)(?![\p{L}])/giu;
// The answer line: the opening every answer rule reads (a time stamp, a speaker), then the date.
const ANSWER = new RegExp(String.raw`^(${ANSWER_OPENING})(${DATE})(?![\p{N}])`, "iu");
// A speaker's part that names another date (`Visit date: 12/03/2026`) does not answer the ask.
const OTHER_DATE_WORD = /date|datum|fecha|data|visit|admi|seen|appointment|termin|rdv|until|since|from/i;
const ANSWER_REACH = 120;
const DATE_ON_LINE = new RegExp(String.raw`(?<![\p{N}])(?:${DATE})(?![\p{N}])`, "iu");

/** Dates of birth given on the line after a line that asks for one. */
export function answeredBirthDates(text: string): CuedBirthDate[] {
  const out: CuedBirthDate[] = [];
  ASKED.lastIndex = 0;
  for (let m = ASKED.exec(text); m; m = ASKED.exec(text)) {
    // One answer per asking line: the scan goes on from the next line (linear on long lines).
    const lineEnd = lineEndAt(text, m.index);
    ASKED.lastIndex = lineEnd + 1;
    // A date on the asking line itself is the label rules' to read.
    if (DATE_ON_LINE.test(text.slice(m.index, lineEnd))) continue;
    const next = lineEnd + 1;
    if (next >= text.length) break;
    // The answer is at the start of the next line: its first ANSWER_REACH characters suffice.
    const head = text.slice(next, next + ANSWER_REACH);
    const answer = ANSWER.exec(head.slice(0, lineEndAt(head, 0)));
    if (!answer || OTHER_DATE_WORD.test(answer[1]!)) continue;
    const raw = answer[2]!;
    const iso = birthDate(raw);
    if (iso) out.push({ start: next + answer.index + answer[0].length - raw.length, raw, iso });
  }
  return out;
}

function lineEndAt(text: string, from: number): number {
  const end = text.indexOf("\n", from);
  return end < 0 ? text.length : end;
}
