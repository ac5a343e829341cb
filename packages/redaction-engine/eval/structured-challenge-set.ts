// The structured challenge set in one list (tuning text, not held out; see structured-challenge.ts; parts 2 to 4 in their files).
import { STRUCTURED_PHONE_LOOKALIKES, STRUCTURED_PHONES } from "./structured-challenge.js";
import { STRUCTURED_RECORD_LOOKALIKES, STRUCTURED_RECORDS } from "./structured-challenge-2.js";
import { STRUCTURED_THIRD_LOOKALIKES, STRUCTURED_THIRD_RECORDS } from "./structured-challenge-3.js";
import {
  STRUCTURED_FOURTH_LOOKALIKES,
  STRUCTURED_FOURTH_PROBE,
  STRUCTURED_FOURTH_RECORDS,
} from "./structured-challenge-4.js";

export const STRUCTURED_CHALLENGE: readonly string[] = [
  ...STRUCTURED_PHONES,
  ...STRUCTURED_PHONE_LOOKALIKES,
  ...STRUCTURED_RECORDS,
  ...STRUCTURED_RECORD_LOOKALIKES,
  // Third round (structured-challenge-3.ts, branch structured-gen).
  ...STRUCTURED_THIRD_RECORDS,
  ...STRUCTURED_THIRD_LOOKALIKES,
  // Fourth round (structured-challenge-4.ts): other writers' forms, written before looking at the rules.
  ...STRUCTURED_FOURTH_RECORDS,
  ...STRUCTURED_FOURTH_LOOKALIKES,
  ...STRUCTURED_FOURTH_PROBE,
];
