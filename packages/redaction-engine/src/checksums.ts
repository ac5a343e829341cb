// The validators of the pattern stage, on their own: light enough for other services (the prompt
// platform's firewall) to import without the entity stage and its NLP library.
export { IBAN_LENGTHS } from "./patterns/iban-countries.js";
export { ibanChecksumValid } from "./patterns/iban-recognizer.js";
export { luhnValid } from "./patterns/luhn.js";
export { ssnValid } from "./patterns/ssn-recognizer.js";
export { verhoeffValid } from "./patterns/verhoeff.js";
