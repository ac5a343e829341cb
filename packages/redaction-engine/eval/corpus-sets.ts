// The labelled sets of issue 22 by role (decision 0042): the tuning pool, which rules and the tagger
// may be shaped on, and the held-out set, which is only ever scored in aggregate. Held-out files are
// loaded only through `heldOutSet`, with a variable specifier, so nothing imports them by accident.
import { HELDOUT_CORPUS } from "./corpus-2026/heldout.js";
import { TUNE_CORPUS } from "./corpus-2026/tune.js";
import { HELDOUT_B_CORPUS } from "./corpus-2026b/heldout.js";
import { HELDOUT_C_1_CORPUS } from "./corpus-2026c/heldout-1.js";
import { HELDOUT_C_2_CORPUS } from "./corpus-2026c/heldout-2.js";
import { HELDOUT_D_1_CORPUS } from "./corpus-2026d/heldout-1.js";
import { HELDOUT_D_2_CORPUS } from "./corpus-2026d/heldout-2.js";
import { HELDOUT_E_1_CORPUS } from "./corpus-2026e/heldout-1.js";
import { HELDOUT_E_2_CORPUS } from "./corpus-2026e/heldout-2.js";
import { HELDOUT_F_1_CORPUS } from "./corpus-2026f/heldout-1.js";
import { HELDOUT_F_2_CORPUS } from "./corpus-2026f/heldout-2.js";
import { TRAIN_T_1_CORPUS } from "./corpus-2026t/train-1.js";
import { TRAIN_T_2_CORPUS } from "./corpus-2026t/train-2.js";
import { TRAIN_U_1_CORPUS } from "./corpus-2026u/train-1.js";
import { TRAIN_U_2_CORPUS } from "./corpus-2026u/train-2.js";
import { STRUCTURED_CHALLENGE } from "./structured-challenge-set.js";

export interface MarkedSet {
  readonly name: string;
  readonly docs: readonly string[];
}

/** The tuning pool: the 2026 tuning half, the six retired held-out sets, the training corpora 2026t
 * and 2026u, and the structured challenge set (scored on its own, never trained on). */
export const TUNING_SETS: Readonly<Record<string, MarkedSet>> = {
  tune: { name: "2026 corpus, tuning half", docs: TUNE_CORPUS },
  "2026-second-half": { name: "2026 corpus, second half (retired held-out)", docs: HELDOUT_CORPUS },
  "2026b": { name: "corpus 2026b (retired held-out)", docs: HELDOUT_B_CORPUS },
  // Retired after its three looks, when corpus 2026d was written (decision 0049).
  "2026c": { name: "corpus 2026c (retired held-out)", docs: [...HELDOUT_C_1_CORPUS, ...HELDOUT_C_2_CORPUS] },
  // Retired after its three looks, when corpus 2026e was written (decision 0050).
  "2026d": { name: "corpus 2026d (retired held-out)", docs: [...HELDOUT_D_1_CORPUS, ...HELDOUT_D_2_CORPUS] },
  // Retired after its three looks, when corpus 2026f was written (decision 0052).
  "2026e": { name: "corpus 2026e (retired held-out)", docs: [...HELDOUT_E_1_CORPUS, ...HELDOUT_E_2_CORPUS] },
  // Retired after its three looks, when corpus 2026g was written (decision 0056).
  "2026f": { name: "corpus 2026f (retired held-out)", docs: [...HELDOUT_F_1_CORPUS, ...HELDOUT_F_2_CORPUS] },
  "2026t": { name: "corpus 2026t (training)", docs: [...TRAIN_T_1_CORPUS, ...TRAIN_T_2_CORPUS] },
  // Written with corpus 2026g by two other labellers, as training text (2026-11-28).
  "2026u": { name: "corpus 2026u (training)", docs: [...TRAIN_U_1_CORPUS, ...TRAIN_U_2_CORPUS] },
  structured: {
    name: "structured challenge set (tuning; only structured values marked)",
    docs: STRUCTURED_CHALLENGE,
  },
};

/** Every document of the tuning pool, in a fixed order (the structured challenge set stays apart). */
export function tuningPool(): string[] {
  return Object.entries(TUNING_SETS).flatMap(([key, s]) => (key === "structured" ? [] : [...s.docs]));
}

const HELDOUT_FILES: Readonly<Record<string, { name: string; files: readonly string[] }>> = {
  g: { name: "corpus 2026g", files: ["./corpus-2026g/heldout-1.js", "./corpus-2026g/heldout-2.js"] },
};

/** A held-out set by key (`g`), loaded on demand; undefined for an unknown key. */
export async function heldOutSet(key: string): Promise<MarkedSet | undefined> {
  const entry = HELDOUT_FILES[key];
  if (!entry) return undefined;
  const docs: string[] = [];
  for (const file of entry.files) {
    const module = (await import(file)) as Record<string, unknown>;
    const part = Object.values(module).find((v): v is string[] => Array.isArray(v));
    if (!part) throw new Error(`${file} exports no array of documents`);
    docs.push(...part);
  }
  return { name: `${entry.name}, held out (never used while tuning)`, docs };
}
