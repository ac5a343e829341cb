import { EntityType } from "../entity-type.js";
import type { CandidateRun } from "./candidate-runs.js";
import type { Gazetteer } from "./gazetteer.js";
import { type NameParts, nameWords } from "./name-words.js";
import type { Token } from "./tokens.js";
import {
  SENT_BY_A_BUSINESS,
  SENT_FROM,
  TRADE_FIRST_PAIRS,
  TRADE_FIRST_WORDS,
  TRADE_LAST_WORDS,
} from "./trade-words.js";
import {
  CARD_SCHEMES,
  NON_NAME_WORDS,
  ORG_HEADS,
  ORG_STEM_START,
  ORG_SUFFIXES,
  PERSON_CUES_BEFORE,
  SPEECH_VERBS,
} from "./word-lists.js";

/** The rules' verdict on one candidate run. Confidence below the policy threshold means "unsure". */
export interface RunVerdict {
  readonly type: typeof EntityType.PERSON | typeof EntityType.ORG;
  readonly confidence: number;
  /** Why, for tests and debugging. */
  readonly rule: string;
}

/**
 * Classifies a run as PERSON or ORG with a confidence, from (in order of strength): honorifics,
 * organisation suffixes and heads, the organisation gazetteer, first- and last-name gazetteers,
 * and context (speech verbs, greetings, "with"/"from"). Places are never names. Returns
 * undefined when nothing speaks for either type.
 */
export function classifyRun(
  run: CandidateRun,
  tokens: readonly Token[],
  g: Gazetteer,
): RunVerdict | undefined {
  const words = run.tokens;
  const lowers = words.map((t) => t.lower);
  const phrase = lowers.join(" ");
  const last = lowers[lowers.length - 1]!;
  const first = lowers[0]!;
  const n = words.length;

  if (n >= 2 && ORG_SUFFIXES.has(last) && !ORG_SUFFIXES.has(first))
    return titleOrTerm(run, tokens, g)
      ? undefined
      : { type: EntityType.ORG, confidence: 0.9, rule: "org-suffix" };
  if (n >= 3 && ORG_HEADS.has(first) && lowers[1] === "of")
    return { type: EntityType.ORG, confidence: 0.88, rule: "org-head-of" };
  if (n >= 2 && namedByTrade(lowers, g) && !titleOrTerm(run, tokens, g))
    return { type: EntityType.ORG, confidence: 0.85, rule: "org-trade" };
  if (n === 1 && (ORG_SUFFIXES.has(first) || ORG_HEADS.has(first))) return undefined;
  // Card schemes and payment products are not organisations in a statement (`Visa`, `Carte Visa`).
  if (lowers.some((w) => CARD_SCHEMES.has(w))) return undefined;
  if (
    g.organizations.has(phrase) ||
    (phrase.includes("&") && g.organizations.has(phrase.replace(/&/g, " & ")))
  ) {
    return { type: EntityType.ORG, confidence: 0.85, rule: "org-gazetteer" };
  }
  // A known organisation followed by other words is a product: Microsoft Teams, Google Pixel.
  if (n >= 2 && g.organizations.has(first)) return { type: EntityType.ORG, confidence: 0.2, rule: "product" };
  if (words.some((t) => t.allCaps)) return undefined;
  if (
    !run.honorific &&
    n >= 2 &&
    n <= 6 &&
    lowers.some((w) => !g.firstNames.has(w) && ORG_STEM_START.test(w))
  )
    return { type: EntityType.ORG, confidence: 0.7, rule: "org-stem" };
  if (run.honorific) return { type: EntityType.PERSON, confidence: 0.95, rule: "honorific" };
  if (n <= 5 && sentByABusiness(run, tokens) && !knownPerson(lowers, g))
    return { type: EntityType.ORG, confidence: 0.7, rule: "org-sent-from" };
  if (g.places.has(phrase)) return undefined;

  const cue = contextCue(run, tokens);
  const firstKnown = g.firstNames.has(first);
  const lastKnown = g.lastNames.has(last);
  const startsSentence = words[0]!.sentenceStart;

  if (n >= 2 && n <= 4) {
    if (firstKnown && lastKnown) return { type: EntityType.PERSON, confidence: 0.95, rule: "first+last" };
    if (firstKnown && !g.places.has(last))
      return { type: EntityType.PERSON, confidence: 0.88, rule: "first+cap" };
    if (lastKnown && !g.commonWords.has(first))
      return { type: EntityType.PERSON, confidence: 0.8, rule: "cap+last" };
    if (cue === "speech") return { type: EntityType.PERSON, confidence: 0.75, rule: "speech-verb" };
    if (cue === "before" && !startsSentence)
      return { type: EntityType.PERSON, confidence: 0.6, rule: "cue-before" };
    // Two or three words none of which is an ordinary word or a place are nearly always a name
    // from outside the gazetteer (`Declan Brennan`, `Sanna Virtanen`), issue 22.
    // Corpus 2026d's writers put many such runs that are no name (`Schadenteam Nordwest`, `Genel
    // Müdür`, `Hírös Pékség`: departments, titles and firms in their own language), so one word at
    // least must be a known first name or surname (faker's names of every locale) for the run to
    // count, or a label that names a person must stand before it (`Reporter: Callum McAllister`).
    if (
      n <= 3 &&
      words.every((t) => nameLike(t, g)) &&
      (words.some((t) => knownName(t.lower, g)) || labelledAsPerson(run, tokens))
    ) {
      if (!startsSentence) return { type: EntityType.PERSON, confidence: 0.55, rule: "uncommon-words" };
      // At a line's start only where documents put names: after a field label (`Reporter:`,
      // `Από:`), on a line of its own (a signature), or before an address (`Name <a@b.c>`).
      if (placedAsName(run, tokens))
        return { type: EntityType.PERSON, confidence: 0.6, rule: "uncommon-words-placed" };
    }
    return { type: EntityType.PERSON, confidence: startsSentence ? 0.3 : 0.45, rule: "capitalised-sequence" };
  }
  if (n === 1) {
    if (firstKnown) {
      if (cue) return { type: EntityType.PERSON, confidence: 0.8, rule: "first-name+cue" };
      return { type: EntityType.PERSON, confidence: startsSentence ? 0.45 : 0.65, rule: "first-name" };
    }
    if (lastKnown && cue === "speech")
      return { type: EntityType.PERSON, confidence: 0.7, rule: "last-name+speech" };
    if (cue === "speech" && !g.commonWords.has(first))
      return { type: EntityType.PERSON, confidence: 0.55, rule: "speech-verb" };
  }
  return undefined;
}

