// Every labelled corpus written before corpus 2026d, which neither of its parts may share a full
// name, organisation, structured value or document with (each part adds the other part).
import { HELDOUT_CORPUS } from "../corpus-2026/heldout.js";
import { TUNE_CORPUS } from "../corpus-2026/tune.js";
import { HELDOUT_B_CORPUS } from "../corpus-2026b/heldout.js";
import { HELDOUT_C_1_CORPUS } from "../corpus-2026c/heldout-1.js";
import { HELDOUT_C_2_CORPUS } from "../corpus-2026c/heldout-2.js";
import { TRAIN_T_1_CORPUS } from "../corpus-2026t/train-1.js";
import { TRAIN_T_2_CORPUS } from "../corpus-2026t/train-2.js";
import { HAND_LABELLED } from "../hand-labelled.js";
import { HELD_OUT } from "../held-out.js";

export const EARLIER_CORPORA: readonly string[] = [
  ...HELDOUT_C_1_CORPUS,
  ...HELDOUT_C_2_CORPUS,
  ...TRAIN_T_1_CORPUS,
  ...TRAIN_T_2_CORPUS,
  ...TUNE_CORPUS,
  ...HELDOUT_CORPUS,
  ...HELDOUT_B_CORPUS,
  ...HAND_LABELLED,
  ...HELD_OUT,
];
