import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";

// Dates of birth and medical record numbers found by their label, in the default detector set
// (issue 22: by default every labelled date of birth and MRN of the 2026 corpus's tuning half was
// left in the text). The label is what makes these precise: an unlabelled date or number is never
// one of them, and encounter, case, admission and invoice numbers have labels of their own.

const DOB_LABELS = [
  String.raw`D\.?O\.?B\.?`,
  "date of birth",
  "date and place of birth",
  "birth ?date",
  String.raw`b\.`,
  "birthday",
  "born(?: on)?",
  "geb\\.(?: ?-?datum| am)?",
  "geboren(?: am| op)?",
  "geburtsdatum(?: ?/ ?-?ort)?",
  "geburtstag",
  "n[ée]e? le",
  // Born, then the place, then the date (`born in Leeds on 12 March 1980`, `nato a Roma il`).
  String.raw`(?:born in|geboren in|n[ée]e? [àa]|nacid[oa] en|nat[oa] a|nascid[oa] em|urodzon[ya] w)\s+\p{Lu}[\p{L}'’-]{0,30}(?:[ -]\p{Lu}[\p{L}'’-]{0,30}){0,2},?\s+(?:on|am|le|el|il|em|dnia)`,
  // Abbreviations of "born" before a date: Polish `ur.`, Czech and Slovak `nar.`, Swedish, Danish,
  // Norwegian `född`, `født`, Brazilian `DN`.
  String.raw`ur\.`,
  String.raw`nar\.`,
  "f[öø]dd?",
  "født",
  "DN",
  // `°12/03/1955` (Belgian, French): born.
  "°",
  "date (?:et lieu )?de naissance",
  "fecha (?:y lugar )?de nacimiento",
  String.raw`f(?:echa|\.) ?(?:de )?nac\.`,
  "nacid[oa] el",
  "data de nascimento",
  String.raw`data (?:de )?nasc\.`,
  "nascimento",
  "nascid[oa] em",
  "data di nascita",
  "nat[oa] il",
  "geboortedatum",
  "data urodzenia",
  "datum narozen[ií]",
  "sz[üu]let[ée]si (?:d[áa]tum|id[őo])",
  "f[øo]dselsdato",
  "f[öo]delsedatum",
  "syntym[äa]aika",
  "f[æa]ðingardagur",
  "sünniaeg",
  "gimimo data",
  "dzim[šs]anas datums",
  "datum ro[đd]enja",
  "datum rojstva",
  "data na[șs]terii",
  "d[áa]tum narodenia",
  "do[ğg]um tarihi",
  "tanggal lahir",
  "ng[àa]y sinh",
  "petsa ng kapanganakan",
  "дата на раждане",
  "дата рождения",
  String.raw`дата рожд\.`,
  String.raw`род\.`,
  "дата народження",
  "(?:ημερομηνία|ημ\\.) ?γέννησης",
  "تاريخ (?:الميلاد|الازدياد)",
  "(?:תאריך|ת\\.) ?לידה",
  "生年月日",
  "出生日期",
  "出生年月日",
  "생년월일",
  // Thai writes no space between words: the label may run on (`วันเกิดในระบบ`, "birth date in the system").
  "วัน(?:เดือนปี)?เกิด[\\u0E00-\\u0E7F]{0,12}",
  "जन्म ?(?:तिथि|दिनांक)",
  "জন্ম তারিখ",
  "تاریخ (?:تولد|پیدائش)",
];
const MRN_LABELS = [
  "MRN",
  String.raw`MR ?(?:no\.?|#)`,
  String.raw`hosp(?:ital|\.)? ?(?:no\.?|number|#)`,
  String.raw`UR ?(?:no\.?|number)`,
  String.raw`patient (?:no\.?|number|#)`,
  "patient(?:en)?nummer",
  String.raw`Pat\.?-ID`,
  "Fallnummer",
  String.raw`Fall-Nr\.?`,
  String.raw`n(?:[º°o]|uméro)\.? ?(?:de )?dossier`,
  String.raw`dossier n[º°o]\.?`,
  String.raw`cartella(?: clinica)?(?: n\.?| nr\.?)?`,
  String.raw`medical record(?: number| no\.?| #)?`,
  String.raw`med\.? ?rec\.?(?: no\.?)?`,
  "patient id",
  String.raw`chart(?: no\.?| #| number)`,
  "UHID",
  String.raw`NHS(?: no\.?| number)?`,
  String.raw`CHI(?: no\.?| number)?`,
  "IPP",
  "NHC",
  "HN",
  "HC",
  "NHI",
  String.raw`hasta (?:no\.?|numarası)`,
  String.raw`(?:dosya|protokol) no\.?`,
  String.raw`no\.? ?RM`,
  "rekam medis",
  "m[ãa] (?:bn|bệnh nhân)",
  "số hồ sơ",
  "מספר תיק",
  "رقم الملف(?: الطبي)?",
  "الرقم الطبي",
  "رقم المريض",
  "CIP",
  "PID",
  String.raw`(?:IP|OP|IPD|OPD|CR) ?(?:no\.?|number)`,
  String.raw`unit (?:no\.?|number)`,
  String.raw`record (?:no\.?|number|#)`,
  "pati[ëe]nt(?:en)?nummer",
  "journalnummer",
  String.raw`journal ?nr\.?`,
  "identyfikator pacjenta",
  String.raw`nr\.? historii choroby`,
  "(?:№|номер) (?:истории болезни|медицинской карты)",
  "медкарта(?: №)?",
  "медицинская карта(?: №)?",
  "カルテ番号",
  "患者ID",
  "病歴番号",
  "病[历歷][号號](?:码|碼)?",
  "住院[号號]",
  "病案[号號]",
  "病人ID",
  String.raw`(?:αρ(?:ιθμός|\.)|α/α) ?φακέλου`,
  "potilas(?:numero|tunnus)",
  String.raw`(?:n\. )?nosologico`,
  "등록번호",
  "환자번호",
  String.raw`Pat(?:ienten)?\.?-Nr\.?`,
  "prontu[áa]rio",
  "n[º°]? de historia",
  "historia cl[íi]nica",
  "מס' תיק",
];

