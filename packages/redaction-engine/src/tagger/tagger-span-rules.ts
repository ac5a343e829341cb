import { thaiNameAfterTitle, thaiNameEnd, thaiTitleBefore } from "../entities/thai-name-end.js";
import { WORD_NAMES } from "../entities/word-names.js";
import { EntityType } from "../entity-type.js";
import type { TaggedSpan } from "./tagger-decode.js";
import { Lex } from "./tagger-lexicon.js";
import { Script, type TaggerToken } from "./tagger-tokens.js";

// What the tagger's spans are cut to and which are dropped (decision 0037): rules about names that
// hold in every language, applied after decoding, so the negatives the issue names stay negatives.
// `bitsOf(i)` is token i's word-list and name-filter bits (Lex).

const OUTSIDE = Lex.HONORIFIC | Lex.GREETING;

// Street words (a street named after a person is an address, not a person) and bot handles
// (`kyc_bot`: the labelling conventions say bots are not people).
const STREET =
  /\s(?:street|st|road|rd|avenue|ave|lane|way|drive|place|square|straße|strasse|weg|gasse|platz|rue|calle|avenida|via|viale|laan|straat|gatan|vej|utca|ulica)\.?$/iu;
const BOT = /(?:^|[_\s.-])bot$/iu;
// Venues and institutions named after a person or a word (`Rose Garden Cafe`, `Grace Church`): the
// place, not a person.
const VENUE =
  /\s(?:cafe|café|coffee|restaurant|bistro|bakery|bar|pub|grill|diner|hotel|inn|church|chapel|mosque|temple|school|academy|college|university|hospital|clinic|pharmacy|library|museum|gallery|garden|gardens|park|stadium|arena|foundation|center|centre|institute|salon|studio|market|store|shop|boutique)$/iu;

/** A tagger PERSON span that is a known place, a street, a venue or a bot. */
export function notAPerson(type: EntityType, value: string, places: ReadonlySet<string>): boolean {
  if (type !== EntityType.PERSON) return false;
  const lower = value.toLowerCase();
  // Without its accents; ASCII has none to take off (and NFD leaves it as it is): most spans.
  const plain = BEYOND_ASCII.test(lower) ? lower.normalize("NFD").replace(/\p{M}/gu, "") : lower;
  return places.has(lower) || places.has(plain) || STREET.test(lower) || BOT.test(lower) || VENUE.test(lower);
}

const BEYOND_ASCII = /[\u0080-\uffff]/;

const WORDS = Lex.COMMON_WORD | Lex.STOP_WORD;

/**
 * A span made only of ordinary words (`Will` in `Will you refund`, `Mark as resolved`): left to the
 * rules, whose cues (`I'm`, `Hi`, a following surname) say when such a word is a name.
 */
export function onlyWords(
  tokens: readonly TaggerToken[],
  span: TaggedSpan,
  bitsOf: (i: number) => number,
): boolean {
  for (let i = span.first; i <= span.last; i++)
    if (tokens[i]!.script !== Script.PUNCT && (bitsOf(i) & WORDS) === 0) return false;
  return true;
}

/**
 * A Latin-script span of a capitalised word and a lower-case one that is no name particle
 * (`Grace period`): names are written in one case, but for `van`, `de`, `bin` and the like.
 */
export function mixedCase(
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
export function notAnOrganisation(
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

// Chinese and Japanese titles follow the name with no space (`王伟先生`): a span that runs into one,
// even by a character (`王伟先`), ends where it starts.
const HAN_TITLES = [
  "先生",
  "女士",
  "小姐",
  "老师",
  "经理",
  "总监",
  "医生",
  "教授",
  "律师",
  "主任",
  "师傅",
  "阿姨",
  "夫人",
  "太太",
];

function hanNameEnd(spanAndNext: string, length: number): number {
  for (let i = 1; i < length; i++) for (const t of HAN_TITLES) if (spanAndNext.startsWith(t, i)) return i;
  return length;
}

/**
 * A lone lower-case word that is a name and an ordinary word (`Thanks, grace.`, `she said grace`,
 * `will do`): read as the word, unless it comes back in the text (`grace hopper-lee` ... `ty! grace
 * is out`). The rules' cues (a chat speaker, a title, `called`) find it when it names someone.
 */
export function loneWordName(text: string, tokens: readonly TaggerToken[], span: TaggedSpan): boolean {
  if (span.type !== EntityType.PERSON || span.first !== span.last) return false;
  const word = text.slice(tokens[span.first]!.start, tokens[span.first]!.end);
  if (word !== word.toLowerCase() || !WORD_NAMES.has(word)) return false;
  return !occursTwice(text, word);
}

// Per text, which word-names occur twice as whole words: each is looked up once per text, so a text
// full of thanks costs one scan per word-name, not one per thanks.
let seenText = "";
const twice = new Map<string, boolean>();

function occursTwice(text: string, word: string): boolean {
  if (text !== seenText) {
    seenText = text;
    twice.clear();
  }
  let known = twice.get(word);
  if (known === undefined) {
    let count = 0;
    const lower = text.toLowerCase();
    for (let at = lower.indexOf(word); at >= 0 && count < 2; at = lower.indexOf(word, at + 1))
      if (!letter(lower[at - 1]) && !letter(lower[at + word.length])) count++;
    known = count >= 2;
    twice.set(word, known);
  }
  return known;
}

function letter(ch: string | undefined): boolean {
  return ch !== undefined && /\p{L}/u.test(ch);
}

/** The span without greetings, honorifics and edge punctuation; undefined when nothing is left. */
export function trim(
  text: string,
  tokens: readonly TaggerToken[],
  span: TaggedSpan,
  bitsOf: (i: number) => number,
): [number, number] | undefined {
  if (loneWordName(text, tokens, span)) return undefined;
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
  let start = tokens[first]!.start;
  let end = tokens[last]!.end;
  // Thai runs words together (`ได้ติดต่อคุณอนุชาจากฝ่าย`): a title inside a one-word span says
  // where the name starts; the word after a name (`ศรีสุขจะมารับ`) says where it ends, which is
  // known only when the run starts the name: after a title or after the space before a surname.
  if (span.type === EntityType.PERSON && tokens[last]!.script === Script.THAI) {
    const run = text.slice(tokens[last]!.start, end);
    const titled = first === last ? thaiNameAfterTitle(run) : undefined;
    if (titled) [start, end] = [tokens[last]!.start + titled[0], tokens[last]!.start + titled[1]];
    else if (first < last || thaiTitleBefore(text, start)) end = tokens[last]!.start + thaiNameEnd(run);
  }
  if (span.type === EntityType.PERSON && tokens[last]!.script === Script.HAN)
    end = start + hanNameEnd(text.slice(start, end + 1), end - start);
  const tail = text.slice(end - 2, end);
  if ((tail === "'s" || tail === "’s") && end - 2 > start) end -= 2;
  return [start, end];
}
