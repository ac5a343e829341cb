import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { answersAskingLine } from "./answer-context.js";
import { hasWordBefore, isWordCode } from "./context-words.js";

// Grouped ddd-dd-dddd (same separator twice: dash, space, or dot), or a bare nine-digit run.
const CANDIDATE = /(\d{3})([- .]?)(\d{2})\2(\d{4})/g;
// "social" alone: "my social is 536221987" is how the number is asked for and given in chats.
const CONTEXT = [
  "ssn",
  "ss#",
  "social security",
  "social security number",
  "social",
  "soc sec",
  "taxpayer id",
  "tin",
];

/**
 * SSA rules: area not 000, 666 or 900-999; group not 00; serial not 0000.
 * (Randomised issuance since 2011 made every other area number possible.)
 */
export function ssnValid(area: string, group: string, serial: string): boolean {
  const a = Number(area);
  return a !== 0 && a !== 666 && a < 900 && group !== "00" && serial !== "0000";
}

/**
 * US Social Security numbers. A bare nine-digit run is an SSN only with a context word before
 * it ("SSN", "social security"); otherwise it is far more often an order or account number.
 */
export function findSsns(text: string, detector: string): Finding[] {
  const found: Finding[] = [];
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (isWordCode(text.charCodeAt(start - 1)) || isWordCode(text.charCodeAt(end))) continue;
    // Part of a longer dashed number (a phone `1-212-55-1234`, a date range) is not an SSN.
    if (/[-.]\d/.test(text.slice(end, end + 2)) || /\d[-.]/.test(text.slice(Math.max(0, start - 2), start)))
      continue;
    const [, area, sep, group, serial] = m as unknown as [string, string, string, string, string];
    // 40 characters: "SSN on file for the claim is 123456789" puts the word well before the number.
    // Or the number opens the turn after a line that asked for it (`kelsey: 176635098`).
    const context = hasWordBefore(text, start, CONTEXT, 40) || answersAskingLine(text, start, CONTEXT);
    // Bare and dotted forms (`536.22.1987`, rarer, and a dotted run may be anything) need the word.
    if ((sep === "" || sep === ".") && !context) continue;
    // Nor a piece of a longer run of space-separated groups (`1Z 84X 226 04 9318 7750`, a parcel).
    if (
      sep === " " &&
      !context &&
      (/^ \d/.test(text.slice(end, end + 2)) || /\d $/.test(text.slice(Math.max(0, start - 2), start)))
    )
      continue;
    const valid = ssnValid(area, group, serial);
    found.push({
      start,
      end,
      type: EntityType.SSN,
      confidence: valid ? (context ? 0.99 : 0.9) : 0,
      detector,
      verdict: valid ? "valid" : "invalid",
      normalized: area + group + serial,
    });
  }
  return found;
}