// Labels that name a patient's record only in a clinical text (`Registro:`, `Expediente:` and `File:`
// are also a company's, a court's or a case's): counted when a clinical word is within CLINICAL_WINDOW characters.
const CLINICAL_MRN_LABELS = [
  String.raw`(?:n[º°o]\.? (?:de )?)?registro(?: (?:cl[íi]nico|hospitalar|do paciente|del paciente))?(?: n[º°o]\.?)?`,
  String.raw`expediente(?: cl[íi]nico)?(?: n[º°o]\.?)?`,
  String.raw`file(?: no\.?| number| #)?`,
];

// Words of a written month in the languages of the corpus, by their first three letters.
const MONTHS: Record<string, number> = {};
[
  // English, German (Jänner), French, Spanish, Portuguese, Italian, Dutch (maart, mrt), Russian,
  // Polish, Turkish and Hungarian.
  ["jan", "jän", "gen", "ene", "янв", "sty", "oca"],
  ["feb", "fév", "fev", "фев", "lut", "şub", "sub"],
  ["mar", "mär", "maa", "mrt", "мар", "már"],
  ["apr", "avr", "abr", "апр", "kwi", "nis", "ápr"],
  ["may", "mai", "mag", "mei", "мая", "май", "maj", "máj"],
  ["jun", "giu", "июн", "cze", "haz", "jún"],
  ["jul", "jui", "lug", "июл", "lip", "tem", "júl"],
  ["aug", "aoû", "ago", "авг", "sie", "ağu", "agu"],
  ["sep", "set", "сен", "wrz", "eyl", "sze"],
  ["oct", "okt", "ott", "out", "окт", "paź", "eki"],
  ["nov", "ноя", "lis", "kas"],
  ["dec", "déc", "dez", "dic", "дек", "gru", "ara"],
].forEach((names, i) => {
  for (const n of names) MONTHS[n] = i + 1;
});
// "juin" and "juillet" share "jui": "juin" is June, the rest July.
const JUIN = /^juin/i;

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

