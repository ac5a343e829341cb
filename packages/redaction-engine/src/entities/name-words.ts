import { firstNameKey, lastNameKey } from "../tagger/name-filter.js";
import { shippedTaggerModel } from "../tagger/shipped-tagger.js";
import type { Gazetteer } from "./gazetteer.js";

/**
 * Is a lower-case word a first name or a surname? The gazetteer (compromise's lexicon, a few
 * thousand names) or the tagger's Bloom filter of faker's names in every locale (about 40 000,
 * 0.3 % false positives), decoded once and shared with the tagger.
 */
export interface NameWords {
  isName(lower: string): boolean;
}

/** The same lists, asked for one part of a name. */
export interface NameParts extends NameWords {
  isFirstName(lower: string): boolean;
  isLastName(lower: string): boolean;
}

export function nameWords(g: Pick<Gazetteer, "firstNames" | "lastNames">): NameParts {
  const isFirstName = (lower: string) =>
    g.firstNames.has(lower) || shippedTaggerModel().names.has(firstNameKey(lower));
  const isLastName = (lower: string) =>
    g.lastNames.has(lower) || shippedTaggerModel().names.has(lastNameKey(lower));
  return {
    isName: (lower) => isFirstName(lower) || isLastName(lower),
    isFirstName,
    isLastName,
  };
}
