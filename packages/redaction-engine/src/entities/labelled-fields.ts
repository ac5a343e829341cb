import {
  CLINICAL_MRN_LABELS,
  DOB_LABELS,
  ENCOUNTER_MRN_LABELS,
  MRN_LABELS,
} from "../clinical/field-labels.js";
import { cellsUnderHeaders } from "../clinical/table-columns.js";
import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { DOB_NOUN_PATTERN, laterDatesOfBirth } from "./labelled-fields-later-dob.js";
import { sharedFirstCharacterScan } from "./shared-scan.js";

// Dates of birth and medical record numbers found by their label, in the default detector set
// (issue 22: by default every labelled date of birth and MRN of the 2026 corpus's tuning half was
// left in the text). The label is what makes these precise: an unlabelled date or number is never
// one of them, and encounter, case, admission and invoice numbers have labels of their own.

// Words of a written month, by their first three letters: English, German (Jänner), French, Spanish,
// Catalan, Portuguese, Italian, Dutch (maart, mrt), Russian and Bulgarian, Ukrainian, Polish, Czech,
// Turkish, Hungarian, Romanian, Greek, Finnish, Icelandic, Malay, Indonesian and Tagalog. Prefixes two
// languages give different months (Croatian `lipanj` is June, Polish `lipiec` July) keep the first
// language's; the prefixes three letters cannot tell apart are read whole below.
const MONTHS: Record<string, number> = {};
[
  ["jan", "jän", "gen", "ene", "янв", "sty", "oca", "ian", "яну", "січ", "led", "tam", "ιαν"],
  ["feb", "fév", "fev", "фев", "lut", "şub", "sub", "peb", "лют", "úno", "hel", "φεβ"],
  ["mar", "mär", "maa", "mrt", "мар", "már", "mac", "бер", "bře", "μαρ"],
  ["apr", "avr", "abr", "апр", "kwi", "nis", "ápr", "кві", "dub", "huh", "απρ"],
  ["may", "mai", "mag", "mei", "мая", "май", "maj", "máj", "maí", "тра", "kvě", "tou", "μαΐ", "μαϊ", "μαι"],
  ["jun", "giu", "июн", "cze", "haz", "jún", "iun", "hun", "юни", "чер", "kes"],
  ["jul", "jui", "lug", "июл", "lip", "tem", "júl", "iul", "hul", "юли", "лип", "hei"],
  ["aug", "aoû", "ago", "авг", "sie", "ağu", "agu", "ogo", "ágú", "сер", "srp", "elo", "αυγ"],
  ["sep", "set", "сен", "wrz", "eyl", "sze", "сеп", "вер", "zář", "syy", "σεπ"],
  ["oct", "okt", "ott", "out", "окт", "paź", "eki", "жов", "říj", "lok", "οκτ"],
  ["nov", "ноя", "lis", "kas", "noi", "nob", "nóv", "ное", "лис", "νοε"],
  ["dec", "déc", "dez", "dic", "дек", "gru", "ara", "des", "dis", "гру", "pro", "jou", "δεκ"],
].forEach((names, i) => {
  for (const n of names) MONTHS[n] = i + 1;
});
// Read whole: "juin" is June and the rest of "jui" July (French); Czech "červen(ce)" is July and
// "červen/června" June; Greek "Ιουν" June and "Ιουλ" July; Finnish "marras" November.
const WHOLE_MONTHS: readonly (readonly [RegExp, number])[] = [
  [/^juin/i, 6],
  [/^červen(?:ce|ec)/i, 7],
  [/^červ/i, 6],
  [/^ιουν/i, 6],
  [/^ιουλ/i, 7],
  [/^marras/i, 11],
];

// Thai months, abbreviated (`ก.พ.`) or written out (`กุมภาพันธ์`), in calendar order; Thai years
// are of the Buddhist era (543 years ahead).
const THAI_MONTHS = [
  ["ม.ค.", "มกราคม"],
  ["ก.พ.", "กุมภาพันธ์"],
  ["มี.ค.", "มีนาคม"],
  ["เม.ย.", "เมษายน"],
  ["พ.ค.", "พฤษภาคม"],
  ["มิ.ย.", "มิถุนายน"],
  ["ก.ค.", "กรกฎาคม"],
  ["ส.ค.", "สิงหาคม"],
  ["ก.ย.", "กันยายน"],
  ["ต.ค.", "ตุลาคม"],
  ["พ.ย.", "พฤศจิกายน"],
  ["ธ.ค.", "ธันวาคม"],
];
const THAI_MONTH = THAI_MONTHS.flat()
  .sort((a, b) => b.length - a.length)
  .map((m) => m.replaceAll(".", "\\."))
  .join("|");
