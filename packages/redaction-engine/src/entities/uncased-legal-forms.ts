import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { normalizeName } from "./compromise-recognizer.js";
import { ARABIC_STOPS, HEBREW_STOPS, HINDI_STOPS } from "./institution-orgs.js";
import { firstCharacterScan } from "./sticky-scan.js";

// Legal forms written after the name in scripts without capital letters: Hebrew בע"מ (Ltd) and
// שותפות מוגבלת (limited partnership); Arabic ذ.م.م and ش.ذ.م.م (LLC, UAE and Saudi), ش.م.م (LLC,
// Egypt and Lebanon), ش.م.ع / ش.م.خ (public and private joint-stock), ش.م.ل (Lebanese SAL);
// Devanagari प्राइवेट लिमिटेड / प्रा. लि. / लिमिटेड / एलएलपी (India). With no capital to say
// where the name starts, the name is the words of the form's own script before it, at most
// MAX_WORDS, up to punctuation, a line break or a function word of the script.
const FORM =
  /(?<=[\s\u00A0])(בע["״'׳]{1,2}מ|שותפות מוגבלת|(?:ش\.)?ذ\.\s?م\.\s?م\.?|ش\.\s?م\.\s?[مملعخ]\.?|प्राइवेट लिमिटेड|प्रा\. ?लि\.?|लिमिटेड|एलएलपी)(?![\p{L}\p{M}])/gu;
// The scan `text.matchAll(FORM)` makes, run from the first four characters a match can start with.
const FORM_SCAN = firstCharacterScan(FORM, "", 4);
/** The patterns scanned from their first characters, for the test that this finds what a global scan finds. */
export const SCANNED_PATTERNS = { FORM } as const;
const MAX_WORDS = 4;
// Words that end a name read backwards: function words, and words that say what the text does
// with the company (`to the account of`, `client:`, `from`).
const STOPS = new Set(
  [
    ...ARABIC_STOPS.split("|"),
    ...HEBREW_STOPS.split("|"),
    ...HINDI_STOPS.split("|"),
    ..."حساب لصالح إلى الى لدى عند عبر".split(" "),
    ..."לקוח חברה ספק".split(" "),
    ..."कंपनी ग्राहक द्वारा".split(" "),
  ].filter((w) => w !== ""),
);

/** ORG spans for names with a legal form in Hebrew, Arabic or Devanagari script. */
export function findUncasedLegalFormOrgs(text: string, detector: string): Finding[] {
  const found: Finding[] = [];
  for (const m of FORM_SCAN(text)) {
    const start = nameStartBefore(text, m.index);
    if (start === m.index) continue;
    const end = m.index + m[0].length;
    found.push({
      start,
      end,
      type: EntityType.ORG,
      confidence: 0.88,
      detector,
      verdict: "unvalidated",
      normalized: normalizeName(text.slice(start, end)),
    });
  }
  return found;
}

// A word of a name in these scripts: letters, marks, and the quote and hyphen marks of Hebrew
// abbreviations (`ושות'`, `מ"מ`) and `&`.
const WORD_BEFORE = /([\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Devanagari}\p{M}"״'׳&-]+)[ \u00A0]$/u;

/** Walks back over up to MAX_WORDS words of a name, one space apart, on one line. */
function nameStartBefore(text: string, formStart: number): number {
  let start = formStart;
  for (let words = 0; words < MAX_WORDS; words++) {
    // A word is short; 40 characters back is more than any.
    const from = Math.max(0, start - 41);
    const word = WORD_BEFORE.exec(text.slice(from, start))?.[1];
    if (!word || STOPS.has(word)) break;
    const wordStart = start - 1 - word.length;
    // A word glued to something else (a digit, a Latin letter) is not a whole word of the name.
    if (/[\p{L}\p{N}]/u.test(text[wordStart - 1] ?? "")) break;
    start = wordStart;
  }
  return start;
}
