import { cellsUnderDelimitedHeaders } from "../clinical/delimited-columns.js";
import { type Cell, cellsUnderHeaders } from "../clinical/table-columns.js";
import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { normalizeName } from "./compromise-recognizer.js";

// People and organisations in a table's or an export's column under a header that names them
// (`patient_id|surname|forename|dob`, `| Name of employer | Start |`): the header says what every
// cell below it is, where no cue stands beside the value and a surname alone (`Achterberg`) reads
// as anything. Read from corpus 2026u's first score (issue 22): its exports' surname and forename
// columns were left or taken as organisations. The header is read by its words, so snake case,
// camel-free spacing and the common languages of forms are one rule, not a list of exports.

// A header cell is a label, not a sentence.
const LONGEST_HEADER = 40;
const HEADER_JOINER = /[_\s.]+/g;
// The person a column is about (`patient`, `account holder`), then the kind of name; or the name
// word alone when it cannot name a thing (`surname`, `Vorname`); or the person alone (`consultant`).
const WHOSE =
  "patient|pat|pt|client|customer|cust|employee|emp|staff|member|applicant|guest|student|pupil|passenger|traveller|traveler|holder|account holder|card ?holder|contact|emergency contact|next of kin|nok|consultant|doctor|physician|gp|referrer|surgeon|nurse|clinician|beneficiary|payee|tenant|landlord|insured|policy ?holder|claimant|driver|owner|parent|guardian|spouse|witness|signatory|director";
const PERSON_NAME_WORDS =
  "surname|surnames|forename|forenames|first ?name|last ?name|given ?names?|family ?name|middle ?names?|fname|lname|nombres?|apellidos?|pr[ée]noms?|vorname|nachname|familienname|cognome|sobrenome|voornaam|achternaam|imi[ęe]|nazwisko|имя|фамилия|отчество|ім'?я|прізвище|姓名|氏名|姓|名|이름|성명|성";
const PERSON_HEADER = new RegExp(
  String.raw`^(?:(?:(?:${WHOSE}) (?:full )?(?:name|names|${PERSON_NAME_WORDS}))|(?:full )?(?:${PERSON_NAME_WORDS})|(?:${WHOSE})|name of (?:${WHOSE})|(?:nom|nombre|nome|name) (?:du|del|de|do|des) (?:patient|paciente|cliente|client|titular|titulaire))$`,
  "iu",
);
const ORG_HEADER =
  /^(?:employer|employer name|company|company name|organi[sz]ation|organi[sz]ation name|insurer|insurance company|bank|bank name|hospital|clinic|school|university|supplier|vendor|merchant|merchant name|name of employer|arbeitgeber|firma|empresa|employeur|soci[ée]t[ée]|entreprise|werkgever|pracodawca)$/iu;

// A cell that can be a name: letters first, at most six words, no digit, no address sign (a
// surname first may stand before a comma: `"HOLLIS,MAREN"`), no placeholder for an empty value.
const PERSON_CELL = /^\p{L}[\p{L}\p{M}'’., -]{0,58}$/u;
const ORG_CELL = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}'’&.,()/+ -]{0,78}$/u;
const NOT_A_VALUE = /^(?:n\/?a|none|nil|unknown|tbc|tbd|pending|null|self|same|yes|no|-+)$/iu;
// A title before the name stays outside it (`Dr S. Quarshie`).
const TITLE = /^(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Sr|Sra|Herr|Frau|Mme|Mlle|M)\.?\s+/u;
const MOST_WORDS = 6;
const CONFIDENCE = 0.9;

type NameKind = typeof EntityType.PERSON | typeof EntityType.ORG;

/** PERSON and ORG findings in the columns their header names (delimited exports and drawn tables). */
export function findColumnNames(text: string, detector: string, types: ReadonlySet<EntityType>): Finding[] {
  const out: Finding[] = [];
  if (!types.has(EntityType.PERSON) && !types.has(EntityType.ORG)) return out;
  const starts = new Set<number>();
  const take = (cell: Cell & { kind: NameKind }) => {
    if (!types.has(cell.kind) || starts.has(cell.start)) return;
    const f = nameFinding(cell, detector);
    if (f) {
      starts.add(cell.start);
      out.push(f);
    }
  };
  if (/[,;|]/.test(text)) for (const cell of cellsUnderDelimitedHeaders(text, nameKind)) take(cell);
  if (/[|\t]| {2}/.test(text)) for (const cell of cellsUnderHeaders(text, nameKind)) take(cell);
  return out;
}

function nameKind(header: string): NameKind | undefined {
  if (header.length > LONGEST_HEADER) return undefined;
  const words = header
    .replace(HEADER_JOINER, " ")
    .replace(/[:：]$/, "")
    .trim();
  if (PERSON_HEADER.test(words)) return EntityType.PERSON;
  if (ORG_HEADER.test(words)) return EntityType.ORG;
  return undefined;
}

function nameFinding(cell: Cell & { kind: NameKind }, detector: string): Finding | undefined {
  const title = cell.kind === EntityType.PERSON ? TITLE.exec(cell.text) : null;
  const offset = title ? title[0].length : 0;
  const value = cell.text.slice(offset).replace(/^"|"$/g, "");
  const start = cell.start + offset + (cell.text.slice(offset).startsWith('"') ? 1 : 0);
  if (value.length === 0 || NOT_A_VALUE.test(value)) return undefined;
  if (value.split(/\s+/).length > MOST_WORDS) return undefined;
  const shape = cell.kind === EntityType.PERSON ? PERSON_CELL : ORG_CELL;
  if (!shape.test(value)) return undefined;
  return {
    start,
    end: start + value.length,
    type: cell.kind,
    confidence: CONFIDENCE,
    detector,
    verdict: "unvalidated",
    normalized: normalizeName(value),
  };
}
