import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { findingsApart } from "./findings-apart.js";
import { mrnAt } from "./labelled-fields.js";
import { RECORD_VALUE } from "./record-labels.js";
import { firstStickyMatch } from "./sticky-scan.js";

// Record numbers told by their context, not by a label of a list (issue 22, MRN generalisation).
// New writers labelled a patient's record in ways no list of labels had; what stays the same is
// where the number stands. Four readings, each only where the label rules found nothing:
//
// 1. A record's own words with a number word (`file number`, `N.º de processo`, `record no.`,
//    `registration #`), which name a patient's record only in a clinical text: a clinical word
//    (patient, clinic, hospital, consultation, ward ... in a dozen languages) within CLINICAL_REACH
//    characters, and no word of another number just before (`case file number`, `vehicle
//    registration no.`, `claim file`). The label lists read these only beside an English clinical
//    word (`Clínica:` and `consulta` were not one) and only when the value follows at once.
// 2. A short registration acronym ending in `N` for "number" (`RN:`, `PN:`, `CRN:`) or a record's
//    short word alone (`MR:`, `Reg:`) as a field of a demographics line: the same line, or the line
//    beside it, holds the patient's name field or a date of birth. Acronyms of other numbers (`AN`
//    admission, `VN` visit, `FIN`, `SSN`, `PIN`, `VIN`, `TIN`) are excluded by name.
// 3. An unlabelled identifier as a field of its own right beside a labelled date of birth.
// 4. An unlabelled identifier right after the patient's name in a name field.

const CLINICAL_REACH = 240;
// Words of a clinical text, by stem, in the languages of the corpora (a doctor's title alone is not
// one: `Dr.` heads letters of lawyers and engineers too).
const CLINICAL =
  /pati[eë]nt|pacient|pazient|pasien|pesakit|pasyente|hasta\b|potilas|beteg|clinic|cl[íi]nic|klinik|clinique|hospital|h[ôo]pital|ospedal|krankenhaus|ziekenhuis|szpital|nemocnic|sairaala|kórház|consulta\b|ward\b|nurse|diagnos|discharg|admitted|\bdob\b|date of birth|\bgeb\.|患者|病院|病[历歷]|医院|醫院|클리닉|병원|환자|клиник|больни|пациент|ασθεν|κλινικ|νοσοκομ|מטופל|חולה|בית חולים|مريض|مستشفى|عيادة|रोगी|मरीज|अस्पताल|โรงพยาบาล|ผู้ป่วย|bệnh/iu;

// A record's words (not the patient's: record-labels.ts reads those) with a number word before or
// after them. `chart`, `prontuário` and `historia` are patient words there already.
const NUMBER_WORD = String.raw`(?:no|nr|n\.?[º°o]|num|number|n[uú]mero|numéro|nummer|numer|id|#)`;
const RECORD_WORD = `(?:(?:medical |clinical |hospital |health )?(?:records?|rec|files?|dossier|registration|reg|registro|expediente|processo))`;
const SMALL_WORDS = String.raw`(?:(?:de|du|do|da|del|of|the|your|his|her|their|my)[ \t]+)?`;
const RECORD_LABEL = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${NUMBER_WORD}\.?[ \t]?${SMALL_WORDS}${RECORD_WORD}(?![\p{L}])(?:\.?[ \t]?${NUMBER_WORD}(?![\p{L}]))?|${RECORD_WORD}\.?[ \t]?${NUMBER_WORD}(?![\p{L}]))\.?`,
  "iuy",
);
// The label is read only from a record word (a quick scan without the u flag), starting at most
// LABEL_BACK characters before it: the Unicode pattern, or a trigger from its first characters (`no`,
// `#`), tried across the whole text was a twentieth, then a fortieth, of the entity stage's time.
const RECORD_MARK =
  /(?<![A-Za-z0-9])(?:records?|rec|files?|dossier|registration|reg|registro|expediente|processo)(?:nummer|nr)?(?![A-Za-z])/gi;
const LABEL_BACK = 32;
// A word of another number just before the label: it is that number's file or registration.
const OTHER_NUMBER_WORDS =
  "encounter|visit|episode|case|admission|accession|specimen|sample|order|invoice|claim|policy|member|account|ticket|booking|reference|ref|tax|insurance|court|job|project|employee|student|customer|vehicle|company|business|VAT|licen[cs]e|council|GMC|NMC|séjour|sejour|fall|aufnahme|factura|fattura|facture";
const OTHER_NUMBER_BEFORE = new RegExp(`(?:${OTHER_NUMBER_WORDS})\\.?[ \\t]*$`, "iu");
// The same words anywhere in a name field's text (`Re: Order - 4471208` names no patient).
const OTHER_NUMBER_WORD = new RegExp(`(?<!\\p{L})(?:${OTHER_NUMBER_WORDS})(?!\\p{L})`, "iu");
const BEFORE_REACH = 24;

