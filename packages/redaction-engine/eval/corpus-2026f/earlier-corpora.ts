// Every labelled corpus written before corpus 2026f, which neither of its parts may share a full
// name, organisation, structured value or document with: the list corpus 2026e kept, both parts of
// corpus 2026e and the structured challenge sets (the lead adds each part to the other at merge).
// Imported only; their text is compared by the honesty suite, never read by the labellers.
import { EARLIER_CORPORA as BEFORE_2026E } from "../corpus-2026e/earlier-corpora.js";
import { HELDOUT_E_1_CORPUS } from "../corpus-2026e/heldout-1.js";
import { HELDOUT_E_2_CORPUS } from "../corpus-2026e/heldout-2.js";
import { STRUCTURED_CHALLENGE } from "../structured-challenge-set.js";

export const EARLIER_CORPORA: readonly string[] = [
  ...BEFORE_2026E,
  ...HELDOUT_E_1_CORPUS,
  ...HELDOUT_E_2_CORPUS,
  ...STRUCTURED_CHALLENGE,
];
