import { FIRST_NAME_PREFIX, LAST_NAME_PREFIX, type NameFilter } from "./name-filter.js";
import { isJoinedScript, Script, scriptOf, type TaggerToken } from "./tagger-tokens.js";

/**
 * Name evidence below the word (decision 0040). In Han, Kana and Hangul each character is a token,
 * so a known name is a run of characters: these bits say which runs of one to four characters,
 * written without a space, the name filter knows as a surname or a first name (`田中` `美咲` in
 * `担当の田中美咲が`, `김` `민준` in `김민준님께`). In Arabic and Hebrew a one- or two-letter prefix
 * (`و` and, `ل` for, `ב` in, `ה` the, `ו` and ...) is written joined to the name (`ولمحمد`,
 * `לדוד`): the word is no known name, the rest is.
 */

/** Bits of `joinedNameWindows` per token. */
export const Window = {
  LAST_STARTS: 1,
  FIRST_STARTS: 2,
  IN_LAST: 4,
  IN_FIRST: 8,
  LAST_ENDS: 16,
  FIRST_ENDS: 32,
  /** The longest surname starting here, 1-4, in two bits (length - 1) from bit 6. */
  LAST_LENGTH_SHIFT: 6,
  FIRST_LENGTH_SHIFT: 8,
} as const;

const LONGEST = 4;

/**
 * Fills `out[i + pad]` for every token i of a joined script with `Window` bits (other slots are
 * left as they are, 0 from the caller). Four windows per character, each one filter probe per kind.
 */
export function joinedNameWindows(
  text: string,
  tokens: readonly TaggerToken[],
  names: NameFilter,
  out: Uint16Array,
  pad: number,
): void {
  const n = tokens.length;
  for (let i = 0; i < n; i++) {
    const t = tokens[i]!;
    if (!isJoinedScript(t.script)) continue;
    let run = 1;
    while (
      run < LONGEST &&
      i + run < n &&
      isJoinedScript(tokens[i + run]!.script) &&
      !tokens[i + run]!.spaceBefore
    )
      run++;
    for (let k = 1; k <= run; k++) {
      const key = text.slice(t.start, tokens[i + k - 1]!.end);
      const last = names.hasPrefixed(LAST_NAME_PREFIX, key);
      const first = names.hasPrefixed(FIRST_NAME_PREFIX, key);
      if (!last && !first) continue;
      mark(out, pad, i, k, last, first);
    }
  }
}

function mark(out: Uint16Array, pad: number, i: number, k: number, last: boolean, first: boolean): void {
  const start = i + pad;
  const end = i + k - 1 + pad;
  if (last) {
    out[start] = (out[start]! & ~(3 << Window.LAST_LENGTH_SHIFT)) | Window.LAST_STARTS;
    out[start]! |= (k - 1) << Window.LAST_LENGTH_SHIFT;
    out[end]! |= Window.LAST_ENDS;
    for (let j = start + 1; j <= end; j++) out[j]! |= Window.IN_LAST;
  }
  if (first) {
    out[start] = (out[start]! & ~(3 << Window.FIRST_LENGTH_SHIFT)) | Window.FIRST_STARTS;
    out[start]! |= (k - 1) << Window.FIRST_LENGTH_SHIFT;
    out[end]! |= Window.FIRST_ENDS;
    for (let j = start + 1; j <= end; j++) out[j]! |= Window.IN_FIRST;
  }
}

// Letters written joined before a word: Arabic و ف ب ل ك (and, so, with, for, like; ال is the
// article), Hebrew ו ה ב ל מ ש כ (and, the, in, to, from, that, as).
const ARABIC_PREFIXES = new Set(["و", "ف", "ب", "ل", "ك"]);
const HEBREW_PREFIXES = new Set(["ו", "ה", "ב", "ל", "מ", "ש", "כ"]);

/**
 * How many prefix letters (1 or 2) stand before a known name in a lower-case Arabic or Hebrew word
 * (`ولمحمد`: 2), or 0. Asked only of words the filter does not know whole.
 */
