import { hasWordBefore } from "./context-words.js";

// A value given in a conversation's next turn: the number a line asked for opens the line after it
// (`Ravi: aadhaar daalna hai, bhej de` / `[19:33] kunal: 394808799284 ye hai`; `my spouse's SSN
// is invalid?` … `kelsey: 176635098`). The label-before rules read a word within a few dozen
// characters before the value; a chat puts the question and the answer in different turns.

/**
 * What may stand before the value on an answer line, as pattern source: a time stamp in brackets, a
 * speaker's name (no digits) and a colon. Anything else (`no, my account is 123456789`) is not an
 * answer to the ask. The answered dates of birth (entities/answered-birth-dates.ts) read the same.
 */
export const ANSWER_OPENING = String.raw`[ \t]*(?:\[[^\]\n]{1,24}\][ \t]*)?(?:[^\d\n:]{1,30}[:：][ \t]*)?`;
const OPENING = new RegExp(`^${ANSWER_OPENING}$`);
// How far back the line's start and each earlier line are read: bounded, so the cost per value is
// fixed however long the lines (a 1 MiB line of numbers stays linear).
const OPENING_REACH = 60;
const LINE_REACH = 240;

/**
 * Whether the value at `start` opens its line (after at most a time stamp and a speaker) and one
 * of the `lines` lines before it holds one of `words`.
 */
export function answersAskingLine(text: string, start: number, words: readonly string[], lines = 2): boolean {
  const head = text.slice(Math.max(0, start - OPENING_REACH), start);
  const newline = head.lastIndexOf("\n");
  if (newline < 0 || !OPENING.test(head.slice(newline + 1))) return false;
  let lineEnd = start - head.length + newline;
  for (let i = 0; i < lines && lineEnd > 0; i++) {
    const line = text.slice(Math.max(0, lineEnd - LINE_REACH), lineEnd);
    const lineStart = line.lastIndexOf("\n") + 1;
    if (hasWordBefore(line, line.length, words, line.length - lineStart)) return true;
    if (lineStart === 0) break;
    lineEnd = lineEnd - line.length + lineStart - 1;
  }
  return false;
}