const BUDDHIST_ERA = 543;

// The year before each era's first: Japanese (`平成1年` is 1989) and the Republic of China's, which
// Taiwan writes in forms (`民國80年7月14日` is 1991-07-14; years of up to three digits).
const JAPANESE_ERAS: Readonly<Record<string, number>> = {
  明治: 1867,
  大正: 1911,
  昭和: 1925,
  平成: 1988,
  令和: 2018,
  民國: 1911,
  民国: 1911,
};

// Up to twelve letters: the genitive `października`, `Σεπτεμβρίου`, `marraskuuta`.
const MONTH_WORD = String.raw`\p{L}{3,12}\.?`;
const ROMAN_MONTHS = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];
// Longest first, so `VIII` is not read as `V`; a month stands alone (`IVX` is none).
const ROMAN_MONTH = `(?:${[...ROMAN_MONTHS].reverse().join("|")})(?![\\p{L}])`;
const ORDINAL = "(?:st|nd|rd|th|er|e|º|°)?";
export const DATE = [
  String.raw`\d{4}-\d{2}-\d{2}`,
  // `1961-Apr-07`, `Apr-07-1961`; eight digits (`07041961`, `19610407`), read only if a date.
  String.raw`\d{4}-${MONTH_WORD}-\d{1,2}`,
  String.raw`${MONTH_WORD}-\d{1,2}-\d{4}`,
  String.raw`\d{8}`,
  String.raw`\d{4}/\d{2}/\d{2}`,
  // `1990 08 31` (Nordic forms), not followed by more digit groups (an account or a phone).
  String.raw`\d{4} \d{2} \d{2}(?! ?\d)`,
  String.raw`\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})`,
  String.raw`\d{1,2}${ORDINAL}\.?(?:\s+|-)(?:de\s+|of\s+)?${MONTH_WORD},?(?:\s+|-)(?:de\s+)?\d{4}`,
  String.raw`${MONTH_WORD}\s+\d{1,2}${ORDINAL},?\s+\d{4}`,
  String.raw`\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日`,
  // A Japanese era year (`平成8年5月14日`, `昭和元年`: its first year).
  String.raw`(?:${Object.keys(JAPANESE_ERAS).join("|")})\s*(?:\d{1,3}|元)\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日`,
  String.raw`\d{4}\s*년\s*\d{1,2}\s*월\s*\d{1,2}\s*일`,
  // `12. 3. 1980` (Czech, German), `1980. 03. 12.` (Hungarian, Korean), `1980. március 12.`.
  String.raw`\d{1,2}\.\s\d{1,2}\.\s?\d{4}`,
  String.raw`\d{4}\.\s?\d{1,2}\.\s?\d{1,2}\.?`,
  String.raw`\d{4}\.?\s+${MONTH_WORD}\s+\d{1,2}\.?`,
  String.raw`\d{1,2}\s*(?:${THAI_MONTH})\s*\d{4}`,
  // A Roman-numeral month (`07.IV.1961`, `7 XI 1980`: Polish, Czech, Italian, Romanian usage).
  String.raw`\d{1,2}[./ -]\s?${ROMAN_MONTH}[./ -]\s?\d{4}`,
].join("|");
// Between label and value: a colon, dash or comma (`her date of birth, June 14, 1938`), and a note of the format or the age written with the
// label (`DOB (DD/MM/YYYY):`, `DOB/Age:`); a form's dot leader (`MRN ........ 4471902`); the
// age itself before the date (`Age/DOB: 41 / 03-Apr-1985`); a barcode's start mark (`*H0073*`).
const SEPARATOR = String.raw`(?:\s*\([^()\n]{1,12}\))?(?:\s*/\s*(?:age|alter|âge|edad|idade|età|sex|gender|geschlecht|sexe|sexo))?\s*(?:[:：#\-–—,]\s*){0,2}(?:[.…·_]{2,40}\s*)?(?:\d{1,3}(?:\s*(?:y|yrs?|years?|J|ans|años)\.?)?\s*[/,;]\s+)?\*?`;
// Or a few words that end in a colon, a bracket or a verb that gives the date (`DOB on both
// documents: 14/08/1991`, `my DOB shows wrong, it should be 14/02/1991`, `date of birth over the
// phone (2 March 1988)`): not any word, or `born on a Tuesday and moved on 3 March 2027` is a
// birth date. Or a question, and the date as the whole answer on the next line, after a speaker and
// a time (`Can you confirm your date of birth?` / `Visitor 10:16: 03/11/1986`).
const WORD = String.raw`,?\s+\p{L}[\p{L}'’]*`;
const GIVES_DATE =
  "is|was|be|are|as|reads?|shows?|says?|stated|given|listed|recorded|confirmed|entered|é|es|est|ist|è|era|war";
