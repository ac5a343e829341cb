import { HELDOUT_CORPUS } from "../corpus-2026/heldout.js";
import { TUNE_CORPUS } from "../corpus-2026/tune.js";
import { HELDOUT_B_CORPUS } from "../corpus-2026b/heldout.js";
import { describeCorpusHonesty } from "../corpus-honesty-suite.js";
import { HAND_LABELLED } from "../hand-labelled.js";
import { HELDOUT_C_1_CORPUS, HELDOUT_C_1_NEGATIVES } from "./heldout-1.js";

// Greetings, honorifics and kinship titles of the languages used here stay outside PERSON spans.
const TITLE_OR_GREETING =
  /^(?:Mr|Mrs|Ms|Dr|Dra|Prof|Pr|Herr|Frau|Sr|Sra|Lic|Ing|M|Mme|Maître|Mag|dott|dott\.ssa|sig|sig\.ra|doña|don|D|Pan|Pani|Pak|Ibu|Bapak|Ông|Bà|anh|chị|κ|Hi|Hello|Dear|Guten Tag|Beste|Bonjour|Hola|Estimado|Gentile|Namaste|Habari|Hej|Moin|Grüezi|Sayın|السيد|السيدة|ד"ר|คุณ|พี่)\b\.?\s/iu;
// Honorific suffixes of Japanese, Korean and Thai stay outside too.
const TITLE_SUFFIX = /(?:様|さん|くん|ちゃん|先生|님|씨|[ -]ji)$/u;
// Card schemes and payment products are not organisations (README conventions).
const NOT_ORG =
  /^(?:Visa|Mastercard|Amex|American Express|Discover|JCB|UnionPay|RuPay|Troy|Bancontact|Swish|Bizum|PIX|MB WAY|Vipps|Yape|UPI|M-Pesa|PayNow|PromptPay|GCash)$/i;

// Written as a held-out set; retired into the tuning pool on 2026-11-28 (decision 0049).
describeCorpusHonesty({
  name: "corpus-2026c part 1",
  idPrefix: "heldout-c1-",
  marked: HELDOUT_C_1_CORPUS,
  negatives: { docs: HELDOUT_C_1_NEGATIVES, lookalikesAtLeast: 4 },
  minDocs: 62,
  // Documents of 0.2-1.6 KB of UTF-8, as the brief asked.
  bytes: [200, 1640],
  titles: [TITLE_OR_GREETING, TITLE_SUFFIX],
  notOrg: NOT_ORG,
  others: [...TUNE_CORPUS, ...HELDOUT_CORPUS, ...HELDOUT_B_CORPUS, ...HAND_LABELLED],
  givenNamesMayRepeat: true,
  readme: new URL("./README-1.md", import.meta.url),
});
