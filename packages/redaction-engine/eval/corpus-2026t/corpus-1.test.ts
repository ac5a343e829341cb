import { HELDOUT_CORPUS } from "../corpus-2026/heldout.js";
import { TUNE_CORPUS } from "../corpus-2026/tune.js";
import { HELDOUT_B_CORPUS } from "../corpus-2026b/heldout.js";
import { HELDOUT_C_1_CORPUS } from "../corpus-2026c/heldout-1.js";
import { HELDOUT_C_2_CORPUS } from "../corpus-2026c/heldout-2.js";
import { describeCorpusHonesty } from "../corpus-honesty-suite.js";
import { HAND_LABELLED } from "../hand-labelled.js";
import { TRAIN_T_1_CORPUS } from "./train-1.js";

// Greetings, honorifics and kinship titles of the languages used here stay outside PERSON spans.
const TITLE_OR_GREETING =
  /^(?:Mr|Mrs|Ms|Dr|Dra|Prof|Pr|Herr|Frau|Sr|Sra|Lic|Ing|M|Mme|Maître|Mag|dott|dott\.ssa|sig|sig\.ra|doña|don|D|Pan|Pani|Auntie|Uncle|Smt|Shri|Mbak|Mas|Pak|Ibu|Bapak|Ông|Bà|anh|chị|em|κ|κα|Hi|Hey|Hello|Dear|Guten Tag|Beste|Bonjour|Hola|Olá|Estimado|Gentile|Namaste|Hej|Moin|Sayın|السيد|السيدة|ד"ר|คุณ|พี่|господин|пан|пані)\b\.?\s/iu;
// Honorific suffixes of Chinese, Japanese, Korean, Hindi and Turkish stay outside too.
const TITLE_SUFFIX = /(?:様|さん|くん|ちゃん|先生|老师|总|经理|님|씨|선생님|[ -]ji| Bey| Hanım)$/u;
// Card schemes and payment products are not organisations (README conventions).
const NOT_ORG =
  /^(?:Visa|Mastercard|Amex|American Express|Discover|JCB|UnionPay|RuPay|Troy|Bancontact|Swish|Bizum|PIX|MB WAY|Vipps|Yape|UPI|M-Pesa|PayNow|PromptPay|GCash|Maestro)$/i;

describeCorpusHonesty({
  name: "corpus-2026t part 1 (training)",
  idPrefix: "train-t1-",
  marked: TRAIN_T_1_CORPUS,
  minDocs: 80,
  // Documents of 0.2-1.6 KB of UTF-8, as the brief asked.
  bytes: [200, 1640],
  titles: [TITLE_OR_GREETING, TITLE_SUFFIX],
  notOrg: NOT_ORG,
  others: [
    ...HELDOUT_C_1_CORPUS,
    ...HELDOUT_C_2_CORPUS,
    ...TUNE_CORPUS,
    ...HELDOUT_CORPUS,
    ...HELDOUT_B_CORPUS,
    ...HAND_LABELLED,
  ],
  givenNamesMayRepeat: true,
  readme: new URL("./README-1.md", import.meta.url),
});
