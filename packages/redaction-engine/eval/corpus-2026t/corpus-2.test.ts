import { readFileSync } from "node:fs";
import type { CountryCode } from "libphonenumber-js/max";
import { HELDOUT_CORPUS } from "../corpus-2026/heldout.js";
import { HELDOUT_B_CORPUS } from "../corpus-2026b/heldout.js";
import { HELDOUT_C_1_CORPUS } from "../corpus-2026c/heldout-1.js";
import { HELDOUT_C_2_CORPUS } from "../corpus-2026c/heldout-2.js";
import { describeCorpusHonesty } from "../corpus-honesty-suite.js";
import { TRAIN_T_2_CORPUS, TRAIN_T_2_NEGATIVES } from "./train-2.js";

// Greetings, honorifics and kinship titles of the languages used here stay outside PERSON spans.
const TITLE_OR_GREETING =
  /^(?:Mr|Mrs|Ms|Dr|Dra|Prof|Pr|Herr|Frau|Sr|Sra|Lic|Ing|M|Mme|Maître|Mag|dott|dott\.ssa|sig|sig\.ra|doña|don|D|Pan|Pani|Pak|Ibu|Bapak|Ông|Bà|anh|chị|κ|Hi|Hello|Dear|Guten Tag|Beste|Bonjour|Hola|Estimado|Gentile|Namaste|Habari|Hej|Moin|Grüezi|Sayın|Szanowna|Szanowny|Kære|Hyvä|Bom dia|Olá|Caro|Cara|Дорогой|Уважаемый|Уважаемая|السيد|السيدة|ד"ר|מר|גב'|คุณ|พี่|श्री|श्रीमती)\b\.?\s/iu;
// Honorific suffixes of Japanese, Korean, Thai and Hindi stay outside too.
const TITLE_SUFFIX = /(?:様|さん|くん|ちゃん|先生|님|씨|[ -]ji|जी)$/u;
// Card schemes and payment products are not organisations (README conventions).
const NOT_ORG =
  /^(?:Visa|Mastercard|Amex|American Express|Discover|JCB|UnionPay|RuPay|Troy|Bancontact|Swish|Bizum|PIX|MB WAY|Vipps|MobilePay|Yape|UPI|M-Pesa|PayNow|PromptPay|GCash|Maestro|Diners Club)$/i;
// Each document's comment ends with the region a reader would infer, e.g. "// 12 ... Pune (IN)".
const source = readFileSync(new URL("./train-2.ts", import.meta.url), "utf8");
const REGION_OF_DOC = [...source.matchAll(/^ {2}\/\/ \d+ .*\(([A-Z]{2})\)$/gm)].map(
  (m) => m[1] as CountryCode,
);
if (REGION_OF_DOC.length !== TRAIN_T_2_CORPUS.length)
  throw new Error("train-2.ts: a document lacks its region comment");

describeCorpusHonesty({
  name: "corpus-2026t part 2 (training)",
  idPrefix: "train-t2-",
  marked: TRAIN_T_2_CORPUS,
  negatives: { docs: TRAIN_T_2_NEGATIVES, lookalikesAtLeast: 3 },
  minDocs: 80,
  // Documents of 0.2-1.6 KB of UTF-8, as the brief asked.
  bytes: [200, 1640],
  titles: [TITLE_OR_GREETING, TITLE_SUFFIX],
  notOrg: NOT_ORG,
  phoneRegion: (i) => REGION_OF_DOC[i]!,
  others: [...HELDOUT_CORPUS, ...HELDOUT_B_CORPUS, ...HELDOUT_C_1_CORPUS, ...HELDOUT_C_2_CORPUS],
  givenNamesMayRepeat: true,
  readme: new URL("./README-2.md", import.meta.url),
});
