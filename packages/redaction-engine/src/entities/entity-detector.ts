import { EntityType } from "../entity-type.js";
import type { Detector, Finding } from "../finding.js";
import type { WorkMeter } from "../work-meter.js";
import { findAddressNames } from "./address-names.js";
import { findArabicNames } from "./arabic-names.js";
import { findBirthYearDates } from "./birth-year-dates.js";
import { findBracketedEmployers } from "./bracketed-employers.js";
import { findBrandOrgs } from "./brand-orgs.js";
import { type CandidateRun, candidateRuns } from "./candidate-runs.js";
import { findCapsNameLines } from "./caps-name-lines.js";
import { findChineseRoleNames } from "./chinese-role-names.js";
import { compromiseSpans, normalizeName } from "./compromise-recognizer.js";
import { findCueNames } from "./cue-names.js";
import { findDevanagariNames } from "./devanagari-names.js";
import { classifyRun, type RunVerdict } from "./entity-rules.js";
import { defaultGazetteer, type Gazetteer } from "./gazetteer.js";
import { findGeneralFields } from "./general-fields.js";
import { findHandleNames } from "./handle-names.js";
import { findHonorificNames } from "./honorific-names.js";
import { findInitialNames } from "./initial-names.js";
import { findInstitutionOrgs } from "./institution-orgs.js";
import { findJapaneseNames } from "./japanese-names.js";
import { findKinshipNames } from "./kinship-names.js";
import { findLabelledFields } from "./labelled-fields.js";
import { findLegalFormOrgs } from "./legal-form-orgs.js";
import { lowerCase } from "./letter-case.js";
import { findLetterNames } from "./letter-names.js";
import { findMentionNames } from "./mention-names.js";
import { nameWords } from "./name-words.js";
import { findRecordNumbersInContext } from "./record-number-context.js";
import { findRoleContextOrgs } from "./role-context-orgs.js";
import { findSelfIntroductionNames } from "./self-introduction-names.js";
import { findSpeakerNames } from "./speaker-names.js";
import { findStatementMerchants } from "./statement-merchants.js";
import { findSurnameFirstNames } from "./surname-first-names.js";
import { findTitleNames } from "./title-names.js";
import { type Token, tokenize } from "./tokens.js";
import { findTransferNames } from "./transfer-names.js";
import { findTransliteratedNames } from "./transliterated-names.js";
import { findUncasedContextOrgs } from "./uncased-context-orgs.js";
import { findUncasedLegalFormOrgs } from "./uncased-legal-forms.js";

export const ENTITY_DETECTOR = "entity";

export interface EntityDetectorOptions {
  readonly gazetteer?: Gazetteer;
  /**
   * Ask compromise about runs the rules are unsure of, parsing only a few words around each.
   * Default false since issue 22 (decision 0033): with the rules it changed PERSON F1 on
   * the 2026 tuning half by 0.001 and cost half the engine's time. compromise's lexicon is still
   * the gazetteer.
   */
  readonly compromise?: boolean;
  /**
   * At most this many windows per text go to compromise. Default 1: each parse costs about
   * 0.5 ms, and on the evaluation sets a second window per text changed PERSON F1 by 0.002.
   */
  readonly maxCompromiseWindows?: number;
}

const UNSURE = 0.5;

/**
 * The default entity stage for PERSON and ORG: capitalised runs classified by rules and
 * gazetteers, compromise consulted only for unsure runs, then a document-level pass that
 * recognises a later bare surname or short organisation name (`Smith`, `Acme`) as the entity
 * already found in full, under the same normalised value (hence the same placeholder).
 */