const MONTH_WORD = String.raw`\p{L}{3,10}\.?`;
const ORDINAL = "(?:st|nd|rd|th|er|e|º|°)?";
const DATE = [
  String.raw`\d{4}-\d{2}-\d{2}`,
  String.raw`\d{4}/\d{2}/\d{2}`,
  String.raw`\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})`,
  String.raw`\d{1,2}${ORDINAL}\.?(?:\s+|-)(?:de\s+|of\s+)?${MONTH_WORD},?(?:\s+|-)(?:de\s+)?\d{4}`,
  String.raw`${MONTH_WORD}\s+\d{1,2}${ORDINAL},?\s+\d{4}`,
  String.raw`\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日`,
  String.raw`\d{4}\s*년\s*\d{1,2}\s*월\s*\d{1,2}\s*일`,
  // `12. 3. 1980` (Czech, German), `1980. 03. 12.` (Hungarian, Korean), `1980. március 12.`.
  String.raw`\d{1,2}\.\s\d{1,2}\.\s?\d{4}`,
  String.raw`\d{4}\.\s?\d{1,2}\.\s?\d{1,2}\.?`,
  String.raw`\d{4}\.?\s+${MONTH_WORD}\s+\d{1,2}\.?`,
  String.raw`\d{1,2}\s*(?:${THAI_MONTH})\s*\d{4}`,
].join("|");
// Between label and value: a colon or dash, and a note of the format or the age written with the
// label (`DOB (DD/MM/YYYY):`, `DOB/Age:`).
const SEPARATOR = String.raw`(?:\s*\([^()\n]{1,12}\))?(?:\s*/\s*(?:age|alter|âge|edad|idade|età|sex|gender|geschlecht|sexe|sexo))?\s*(?:[:：#\-–]\s*){0,2}`;
// Or a few words, perhaps then a colon (`DOB on both documents: 14/08/1991`, `my DOB shows wrong,
// it should be 14/02/1991`); or a question, and the date
// as the whole answer on the next line, after a speaker and a time (`Can you confirm your date of
// birth?` / `Visitor 10:16: 03/11/1986`, `[14:03] Client : 1992-06-17`).
const WORDS_THEN_COLON = String.raw`(?:,?\s+\p{L}[\p{L}'’]*){1,6}\s*[:：]?\s+`;
const QUESTION_THEN_ANSWER = String.raw`[^\n\d?]{0,12}\?[ \t]*\n(?:\[[^\]\n]{1,25}\][ \t]*)?[^\n\d:：]{0,30}?(?:\d{1,2}:\d{2}(?::\d{2})?)?[ \t]*[:：][ \t]*`;
const DOB = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${DOB_LABELS.join("|")})(?:${SEPARATOR}|${WORDS_THEN_COLON}|${QUESTION_THEN_ANSWER})(${DATE})(?![\p{N}])`,
  "giu",
);
// An MRN: up to two letter groups (`APL-CHN-`, `UKHD `, `HN`) and then 5-12 digits, which may be
// grouped by single spaces (an NHS number `943 476 5919`).
// Digits may be grouped by single spaces, dashes, slashes or dots (`943 476 5919`, `0012-3456-78`,
// `2026/004471`), and a check letter may close the number (`4471902K`); or New Zealand's NHI
// shape, three letters and four digits or two digits and two letters (`ZAA0067`, `ZAC12AB`).
const MRN_VALUE = String.raw`(?:\p{Lu}{1,5}[- /]?){0,2}\d(?:[ ./-]?\d){4,11}\p{Lu}?|\d{2,4}[-/]\p{Lu}{1,4}[-/]\d{4,10}|[A-Z]{3}\d{2}(?:\d{2}|[A-Z]{2})`;
// After a label, no letter may continue a Latin word (`HC` is a label, `HCFM-4471920` is not one);
// a CJK label runs straight into its value (`住院号ZS20251187`).
const MRN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${MRN_LABELS.join("|")})(?!(?<=[a-z])[a-z])${SEPARATOR}(?:(?:no|nr|number|№|#)\.?\s*[:#]?\s*)?(${MRN_VALUE})(?![\p{L}\p{N}])`,
  "giu",
);

