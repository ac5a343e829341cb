// Every labelled corpus written before corpus 2026u (training text), which neither of its parts may share a full
// name, organisation, structured value or document with: the list corpus 2026f kept and both parts
// of corpus 2026f (the lead adds each part to the other, and the held-out corpus 2026g, at merge).
// Imported only; their text is compared by the honesty suite, never read by the labellers.
import { EARLIER_CORPORA as BEFORE_2026F } from "../corpus-2026f/earlier-corpora.js";
import { HELDOUT_F_1_CORPUS } from "../corpus-2026f/heldout-1.js";
import { HELDOUT_F_2_CORPUS } from "../corpus-2026f/heldout-2.js";

export const EARLIER_CORPORA: readonly string[] = [
  ...BEFORE_2026F,
  ...HELDOUT_F_1_CORPUS,
  ...HELDOUT_F_2_CORPUS,
];