// Words after a run of ordinary words that make it a term, not a name (`National Insurance number`).
const TERM_NOUNS = new Set("number numbers no nr card contributions scheme".split(" "));

/**
 * A job title (`Engenheiro de Software`) or a term followed by a form noun (`National Insurance
 * number`) ends in a sector noun without naming an organisation.
 */
function titleOrTerm(run: CandidateRun, tokens: readonly Token[], g: Gazetteer): boolean {
  if (NON_NAME_WORDS.has(run.tokens[0]!.lower)) return true;
  const after = tokens[run.index + run.tokens.length];
  // An organisation's number is written with its name in the gazetteer (`Allianz`), a term's not.
  return (
    after !== undefined &&
    TERM_NOUNS.has(after.lower) &&
    !after.capitalised &&
    !run.tokens.some((t) => g.organizations.has(t.lower))
  );
}

/**
 * A trade closes the run (`Nordvik Hosting`) or opens it (`Toko Roti Sumber Rejeki`). A closing
 * trade that is also a surname (`Baker`-like words in the gazetteer) says nothing.
 */
function namedByTrade(lowers: readonly string[], g: Gazetteer): boolean {
  const last = lowers[lowers.length - 1]!;
  if (TRADE_LAST_WORDS.has(last) && !g.lastNames.has(last) && !TRADE_LAST_WORDS.has(lowers[0]!)) return true;
  return TRADE_FIRST_WORDS.has(lowers[0]!) || TRADE_FIRST_PAIRS.has(`${lowers[0]} ${lowers[1]}`);
}

