import { describe, expect, it } from "vitest";
import { describeCorpusHonesty } from "../corpus-honesty-suite.js";
import { type LabelledDoc, parseMarkup } from "../labelled-doc.js";
import { namedLookalikeProblems } from "../named-lookalikes.js";
import { EARLIER_CORPORA } from "./earlier-corpora.js";
import { HELDOUT_D_1_CORPUS as HELDOUT_D_OTHER_PART } from "./heldout-1.js";
import { HELDOUT_D_2_CORPUS } from "./heldout-2.js";

// Greetings, honorifics and kinship titles of the languages used here stay outside PERSON spans.
const TITLE_OR_GREETING =
  /^(?:Mr|Mrs|Ms|Mx|Dr|Dra|Prof|Pr|Herr|Herrn|Frau|Monsieur|Madame|Señor|Señora|Signor|Signora|Puan|Encik|Datuk|Dato['’]?|Yth|drs|ir|mevrouw|heer|Sr|Sra|Srta|Lic|Ing|M|Mme|Mlle|Maître|Mag|dott|dott\.ssa|sig|sig\.ra|doña|don|D|Dña|Pan|Pani|Sir|Auntie|Uncle|Smt|Shri|Mbak|Mas|Pak|Ibu|Bapak|Ma['’]am|Ông|Bà|anh|chị|em|κ|κα|Hi|Hey|Hello|Dear|Thanks|Guten Tag|Hallo|Liebe|Lieber|Beste|Geachte|Bonjour|Cher|Chère|Hola|Olá|Prezado|Estimado|Estimada|Gentile|Caro|Cara|Namaste|Hej|Moin|Sayın|Szanowna|Szanowny|Уважаемый|Уважаемая|Шановний|Шановна|السيد|السيدة|الدكتور|ד"ר|מר|גב'|คุณ|พี่|นพ|господин|пан|пані)(?:\b\.?|(?<=['’]))\s/iu;
// Honorific suffixes of Chinese, Japanese, Korean, Hindi, Thai and Turkish stay outside too.
const TITLE_SUFFIX =
  /(?:様|さん|くん|ちゃん|先生|医生|老师|女士|先生|总|经理|主任|님|씨|선생님|교수|[ -]ji|जी| Bey| Hanım| Bs\.?|['’]s)$/u;
// Card schemes and payment products are not organisations (README conventions).
const NOT_ORG =
  /^(?:Visa|Mastercard|Amex|American Express|Discover|JCB|UnionPay|RuPay|Troy|Bancontact|Swish|Bizum|PIX|MB WAY|Vipps|Yape|UPI|M-Pesa|PayNow|PromptPay|GCash|Maestro|Apple Pay|Google Pay)$/i;
// Unlabelled look-alikes written on purpose: a card with a bad Luhn digit, an IBAN with a bad check,
// an SSN with area 9xx, and version strings shaped like IPv4 addresses.
const LOOKALIKES: Readonly<Record<string, readonly string[]>> = {
  CREDIT_CARD: ["5217 0589 6338 6247"],
  IBAN: ["LU87 3035 0750 2937 9899"],
  SSN: ["978-82-1215"],
  IPV4: ["8.3.1.204", "5.1.3.2207", "v4.12.0.3", "v11.4.0.2", "2.6.0.9"],
};

describeCorpusHonesty({
  name: "corpus-2026d part 2 (retired held-out)",
  idPrefix: "heldout-d2-",
  marked: HELDOUT_D_2_CORPUS,
  minDocs: 80,
  // Documents of 200-2 000 bytes of UTF-8, as the brief asked.
  bytes: [200, 2000],
  titles: [TITLE_OR_GREETING, TITLE_SUFFIX],
  notOrg: NOT_ORG,
  // The other part was written at the same time by another labeller; the lead added it here.
  others: [...HELDOUT_D_OTHER_PART, ...EARLIER_CORPORA],
  givenNamesMayRepeat: true,
  readme: new URL("./README-2.md", import.meta.url),
});

const DOCS: readonly LabelledDoc[] = HELDOUT_D_2_CORPUS.map((m, i) => parseMarkup(`heldout-d2-${i + 1}`, m));

describe("corpus-2026d part 2: look-alikes", () => {
  it("holds named look-alikes unlabelled, and each fails the check of the type it imitates", () => {
    expect(namedLookalikeProblems(DOCS, LOOKALIKES)).toEqual([]);
  });

  it("holds unlabelled look-alikes (order, invoice, tracking numbers, codes, versions) inside labelled documents", () => {
    const lookalikeWords =
      /\b(?:order|invoice|tracking|ticket|ref|reference|OTP|code|version|build|v\d|Rechnung|commande|pedido|Bestell|заказ|订单|注文|주문)/iu;
    expect(DOCS.filter((d) => lookalikeWords.test(d.text)).length).toBeGreaterThanOrEqual(20);
  });
});