const CLINICAL_MRN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${CLINICAL_MRN_LABELS.join("|")})(?!(?<=[a-z])[a-z])${SEPARATOR}(${MRN_VALUE})(?![\p{L}\p{N}])`,
  "giu",
);

// A bare `ID:` is an MRN only as a field of a clinical header: it starts the line or stands apart
// from the field before it (two spaces, a tab, `|`, `·`), a clinical word is within CLINICAL_WINDOW
// characters, and the word before it is not another number's label (`Invoice   ID:`).
const HEADER_ID = new RegExp(
  String.raw`(?:^|[\t|·•;]|  )[ \t]*ID\s*[:#]\s*(${MRN_VALUE})(?![\p{L}\p{N}])`,
  "gmu",
);
const CLINICAL_WINDOW = 160;
const CLINICAL =
  /\b(?:patient|patientin|patiente|paciente|paziente|pt|dob|d\.o\.b|date of birth|born|ward|clinic|hospital|klinik\w*|krankenhaus|hôpital|ospedale|mrn|nhs|geb\.|diagnos\w*|admission|admitted|discharge\w*|aufnahme|entlassung)\b|患者|пациент|מטופל/i;
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
  if (types.has(EntityType.DATE_OF_BIRTH))
    for (const m of text.matchAll(DOB)) {
      const raw = m[1]!;
      const start = m.index + m[0].length - raw.length;
      const iso = birthDate(raw);
      out.push({
        start,
        end: start + raw.length,
        type: EntityType.DATE_OF_BIRTH,
        confidence: iso ? 0.95 : 0,
        detector,
        // An impossible date after the label is a look-alike, as in the clinical rules.
        verdict: iso ? "valid" : "invalid",
        normalized: iso ?? raw,
      });
    }
  if (types.has(EntityType.MRN)) {
    const starts = new Set<number>();
    for (const m of text.matchAll(MRN)) {
      // Labels match in any case; the value's letters must be capitals (not "the patient id 12345").
      if (/\p{Ll}/u.test(m[1]!)) continue;
      const f = mrnFinding(m, detector);
      starts.add(f.start);
      out.push(f);
    }
    for (const m of text.matchAll(CLINICAL_MRN)) {
      if (/\p{Ll}/u.test(m[1]!) || !clinicalAround(text, m.index!)) continue;
      const f = mrnFinding(m, detector);
      if (!starts.has(f.start)) out.push(f);
      starts.add(f.start);
    }
    for (const m of text.matchAll(HEADER_ID)) {
      const at = m.index + m[0].indexOf("ID");
      if (OTHER_ID_LABEL.test(text.slice(Math.max(0, at - 24), at))) continue;
      if (!clinicalAround(text, at)) continue;
      const f = mrnFinding(m, detector);
      if (!starts.has(f.start)) out.push(f);
    }
  }
  return out;
}

function clinicalAround(text: string, at: number): boolean {
  return CLINICAL.test(text.slice(Math.max(0, at - CLINICAL_WINDOW), at + CLINICAL_WINDOW));
}

function mrnFinding(m: RegExpMatchArray, detector: string): Finding {
  const raw = m[1]!;
  const start = m.index! + m[0].length - raw.length;
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
  const raw = written.replace(/\.\s+(?=\d)/g, ".").replace(/\.$/, "");
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
  const cjk = /^(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})/.exec(raw);
  if (cjk) return iso(Number(cjk[1]), Number(cjk[2]), Number(cjk[3]));
  const ymd = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(raw);
  if (ymd) return iso(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
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
  if (JUIN.test(word)) return 6;
  return MONTHS[word.slice(0, 3).toLowerCase()] ?? 0;
}

function iso(y: number, mo: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (mo < 1 || mo > 12 || date.getUTCDate() !== d || y < 1850) return undefined;
  return `${String(y).padStart(4, "0")}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
