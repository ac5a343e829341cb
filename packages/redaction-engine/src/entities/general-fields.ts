import { cellsUnderDelimitedHeaders } from "../clinical/delimited-columns.js";
import { DOB_LABELS } from "../clinical/field-labels.js";
import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { answeredBirthDates } from "./answered-birth-dates.js";
import { AGE_WORD_THEN_DATE, BIRTH_FIELD, cuedBirthDates, LABEL_IN_BRACKETS } from "./birth-date-cues.js";
import { findingsApart } from "./findings-apart.js";
import { dobFinding, mrnAt } from "./labelled-fields.js";
import { namesRecordNumber, PHRASE, RECORD_VALUE, recordNumbersByLabelWords } from "./record-labels.js";
import { sharedFirstCharacterScan } from "./shared-scan.js";
import { birthDate, DATE } from "./written-dates.js";

// The structured fields found by general means beside the label patterns (labelled-fields.ts):
// record numbers after labels read by their words, dates of birth told by an age, a bracketed label
// or a glued export, and both as columns of comma- or semicolon-separated exports. Each is added
// only where the label patterns found nothing overlapping it.

// The record labels and the cues that start with a word or a bracket share one pass over the text
// (shared-scan.ts), from their first three characters: with two, `pa`, `me`, `he`, `no` fired it in
// most texts, and four made the trigger slower.
const LABEL_SCAN = sharedFirstCharacterScan(
  [PHRASE, AGE_WORD_THEN_DATE, LABEL_IN_BRACKETS, BIRTH_FIELD],
  "(?<![A-Za-z0-9])",
  3,
);
const DOB_HEADER = new RegExp(String.raw`^(?:${DOB_LABELS.join("|")})$`, "iu");
const DATE_CELL = new RegExp(`^(?:${DATE})$`, "iu");
const RECORD_CELL = new RegExp(`^(?:${RECORD_VALUE})$`, "u");
const HEADER_JOINER = /[_\s]+/g;
// A header cell is a label, not a sentence: longer cells are not read.
const LONGEST_HEADER = 40;

/** More dates of birth and MRNs, none overlapping `found` (the label patterns' findings). */
export function findGeneralFields(
  text: string,
  detector: string,
  types: ReadonlySet<EntityType>,
  found: readonly Finding[],
): Finding[] {
  const candidates: Finding[] = [];
  if (!/\d/.test(text)) return candidates;
  const add = (f: Finding) => candidates.push(f);
  const [phrases, ageWords, bracketed, birthFields] = LABEL_SCAN(text) as RegExpExecArray[][];
  if (types.has(EntityType.MRN))
    for (const r of recordNumbersByLabelWords(text, phrases!)) add(mrnAt(r.start, r.raw, detector));
  if (types.has(EntityType.DATE_OF_BIRTH))
    for (const d of cuedBirthDates(text, {
      ageWords: ageWords!,
      bracketed: bracketed!,
      birthFields: birthFields!,
    }))
      add(birthFinding(d.start, d.raw, d.iso, detector));
  if (types.has(EntityType.DATE_OF_BIRTH))
    for (const d of answeredBirthDates(text)) add(birthFinding(d.start, d.raw, d.iso, detector));
  if (text.includes(",") || text.includes(";") || text.includes("|"))
    for (const cell of cellsUnderDelimitedHeaders(text, headerKind)) {
      if (!types.has(cell.kind)) continue;
      if (cell.kind === EntityType.MRN && RECORD_CELL.test(cell.text))
        add(mrnAt(cell.start, cell.text, detector));
      const iso = cell.kind === EntityType.DATE_OF_BIRTH && DATE_CELL.test(cell.text) && birthDate(cell.text);
      if (iso) add(birthFinding(cell.start, cell.text, iso, detector));
    }
  return findingsApart(candidates, found);
}

// An export's header in words or snake case (`PAT_MRN_ID`, `BIRTH_DATE`, `geburtsdatum`).
function headerKind(header: string): EntityType | undefined {
  if (header.length > LONGEST_HEADER) return undefined;
  const words = header.replace(HEADER_JOINER, " ").trim();
  if (DOB_HEADER.test(words)) return EntityType.DATE_OF_BIRTH;
  if (namesRecordNumber(words)) return EntityType.MRN;
  return undefined;
}

function birthFinding(start: number, raw: string, iso: string, detector: string): Finding {
  return { ...dobFinding(start, raw, detector), confidence: 0.95, verdict: "valid", normalized: iso };
}