const WORDS_THEN_COLON = String.raw`(?:(?:${WORD}){1,6}\s*[:：(]\s*|(?:${WORD}){0,5},?\s+(?:${GIVES_DATE})\s+)`;
const QUESTION_THEN_ANSWER = String.raw`[^\n\d?]{0,12}\?[ \t]*\n(?:\[[^\]\n]{1,25}\][ \t]*)?[^\n\d:：]{0,30}?(?:\d{1,2}:\d{2}(?::\d{2})?)?[ \t]*[:：][ \t]*`;
const DOB = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${DOB_LABELS.join("|")})(?:${SEPARATOR}|${WORDS_THEN_COLON}|${QUESTION_THEN_ANSWER})(${DATE})(?![\p{N}])`,
  "giu",
);
// An MRN: up to two letter groups (`APL-CHN-`, `UKHD `, `HN`) and then 5-12 digits, which may be
// grouped by single spaces (an NHS number `943 476 5919`).
// Digits may be grouped by single spaces, dashes, slashes or dots (`943 476 5919`, `0012-3456-78`,
// `2026/004471`), and a check letter or a health card's version code may close the number
// (`4471902K`, `5584-219-774-KT`); or New Zealand's NHI
// shape, three letters and four digits or two digits and two letters (`ZAA0067`, `ZAC12AB`).
const MRN_VALUE = String.raw`(?:\p{Lu}{1,5}[- /]?){0,2}\d(?:[ ./-]?\d){4,11}(?:-?\p{Lu}{1,2})?|\d{2,4}[-/]\p{Lu}{1,4}[-/]\d{4,10}|[A-Z]{3}\d{2}(?:\d{2}|[A-Z]{2})`;
// A number word between the label and the value: `HC N.º 0331874`, `Hasta No: 4471`, `№`.
const NUMBER_WORD = String.raw`(?:(?:no|nr|number|n\.?\s?[º°]|n[úu]m(?:ero)?|№|#)\.?\s*[:#]?\s*)?`;
// After a label, no letter may continue a Latin word (`HC` is a label, `HCFM-4471920` is not one);
// a CJK label runs straight into its value (`住院号ZS20251187`).
const MRN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${MRN_LABELS.join("|")})(?!(?<=[a-z])[a-z])${SEPARATOR}${NUMBER_WORD}(${MRN_VALUE})(?![\p{L}\p{N}])`,
  "giu",
);

const CLINICAL_MRN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${CLINICAL_MRN_LABELS.join("|")})(?!(?<=[a-z])[a-z])${SEPARATOR}${NUMBER_WORD}(${MRN_VALUE})(?![\p{L}\p{N}])`,
  "giu",
);
const ENCOUNTER_MRN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${ENCOUNTER_MRN_LABELS.join("|")})(?!(?<=[a-z])[a-z])${SEPARATOR}${NUMBER_WORD}(${MRN_VALUE})(?![\p{L}\p{N}])`,
  "giu",
);

// A bare `ID:` is an MRN only as a field of a clinical header: it starts the line or stands apart
// from the field before it (two spaces, a tab, `|`, `·`), a clinical word is within CLINICAL_WINDOW
// characters, and the word before it is not another number's label (`Invoice   ID:`).
const HEADER_ID = new RegExp(
  String.raw`(?:^|[\t|·•;]|  )[ \t]*ID\s*[:#]\s*(${MRN_VALUE})(?![\p{L}\p{N}])`,
  "gmu",
);
// The label scans run from the labels' first characters (sticky-scan.ts): the 64-way Unicode
// alternations tried at every position were a tenth of redact()'s time. Every label pattern starts
// after no letter or digit, so neither does its trigger.
const AFTER_NO_WORD = "(?<![A-Za-z0-9])";
/** The label patterns, for the test that their faster scans find what a global scan finds. */
export const LABEL_PATTERNS = { DOB, MRN, CLINICAL_MRN, ENCOUNTER_MRN } as const;
/**
 * How many of a label's first characters its trigger lists: with two, words like `Fo`, `Ca`, `Re`
 * fired the exact patterns some forty times per label found, and those tries were most of the scans'
 * time; with four, a few times.
 */
