import type { Finding } from "../finding.js";
import type { Gazetteer } from "./gazetteer.js";
import type { NameWords } from "./name-words.js";
import { personFinding } from "./person-finding.js";
import { firstCharacterScan } from "./sticky-scan.js";
import { startsWord } from "./word-start.js";

// A personal title before a word says the word is a person's name in every language that writes
// titles first (`Mme Dupont`, `Herr Gruber`, `Sra. Ruiz`, `Г-н Иванов`, `Dr. ana souza`), even when
// the name is also a company (`Dupont`) or an ordinary word (`Mr. Will Turner`, `Ms. Summer`).
// As strong as an honorific before a capitalised run (0.95), above the organisation gazetteer (0.85),
// so a title wins over it; the title stays outside.
// `M.` is French only before a capital and not after another initial (`J. M. Dupont`), and `Sr`
// (also "senior": `Sr. Engineer`) only before a word that is not an ordinary word.
const TITLE = String.raw`(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof|Herr|Frau|Mme|Mlle|Sr|Sra|Srta|Dra|Dott|Dott\.ssa|Sig|Sig\.ra|Dhr|Mevr|Г-н|Г-жа|Господин|Госпожа|mr|mrs|ms|dr)\.?|(?<!\p{Lu}\.[ ]?)M\.`;
const WORD = String.raw`\p{Lu}\.|[\p{L}][\p{L}\p{M}'’-]*`;
const TITLED = new RegExp(String.raw`(${TITLE})(?=([ \t]+)((?:${WORD})(?:[ \t](?:${WORD})){0,3}))`, "gu");
// The scan `text.matchAll(TITLED)` makes, run from the first four characters a match can start with.
const TITLED_SCAN = firstCharacterScan(TITLED, "", 4);
/** The patterns scanned from their first characters, for the test that this finds what a global scan finds. */
export const SCANNED_PATTERNS = { TITLED } as const;
// The next title starts the next name (`Mr Smith Mrs Smith`).
const TITLE_WORD = new RegExp(`^(?:${TITLE})$`, "u");
const LETTER_OR_DOT = /[\p{L}\p{M}.]/u;
const AMBIGUOUS_TITLES = new Set(["Sr", "Sr."]);

/** PERSON spans for the one to four name words after a personal title. */
export function findTitleNames(
  text: string,
  detector: string,
  names: NameWords,
  words: Pick<Gazetteer, "commonWords">,
): Finding[] {
  const found: Finding[] = [];
  for (const m of TITLED_SCAN(text)) {
    if (!startsWord(text, m.index, LETTER_OR_DOT)) continue;
    const parts = m[3]!.split(/[ \t]/);
    const common = parts.map((p) => words.commonWords.has(p.toLowerCase()));
    // The first word sets the case: after a capitalised one only capitalised words and initials
    // continue the name (`Mme Dupont hier`); in lower case only known names that are no ordinary
    // word (`dr. ana souza`, but `mr will see`). A capitalised ordinary word ends it after the first.
    const capitalised = /^\p{Lu}/u.test(parts[0]!);
    let n = 0;
    for (; n < parts.length; n++) {
      const part = parts[n]!;
      if (n > 0 && !/^\p{Lu}\.$/u.test(part) && TITLE_WORD.test(part)) break;
      if (capitalised ? !/^\p{Lu}/u.test(part) || (n > 0 && common[n]) : common[n] || !names.isName(part))
        break;
    }
    // A capitalised ordinary word alone is a name only if it is also a known name (`Mr. Will`,
    // not `Mr. President`).
    if (n === 1 && common[0] && !names.isName(parts[0]!.toLowerCase())) continue;
    while (n > 0 && /^\p{Lu}\.$/u.test(parts[n - 1]!)) n--;
    if (n === 0) continue;
    if (AMBIGUOUS_TITLES.has(m[1]!) && common[0]) continue;
    const name = parts.slice(0, n).join(" ");
    found.push(personFinding(m.index + m[0].length + m[2]!.length, name, 0.95, detector));
  }
  return found;
}
