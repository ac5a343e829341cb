import { hasWordBefore } from "./context-words.js";
import { NUMBER_WORDS, OTHER_NUMBER_NOUNS, PHONE_WORDS } from "./phone-words.js";

// How far after a phone number the next one still counts as listed with it (`Tel. 0664 123 4567
// (Mo–Fr), Büro Wien 01 534 36 0`, `WhatsApp +56 9 1234 5678 (Santiago) · Bogotá 300 123 4567`).
const LISTED_WITHIN = 32;

/**
 * Whether a phone word stands before `start`, read once and only when a rule asks; a number listed
 * on the same line shortly after another phone number has its cue. An object, not a closure:
 * under tsx, which the service runs on, creating a named closure also calls __name.
 */
export class PhoneWordCue {
  #found: boolean | undefined;
  constructor(
    private readonly text: string,
    private readonly start: number,
    /** The phone number found before this one, if any. */
    private readonly previous?: { readonly start: number; readonly end: number },
  ) {}
  get found(): boolean {
    if (this.#found === undefined)
      this.#found =
        phoneWordBefore(this.text, this.start) || listedAfterPhone(this.text, this.start, this.previous);
    return this.#found;
  }
}

/**
 * The cue before a position, the last one read kept: the runs of one candidate that start at one
 * group (tried longest first) share it, so its word lists are read once for them. A cue depends
 * only on the text, where it is read and the number found before. One per text.
 */
export class LastPhoneWordCue {
  #last: { start: number; previous: object | undefined; cue: PhoneWordCue } | undefined;
  at(text: string, start: number, previous?: { readonly start: number; readonly end: number }): PhoneWordCue {
    const last = this.#last;
    if (last && last.start === start && last.previous === previous) return last.cue;
    const cue = new PhoneWordCue(text, start, previous);
    this.#last = { start, previous, cue };
    return cue;
  }
}

/**
 * A phone word, or "number" in some language unless another identifier's noun comes before it
 * (`unka number 98114 27653`, not `order number 98114 27653`).
 */
function phoneWordBefore(text: string, start: number): boolean {
  if (hasWordBefore(text, start, PHONE_WORDS, 24)) return true;
  return hasWordBefore(text, start, NUMBER_WORDS, 24) && !hasWordBefore(text, start, OTHER_NUMBER_NOUNS, 40);
}

/**
 * Right after a phone number on the same line and in the same sentence: at most LISTED_WITHIN
 * characters between them, no digit (nothing else numbered in between) and no other identifier's
 * noun (`…, order 1234 5678`). And only after a number that is surely one: written internationally
 * or after a phone word (not `20.71.209.110`, read as a London number and an IPv4 address alike).
 * Checked only when a candidate near a number needs a cue, so most numbers never pay for it.
 */
function listedAfterPhone(
  text: string,
  start: number,
  previous: { readonly start: number; readonly end: number } | undefined,
): boolean {
  if (!previous || start - previous.end > LISTED_WITHIN) return false;
  const between = text.slice(previous.end, start);
  if (/[\d\n]|[.!?;]\s/.test(between) || hasWordBefore(text, start, OTHER_NUMBER_NOUNS, between.length))
    return false;
  return text[previous.start] === "+" || phoneWordBefore(text, previous.start);
}
