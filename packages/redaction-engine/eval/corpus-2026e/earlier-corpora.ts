// Every labelled corpus written before corpus 2026e, which neither of its parts may share a full
// name, organisation, structured value or document with: the list corpus 2026d kept, both parts of
// corpus 2026d and the structured challenge sets (each part adds the other part). Imported only;
// their text is compared by the honesty suite, never read by the labellers.
import { EARLIER_CORPORA as BEFORE_2026D } from "../corpus-2026d/earlier-corpora.js";
import { HELDOUT_D_1_CORPUS } from "../corpus-2026d/heldout-1.js";
import { HELDOUT_D_2_CORPUS } from "../corpus-2026d/heldout-2.js";
import { STRUCTURED_CHALLENGE } from "../structured-challenge-set.js";

export const EARLIER_CORPORA: readonly string[] = [
  ...BEFORE_2026D,
  ...HELDOUT_D_1_CORPUS,
  ...HELDOUT_D_2_CORPUS,
  ...STRUCTURED_CHALLENGE,
];
