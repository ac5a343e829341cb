// The structured challenge set in one list (tuning text, not held out; see structured-challenge.ts).
import { STRUCTURED_PHONE_LOOKALIKES, STRUCTURED_PHONES } from "./structured-challenge.js";
import { STRUCTURED_RECORD_LOOKALIKES, STRUCTURED_RECORDS } from "./structured-challenge-2.js";

export const STRUCTURED_CHALLENGE: readonly string[] = [
  ...STRUCTURED_PHONES,
  ...STRUCTURED_PHONE_LOOKALIKES,
  ...STRUCTURED_RECORDS,
  ...STRUCTURED_RECORD_LOOKALIKES,
];
