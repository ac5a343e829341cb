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
import { birthDate, DATE } from "./written-dates.js";

// Dates of birth and medical record numbers found by their label, in the default detector set
// (issue 22: by default every labelled date of birth and MRN of the 2026 corpus's tuning half was
// left in the text). The label is what makes these precise: an unlabelled date or number is never
// one of them, and encounter, case, admission and invoice numbers have labels of their own.

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
