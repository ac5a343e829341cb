import { hasWordBefore } from "./context-words.js";
import { NUMBER_WORDS, OTHER_NUMBER_NOUNS, PHONE_WORDS } from "./phone-words.js";

/**
 * Whether a phone word stands before `start`, read once and only when a rule asks. An object, not
 * a closure: under tsx, which the service runs on, creating a named closure also calls __name.
 */
export class PhoneWordCue {
  #found: boolean | undefined;
  constructor(
    private readonly text: string,
    private readonly start: number,
  ) {}
  get found(): boolean {
    if (this.#found === undefined) this.#found = phoneWordBefore(this.text, this.start);
    return this.#found;
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
