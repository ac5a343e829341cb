import { defaultGazetteer, type Gazetteer } from "../entities/gazetteer.js";
import {
  CARD_SCHEMES,
  HONORIFICS,
  NAME_PARTICLES,
  NON_NAME_WORDS,
  ORG_HEADS,
  ORG_SUFFIXES,
  PERSON_CUES_BEFORE,
  SPEECH_VERBS,
  STOP_WORDS,
} from "../entities/word-lists.js";

/**
 * Word-list membership as bits, one feature each (decision 0037). The lists are the entity
 * rules' own (compromise's lexicon and the closed lists), so the model adds no vocabulary bytes;
 * what the lists lack (names of other countries and scripts) it learns from character n-grams.
 */
export const Lex = {
  FIRST_NAME: 1,
  LAST_NAME: 2,
  COMMON_WORD: 4,
  PLACE: 8,
  ORG_WORD: 16,
  HONORIFIC: 32,
  STOP_WORD: 64,
  ORG_SUFFIX: 128,
  PERSON_CUE: 256,
  SPEECH_VERB: 512,
  CARD_SCHEME: 1024,
  NON_NAME: 2048,
  PARTICLE: 4096,
  GREETING: 8192,
  ORG_HEAD: 16384,
  /** Articles and possessives that start a noun phrase, never a name: `Die Tochter`, `Unser Konto`. */
  DETERMINER: 131072,
  /** In the name filter (faker's first names / surnames of every script), not in the map. */
  POOL_FIRST: 32768,
  POOL_LAST: 65536,
} as const;
/** Bits that are features (DETERMINER, added after the weights were trained, is not one). */
export const LEX_BITS = 17;

// Greeting and closing words of the corpus languages (the letter rules' list, as single words).
const GREETINGS =
  "hi hello hey dear beste geachte liebe lieber geehrte hallo bonjour chère cher hola estimado estimada querido querida olá ola prezado prezada caro cara gentile kedves szia drogi droga szanowny szanowna hej hei merhaba sayın уважаемый уважаемая здравствуйте привет thanks thank cheers regards sincerely cordialement saludos saludo atentamente grüße groet groeten pozdrawiam".split(
    " ",
  );

// Not the name particles (`de`, `la`, `van`), which may start a surname mentioned alone.
const DETERMINERS =
  "the a an our my your his their die das dem des ein eine einen einem einer unser unsere unserem unseren unserer mein meine meinem meinen dein deine ihr ihre ihrem ihren sein seine seinem seinen les un une los las il lo gli uno una het een".split(
    " ",
  );

let cached: ReadonlyMap<string, number> | undefined;

/** Lower-case word -> Lex bits; built once from the shared gazetteer (about 20 ms). */
export function taggerLexicon(gazetteer: Gazetteer = defaultGazetteer()): ReadonlyMap<string, number> {
  if (cached && gazetteer === defaultGazetteer()) return cached;
  const bits = new Map<string, number>();
  const add = (words: Iterable<string>, bit: number) => {
    for (const w of words) bits.set(w, (bits.get(w) ?? 0) | bit);
  };
  add(gazetteer.firstNames, Lex.FIRST_NAME);
  add(gazetteer.lastNames, Lex.LAST_NAME);
  add(gazetteer.commonWords, Lex.COMMON_WORD);
  add(gazetteer.places, Lex.PLACE);
  for (const org of gazetteer.organizations) if (!org.includes(" ")) add([org], Lex.ORG_WORD);
  add(HONORIFICS, Lex.HONORIFIC);
  add(STOP_WORDS, Lex.STOP_WORD);
  add(ORG_SUFFIXES, Lex.ORG_SUFFIX);
  add(PERSON_CUES_BEFORE, Lex.PERSON_CUE);
  add(SPEECH_VERBS, Lex.SPEECH_VERB);
  add(CARD_SCHEMES, Lex.CARD_SCHEME);
  add(NON_NAME_WORDS, Lex.NON_NAME);
  add(NAME_PARTICLES, Lex.PARTICLE);
  add(GREETINGS, Lex.GREETING);
  add(ORG_HEADS, Lex.ORG_HEAD);
  add(DETERMINERS, Lex.DETERMINER);
  if (gazetteer === defaultGazetteer()) cached = bits;
  return bits;
}
