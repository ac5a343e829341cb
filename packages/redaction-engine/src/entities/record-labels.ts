import { birthDate } from "./written-dates.js";

// A medical record number's label read by what its words mean, not looked up in a list of whole
// labels (issue 22, fourth round): held-out writers labelled records in ways no list had
// (`Numéro de dossier patient`, `Pt. ID#`, `Patient Reg. No.`, `M.R.N.`, `UHID No.-`), while the
// words they are made of are few. A label is a run of such words, in any order and language, that
// names a patient, a hospital or a medical record AND a number (`patient` + `no`), or one of the
// record systems' own acronyms (`MRN`, `UHID`, `IHI`). Words of any other number (invoice, order,
// case, visit, lot, specimen, appointment) are not in the vocabulary, so they end a label.

// Words that name the patient, the hospital or the medical record.
const PATIENT_WORDS = [
  String.raw`pati[eë]nt(?:en|in|e|s)?`,
  "pacientes?",
  "pazient[ei]?",
  "pacjenta?",
  "pacienta",
  "hasta",
  "pt",
  "pat",
  String.raw`hosp(?:ital)?`,
  "medical",
  "med",
  "clinical",
  "chart",
  "health",
  "healthcare",
  String.raw`kranken\p{L}{0,8}`,
  "prontu[áa]rio",
  "historia",
  "cartella",
  "cl[íi]nica",
  "utente",
  String.raw`пациент\p{L}{0,2}`,
  String.raw`больно\p{L}{0,2}`,
  // Russian and Ukrainian "medical" (`номер медицинской карты`, `Номер медичної карти`).
  String.raw`медицинск\p{L}{0,3}`,
  String.raw`медичн\p{L}{0,3}`,
  "患者",
  "病人",
  "病[历歷]",
  "病案",
  "住院",
  "(?:门诊|門診)",
  "(?:就诊|就診)卡?",
  "カルテ",
  "診察券",
  "診療録",
  "환자",
  "차트",
  "병록",
  "المريض",
  "الطبي",
  "रोगी",
  "मरीज़?",
  // Indonesian, Malay, Tagalog, Czech and Romanian, Hungarian, Finnish, Greek, Hebrew, Persian and
  // Urdu, Thai, Vietnamese.
  "pasien",
  "pesakit",
  "pasyente",
  String.raw`pacient\p{L}{0,4}`,
  "beteg",
  "potilas",
  // Czech "medical record" (`č. chorobopisu`), Japanese "this hospital" (`当院患者ID`).
  String.raw`chorobopis\p{L}{0,2}`,
  "当院",
  String.raw`ασθεν\p{L}{0,4}`,
  "מטופל",
  "חולה",
  "بیمار",
  "مریض",
  "ผู้ป่วย",
  "bệnh nhân",
];
// Words that say "number" or "identifier".
const NUMBER_WORDS = [
  "no",
  "nr",
  String.raw`n\.?[º°o]|n\. [º°o]`,
  "num",
  "numbers?",
  "n[uú]mero",
  "numéro",
  "nummer",
  "numer",
  "numarası",
  "№",
  "#",
  "id",
  "ident",
  "identifier",
  "identification",
  // Italian, Spanish, Portuguese and French "identifier" (`Identificativo paziente`).
  "identificativo",
  "identificador",
  "identifiant",
  "code",
  // Italian and Spanish forms' "code" (`Cod. paziente`).
  "cod",
  "c[oó]digo",
  "codice",
  "номер",
  "번호",
  "番号",
  "[号號](?:码|碼)?",
  "(?:编号|編號)",
  "رقم",
  "संख्या",
  String.raw`सं\.`,
  "क्रमांक",
  "nomor",
  "nombor",
  "numero",
  "szám",
  String.raw`αριθμός|αρ\.`,
  String.raw`č\.`,
  "מספר",
  "מס'",
  "شماره",
  "เลข(?:ที่)?",
  "số",
  "mã",
];
// Compounds that are a whole label (`Krankenhausnummer`, `Patientennummer`, `Pat.-Nr.`).
const COMPOUNDS = [
  String.raw`(?:pat(?:i[eë]nt(?:en)?)?|kranken\p{L}{0,8}?|krankenhaus)\.?-?(?:nummer|nr|id)\.?`,
];
// Record systems' own names, each a whole label (`MRN`, `M.R.N.`, Australia's `IHI`, Andalusia's
// `NUHSA`, India's `UHID`, Scotland's `CHI`).
const ACRONYMS = [
  // Spelt out, not with `\s?`: an unlisted character would make the scan fire at every `m`.
  String.raw`M\.?R\.?N|M\. R\. N`,
  "UHID",
  "IHI",
  "NUHSA",
  "URN",
  "NHC",
  "IPP",
  "CHI",
  "NHS",
  "NHI",
  "PHN",
  "HN",
  // A record system's own name before its number (`EMR #: 4471208`, `EHR ID`).
  "EMR",
  "EHR",
];
// Words that may stand inside a label but name nothing by themselves: the record, the file, the
// registration, and the small words between (`numéro de dossier patient`, `Patient Reg. No.`).
const OTHER_WORDS = [
  "record",
  "rec",
  "file",
  "dossier",
  "akte",
  "card",
  "reg",
  "registration",
  "registro",
  "expediente",
  "processo",
  // Greek "register" (`Αρ. Μητρώου Ασθενούς`).
  String.raw`μητρώου`,
  String.raw`карт\p{L}{0,2}`,
  "등록",
  "الملف",
  "de",
  "du",
  "del",
  "do",
  "da",
  "of",
  "the",
  "di",
];