export function createEntityDetector(options: EntityDetectorOptions = {}): Detector {
  const gazetteer = options.gazetteer ?? defaultGazetteer();
  const useCompromise = options.compromise ?? false;
  const maxWindows = options.maxCompromiseWindows ?? 1;
  const names = nameWords(gazetteer);
  return {
    name: ENTITY_DETECTOR,
    types: [EntityType.PERSON, EntityType.ORG, EntityType.MRN, EntityType.DATE_OF_BIRTH],
    detect(text, context) {
      const fields = findLabelledFields(text, ENTITY_DETECTOR, context.types);
      for (const f of findGeneralFields(text, ENTITY_DETECTOR, context.types, fields)) fields.push(f);
      fields.push(...findRecordNumbersInContext(text, ENTITY_DETECTOR, context.types, fields));
      fields.push(...findBirthYearDates(text, ENTITY_DETECTOR, context.types, fields));
      if (!context.types.has(EntityType.PERSON) && !context.types.has(EntityType.ORG)) return fields;
      const tokens = tokenize(text);
      const runs = candidateRuns(tokens, gazetteer);
      const verdicts = runs.map((run) => classifyRun(run, tokens, gazetteer));
      if (useCompromise) consultCompromise(text, tokens, runs, verdicts, maxWindows);
      const found: Finding[] = [];
      runs.forEach((run, i) => {
        const v = verdicts[i];
        if (v) found.push(toFinding(text, run, v));
      });
      context.meter?.add(tokens.length + runs.length);
      const linked = linkMentions(text, tokens, found, gazetteer, context.meter);
      if (context.types.has(EntityType.PERSON))
        for (const f of [
          ...findSpeakerNames(text, ENTITY_DETECTOR, context.meter, names),
          ...findLetterNames(text, ENTITY_DETECTOR),
          ...findHonorificNames(text, ENTITY_DETECTOR),
          ...findTransliteratedNames(text, ENTITY_DETECTOR),
          ...findMentionNames(text, ENTITY_DETECTOR, gazetteer),
          ...findChineseRoleNames(text, ENTITY_DETECTOR),
          ...findHandleNames(text, ENTITY_DETECTOR, names, gazetteer.commonWords),
          ...findCapsNameLines(text, ENTITY_DETECTOR, gazetteer, names),
          ...findTitleNames(text, ENTITY_DETECTOR, names, gazetteer),
          ...findInitialNames(text, ENTITY_DETECTOR, names, gazetteer),
          ...findJapaneseNames(text, ENTITY_DETECTOR),
          ...findSurnameFirstNames(text, ENTITY_DETECTOR, names, gazetteer),
          ...findDevanagariNames(text, ENTITY_DETECTOR),
          ...findCueNames(text, ENTITY_DETECTOR, names, gazetteer),
          ...findArabicNames(text, ENTITY_DETECTOR),
          ...findSelfIntroductionNames(text, ENTITY_DETECTOR, names, gazetteer),
          ...findKinshipNames(text, ENTITY_DETECTOR, gazetteer),
          ...findAddressNames(text, ENTITY_DETECTOR, gazetteer),
          ...findTransferNames(text, ENTITY_DETECTOR, gazetteer, names),
        ])
          linked.push(f);
      if (context.types.has(EntityType.ORG)) {
        const legal = findLegalFormOrgs(text, ENTITY_DETECTOR, gazetteer.commonWords);
        for (const f of findUncasedLegalFormOrgs(text, ENTITY_DETECTOR)) legal.push(f);
        for (const f of legal) linked.push(f);
        // `ING Bank N.V.`: the legal form's span, which ends later, names the whole organisation.
        const institutions = findInstitutionOrgs(text, ENTITY_DETECTOR, gazetteer.commonWords).filter(
          (f) => !legal.some((l) => l.start < f.end && f.start < l.end && l.end > f.end),
        );
        if (institutions.length > 0) dropPeopleInside(linked, institutions);
        for (const f of institutions) linked.push(f);
        for (const f of findBrandOrgs(text, ENTITY_DETECTOR, gazetteer)) linked.push(f);
        for (const f of findRoleContextOrgs(text, ENTITY_DETECTOR, gazetteer, names)) linked.push(f);
        for (const f of findUncasedContextOrgs(text, ENTITY_DETECTOR)) linked.push(f);
        for (const f of findBracketedEmployers(text, ENTITY_DETECTOR, linked, gazetteer, names))
          linked.push(f);
        for (const f of findStatementMerchants(text, ENTITY_DETECTOR, gazetteer, names)) linked.push(f);
      }
      for (const f of fields) linked.push(f);
      return linked;
    },
  };
}

/**
 * A run read as a person inside an institution's name (`Clinique Pasteur`, `Robert Bosch Stiftung`)
 * is the institution's namesake, not a person mentioned: the rules' PERSON finding goes.
 */
function dropPeopleInside(found: Finding[], institutions: readonly Finding[]): void {
  const inside = (f: Finding) =>
    f.type === EntityType.PERSON && institutions.some((o) => f.start >= o.start && f.end <= o.end);
  let kept = 0;
  for (const f of found) if (!inside(f)) found[kept++] = f;
  found.length = kept;
}

function toFinding(text: string, run: CandidateRun, v: RunVerdict): Finding {
  const start = run.tokens[0]!.start;
  const end = run.tokens[run.tokens.length - 1]!.end;
  return {
    start,
    end,
    type: v.type,
    confidence: v.confidence,
    detector: ENTITY_DETECTOR,
    verdict: "unvalidated",
    normalized: normalizeName(text.slice(start, end)),
  };
}

/**
 * Re-labels unsure runs by compromise's reading of a window around them (the run and up to
 * WINDOW words either side, within its sentence); mutates `verdicts`. Only PERSON readings are
 * taken: on the evaluation sets compromise's organisations were wrong more often than right.
 */
