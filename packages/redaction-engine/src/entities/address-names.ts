import type { Finding } from "../finding.js";
import type { Gazetteer } from "./gazetteer.js";
import { personFinding } from "./person-finding.js";
import { firstCharacterScan, matchesBeforeTriggers, wordRunStart } from "./sticky-scan.js";
import { startsWord } from "./word-start.js";

// The words people put around a name when they speak to or of someone, in the languages the
// titles list lacks: before it (`doña Chela`, `dona Iolanda`, `Puan Rosnah`, `Dato' Lim`,
// `κα Ευανθία`, `κ. Ζαχαρίου`) or after it (`Aslı Demirkol Hanım`, `Levent Bey`, `Meenal ma'am`,
// `Agarwal uncle`, `Pinky didi`, `Rohit bhaiya`, `Sharma ji`). The address word stays outside the
// span; the name is one or two capitalised words, one space from it (`Dato   Forklaring` is a
// Norwegian statement's column heads).
const BEFORE = [
  "[Dd]oña|[Dd]ona|[Dd]on|[Ss]eu|[Dd]om",
  "Puan|Encik|Cik|Tuan|Dato['’]|Datin|Datuk|Tan Sri|Kak|Mbak|Ibu|Bapak",
  "[Mm]ister|[Mm]adam|[Mm]adame",
  "κα|κ\\.|κος|[Κκ]υρία|[Κκ]ύριε|[Κκ]ύριος",
].join("|");
const AFTER =
  "Hanım|Hanim|hanım|Bey|bey|Beyefendi|ma['’]am|[Ss]ir|[Jj]i|[Uu]ncle|[Aa]unty|[Aa]untie|[Dd]idi|[Bb]haiya|[Bb]hai|[Bb]habhi|[Bb]eta|[Ss]ahab|[Ss]aab";
const NAME = String.raw`\p{Lu}[\p{Ll}\p{M}'’-]+`;
const ADDRESS_THEN_NAME = new RegExp(String.raw`(?:${BEFORE}) (${NAME}(?: ${NAME})?)(?![\p{L}\p{M}])`, "gu");
const NAME_THEN_ADDRESS = new RegExp(String.raw`(${NAME}(?: ${NAME})?) (?:${AFTER})(?![\p{L}\p{M}'’])`, "gu");
// Both Unicode patterns were tried at every position of every text; most texts hold no address
// word. They run from their address word instead (sticky-scan.ts): the one before the name from
// its first characters, the one after it from ` Bey` and so on, back over the two words before it.
const ADDRESS_THEN_NAME_SCAN = firstCharacterScan(ADDRESS_THEN_NAME, "", 4);
const ADDRESS_AFTER = new RegExp(` (?:${AFTER})`, "g");
const NAME_THEN_ADDRESS_AT = new RegExp(NAME_THEN_ADDRESS.source, "uy");
/** The patterns, for the test that their faster scans find what a global scan finds. */
export const SCANNED_PATTERNS = { ADDRESS_THEN_NAME, NAME_THEN_ADDRESS } as const;

/** NAME_THEN_ADDRESS's matches: from the space before an address word, back over two words. */
export function nameThenAddressMatches(text: string): RegExpExecArray[] {
  return matchesBeforeTriggers(ADDRESS_AFTER, NAME_THEN_ADDRESS_AT, text, (t, space, floor) => {
    const last = wordRunStart(t, space, floor);
    return last - 1 > floor && t[last - 1] === " " ? wordRunStart(t, last - 1, floor) : last;
  });
}

/**
 * PERSON spans (confidence 0.8) beside an address word. A name that is an ordinary word or a
 * greeting (`Thanks sir`, `Hi uncle`, `Yes ma'am`) is no name; nor is a place (`Don Valley`).
 */
export function findAddressNames(text: string, detector: string, g: Gazetteer): Finding[] {
  const found: Finding[] = [];
  for (const re of [ADDRESS_THEN_NAME, NAME_THEN_ADDRESS]) {
    for (const m of re === ADDRESS_THEN_NAME ? ADDRESS_THEN_NAME_SCAN(text) : nameThenAddressMatches(text)) {
      if (!startsWord(text, m.index)) continue;
      let name = m[1]!;
      let start = m.index + m[0].indexOf(name);
      const words = name.split(/[ \t]/);
      // `Thanks Rohit bhaiya`: an ordinary first word is the sentence's, not the name's.
      if (words.length === 2 && ordinary(words[0]!, g)) {
        start += words[0]!.length + 1;
        name = words[1]!;
      } else if (words.length === 2 && re === ADDRESS_THEN_NAME && ordinary(words[1]!, g)) name = words[0]!;
      if (ordinary(name, g) || g.places.has(name.toLowerCase())) continue;
      found.push(personFinding(start, name, 0.8, detector));
    }
  }
  return found;
}

function ordinary(word: string, g: Gazetteer): boolean {
  const lower = word.toLowerCase();
  return g.commonWords.has(lower) || GREETINGS.has(lower);
}

const GREETINGS = new Set(
  "hi hello hey thanks thank ok okay yes no dear good morning evening night bye welcome please sorry apologies noted understood sure right great done namaste haan nahi accha theek merhaba selamat".split(
    " ",
  ),
);