const WORD_CLASSES = [PATIENT_WORDS, NUMBER_WORDS, ACRONYMS, COMPOUNDS, OTHER_WORDS] as const;
// A Latin word ends where no Latin letter follows; a CJK or Hangul word runs into the next.
const WORD_END = "(?!(?<=[a-zà-ÿ])[a-zà-ÿ])";
const words = (list: readonly string[]) => `(?:${list.join("|")})${WORD_END}`;
const WORD = words(WORD_CLASSES.flat());
// Words are joined by a space, a dot, a dash, a slash or `_`; only a word of another script runs
// into the next without one (`患者ID`, `住院号`): `not` is no `no` + `the`.
const JOINER = String.raw`(?:[ \t._/-]{1,2}|(?<=[^\x00-\x7F]))`;
// One class per word, in the order of WORD_CLASSES, to tell what a phrase is made of.
const CLASSIFY = new RegExp(
  `(?:${WORD_CLASSES.map((list) => `(${words(list)})`).join("|")})[ \\t._/:-]*`,
  "iuy",
);
const CAPITALS = /^[^\p{Ll}]+$/u;

/**
 * True when the words of `phrase` name a patient's record number: a word for the patient, the
 * hospital or the record with a word for a number, a compound of both, or a record system's
 * acronym in capitals.
 */
export function namesRecordNumber(phrase: string): boolean {
  let patient = false;
  let number = false;
  for (let at = 0; at < phrase.length; ) {
    CLASSIFY.lastIndex = at;
    const m = CLASSIFY.exec(phrase);
    if (!m || m[0].length === 0) return false;
    if ((m[3] !== undefined && CAPITALS.test(m[3])) || m[4] !== undefined) return true;
    if (m[1] !== undefined) patient = true;
    if (m[2] !== undefined) number = true;
    at += m[0].length;
  }
  return patient && number;
}

