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

export function nameWords(g: Pick<Gazetteer, "firstNames" | "lastNames">): NameWords {
  return {
    isName(lower) {
      if (g.firstNames.has(lower) || g.lastNames.has(lower)) return true;
      const { names } = shippedTaggerModel();
      return names.has(firstNameKey(lower)) || names.has(lastNameKey(lower));
    },
  };
}
