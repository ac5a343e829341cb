import type { Finding } from "../finding.js";
import type { Gazetteer } from "./gazetteer.js";
import type { NameParts } from "./name-words.js";
import { personFinding } from "./person-finding.js";
import { firstCharacterScan } from "./sticky-scan.js";
import { WORD_NAMES } from "./word-names.js";
import { startsWord } from "./word-start.js";

// Chat and quick mail write names in lower case (`called pat yesterday`, `spoke with john miller`,
// `thanks, priya!`): no capital says "name", but the verb before it does, when the word is a known
// first name and no ordinary word. A name that is a word too (`grace`, `pat`) counts only after a
// verb whose object is a person (`called pat`, not `thanks, grace`).
// A known surname after the first name joins it.
const CUES = [
  "called",
  "phoned",
  "rang",
  "emailed",
  "e-mailed",
  "texted",
  "messaged",
  "pinged",
  "spoke with",
  "spoke to",
  "talked with",
  "talked to",
  "met with",
  "met",
  "ask",
  "asked",
  "tell",
  "told",
  "cc",
  "thanks",
  "thank you",
  "thx",
  "ty",
  "cheers",
  "per",
];
// Lower or capitalised cue (a character class: the `i` flag would let \p{Ll} match capitals too).
const CUE_WORDS = CUES.map((c) => `[${c[0]}${c[0]!.toUpperCase()}]${c.slice(1)}`).join("|");
const WORD = String.raw`\p{Ll}[\p{Ll}\p{M}'’-]+`;
const PERSON_OBJECT = /^(?:called|phoned|rang|e-?mailed|texted|messaged|pinged|asked|told|cc)\s/iu;
const CUE = new RegExp(
  String.raw`(?:${CUE_WORDS})[ \t]*,?[ \t]+(?=(${WORD})(?![\p{L}\p{M}])(?:[ \t](${WORD})(?![\p{L}\p{M}]))?)`,
  "dgu",
);
// The scan `text.matchAll(CUE)` makes, run from the first four characters a cue can start with:
// the Unicode pattern was tried at every position of every text.
const CUE_SCAN = firstCharacterScan(CUE, "", 4);
/** The pattern scanned from its first characters, for the test that this finds what a global scan finds. */
export const SCANNED_PATTERNS = { CUE } as const;

/** PERSON spans for lower-case known first names (and surnames) after a verb of contact. */
export function findCueNames(
  text: string,
  detector: string,
  names: NameParts,
  g: Pick<Gazetteer, "commonWords">,
): Finding[] {
  const found: Finding[] = [];
  for (const m of CUE_SCAN(text)) {
    if (!startsWord(text, m.index)) continue; // not `recalled anna`
    const [first, last] = [m[1]!, m[2]];
    if (!names.isFirstName(first) || g.commonWords.has(first)) continue;
    // `called pat`, but not `thanks, grace` or `spoke with grace`: only a verb whose object is a
    // person makes a word-name a name.
    if (WORD_NAMES.has(first) && !PERSON_OBJECT.test(m[0])) continue;
    const withLast = last !== undefined && !g.commonWords.has(last) && names.isName(last);
    const name = withLast ? `${first} ${last}` : first;
    found.push(personFinding(m.indices![1]![0], name, 0.75, detector));
  }
  return found;
}
