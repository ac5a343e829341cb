import { normalizeName } from "../entities/compromise-recognizer.js";
import { defaultGazetteer } from "../entities/gazetteer.js";
import { EntityType } from "../entity-type.js";
import type { Detector, Finding } from "../finding.js";
import { firstNameKey, lastNameKey, type NameFilter } from "./name-filter.js";
import { LABELS, Label, labelsToSpans, type TaggedSpan, viterbi } from "./tagger-decode.js";
import { extractFeatures } from "./tagger-features.js";
import { Lex, taggerLexicon } from "./tagger-lexicon.js";
import { scoreTokens, type TaggerWeights } from "./tagger-model.js";
import { Script, type TaggerToken, taggerTokens } from "./tagger-tokens.js";

export const TAGGER_DETECTOR = "tagger";

export interface TaggerDetectorOptions {
  /** The model; the shipped one (`shippedTaggerWeights()`) unless a test or a trainer passes one. */
  readonly weights: TaggerWeights;
  /** Name membership (the shipped filter with the shipped weights). */
  readonly names?: NameFilter;
  /**
   * Confidence of the tagger's spans. Below the rules' (0.8-0.95), so where both claim
   * overlapping text the rules' span wins in fusion and the tagger only adds what they missed.
   */
  readonly confidence?: number;
  /**
   * Per type: spans whose weakest token scores less than this above `O` are dropped (the
   * precision knob; the shipped values come with the weights).
   */
  readonly minMargin?: { readonly PERSON?: number; readonly ORG?: number };
}

const OUTSIDE = Lex.HONORIFIC | Lex.GREETING;

/**
 * The learned PERSON/ORG tagger as a detector (issue 22, decision 0037): tokens, hashed features,
 * a linear score per label, Viterbi under the BIO constraint, spans. Greetings, honorifics,
 * punctuation at the edges and a possessive `'s` are trimmed off every span. Linear in the text.
 */
export function createTaggerDetector(options: TaggerDetectorOptions): Detector {
  const { weights } = options;
  const confidence = options.confidence ?? 0.6;
  const personMargin = options.minMargin?.PERSON ?? 0;
  const orgMargin = options.minMargin?.ORG ?? 0;
  const lexicon = taggerLexicon();
  const places = defaultGazetteer().places;
  let scores = new Float32Array(1024 * LABELS);
  return {
    name: TAGGER_DETECTOR,
    types: [EntityType.PERSON, EntityType.ORG],
    detect(text, context) {
      if (!context.types.has(EntityType.PERSON) && !context.types.has(EntityType.ORG)) return [];
      const tokens = taggerTokens(text);
      const n = tokens.length;
      if (n === 0) return [];
      const features = extractFeatures(text, tokens, lexicon, options.names);
      if (scores.length < n * LABELS) scores = new Float32Array(n * LABELS * 2);
      scoreTokens(weights, features, n, scores);
      const labels = viterbi(scores, n, weights.transitions);
      context.meter?.add(n);
      const bitsOf = (i: number) => {
        const word = text.slice(tokens[i]!.start, tokens[i]!.end).toLowerCase();
        let bits = lexicon.get(word) ?? 0;
        if (options.names?.has(firstNameKey(word))) bits |= Lex.POOL_FIRST;
        if (options.names?.has(lastNameKey(word))) bits |= Lex.POOL_LAST;
        return bits;
      };
      const found: Finding[] = [];
      for (const span of labelsToSpans(labels, tokens)) {
        if (!context.types.has(span.type)) continue;
        const min = span.type === EntityType.PERSON ? personMargin : orgMargin;
        if (margin(scores, labels, span) < min) continue;
        const trimmed = trim(text, tokens, span, bitsOf);
        if (!trimmed) continue;
        const [start, end] = trimmed;
        if (notAPerson(span.type, text.slice(start, end), places)) continue;
        if (notAnOrganisation(span, tokens, text.slice(start, end), places, bitsOf)) continue;
        if (onlyWords(tokens, span, bitsOf) || mixedCase(text, tokens, span, bitsOf)) continue;
        found.push({
          start,
          end,
          type: span.type,
          confidence,
          detector: TAGGER_DETECTOR,
          verdict: "unvalidated",
          normalized: normalizeName(text.slice(start, end)),
        });
      }
      return found;
    },
  };
}

// Street words (a street named after a person is an address, not a person) and bot handles
// (`kyc_bot`: the labelling conventions say bots are not people).
const STREET =
  /\s(?:street|st|road|rd|avenue|ave|lane|way|drive|place|square|straße|strasse|weg|gasse|platz|rue|calle|avenida|via|viale|laan|straat|gatan|vej|utca|ulica)\.?$/iu;
const BOT = /(?:^|[_\s.-])bot$/iu;

/** A tagger PERSON span that is a known place, a street or a bot. */
function notAPerson(type: EntityType, value: string, places: ReadonlySet<string>): boolean {
  if (type !== EntityType.PERSON) return false;
  const lower = value.toLowerCase();
  const plain = lower.normalize("NFD").replace(/\p{M}/gu, "");
  return places.has(lower) || places.has(plain) || STREET.test(lower) || BOT.test(lower);
}

const WORDS = Lex.COMMON_WORD | Lex.STOP_WORD;

/**
 * A span made only of ordinary words (`Will` in `Will you refund`, `Mark as resolved`): left to the
 * rules, whose cues (`I'm`, `Hi`, a following surname) say when such a word is a name.
 */
function onlyWords(tokens: readonly TaggerToken[], span: TaggedSpan, bitsOf: (i: number) => number): boolean {
  for (let i = span.first; i <= span.last; i++)
    if (tokens[i]!.script !== Script.PUNCT && (bitsOf(i) & WORDS) === 0) return false;
  return true;
}