function consultCompromise(
  text: string,
  tokens: readonly Token[],
  runs: readonly CandidateRun[],
  verdicts: (RunVerdict | undefined)[],
  maxWindows: number,
): void {
  let windows = 0;
  runs.forEach((run, i) => {
    const v = verdicts[i];
    if (v && (v.confidence >= UNSURE || v.rule === "product")) return;
    if (run.tokens.some((t) => t.allCaps)) return;
    // Single sentence-initial words are nearly always ordinary words: not worth a parse.
    if (run.tokens.length === 1 && (run.tokens[0]!.sentenceStart || !v)) return;
    if (windows >= maxWindows) return;
    windows++;
    const [from, to] = windowBounds(tokens, run.index, run.index + run.tokens.length - 1);
    const offset = tokens[from]!.start;
    const spans = compromiseSpans(text.slice(offset, tokens[to]!.end), { organizations: false });
    const start = run.tokens[0]!.start - offset;
    const end = run.tokens[run.tokens.length - 1]!.end - offset;
    const hit = spans.find((s) => s.type === EntityType.PERSON && s.start < end && s.end > start);
    if (hit) verdicts[i] = { type: EntityType.PERSON, confidence: 0.7, rule: "compromise" };
  });
}

const WINDOW = 6;

function windowBounds(tokens: readonly Token[], first: number, last: number): [number, number] {
  let from = first;
  while (from > 0 && first - from < WINDOW && !tokens[from]!.sentenceStart) from--;
  let to = last;
  while (to + 1 < tokens.length && to - last < WINDOW && !tokens[to + 1]!.sentenceStart) to++;
  return [from, to];
}

/** A mention is looked up by its first two words, then by its first word alone. */
const SPANS = [2, 1] as const;
const ONE_WORD = [1] as const;

/**
 * Later mentions by part of a name: the surname (or first name) of a person found in full, or the
 * leading words of an organisation found with its legal suffix. They take the full entity's
 * normalised value, so they share its placeholder.
 */
function linkMentions(
  text: string,
  tokens: readonly Token[],
  found: readonly Finding[],
  g: Gazetteer,
  meter?: WorkMeter,
): Finding[] {
  const parts = new Map<string, { type: EntityType; normalized: string } | null>();
  for (const f of found) {
    if (f.confidence < UNSURE) continue;
    const words = text.slice(f.start, f.end).split(/\s+/);
    if (words.length < 2) continue;
    const keys =
      f.type === EntityType.PERSON ? [words[0]!, words[words.length - 1]!] : [words.slice(0, -1).join(" ")];
    for (const key of keys) {
      const k = key.endsWith(".") ? key.slice(0, -1) : key;
      if (g.commonWords.has(lowerCase(k))) continue;
      const seen = parts.get(k);
      // A part shared by two different entities is ambiguous and linked to neither.
      parts.set(
        k,
        seen === undefined || seen?.normalized === f.normalized
          ? { type: f.type, normalized: f.normalized }
          : null,
      );
    }
  }
  if (parts.size === 0) return [...found];
  // Multi-word findings stand, unless they are exactly the short form of another entity; the rest
  // may be re-read as a mention (DuPont the company vs Dupont the person named in full earlier).
  const full = found.filter((f) => {
    const value = text.slice(f.start, f.end);
    return /\s/.test(value) && !parts.get(value);
  });
  const isFull = new Set(full);
  // Runs never overlap and come in text order, so one cursor walking `full` alongside the tokens
  // answers "is this token inside a full finding" in constant time per token.
  let cursor = 0;
  const covered = (start: number) => {
    while (cursor < full.length && full[cursor]!.end <= start) cursor++;
    const f = full[cursor];
    return f !== undefined && f.start <= start;
  };
  const out: Finding[] = [...full];
  const single = new Map(found.filter((f) => !isFull.has(f)).map((f) => [f.start, f]));
  meter?.add(found.length + tokens.length + full.length);
  // Most texts have no two-word key (only organisations give one): their two-word lookups all miss.
  const spans = [...parts.keys()].some((k) => k.includes(" ")) ? SPANS : ONE_WORD;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!t.capitalised || covered(t.start)) continue;
    for (const span of spans) {
      const last = tokens[i + span - 1];
      if (!last || (span === 2 && !t.joinsNext)) continue;
      // A token's text is its slice of the document: no copy for the one-word key.
      const key = span === 1 ? t.text : text.slice(t.start, last.end);
      const entity = parts.get(key);
      if (!entity) continue;
      out.push({
        start: t.start,
        end: last.end,
        type: entity.type,
        confidence: 0.85,
        detector: ENTITY_DETECTOR,
        verdict: "unvalidated",
        normalized: entity.normalized,
      });
      single.delete(t.start);
      i += span - 1;
      break;
    }
  }
  for (const f of single.values()) out.push(f);
  return out;
}
