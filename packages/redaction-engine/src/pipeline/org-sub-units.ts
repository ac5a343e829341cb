import { defaultGazetteer } from "../entities/gazetteer.js";
import { type NameWords, nameWords } from "../entities/name-words.js";
import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";

// What follows an organisation on a heading or signature line, after a dot, a dash or a bar
// (`Klinikum Am Steinbach · Klinik für Unfallchirurgie`, `Tralee Credit Union — Member Statement`,
// `BCC di Roma — Ufficio Crediti`), or after a comma to the line's end (`Caja Rural de Navarra,
// Oficina Principal`, `Jenoptik AG, Jena`), names a part of it, the document or a place: a
// department, a title, a town. The labelling conventions count none of them as a person or a
// second organisation, yet their capitals make both stages read one.
const HEADING_GAP = /^(?:[ \t]*[·—–|][ \t]*|[ \t]+-[ \t]+)$/u;
const COMMA_GAP = /^,[ \t]*$/;
// After the span, the line holds at most brackets, digits and punctuation (`II`, `(2018–2021)`),
// or goes on, within six characters, after another separator (`Klinik II · Tel. 06621 58-312`).
const LINE_END = /^(?:[\s\p{P}\p{N}]*|[^\n·—–|]{0,6}[·—–|].*)$/u;
const NAMES = /\p{L}+/gu;
// The rest of the line is read this far (constant work per span).
const REST = 40;

let names: NameWords | undefined;

/**
 * `spans` sorted by start and non-overlapping (fusion's output). A span kept as a person must hold
 * no word the name lists know: `WhatsApp · Familie Brandt` names a family, and a contact's name
 * after a messenger's stays.
 */
export function dropOrgSubUnits(text: string, spans: readonly Finding[]): Finding[] {
  const out: Finding[] = [];
  for (const f of spans) {
    const prev = out[out.length - 1];
    if (prev && prev.type === EntityType.ORG && subUnit(text, prev, f)) continue;
    out.push(f);
  }
  return out;
}

function subUnit(text: string, org: Finding, f: Finding): boolean {
  if (f.type !== EntityType.PERSON && f.type !== EntityType.ORG) return false;
  // The gap and the rest of the line are short: both tests read at most one line.
  if (f.start - org.end > 8) return false;
  const gap = text.slice(org.end, f.start);
  const ahead = text.slice(f.end, f.end + REST + 1);
  const lineEnd = ahead.indexOf("\n");
  const rest = lineEnd < 0 ? ahead : ahead.slice(0, lineEnd);
  if (rest.length > REST || !LINE_END.test(rest)) return false;
  if (!HEADING_GAP.test(gap) && !COMMA_GAP.test(gap)) return false;
  // Of two organisations, the surer one is the whole (`Comercio Exterior` read by the tagger, then
  // `Frigorífico Las Tunas S.R.L.` by its legal form): the later one goes only when less sure, so
  // two the rules found alike (`Förskolan Lönnen · Tranemo kommun`) both stay.
  if (f.type === EntityType.ORG) return f.confidence < org.confidence;
  names ??= nameWords(defaultGazetteer());
  for (const m of text.slice(f.start, f.end).matchAll(NAMES))
    if (names.isName(m[0].toLowerCase())) return false;
  return true;
}