/**
 * A Latin-script span of a capitalised word and a lower-case one that is no name particle
 * (`Grace period`): names are written in one case, but for `van`, `de`, `bin` and the like.
 */
function mixedCase(
  text: string,
  tokens: readonly TaggerToken[],
  span: TaggedSpan,
  bitsOf: (i: number) => number,
): boolean {
  let upper = false;
  let lower = false;
  for (let i = span.first; i <= span.last; i++) {
    const t = tokens[i]!;
    if (t.script !== Script.LATIN || (bitsOf(i) & Lex.PARTICLE) !== 0) continue;
    const c = text[t.start]!;
    if (c !== c.toLowerCase()) upper = true;
    else if (c !== c.toUpperCase()) lower = true;
  }
  return upper && lower;
}

const NAME = Lex.FIRST_NAME | Lex.LAST_NAME | Lex.POOL_FIRST | Lex.POOL_LAST;

function sentenceStart(text: string, tokens: readonly TaggerToken[], i: number): boolean {
  const t = tokens[i]!;
  if (t.lineStart) return true;
  const prev = tokens[i - 1];
  return prev !== undefined && prev.script === Script.PUNCT && /[.!?:]/.test(text[prev.start]!);
}

const ORG_EVIDENCE = Lex.ORG_SUFFIX | Lex.ORG_WORD | Lex.ORG_HEAD;
const NOT_IN_ORG = Lex.NON_NAME | Lex.HONORIFIC | Lex.STOP_WORD | Lex.GREETING;

/**
 * A tagger ORG span that is a known place, holds a job title, honorific, greeting or document word
 * (`HR Director`), or, with no organisation word anywhere, reads as a person: a known first name
 * first, or a known first name before a known surname (`CFO Arvind Menon`).
 */
function notAnOrganisation(
  span: TaggedSpan,
  tokens: readonly TaggerToken[],
  value: string,
  places: ReadonlySet<string>,
  bitsOf: (i: number) => number,
): boolean {
  if (span.type !== EntityType.ORG) return false;
  const lower = value.toLowerCase();
  if (places.has(lower) || places.has(lower.normalize("NFD").replace(/\p{M}/gu, ""))) return true;
  let evidence = 0;
  for (let i = span.first; i <= span.last; i++) {
    if (tokens[i]!.script === Script.PUNCT) continue;
    const bits = bitsOf(i);
    if ((bits & NOT_IN_ORG) !== 0) return true;
    evidence |= bits;
  }
  if ((evidence & ORG_EVIDENCE) !== 0) return false;
  if ((bitsOf(span.first) & Lex.POOL_FIRST) !== 0) return true;
  for (let i = span.first; i < span.last; i++)
    if (
      (bitsOf(i) & (Lex.POOL_FIRST | Lex.FIRST_NAME)) !== 0 &&
      (bitsOf(i + 1) & (Lex.POOL_LAST | Lex.LAST_NAME)) !== 0
    )
      return true;
  return false;
}

function margin(scores: Float32Array, labels: Uint8Array, span: TaggedSpan): number {
  let min = Number.POSITIVE_INFINITY;
  for (let i = span.first; i <= span.last; i++) {
    const m = scores[i * LABELS + labels[i]!]! - scores[i * LABELS + Label.O]!;
    if (m < min) min = m;
  }
  return min;
}

/** The span without greetings, honorifics and edge punctuation; undefined when nothing is left. */
function trim(
  text: string,
  tokens: readonly TaggerToken[],
  span: TaggedSpan,
  bitsOf: (i: number) => number,
): [number, number] | undefined {
  let first = span.first;
  let last = span.last;
  while (first <= last) {
    const t = tokens[first]!;
    const next = tokens[first + 1];
    const dotted = next && next.script === Script.PUNCT && text[next.start] === "." && first + 1 <= last;
    if (t.script === Script.PUNCT) first++;
    else if (span.type === EntityType.PERSON && (bitsOf(first) & OUTSIDE) !== 0) first += dotted ? 2 : 1;
    else break;
  }
  // An article or possessive starts a noun phrase (`Die Tochter`, `Unser Konto`): without it, what
  // is left must be a known name to stay.
  if (span.type === EntityType.PERSON && first <= last && (bitsOf(first) & Lex.DETERMINER) !== 0) {
    first++;
    let known = false;
    for (let i = first; i <= last; i++) if ((bitsOf(i) & NAME) !== 0) known = true;
    if (!known) return undefined;
  }
  // A sentence-initial word no list knows as a name, before a known first name, is the sentence's
  // first word (`Звонил Иван Петров`, `Kunde Anna Berg`), not part of the name.
  if (
    span.type === EntityType.PERSON &&
    first + 1 <= last &&
    sentenceStart(text, tokens, first) &&
    (bitsOf(first) & NAME) === 0 &&
    (bitsOf(first + 1) & Lex.POOL_FIRST) !== 0
  )
    first++;
  while (last >= first && tokens[last]!.script === Script.PUNCT && !/[.)]/.test(text[tokens[last]!.start]!))
    last--;
  // A closing bracket belongs to an organisation only when it opened inside it: `(Pty) Ltd`.
  if (
    last >= first &&
    text[tokens[last]!.start] === ")" &&
    !text.slice(tokens[first]!.start, tokens[last]!.start).includes("(")
  )
    last--;
  if (last >= first && span.type === EntityType.PERSON && text[tokens[last]!.start] === ".") last--;
  if (last < first) return undefined;
  let end = tokens[last]!.end;
  const tail = text.slice(end - 2, end);
  if ((tail === "'s" || tail === "’s") && end - 2 > tokens[first]!.start) end -= 2;
  return [tokens[first]!.start, end];
}
