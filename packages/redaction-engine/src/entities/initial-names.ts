import type { Finding } from "../finding.js";
import type { Gazetteer } from "./gazetteer.js";
import type { NameWords } from "./name-words.js";
import { personFinding } from "./person-finding.js";
import { firstStickyMatch, mayBeCapital, wordRunStart } from "./sticky-scan.js";
import { startsWord } from "./word-start.js";

// Initials are written only with people's names, in three orders (issue 22):
//   J. R. Okafor, A.K. Sharma, Е. В. Соколовская   initials, then the surname;
//   Okafor, J. / Dubois, J.-P.                      the surname, a comma, initials (citations, lists);
//   Sharma AK / Okafor JR                            the surname, then bare capitals (Vancouver style).
// The surname is a capitalised word that is no ordinary word; bare capitals, which may be an
// acronym (`Report IT`), count only after a known surname and outside the common acronyms.
const SURNAME = String.raw`\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?`;
const INITIAL = String.raw`\p{Lu}\.(?:-?\p{Lu}\.)?`;
// The last initial is followed by a space (`B.Tech` is a degree); up to two more capitalised words
// may follow the first (`D. Álvaro Saavedra Luque`).
const INITIALS_FIRST = new RegExp(
  String.raw`((?:${INITIAL}[ ]?){0,2}${INITIAL} )(${SURNAME}(?: ${SURNAME}){0,2})(?![\p{L}\p{M}])`,
  "uy",
);
const SURNAME_COMMA = new RegExp(
  String.raw`(${SURNAME}), ((?:${INITIAL}[ ]?){0,2}${INITIAL})(?![ ]?\p{Lu}\p{Ll})`,
  "uy",
);
const SURNAME_CAPITALS = new RegExp(String.raw`(${SURNAME}) (\p{Lu}{1,2})(?![\p{L}\p{M}\p{N}&.-])`, "uy");
const ACRONYMS = new Set(
  "IT HR PR QA UK US EU AI ID OK TV PC AM PM VP IP OS UI UX CC PS NB AG SA BV NV AB OY CO HQ EV GP DJ".split(
    " ",
  ),
);
// Dotted abbreviations of places, bodies and degrees, not initials: `U.S. Army`, `B.S. Computer`.
const NOT_INITIALS = new Set(
  "U.S. U.K. U.N. E.U. U.S.A. D.C. N.Y. L.A. S.F. N.Z. P.S. N.B. A.D. B.C. B.S. B.A. M.S. M.A. B.E. M.E. M.D. D.O. R.N. J.D.".split(
    " ",
  ),
);
// `МГУ имени М. В. Ломоносова`, `named after J. F. Kennedy`: a namesake inside an organisation's name.
const NAMESAKE = /(?:имени|им\.|named after)\s$/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const WORD_OR_DOT = /[\p{L}\p{M}\p{N}.]/u;

/** PERSON spans for names written with initials, the initials included. */
export function findInitialNames(
  text: string,
  detector: string,
  names: NameWords,
  g: Pick<Gazetteer, "commonWords" | "places">,
): Finding[] {
  const found: Finding[] = [];
  const word = (w: string) => {
    const lower = w.toLowerCase();
    return !g.commonWords.has(lower) && !g.places.has(lower);
  };
  for (const m of initialsFirstMatches(text)) {
    if (!startsWord(text, m.index, WORD_OR_DOT)) continue;
    const [initials, surname] = [m[1]!, m[2]!];
    if (!surname.split(" ").every(word) || NOT_INITIALS.has(initials.replace(/ /g, ""))) continue;
    // Initials are in the surname's script (`I. Назначено` is a list item).
    if (CYRILLIC.test(initials) !== CYRILLIC.test(surname)) continue;
    if (NAMESAKE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    // One initial before a first name and two surnames is the Spanish title `D.` (don), left out.
    const don = initials === "D. " && surname.split(" ").length === 3;
    found.push(
      don ? personFinding(m.index + 3, surname, 0.8, detector) : personFinding(m.index, m[0], 0.8, detector),
    );
  }
  for (const m of surnameCommaMatches(text))
    if (startsWord(text, m.index) && word(m[1]!))
      found.push(personFinding(m.index, m[0].trimEnd(), 0.8, detector));
  for (const m of surnameCapitalsMatches(text))
    if (startsWord(text, m.index) && word(m[1]!) && names.isName(m[1]!.toLowerCase()) && !ACRONYMS.has(m[2]!))
      found.push(personFinding(m.index, m[0], 0.8, detector));
  return found;
}

// The three patterns are Unicode and slow to scan a whole text with; each match needs a cheap
// trigger (a `.` after a capital; `, ` before one; a space before a capital after a lower-case
// letter), so each runs only from the positions a trigger allows, in text order and never
// overlapping a previous match: the same matches as a global scan.

/** INITIALS_FIRST's matches: each starts with a capital right before a `.`. */
function* initialsFirstMatches(text: string): Generator<RegExpExecArray> {
  let next = 0;
  for (let dot = text.indexOf("."); dot >= 0; dot = text.indexOf(".", dot + 1)) {
    const start = isTrail(text.charCodeAt(dot - 1)) ? dot - 2 : dot - 1;
    if (start < next || !mayBeCapital(text.charCodeAt(start))) continue;
    INITIALS_FIRST.lastIndex = start;
    const m = INITIALS_FIRST.exec(text);
    if (!m) continue;
    next = start + m[0].length;
    yield m;
  }
}

/** SURNAME_COMMA's matches: a word, then `, ` and a capital with a `.`. */
function* surnameCommaMatches(text: string): Generator<RegExpExecArray> {
  let next = 0;
  for (let comma = text.indexOf(", "); comma >= 0; comma = text.indexOf(", ", comma + 1)) {
    if (comma < next || !mayBeCapital(text.charCodeAt(comma + 2))) continue;
    if (text[comma + 3] !== "." && text[comma + 4] !== ".") continue;
    const m = firstStickyMatch(SURNAME_COMMA, text, wordRunStart(text, comma, next), comma);
    if (!m) continue;
    next = m.index + m[0].length;
    yield m;
  }
}

/** SURNAME_CAPITALS's matches: a word ending in a lower-case letter, a space, one or two capitals. */
function* surnameCapitalsMatches(text: string): Generator<RegExpExecArray> {
  let next = 0;
  for (let space = text.indexOf(" "); space >= 0; space = text.indexOf(" ", space + 1)) {
    const after = text.charCodeAt(space + 1);
    if (space < next || !mayBeCapital(after) || !mayEndSurname(text.charCodeAt(space - 1))) continue;
    // An ASCII capital before an ASCII lower-case letter starts an ordinary word (`Smith Is`).
    if (after <= 0x5a && isAsciiLower(text.charCodeAt(space + 2))) continue;
    const m = firstStickyMatch(SURNAME_CAPITALS, text, wordRunStart(text, space, next), space);
    if (!m) continue;
    next = m.index + m[0].length;
    yield m;
  }
}

/** A code unit that may end a surname (a lower-case letter, a mark or an apostrophe). */
function mayEndSurname(unit: number): boolean {
  return isAsciiLower(unit) || unit === 0x27 || unit >= 0x80;
}

function isAsciiLower(unit: number): boolean {
  return unit >= 0x61 && unit <= 0x7a;
}

function isTrail(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}
