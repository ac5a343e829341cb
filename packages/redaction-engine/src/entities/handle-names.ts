import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { normalizeName } from "./compromise-recognizer.js";
import type { NameWords } from "./name-words.js";
import { allMatches } from "./sticky-scan.js";

// Chat and ticket handles built from a person's name (`sneha_iyer`, `teodor.vasquez`, `kenji_w`,
// `n.kovalenko`): two or three lower-case parts joined by `_` or `.`. Not capitalised, so the
// capitalised-run rules never see them.
const HANDLE = /^\p{Ll}+(?:[._]\p{Ll}+){1,2}$/u;
// Handles are found from their separators (a plain character class, no Unicode mode: scanning
// every word for one cost more than the rest of this finder).
const SEPARATOR = /[._]/g;
const LOWER = /\p{Ll}/u;
const NOT_BEFORE = /[\p{L}\p{N}_./\\:-]/u;
const NOT_AFTER = /[\p{L}\p{N}_@/\\(]/u;
// Where a handle names its writer or addressee: a speaker's place at a line's start (`kenji_w:`,
// `**lucia.fern**:`, `[09:14] ola.z:`, `nina_kowalczyk — Today at 14:12`), an attribution in
// brackets (`Nota interna (jorge.l):`), a dash sign-off (`— sneha_iyer (KYC desk)`) or a mention.
const PLACED_BEFORE =
  /(?:^|\n)[ \t]*(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]+)?(?:\*\*|__)?$|[(@][ \t]?$|[—–][ \t]?$/;
const PLACED_AFTER = /^(?:(?:\*\*|__)?[ \t]?[:：]|[ \t]*\)|[ \t]+[—–][ \t]|[ \t]*(?:\r?\n|$))/;
// Parts that make a handle a role, a service or a machine, whatever else it holds.
const SERVICE_PARTS = new Set(
  "bot bots ops admin root system sys server srv build builds ci cd deploy release alert alerts noreply reply support help team info mail news test dev prod staging qa it hr sales billing security oncall infra data backup cron monitor".split(
    " ",
  ),
);

/**
 * PERSON spans for handles whose parts are names: a known first name or surname that is not an
 * ordinary word, with the other parts initials (`kenji_w`, `thanh.nt`), names, or words no list
 * knows (a surname from outside the lists: `mark.ellison`). One placed occurrence makes every
 * occurrence of the same handle in the text a name.
 */
export function findHandleNames(
  text: string,
  detector: string,
  names: NameWords,
  commonWords: ReadonlySet<string>,
): Finding[] {
  const seen = new Map<string, { starts: number[]; placed: boolean }>();
  let scanned = 0;
  for (const m of allMatches(SEPARATOR, text)) {
    if (m.index < scanned || !lower(text.charCodeAt(m.index - 1)) || !lower(text.charCodeAt(m.index + 1)))
      continue;
    let start = m.index - 1;
    while (start > 0 && handleChar(text.charCodeAt(start - 1))) start--;
    let end = m.index + 2;
    while (end < text.length && handleChar(text.charCodeAt(end))) end++;
    scanned = end;
    // A trailing period ends the sentence, not the handle (`ask kenji_w.`).
    while (text[end - 1] === "." || text[end - 1] === "_") end--;
    const handle = text.slice(start, end);
    if (!HANDLE.test(handle) || !bounded(text, start, end)) continue;
    let entry = seen.get(handle);
    if (!entry) {
      if (!nameHandle(handle, names, commonWords)) continue;
      entry = { starts: [], placed: false };
      seen.set(handle, entry);
    }
    entry.starts.push(start);
    entry.placed ||=
      PLACED_BEFORE.test(text.slice(Math.max(0, start - 24), start)) ||
      PLACED_AFTER.test(text.slice(end, end + 6));
  }
  const found: Finding[] = [];
  for (const [handle, { starts, placed }] of seen) {
    if (!placed) continue;
    for (const start of starts)
      found.push({
        start,
        end: start + handle.length,
        type: EntityType.PERSON,
        confidence: 0.8,
        detector,
        verdict: "unvalidated",
        normalized: normalizeName(handle),
      });
  }
  return found;
}

/** A lower-case letter, by char code (ASCII first: this runs around every period of the text). */
function lower(c: number): boolean {
  if (c >= 97 && c <= 122) return true;
  return c > 127 && LOWER.test(String.fromCharCode(c));
}

function handleChar(c: number): boolean {
  return c === 46 || c === 95 || lower(c);
}

/**
 * Not inside an address, a path or a host name: an `@` right after a word is an address's, not a
 * mention's, and a period followed by a letter continues a host name (`lena.smirnova.ru`).
 */
function bounded(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  if (before !== undefined && NOT_BEFORE.test(before)) return false;
  if (before === "@" && start > 1 && /[\p{L}\p{N}_.%+-]/u.test(text[start - 2]!)) return false;
  const after = text[end];
  if (after === undefined) return true;
  if (NOT_AFTER.test(after)) return false;
  return !((after === "." || after === "-") && /[\p{L}\p{N}]/u.test(text[end + 1] ?? ""));
}

/** `sunny_liang`, `j.okafor`, `kenji_w` yes; `build_server`, `ops.bot`, `no_reply`, `max_retries` no. */
export function nameHandle(handle: string, names: NameWords, commonWords: ReadonlySet<string>): boolean {
  const parts = handle.split(/[._]/);
  let named = false;
  for (const part of parts) {
    if (SERVICE_PARTS.has(part)) return false;
    if (part.length <= 2) continue;
    const common = commonWords.has(part);
    if (names.isName(part)) {
      if (!common) named = true;
    } else if (common) return false;
  }
  return named;
}
