import type { Finding } from "../finding.js";
import type { Gazetteer } from "./gazetteer.js";
import type { NameParts } from "./name-words.js";
import { personFinding } from "./person-finding.js";
import { mayBeCapital, wordRunStart } from "./sticky-scan.js";
import { startsWord } from "./word-start.js";

// Japanese, Chinese, Korean, Hungarian and French official usage write the surname first, in
// capitals, when a name is romanised: `TANAKA Taro`, `CHAN Ka Ho`, `DUPONT Jean-Marc`. The capitals
// are a surname that the name lists know, never an ordinary word or an acronym (`URGENT Please`,
// `IBM Cloud`), and one or two capitalised given names follow that are no ordinary words either.
const SURNAME_FIRST =
  /(\p{Lu}{2,}(?:-\p{Lu}{2,})?) (\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)?(?: \p{Lu}\p{Ll}+)?)(?![\p{L}\p{M}])/uy;

/** PERSON spans for romanised names written surname first, the surname in capitals. */
export function findSurnameFirstNames(
  text: string,
  detector: string,
  names: NameParts,
  g: Pick<Gazetteer, "commonWords" | "places" | "organizations" | "lastNames">,
): Finding[] {
  const found: Finding[] = [];
  for (const m of surnameFirstMatches(text)) {
    if (!startsWord(text, m.index)) continue;
    const surname = m[1]!.toLowerCase();
    // A romanised surname has a vowel; `TNHH` (a Vietnamese legal form) has none.
    if (!/[aeiouy]/.test(surname)) continue;
    // An ordinary word in capitals (`URGENT`) is no surname, unless the name lists say it is one
    // (`WANG`, `LEE`).
    if (!names.isLastName(surname) || (g.commonWords.has(surname) && !g.lastNames.has(surname))) continue;
    if (g.places.has(surname)) continue;
    if (g.organizations.has(surname)) continue;
    if (m[2]!.split(" ").some((w) => g.commonWords.has(w.toLowerCase()) || g.places.has(w.toLowerCase())))
      continue;
    found.push(personFinding(m.index, m[0], 0.85, detector));
  }
  return found;
}

/**
 * SURNAME_FIRST's matches, as a global scan finds them, but tried only before a space that has a
 * possible capital on each side and a possible lower-case letter after (most spaces have not):
 * the Unicode pattern then runs from the positions of the word before that space that do not
 * follow a capital. A match after a capital would also match one position earlier, so the
 * earlier try finds it; and trying every capital of a long run read the run once per capital
 * (a 20 000-capital run before `-B Ab` took 150 ms, quadratic).
 */
function surnameFirstMatches(text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  let next = 0;
  for (let space = text.indexOf(" "); space >= 0; space = text.indexOf(" ", space + 1)) {
    if (
      space < next ||
      !mayBeCapital(text.charCodeAt(space - 1)) ||
      !mayBeCapital(text.charCodeAt(space + 1))
    )
      continue;
    const third = text.charCodeAt(space + 2);
    if (!((third >= 0x61 && third <= 0x7a) || third >= 0x80)) continue;
    const m = firstMatchAtRunStarts(text, wordRunStart(text, space, next), space);
    if (!m) continue;
    found.push(m);
    next = m.index + m[0].length;
  }
  return found;
}

/** SURNAME_FIRST tried at `from` and at each later position before `to` that follows no capital. */
function firstMatchAtRunStarts(text: string, from: number, to: number): RegExpExecArray | null {
  for (let at = from; at < to; at++) {
    const unit = text.charCodeAt(at);
    if ((unit >= 0xdc00 && unit <= 0xdfff) || (at > from && capitalBefore(text, at))) continue;
    SURNAME_FIRST.lastIndex = at;
    const m = SURNAME_FIRST.exec(text);
    if (m) return m;
  }
  return null;
}

const CAPITAL = /\p{Lu}/u;

/** Whether the code point that ends right before `at` is an upper-case letter. */
function capitalBefore(text: string, at: number): boolean {
  const unit = text.charCodeAt(at - 1);
  if (unit < 0x80) return unit >= 0x41 && unit <= 0x5a;
  const lead = text.charCodeAt(at - 2);
  const pair = unit >= 0xdc00 && unit <= 0xdfff && lead >= 0xd800 && lead <= 0xdbff;
  return CAPITAL.test(text.slice(pair ? at - 2 : at - 1, at));
}