// A label starts after no letter or digit, with a word for the patient, a system's acronym or a
// compound, or with a number word that another label word follows (`N° IPP`, `ID pasien`): a small
// word alone (`no`, `de`, `the`) starts none, nor does `#` (`Pedido #PT-11872` is an order).
// A Latin number word starting a label has a separator after it (`N° IPP`, `ID pasien`): read
// apart from the others so that the scan's trigger needs one (`not` starts no `no` + `the`).
const LATIN_NUMBER_WORDS = NUMBER_WORDS.filter((w) => /^[A-Za-z]/.test(w));
const OTHER_NUMBER_WORDS = NUMBER_WORDS.filter((w) => !/^[A-Za-z#]/.test(w));
/** A label's phrase (global), scanned by general-fields.ts in one pass with the birth cues. */
export const PHRASE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${words([...PATIENT_WORDS, ...ACRONYMS, ...COMPOUNDS])}(?:${JOINER}${WORD}){0,4}|${words(LATIN_NUMBER_WORDS)}[ \t._/-]{1,2}${WORD}(?:${JOINER}${WORD}){0,3}|${words(OTHER_NUMBER_WORDS)}(?:${JOINER}${WORD}){1,4})\.?`,
  "giu",
);
// The next export field glued to a value (`MRN:00448127DOB:12/03/1971`), in capitals before a colon.
const GLUED_FIELD = String.raw`\p{Lu}{2,}[.\p{Lu}]*\s*[:：]`;

// An identifier-shaped value: up to two letter groups, then 5-16 digits that single spaces, dots,
// dashes or slashes may group (`KX-448127`, `8003 6081 6666 0918`, `448.127-3`), and perhaps a
// check letter; it ends before a letter or digit, or before a glued next field.
export const RECORD_VALUE = String.raw`(?:\p{Lu}{1,5}[- /]?){0,2}\d(?:[ ./-]?\d){4,15}(?:-?\p{Lu}{1,2}(?!\p{Lu}))?`;
const VALUE_END = String.raw`(?:(?![\p{L}\p{N}])|(?=${GLUED_FIELD}))`;
// Between a label and its value: a note in brackets, colons, dashes, `#`, a form's dot leader.
// Or a verb that gives the value (`your hospital number is K0448127`).
const SEPARATOR = String.raw`(?:[ \t]*\([^()\n]{1,24}\))?[ \t]*(?:[:：#=\-–—.][ \t]*){0,3}(?:[.…·_]{2,40}[ \t]*)?(?:(?:is|was|est|ist|es|è|é)[ \t]+)?`;
const VALUE_AFTER = new RegExp(`${SEPARATOR}(${RECORD_VALUE})${VALUE_END}`, "uy");
// A value written before its label in brackets: `00488127 (hospital number)`.
const VALUE_BEFORE = new RegExp(`(?<![\\p{L}\\p{N}])(${RECORD_VALUE})[ \\t]*[(\\[][ \\t]*$`, "u");
const BEFORE_REACH = 32;
const BRACKET_CLOSE = /^[ \t]*[)\]]/;
const NUMERIC_DATE = /^\d{1,4}[./-]\d{1,2}[./-]\d{2,4}$/;

/** A record number found after or before its label: where its text starts, and the text. */
export interface RecordNumber {
  readonly start: number;
  readonly raw: string;
}

/**
 * Record numbers beside the label phrases of `text` (matches of PHRASE) whose words name one. Each
 * value is read in a bounded window after its phrase (or, for a bracketed label, before it).
 */
export function recordNumbersByLabelWords(text: string, phrases: readonly RegExpExecArray[]): RecordNumber[] {
  const out: RecordNumber[] = [];
  for (const m of phrases) {
    if (!namesRecordNumber(m[0])) continue;
    const end = m.index + m[0].length;
    VALUE_AFTER.lastIndex = end;
    const after = VALUE_AFTER.exec(text);
    if (after) {
      const raw = after[1]!;
      if (!isDate(raw)) out.push({ start: after.index + after[0].length - raw.length, raw });
      continue;
    }
    if (!BRACKET_CLOSE.test(text.slice(end, end + 4))) continue;
    const base = Math.max(0, m.index - BEFORE_REACH);
    const before = VALUE_BEFORE.exec(text.slice(base, m.index));
    if (before && !isDate(before[1]!)) out.push({ start: base + before.index, raw: before[1]! });
  }
  return out;
}

function isDate(raw: string): boolean {
  return NUMERIC_DATE.test(raw) && birthDate(raw) !== undefined;
}
