import type { Gazetteer } from "./gazetteer.js";
import type { Token } from "./tokens.js";
import {
  HONORIFICS,
  INNER_HONORIFICS,
  NAME_PARTICLES,
  ORG_HEADS,
  ORG_SUFFIXES,
  STOP_WORDS,
} from "./word-lists.js";

/** A maximal sequence of capitalised words (with name particles or `of`/`&` inside) in one sentence. */
export interface CandidateRun {
  readonly tokens: readonly Token[];
  /** Index of the first token in the document's token list. */
  readonly index: number;
  /** An honorific (`Dr.`, `Mrs`) stood right before the run. */
  readonly honorific: boolean;
}

/**
 * No name or organisation is longer than this many words. Longer capitalised stretches (titles,
 * shouting, a pasted list of names) are cut into pieces of this size, which keeps every later
 * step (the rules, the compromise window) bounded per run and the stage linear in the text.
 */
export const MAX_RUN_WORDS = 12;

/** A capitalised word that may be part of a name; all-caps words only when they are legal forms. */
function nameWord(t: Token): boolean {
  if (!t.capitalised) return false;
  // A word with a digit is a code (`SE94` starting an IBAN, `A4`), never part of a name.
  if (hasDigit(t.text)) return false;
  // All-caps words of up to five letters may be acronyms inside names (Emirates NBD Bank, HSBC);
  // the rules accept them only in organisations. Longer ones are headings or shouting.
  if (t.allCaps) return t.text.length <= 5;
  return true;
}

const HAS_DIGIT = /\p{N}/u;

/** Exactly `HAS_DIGIT.test(word)`, by character codes up to the first character outside ASCII. */
function hasDigit(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const unit = word.charCodeAt(i);
    if (unit >= 0x80) return HAS_DIGIT.test(word);
    if (unit >= 0x30 && unit <= 0x39) return true;
  }
  return false;
}

/** A lower-case word that may sit inside a name: `van`, `de`, `of` (Bank of America). */
function connector(t: Token): boolean {
  return NAME_PARTICLES.has(t.text) || t.text === "of";
}

/**
 * Finds candidate runs. Leading words that cannot start a name are peeled off (an honorific is
 * remembered; a greeting or a sentence-initial common word is dropped), so `Thanks Sarah` yields
 * `Sarah` and `Dr. Jane Roe` yields `Jane Roe` with the honorific flag.
 */
export function candidateRuns(tokens: readonly Token[], gazetteer: Gazetteer): CandidateRun[] {
  const runs: CandidateRun[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!nameWord(tokens[i]!)) {
      i++;
      continue;
    }
    let j = i;
    while (
      j + 1 < tokens.length &&
      j - i + 1 < MAX_RUN_WORDS &&
      (tokens[j]!.joinsNext || tokens[j]!.gapAfter === " & ")
    ) {
      const next = tokens[j + 1]!;
      if (next.sentenceStart) break;
      if (nameWord(next)) {
        j++;
        continue;
      }
      // Connectors join only when a name word follows them (`van den Bosch`), and `of` only
      // after an organisation head (`Bank of America`, not `Shares of Tesla`).
      let k = j + 1;
      while (k < tokens.length && connector(tokens[k]!) && tokens[k]!.joinsNext) k++;
      const after = tokens[k];
      const ofOk = next.text !== "of" || ORG_HEADS.has(tokens[j]!.lower);
      if (k > j + 1 && ofOk && after && nameWord(after) && !after.sentenceStart) {
        j = k;
        continue;
      }
      break;
    }
    runs.push(...peel(tokens, i, j, gazetteer));
    i = j + 1;
  }
  return runs;
}

function peel(tokens: readonly Token[], from: number, to: number, gazetteer: Gazetteer): CandidateRun[] {
  let i = from;
  let honorific = false;
  // An honorific inside a run starts the name: `Hausarzt Dr. Konstantinos Georgiou` is a job title
  // and then a person, and the name never includes the title (issue 22).
  for (let h = to - 1; h > from; h--)
    if (INNER_HONORIFICS.has(tokens[h]!.lower)) {
      i = h;
      break;
    }
  while (i <= to) {
    const t = tokens[i]!;
    // "St. Mary", "St Andrews": a saint's or street name, not a person.
    if (t.lower === "st") return [];
    if (HONORIFICS.has(t.lower) && i < to) {
      honorific = true;
      i++;
      continue;
    }
    if (STOP_WORDS.has(t.lower) || (ORG_HEADS.has(t.lower) && i === to)) {
      i++;
      honorific = false;
      continue;
    }
    // A sentence-initial common word ("Yesterday", "Please") is not part of a name, unless the
    // run ends in a legal form or sector noun (`Northern Trust`, `General Motors`).
    if (
      t.sentenceStart &&
      gazetteer.commonWords.has(t.lower) &&
      !gazetteer.firstNames.has(t.lower) &&
      !ORG_SUFFIXES.has(tokens[to]!.lower)
    ) {
      i++;
      continue;
    }
    break;
  }
  // Trailing stop words and connectors are not part of the name either.
  let j = to;
  while (
    j >= i &&
    ((STOP_WORDS.has(tokens[j]!.lower) && !ORG_SUFFIXES.has(tokens[j]!.lower)) || connector(tokens[j]!))
  )
    j--;
  if (j < i) return [];
  honorific ||= i > 0 && i === from && HONORIFICS.has(tokens[i - 1]!.lower) && !inAddress(tokens, i - 1);
  return [{ tokens: tokens.slice(i, j + 1), index: i, honorific }];
}

/** The token ends an address or a host (`yahoo.fr. Amount`: `fr` is no honorific there). */
function inAddress(tokens: readonly Token[], i: number): boolean {
  const gap = tokens[i - 1]?.gapAfter;
  return gap === "." || gap === "@";
}