/** `Invoices from X`, `a quote from X`: a thing or person a business sends, then `from`, then the run. */
function sentByABusiness(run: CandidateRun, tokens: readonly Token[]): boolean {
  const from = tokens[run.index - 1];
  const thing = tokens[run.index - 2];
  return (
    from !== undefined &&
    thing !== undefined &&
    SENT_FROM.has(from.lower) &&
    SENT_BY_A_BUSINESS.has(thing.lower)
  );
}

/** A known first name alone, or a known first name with a known surname: a person's name. */
function knownPerson(lowers: readonly string[], g: Gazetteer): boolean {
  const first = g.firstNames.has(lowers[0]!);
  return lowers.length === 1
    ? first || g.lastNames.has(lowers[0]!)
    : first && g.lastNames.has(lowers[lowers.length - 1]!);
}

/** "speech": a speech verb right after (or `according to` right before); "before": a cue word right before. */
function contextCue(run: CandidateRun, tokens: readonly Token[]): "speech" | "before" | undefined {
  const after = tokens[run.index + run.tokens.length];
  if (after && SPEECH_VERBS.has(after.lower)) return "speech";
  const before = tokens[run.index - 1];
  if (!before) return undefined;
  if (SPEECH_VERBS.has(before.lower) && before.lower !== "according") return "speech";
  if (before.lower === "to" && tokens[run.index - 2]?.lower === "according") return "speech";
  return PERSON_CUES_BEFORE.has(before.lower) ? "before" : undefined;
}

/** A word that may be part of a name from outside the gazetteer: not an ordinary word, place, title or organisation. */
function nameLike(t: Token, g: Gazetteer): boolean {
  const w = t.lower;
  if (g.commonWords.has(w) || g.places.has(w) || g.organizations.has(w) || NON_NAME_WORDS.has(w))
    return false;
  // `Follow-up`: a hyphenated name capitalises every part (`Jean-Baptiste`, `Georges-Pompidou`).
  return !/-\p{Ll}/u.test(t.text) && !/^\p{L}\.$/u.test(t.text);
}

function placedAsName(run: CandidateRun, tokens: readonly Token[]): boolean {
  const before = tokens[run.index - 1];
  const last = tokens[run.index + run.tokens.length - 1]!;
  const after = tokens[run.index + run.tokens.length];
  if (before && /^:[ \t]+$/.test(before.gapAfter)) return true;
  if (/^ ?<$/.test(last.gapAfter)) return true;
  const lineBefore = !before || before.gapAfter.includes("\n");
  const lineAfter = !after || /^[ \t]*\r?\n/.test(last.gapAfter);
  return lineBefore && lineAfter;
}

// The name lists of the gazetteer in use and the tagger's Bloom filter, built once per gazetteer.
const nameLists = new WeakMap<Gazetteer, NameParts>();

function knownName(lower: string, g: Gazetteer): boolean {
  let lists = nameLists.get(g);
  if (!lists) {
    lists = nameWords(g);
    nameLists.set(g, lists);
  }
  // `Lea-Sophie`, `Szabó-Fekete`: a part of a hyphenated name is enough. Faker writes Greek names
  // without their accents (`Μαρια`), so `Μαρία` is looked up without them too.
  return (
    lists.isName(lower) ||
    lists.isName(withoutMarks(lower)) ||
    (lower.includes("-") && lower.split("-").some((p) => p.length > 1 && lists.isName(p)))
  );
}

function withoutMarks(lower: string): string {
  return lower.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}

// Labels whose value is a person (`Reporter:`, `From:`, `Από:`), unlike `Subject:`/`Betreff:`,
// whose capitalised value is a document's words.
const PERSON_LABELS = new Set(
  (
    "reporter requester requestor assignee customer client patient contact from to cc sender recipient author " +
    "owner holder member name caller applicant tenant landlord guest visitor agent attendee signed von an " +
    "absender empfänger de para expéditeur destinataire da a van aan från till fra til od do από προς от кому"
  ).split(" "),
);

/** The word before the run is a person label followed by a colon. */
function labelledAsPerson(run: CandidateRun, tokens: readonly Token[]): boolean {
  const before = tokens[run.index - 1];
  return before !== undefined && /^:[ \t]+$/.test(before.gapAfter) && PERSON_LABELS.has(before.lower);
}
