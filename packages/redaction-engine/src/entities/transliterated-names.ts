import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { normalizeName } from "./compromise-recognizer.js";
import { allMatches } from "./sticky-scan.js";

// A name in one script with its romanisation in brackets is written that way only for people:
// `สมชาย ใจดี (Somchai Jaidee)`, `رامي خوري (Rami Khoury)`, `陳家豪 (CHAN Ka Ho)`, `김민준 (Minjun Kim)`.
// Both halves are PERSON (issue 22). The native half is one to four words of one script other
// than Latin; the romanised half one to four Latin words, each starting with a capital.
const NATIVE_WORD = String.raw`[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Han}\p{Script=Hangul}\p{Script=Devanagari}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Hiragana}\p{Script=Katakana}\p{M}ー]+`;
const LATIN_WORD = String.raw`\p{Lu}[\p{Script=Latin}\p{M}'’-]*`;
const PAIR = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(${NATIVE_WORD}(?: ${NATIVE_WORD}){0,3}) ?\((${LATIN_WORD}(?: ${LATIN_WORD}){0,3})\)`,
  "gu",
);

const NON_LATIN_LETTER =
  /[\u0370-\u03FF\u0400-\u04FF\u0590-\u06FF\u0900-\u097F\u0E00-\u0E7F\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7A3]/;

/** PERSON spans for a native-script name and its romanisation in brackets after it. */
export function findTransliteratedNames(text: string, detector: string): Finding[] {
  const found: Finding[] = [];
  // Most texts have no bracket or no letter outside Latin: nothing to pair, no scan.
  if (!text.includes("(") || !NON_LATIN_LETTER.test(text)) return found;
  for (const m of allMatches(PAIR, text)) {
    const [native, latin] = [m[1]!, m[2]!];
    // A single Latin word in capitals is an acronym (`Сбербанк (SBER)`), not a romanised name.
    if (!latin.includes(" ") && latin === latin.toUpperCase()) continue;
    const latinStart = m.index + m[0].length - 1 - latin.length;
    for (const [start, value] of [
      [m.index, native],
      [latinStart, latin],
    ] as const)
      found.push({
        start,
        end: start + value.length,
        type: EntityType.PERSON,
        confidence: 0.8,
        detector,
        verdict: "unvalidated",
        normalized: normalizeName(value),
      });
  }
  return found;
}