// A registration acronym: one to three capitals, then `N` (`RN`, `HN`, `CRN`, `PN`), or a record's
// short word alone (`MR`, `Reg`, `Record`, `File`, `Hosp`, `Unit`), then a colon or `#`, after no
// letter, digit or dot (`P.R.N:` and `MRN` inside a word are not one). A scan without the u flag.
const SHORT_FIELD =
  /(?<![A-Za-z0-9.])(?:([A-Z]{1,3}N)|MR|Reg|REG|Record|RECORD|File|FILE|Hosp|HOSP|Unit|UNIT)\.?[ \t]*[:#][ \t]*/g;
const OTHER_ACRONYMS = new Set([
  "AN",
  "VN",
  "EN",
  "CN",
  "SN",
  "LN",
  "ON",
  "BN",
  "FIN",
  "SSN",
  "PIN",
  "VIN",
  "TIN",
  "EIN",
  "BSN",
  "ABN",
  "ACN",
  "TRN",
  "IBAN",
  "ISBN",
  "EAN",
  "GTIN",
  "UPN",
  "PRN",
  "NIN",
  "PAN",
  "BIN",
  "DIN",
  "CIN",
  "TAN",
  "ISIN",
  "ASIN",
  "GSTIN",
]);
// A patient's name field or a date of birth, on the acronym's line or the line beside it.
const DEMOGRAPHIC =
  /(?:^|[\s|·])(?:patient(?: name)?|pt|name|nama|nom|nombre|nome|naam|paciente|pesakit|pasien|patiënt|patientin|imię i nazwisko)[ \t]*:|\bdob\b|d\.o\.b|date of birth|birth|geb\.|\bné[e]? le|nacimiento|nascimento|tarikh lahir|生年月日|出生|생년월일|дата рождения/iu;
const LINE_REACH = 160;

// 3. An unlabelled identifier as a field of its own right beside a date of birth found by its label
// (`HOLLOWAY, PETRA   M4471208   DOB 12/03/1971`, a wristband's or a list's line): fields are apart
// by a tab, two spaces, `|`, `·`, `;` or `,`; the value is up to three capitals and 6-12 digits
// with no inner spaces, so a phone's groups or a date are never one.
const BARE_VALUE = String.raw`\p{Lu}{0,3}-?\d{6,12}`;
const FIELD_GAP = String.raw`(?:\t[ \t]*| {2,}|[ \t]*[|·•;,][ \t]*)`;
const AFTER_BIRTH = new RegExp(`${FIELD_GAP}(${BARE_VALUE})(?![\\p{L}\\p{N}]|[./-]\\d)`, "uy");
// Before the date: the value, a gap, then at most the date's label (`DOB`, `D.O.B.:`).
const BEFORE_BIRTH = new RegExp(`(${BARE_VALUE})${FIELD_GAP}[\\p{L}. ]{0,20}[:：]?[ \\t]*$`, "u");
const BIRTH_BACK = 48;

// 4. An unlabelled identifier right after the patient's name in a name field, in brackets or after a
// comma or a dash (`Patient: Jane Roe (4471208)`, `Re: ROE, Jane - K0448127`): the name is up to
// 40 characters of letters, spaces, dots, commas, apostrophes and hyphens. A phone written without
// spaces (`07700900123`) is no record number.
const NAME_THEN_VALUE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:patient(?: name)?|pt|re|name|paciente|patiente|patientin|paziente|pasien|pesakit|nom|nombre|nome)\.?[ \t]*[:：][ \t]*\p{L}[\p{L}'’.,\- ]{1,40}?[ \t]*(?:\([ \t]*|,[ \t]*|[ \t]+[-–—][ \t]+)(${BARE_VALUE})(?=[ \t]*\)|[ \t]*(?:$|[,;.](?:\s|$)|\t| {2}|[|·]))`,
  "imuy",
);
// Run only back from an identifier after a bracket, a comma or a dash (a scan without the u flag),
// at most NAME_BACK characters: the Unicode pattern across every text was a fiftieth of the stage.
const VALUE_MARK = /(?:\(|,|[-–—])[ \t]*([A-Z]{0,3}-?\d{6,12})(?![0-9A-Za-z])/g;
const NAME_BACK = 72;
// A quick look for a name field's colon before trying the pattern at every place of the window.
const NAME_FIELD_HINT = /(?:patient|pt|re|name|pacien|pazien|patien|pasien|pesakit|nom)[^:：\n]{0,14}[:：]/i;
const PHONE_LIKE = /^(?:0\d{9,10}|1\d{10})$/;

// The value after a label: colons, dashes, `#`, a dot leader, a giving verb or an adverb between.
const VALUE_AFTER = new RegExp(
  String.raw`[ \t]*(?:\([^()\n]{1,24}\)[ \t]*)?(?:[:：#=\-–—][ \t]*){0,3}(?:[.…·_]{2,40}[ \t]*)?(?:(?:is|was|est|é|es|ist)[ \t]+)?(?:(?:still|now|currently|ainda|encore|noch|todavía)[ \t]+)?(${RECORD_VALUE})(?![\p{L}\p{N}])`,
  "uy",
);
const NUMERIC_DATE = /^\d{1,4}[./-]\d{1,2}[./-]\d{2,4}$/;

/** MRNs told by their context in `text`, none overlapping a finding of `found`. */
export function findRecordNumbersInContext(
  text: string,
  detector: string,
  types: ReadonlySet<EntityType>,
  found: readonly Finding[],
): Finding[] {
  if (!types.has(EntityType.MRN) || !/\d/.test(text)) return [];
  const candidates: Finding[] = [];
  let labelEnd = 0;
  for (const mark of text.matchAll(RECORD_MARK)) {
    if (mark.index < labelEnd) continue;
    const m = firstStickyMatch(
      RECORD_LABEL,
      text,
      Math.max(labelEnd, mark.index - LABEL_BACK),
      mark.index + 1,
    );
    if (!m) continue;
    labelEnd = m.index + m[0].length;
    if (OTHER_NUMBER_BEFORE.test(text.slice(Math.max(0, m.index - BEFORE_REACH), m.index))) continue;
    const value = valueAfter(text, m.index + m[0].length);
    if (!value || !clinicalAround(text, m.index)) continue;
    candidates.push(mrnAt(value.start, value.raw, detector));
  }
  for (const m of text.matchAll(SHORT_FIELD)) {
    if (m[1] !== undefined && OTHER_ACRONYMS.has(m[1])) continue;
    const value = valueAfter(text, m.index + m[0].length);
    if (!value || !demographicAround(text, m.index) || !clinicalAround(text, m.index)) continue;
    candidates.push(mrnAt(value.start, value.raw, detector));
  }
  for (const d of found)
    if (d.type === EntityType.DATE_OF_BIRTH && clinicalAround(text, d.start))
      for (const v of bareFieldsBeside(text, d)) candidates.push(mrnAt(v.start, v.raw, detector));
  for (const mark of text.matchAll(VALUE_MARK)) {
    const raw = mark[1]!;
    const start = mark.index + mark[0].length - raw.length;
    const from = Math.max(0, start - NAME_BACK);
    if (!NAME_FIELD_HINT.test(text.slice(from, start))) continue;
    const m = firstStickyMatch(NAME_THEN_VALUE, text, from, start);
    if (!m || m.index + m[0].length !== start + raw.length || m[1] !== raw) continue;
    if (PHONE_LIKE.test(raw) || OTHER_NUMBER_WORD.test(m[0]) || !clinicalAround(text, m.index)) continue;
    candidates.push(mrnAt(start, raw, detector));
  }
  return findingsApart(candidates, found);
}

function bareFieldsBeside(text: string, birth: Finding): { start: number; raw: string }[] {
  const out: { start: number; raw: string }[] = [];
  AFTER_BIRTH.lastIndex = birth.end;
  const after = AFTER_BIRTH.exec(text);
  if (after && fieldStart(text, after.index + after[0].length - after[1]!.length))
    out.push({ start: after.index + after[0].length - after[1]!.length, raw: after[1]! });
  const base = Math.max(0, birth.start - BIRTH_BACK);
  const before = BEFORE_BIRTH.exec(text.slice(base, birth.start));
  if (before && fieldStart(text, base + before.index))
    out.push({ start: base + before.index, raw: before[1]! });
  return out;
}

// A field starts a line or follows a field gap, and the field before is no label: not one ending in
// a colon or `#` (read by the label rules), nor a phone's or another number's word (`Tel  0161...`).
const PHONE_WORD_BEFORE = /(?:tel|phone|fax|mobile|mob|cell|contact|ph)\.?$/i;
function fieldStart(text: string, at: number): boolean {
  if (at === 0 || text[at - 1] === "\n") return true;
  const gap = /(?:\t| {2}|[|·•;,][ \t]?)$/u.exec(text.slice(Math.max(0, at - 3), at));
  if (!gap) return false;
  const before = text.slice(Math.max(0, at - BEFORE_REACH - 3), at - gap[0].length).trimEnd();
  return !/[:：#=]$/u.test(before) && !PHONE_WORD_BEFORE.test(before) && !OTHER_NUMBER_BEFORE.test(before);
}

function valueAfter(text: string, at: number): { start: number; raw: string } | undefined {
  VALUE_AFTER.lastIndex = at;
  const m = VALUE_AFTER.exec(text);
  if (!m || NUMERIC_DATE.test(m[1]!)) return undefined;
  return { start: m.index + m[0].length - m[1]!.length, raw: m[1]! };
}

function clinicalAround(text: string, at: number): boolean {
  return CLINICAL.test(text.slice(Math.max(0, at - CLINICAL_REACH), at + CLINICAL_REACH));
}

// The acronym's line and the lines beside it, each cut to LINE_REACH characters from the acronym.
function demographicAround(text: string, at: number): boolean {
  const from = Math.max(0, at - LINE_REACH);
  const window = text.slice(from, at + LINE_REACH);
  const here = at - from;
  const lineStart = window.lastIndexOf("\n", here - 1);
  const before = lineStart < 0 ? 0 : Math.max(0, window.lastIndexOf("\n", lineStart - 1) + 1);
  const lineEnd = window.indexOf("\n", here);
  const after = lineEnd < 0 ? window.length : window.indexOf("\n", lineEnd + 1);
  return DEMOGRAPHIC.test(window.slice(before, after < 0 ? window.length : after));
}
