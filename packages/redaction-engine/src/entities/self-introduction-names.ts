import type { Finding } from "../finding.js";
import type { Gazetteer } from "./gazetteer.js";
import type { NameParts } from "./name-words.js";
import { personFinding } from "./person-finding.js";
import { allMatches, firstCharacterScan } from "./sticky-scan.js";
import { startsWord } from "./word-start.js";

// Every language has a way of saying one's own name, and what follows it is a name whatever the
// script or case: `my name is`, `ich heiße`, `je m'appelle`, `me llamo`, `меня зовут`, `Με λένε`,
// `اسمي`, `שמי`, `मेरा नाम … है`, `제 이름은 …입니다`, `私の名前は…です`. The cues that also
// introduce other things (`I'm`, `ich bin`, `soy`, `this is`: `I'm Jordan` but `I'm Happy`) take a
// known first name or two capitalised words. The cue stays outside the span.
const CASED_STRONG = [
  "[Mm]y name is",
  "[Mm]y name's",
  "[Mm]ein Name ist",
  "[Ii]ch heiße",
  "[Jj]e m'appelle",
  "[Jj]e m’appelle",
  "[Mm]e llamo",
  "[Mm]i nombre es",
  "[Mm]i chiamo",
  "[Mm]e chamo",
  "[Mm]eu nome é",
  "[Mm]ijn naam is",
  "[Ii]k heet",
  "[Nn]azywam się",
  "[Jj]menuji se",
  "[Bb]enim adım",
  "[Мм]еня зовут",
  "[Мм]оё имя",
  "[Οο]νομάζομαι",
  "[Μμ]ε λένε",
];
const CASED_WEAK = [
  "I'm",
  "I’m",
  "I am",
  "[Tt]his is",
  "[Ii]t's",
  "[Ii]t’s",
  "[Ii]ch bin",
  "[Ss]oy",
  "[Jj]e suis",
  "[Ss]ono",
  "[Ee]u sou",
];
const CAPITALISED = String.raw`\p{Lu}[\p{Ll}\p{M}'’-]+`;
const CASED = new RegExp(
  String.raw`(${[...CASED_STRONG, ...CASED_WEAK].join("|")})[ \t]+(${CAPITALISED}(?:[ \t]${CAPITALISED}){0,2})(?![\p{L}\p{M}])`,
  "gu",
);
// The scan `text.matchAll(CASED)` makes, run from the first four characters a match can start with.
const CASED_SCAN = firstCharacterScan(CASED, "", 4);
/** The patterns scanned from their first characters, for the test that this finds what a global scan finds. */
export const SCANNED_PATTERNS = { CASED } as const;
const STRONG = new RegExp(`^(?:${CASED_STRONG.join("|")})$`, "u");
// Scripts without capitals: the cue, then one or two words (or the run up to the closing word).
const UNCASED = [
  /(?<![\p{L}\p{M}])(?:اسمي|إسمي)[ \t]+([\p{Script=Arabic}\p{M}]+(?:[ \t][\p{Script=Arabic}\p{M}]+)?)/gu,
  /(?<![\p{L}\p{M}])(?:שמי|קוראים לי)[ \t]+(\p{Script=Hebrew}+(?:[ \t]\p{Script=Hebrew}+)?)/gu,
  /मेरा नाम[ \t]+(\p{Script=Devanagari}+(?:[ \t]\p{Script=Devanagari}+)?)[ \t]+है/gu,
  /제 이름은[ \t]*(\p{Script=Hangul}{2,4})(?:입니다|이에요|예요|이야|야)/gu,
  /(?:私|わたし|僕|俺)の名前は[ \t]*([\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー 　]{1,8}?)(?:です|と申します|といいます)/gu,
];

const UNCASED_SCRIPTS = /[\u0590-\u06FF\u0900-\u097F\u3040-\u30FF\uAC00-\uD7A3]/;

/** PERSON spans for the name after a speaker's introduction of themselves. */
export function findSelfIntroductionNames(
  text: string,
  detector: string,
  names: NameParts,
  g: Pick<Gazetteer, "commonWords">,
): Finding[] {
  const found: Finding[] = [];
  for (const m of CASED_SCAN(text)) {
    if (!startsWord(text, m.index)) continue;
    const words = m[2]!.split(/[ \t]/);
    const known = names.isFirstName(words[0]!.toLowerCase()) && !g.commonWords.has(words[0]!.toLowerCase());
    if (
      !STRONG.test(m[1]!) &&
      !known &&
      (words.length < 2 || words.some((w) => g.commonWords.has(w.toLowerCase())))
    )
      continue;
    found.push(personFinding(m.index + m[0].length - m[2]!.length, m[2]!, 0.85, detector));
  }
  // Most texts hold none of these scripts: then none of their patterns scans.
  if (!UNCASED_SCRIPTS.test(text)) return found;
  for (const re of UNCASED)
    for (const m of allMatches(re, text)) {
      const name = m[1]!.trim();
      if (name.length === 0) continue;
      found.push(personFinding(m.index + m[0].indexOf(name), name, 0.85, detector));
    }
  return found;
}