export function prefixedName(lower: string, script: Script, names: NameFilter): number {
  const prefixes =
    script === Script.ARABIC ? ARABIC_PREFIXES : script === Script.HEBREW ? HEBREW_PREFIXES : undefined;
  if (!prefixes || lower.length < 3 || !prefixes.has(lower[0]!)) return 0;
  if (known(lower.slice(1), names)) return 1;
  if (lower.length >= 4 && prefixes.has(lower[1]!) && known(lower.slice(2), names)) return 2;
  return 0;
}

function known(word: string, names: NameFilter): boolean {
  return names.hasPrefixed(FIRST_NAME_PREFIX, word) || names.hasPrefixed(LAST_NAME_PREFIX, word);
}

// Korean particles and suffixes written after a name (`님` `씨` `께서` `에게` `한테`), which the
// labels keep outside the span: the decoder usually stops before them; these are cut when it does
// not. One-syllable case particles (`이` `가` `은` `는` `을` `를` `의` `도`) end names too (`이지은`),
// so they are cut only from spans longer than any Korean name (four syllables or more).
const KOREAN_SUFFIXES = ["에게서", "께서", "에게", "한테", "님", "씨", "께"];
const KOREAN_CASE_PARTICLES = new Set(["이", "가", "은", "는", "을", "를", "의", "도", "와", "과"]);
// Japanese particles written joined before or after a name (`担当者の田中美咲が`).
const JAPANESE_PARTICLES = new Set(["の", "は", "が", "を", "に", "と", "で", "も", "へ"]);
// Titles written joined after a Chinese or Japanese name (`王伟经理`, `佐藤様`): not the name.
const CJK_TITLES = [
  "先生",
  "女士",
  "小姐",
  "经理",
  "經理",
  "老师",
  "老師",
  "医生",
  "醫生",
  "总监",
  "主任",
  "さん",
  "さま",
  "様",
  "氏",
  "くん",
  "ちゃん",
  "部長",
  "課長",
  "社長",
];

/**
 * The character range of a PERSON or ORG span without what a joined script attaches to a name: an
 * Arabic or Hebrew prefix before it (when the rest is a known name), Japanese particles around a
 * name in kanji, Chinese and Japanese titles and Korean particles after it.
 */
export function joinedEdges(
  text: string,
  tokens: readonly TaggerToken[],
  first: number,
  start: number,
  end: number,
  names: NameFilter | undefined,
): [number, number] {
  const t = tokens[first]!;
  if (names && (t.script === Script.ARABIC || t.script === Script.HEBREW) && t.start === start) {
    const lower = text.slice(t.start, t.end).toLowerCase();
    if (!known(lower, names)) start += prefixedName(lower, t.script, names);
  }
  // A Japanese particle before or after a name in kanji (`の田中美咲が`): kana around Han.
  if (
    end - start >= 3 &&
    JAPANESE_PARTICLES.has(text[start]!) &&
    scriptOf(text.charCodeAt(start + 1)) === Script.HAN
  )
    start += 1;
  if (
    end - start >= 3 &&
    JAPANESE_PARTICLES.has(text[end - 1]!) &&
    scriptOf(text.charCodeAt(end - 2)) === Script.HAN
  )
    end -= 1;
  const last = end > start ? scriptOfLast(text, end) : Script.OTHER;
  if (last === Script.HAN || last === Script.KANA)
    for (const s of CJK_TITLES)
      if (end - start >= s.length + 2 && text.endsWith(s, end)) {
        end -= s.length;
        break;
      }
  if (last === Script.HANGUL) {
    // Suffixes stack (`님께서`, `씨에게`): cut while one ends the span and two syllables are left.
    for (let cut = true; cut; ) {
      cut = false;
      for (const s of KOREAN_SUFFIXES)
        if (end - start > s.length + 1 && text.endsWith(s, end)) {
          end -= s.length;
          cut = true;
          break;
        }
    }
    if (
      end - start >= 4 &&
      KOREAN_CASE_PARTICLES.has(text[end - 1]!) &&
      !text.slice(start, end).includes(" ")
    )
      end -= 1;
  }
  return [start, end];
}

function scriptOfLast(text: string, end: number): Script {
  return scriptOf(text.charCodeAt(end - 1));
}