export const LABEL_TRIGGER_LENGTH = 4;
// The four label scans, and the date-of-birth nouns' for a date read on past its noun, share one
// pass over the text (shared-scan.ts).
const LABEL_SCAN = sharedFirstCharacterScan(
  [DOB, MRN, CLINICAL_MRN, ENCOUNTER_MRN, DOB_NOUN_PATTERN],
  AFTER_NO_WORD,
  LABEL_TRIGGER_LENGTH,
);
const CLINICAL_WINDOW = 160;
const LOWER_UR = /^(?:ur|uR|Ur)(?!\p{L})/u;
const CLINICAL =
  /\b(?:patient|patientin|patiente|paciente|paziente|pt|dob|d\.o\.b|date of birth|born|ward|clinic|hospital|klinik\w*|krankenhaus|hôpital|ospedale|mrn|nhs|geb\.|diagnos\w*|admission|admitted|discharge\w*|aufnahme|entlassung)\b|doente|utente|ασθεν|pacient|clinician|therap|患者|病[历歷]|пациент|больн|מטופל|रोगी|मरीज|अस्पताल|चिकित्सालय/i;
const OTHER_ID_LABEL =
  /\b(?:invoice|rechnung|facture|factura|fattura|order|bestellung|ticket|case|encounter|visit|transaction|customer|kunden?|client|user|session|employee|account)\s*$/i;

/** Dates of birth and MRNs after their labels; `detector` names the stage that reports them. */
export function findLabelledFields(
  text: string,
  detector: string,
  types: ReadonlySet<EntityType>,
): Finding[] {
  const out: Finding[] = [];
  // Both need a digit after the label: text without digits costs one scan.
  if (!/\d/.test(text)) return out;
  if (!types.has(EntityType.DATE_OF_BIRTH) && !types.has(EntityType.MRN)) return out;
  const [dobs, mrns, clinicalMrns, encounterMrns, dobNouns] = LABEL_SCAN(text) as [
    RegExpExecArray[],
    RegExpExecArray[],
    RegExpExecArray[],
    RegExpExecArray[],
    RegExpExecArray[],
  ];
  if (types.has(EntityType.DATE_OF_BIRTH)) {
    const starts = new Set<number>();
    for (const m of dobs) {
      const raw = m[1]!;
      const f = dobFinding(m.index + m[0].length - raw.length, raw, detector);
      starts.add(f.start);
      out.push(f);
    }
    for (const later of laterDatesOfBirth(text, dobNouns, BOUNDED_DATE, birthDate))
      if (!starts.has(later.start)) out.push(dobFinding(later.start, later.raw, detector));
  }
  if (types.has(EntityType.MRN)) {
    const starts = new Set<number>();
    for (const m of mrns) {
      // Labels match in any case; a value with small letters only in one glued prefix (`mrn:
      // ab-4471902`), never words before a number ("MRN: see chart 12345").
      if (!mrnValueCase(m)) continue;
      const f = mrnFinding(m, detector);
      starts.add(f.start);
      out.push(f);
    }
    for (const m of clinicalMrns) {
      if (!mrnValueCase(m) || !clinicalAround(text, m.index!)) continue;
      // `UR` counts in capitals only: lower-case `ur` is chat's "your" or Polish "born".
      if (LOWER_UR.test(m[0])) continue;
      const f = mrnFinding(m, detector);
      if (!starts.has(f.start)) out.push(f);
      starts.add(f.start);
    }
    // HEADER_ID needs a capital `ID`: most texts have none and skip its scan.
    if (text.includes("ID"))
      for (const m of text.matchAll(HEADER_ID)) {
        const at = m.index + m[0].indexOf("ID");
        if (OTHER_ID_LABEL.test(text.slice(Math.max(0, at - 24), at))) continue;
        if (!clinicalAround(text, at)) continue;
        const f = mrnFinding(m, detector);
        if (!starts.has(f.start)) out.push(f);
        starts.add(f.start);
      }
    // A case's or a stay's number stands for the patient only where no patient number does.
    if (starts.size === 0)
      for (const m of encounterMrns) if (mrnValueCase(m)) out.push(mrnFinding(m, detector));
  }
  // Values in a column under a label (`| MRN | Name | DOB |`), where no label stands beside them.
  if (TABLE_LIKE.test(text)) {
    const found = new Set(out.map((f) => f.start));
    for (const cell of cellsUnderHeaders(text, headerKind)) {
      if (!types.has(cell.kind) || found.has(cell.start)) continue;
      if (cell.kind === EntityType.DATE_OF_BIRTH && DATE_CELL.test(cell.text))
        out.push(dobFinding(cell.start, cell.text, detector));
      else if (cell.kind === EntityType.MRN && MRN_CELL.test(cell.text))
        out.push(mrnAt(cell.start, cell.text, detector));
    }
  }
  return out;
}

// A column header that is a label, perhaps with a note (`DOB (DD/MM/YYYY)`), and the cell values
// below it: a whole cell must be the value. A text with none of a table's separators skips the read.
const TABLE_LIKE = /[|\t]| {2}/;
const DOB_HEADER = new RegExp(
  String.raw`^(?:${DOB_LABELS.join("|")})(?:\s*\([^()]{1,12}\))?\s*[:：]?$`,
  "iu",
);
const MRN_HEADER = new RegExp(
  String.raw`^(?:${MRN_LABELS.join("|")})(?:\s*\([^()]{1,12}\))?\s*[:：]?$`,
  "iu",
);
// A date standing apart from other digits, for a date read on past its label.
const BOUNDED_DATE = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${DATE})(?![\p{N}])`, "giu");
const DATE_CELL = new RegExp(`^(?:${DATE})$`, "iu");
const MRN_CELL = new RegExp(`^(?:${MRN_VALUE})$`, "u");

function headerKind(header: string): EntityType | undefined {
  if (DOB_HEADER.test(header)) return EntityType.DATE_OF_BIRTH;
  if (MRN_HEADER.test(header)) return EntityType.MRN;
  return undefined;
}

export function dobFinding(start: number, raw: string, detector: string): Finding {
  const iso = birthDate(raw);
  return {
    start,
    end: start + raw.length,
    type: EntityType.DATE_OF_BIRTH,
    confidence: iso ? 0.95 : 0,
    detector,
    // An impossible date after the label is a look-alike, as in the clinical rules.
    verdict: iso ? "valid" : "invalid",
    normalized: iso ?? raw,
  };
}

// A value in capitals and digits; or with small letters only as one prefix glued to the digits
// (`ab4471902`, `mrn-00412`) after a field's separator (`MRN: ab4471902`): a space-separated small
// word is prose, not part of the number, and so is a label in a sentence ("the patient id abc12345").
const SMALL_PREFIX_VALUE = /^\p{Ll}{1,5}[-/]?\d[\d./-]*$/u;
const FIELD_SEPARATOR_END = /[:：#=–—-]\s*$/;
function mrnValueCase(m: RegExpMatchArray): boolean {
  const value = m[1]!;
  if (!/\p{Ll}/u.test(value)) return true;
  return (
    SMALL_PREFIX_VALUE.test(value) && FIELD_SEPARATOR_END.test(m[0].slice(0, m[0].length - value.length))
  );
}

function clinicalAround(text: string, at: number): boolean {
  return CLINICAL.test(text.slice(Math.max(0, at - CLINICAL_WINDOW), at + CLINICAL_WINDOW));
}

function mrnFinding(m: RegExpMatchArray, detector: string): Finding {
  const raw = m[1]!;
  return mrnAt(m.index! + m[0].length - raw.length, raw, detector);
}

export function mrnAt(start: number, raw: string, detector: string): Finding {
  return {
    start,
    end: start + raw.length,
    type: EntityType.MRN,
    confidence: 0.95,
    detector,
    verdict: "valid",
    normalized: raw.replace(/[\s./-]/g, "").toUpperCase(),
  };
}

/**
 * A written birth date as ISO `YYYY-MM-DD`, or undefined when it is no calendar date. Numeric
 * dates are read day-first unless only the month-first reading is a date (`05/17/1995`); the
 * order changes only the entity key, never whether the value is redacted.
 */
export function birthDate(written: string): string | undefined {
  const roman = /^(\d{1,2})[./ -]\s?([IVX]+)[./ -]\s?(\d{4})$/iu.exec(written);
  if (roman)
    return iso(Number(roman[3]), ROMAN_MONTHS.indexOf(roman[2]!.toUpperCase()) + 1, Number(roman[1]));
  // `12. 3. 1980` is read as `12.3.1980`; a month word's dot keeps its space (`Oct. 2, 1998`).
  const raw = written.replace(/(?<=\d)\.\s+(?=\d)/g, ".").replace(/\.$/, "");
  const ymdDots = /^(\d{4})\.(\d{1,2})\.(\d{1,2})$/.exec(raw);
  if (ymdDots) return iso(Number(ymdDots[1]), Number(ymdDots[2]), Number(ymdDots[3]));
  const yearFirst = /^(\d{4})\.?\s+(\p{L}+)\.?\s+(\d{1,2})$/u.exec(raw);
  if (yearFirst) return iso(Number(yearFirst[1]), month(yearFirst[2]!), Number(yearFirst[3]));
  const thai = /^(\d{1,2})\s*(\S+?)\s*(\d{4})$/u.exec(raw);
  const thaiMonth = thai ? THAI_MONTHS.findIndex((names) => names.includes(thai[2]!)) : -1;
  if (thai && thaiMonth >= 0) {
    const year = Number(thai[3]);
    return iso(year > 2400 ? year - BUDDHIST_ERA : year, thaiMonth + 1, Number(thai[1]));
  }
  const era = /^(\p{Script=Han}{2})\s*(\d{1,3}|元)\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})/u.exec(raw);
  const eraStart = era ? JAPANESE_ERAS[era[1]!] : undefined;
  if (era && eraStart !== undefined) {
    const year = era[2] === "元" ? 1 : Number(era[2]);
    return iso(eraStart + year, Number(era[3]), Number(era[4]));
  }
  const cjk = /^(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})/.exec(raw);
  if (cjk) return iso(Number(cjk[1]), Number(cjk[2]), Number(cjk[3]));
  const eight = /^(\d{2})(\d{2})(\d{4})$/.exec(raw);
  if (eight) {
    const yearFirst = iso(Number(raw.slice(0, 4)), Number(raw.slice(4, 6)), Number(raw.slice(6)));
    if (/^(?:19|20)/.test(raw) && yearFirst) return yearFirst;
    const [a, b, y] = [Number(eight[1]), Number(eight[2]), Number(eight[3])];
    return iso(y, b, a) ?? iso(y, a, b);
  }
  const dashedMonth = /^(?:(\d{4})-(\p{L}+)\.?-(\d{1,2})|(\p{L}+)\.?-(\d{1,2})-(\d{4}))$/u.exec(raw);
  if (dashedMonth) {
    const [, y1, m1, d1, m2, d2, y2] = dashedMonth;
    return iso(Number(y1 ?? y2), month((m1 ?? m2)!), Number(d1 ?? d2));
  }
  const ymd = /^(\d{4})([-/ ])(\d{2})\2(\d{2})$/.exec(raw);
  if (ymd) return iso(Number(ymd[1]), Number(ymd[3]), Number(ymd[4]));
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(raw);
  if (numeric) {
    const [a, b, y] = [Number(numeric[1]), Number(numeric[2]), fullYear(numeric[3]!)];
    return iso(y, b, a) ?? iso(y, a, b);
  }
  const dayFirst =
    /^(\d{1,2})(?:st|nd|rd|th|er|e|º|°)?\.?(?:\s+|-)(?:de\s+|of\s+)?(\p{L}+)\.?,?(?:\s+|-)(?:de\s+)?(\d{4})$/u.exec(
      raw,
    );
  if (dayFirst) return iso(Number(dayFirst[3]), month(dayFirst[2]!), Number(dayFirst[1]));
  const monthFirst = /^(\p{L}+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/u.exec(raw);
  if (monthFirst) return iso(Number(monthFirst[3]), month(monthFirst[1]!), Number(monthFirst[2]));
  return undefined;
}

/**
 * A two-digit birth year: 00-26 is this century, 27-99 the last (a fixed pivot, so the key of a
 * date never depends on the day the text is redacted).
 */
function fullYear(written: string): number {
  const y = Number(written);
  return written.length === 4 ? y : y <= 26 ? 2000 + y : 1900 + y;
}

function month(word: string): number {
  for (const [whole, number] of WHOLE_MONTHS) if (whole.test(word)) return number;
  return MONTHS[word.slice(0, 3).toLowerCase()] ?? 0;
}

function iso(y: number, mo: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (mo < 1 || mo > 12 || date.getUTCDate() !== d || y < 1850) return undefined;
  return `${String(y).padStart(4, "0")}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
