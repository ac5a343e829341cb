import type { CountryCode } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { describeCorpusHonesty } from "../corpus-honesty-suite.js";
import { type LabelledDoc, parseMarkup } from "../labelled-doc.js";
import { namedLookalikeProblems } from "../named-lookalikes.js";
import { EARLIER_CORPORA } from "./earlier-corpora.js";
import { HELDOUT_E_1_CORPUS as HELDOUT_E_OTHER_PART } from "./heldout-1.js";
import { HELDOUT_E_2_CORPUS, HELDOUT_E_2_NEGATIVES } from "./heldout-2.js";

// Greetings, honorifics and kinship titles written before a name stay outside PERSON spans.
const TITLE_OR_GREETING =
  /^(?:Mr|Mrs|Ms|Mx|Miss|Dr|Dra|Prof|Herr|Herrn|Frau|OA|Monsieur|Madame|Señor|Señora|Sr|Sra|Srta|Lic|Ing|M|Mme|Mlle|Mag|dott|dott\.ssa|sig|sig\.ra|doña|don|Pan|Pani|Sir|Smt|Shri|Ate|Kuya|Tita|Tito|Tia|Tio|Pak|Ibu|Bapak|Puan|Encik|Ông|Bà|anh|chị|κ|κα|Hi|Hey|Hello|Dear|Guten Tag|Hallo|Liebe|Lieber|Sehr geehrte|Sehr geehrter|Beste|Geachte|Bonjour|Cher|Chère|Hola|Olá|Prezado|Prezada|Estimado|Estimada|Gentile|Namaste|Hej|Sayın|Szanowna|Szanowny|Stimate|Stimată|Уважаемый|Уважаемая|Шановний|Шановна|Αγαπητέ|Αγαπητή|господин|пан|пані)(?:\.|\s)/iu;
// Honorifics written without a space before a name (Thai, Arabic, Hebrew).
const TITLE_PREFIX_UNSPACED = /^(?:คุณ|นาย|นาง|นางสาว|นพ\.|พญ\.|السيد|السيدة|الدكتور|د\.|ד"ר|גב'|מר )/u;
// Honorific suffixes of Chinese, Japanese, Korean, Hindi and Turkish stay outside too.
const TITLE_SUFFIX =
  /(?:様|さん|くん|ちゃん|先生|医生|老师|女士|总|经理|主任|님|씨|선생님|교수|[ -]ji|जी| Bhaiya| bhabhi| Bey| Hanım|-san)$/u;
// Card schemes and payment products are not organisations (README conventions).
const NOT_ORG =
  /^(?:Visa|Mastercard|Amex|American Express|Discover|JCB|UnionPay|RuPay|Troy|Bancontact|Swish|Bizum|PIX|MB WAY|Vipps|Yape|UPI|M-Pesa|PayNow|PromptPay|GCash|Maestro|TWINT|Apple Pay|Google Pay|Zelle|Interac)$/i;
// The region each document's national-format phones are set in (document number: region).
const PHONE_REGION_OF_DOC: Readonly<Record<number, CountryCode>> = Object.fromEntries(
  "1 GB 2 DE 3 US 4 FR 5 IN 6 NL 7 US 8 JP 9 KR 10 ES 11 AE 12 AU 13 BR 14 IN 15 DE 16 RU 17 TH 18 GB 19 US 20 IE 21 US 22 IT 23 PL 24 GR 25 GB 26 CN 27 SA 28 IL 29 CH 30 US 31 IN 32 KE 33 FR 34 JP 35 NG 36 SE 37 US 38 EG 39 CA 40 TR 41 ES 42 PT 43 GB 44 AU 45 KR 46 UA 47 SG 48 DE 49 IN 50 VN 51 MX 52 US 53 CN 54 BE 55 IT 56 US 57 GR 58 HU 59 PK 60 PH 61 NZ 62 CZ 63 ZA 64 FR 65 ID 66 MY 67 SE 68 JP 69 RO 70 US 71 CA 72 AT 73 RU 74 US 75 NO 76 GB 77 IN 78 IN 79 GB 80 US"
    .match(/\d+ [A-Z]{2}/g)!
    .map((pair): [number, CountryCode] => [Number(pair.slice(0, -3)), pair.slice(-2) as CountryCode]),
);
// Unlabelled look-alikes written on purpose; each must stay unlabelled and fail its type's check.
const LOOKALIKES: Readonly<Record<string, readonly string[]>> = {
  IPV4: [
    "7.4.2.1",
    "3.11.0.7",
    "4.12.7.3",
    "10.4.0.2",
    "5.2.0.14",
    "2.18.4.1",
    "2.0.14.3",
    "4.2.19.7",
    "7.3.1.2",
  ],
  CREDIT_CARD: ["4929 1187 6043 2219", "5412 7534 1198 0028"],
  IBAN: ["GB29 NWBK 6016 1331 9268 81"],
  SSN: ["912-44-7031", "000-41-2290", "900-12-4477", "123-45-678"],
  NATIONAL_ID: ["1234 5678 9012"],
};

describeCorpusHonesty({
  name: "corpus-2026e part 2 (held out)",
  idPrefix: "heldout-e2-",
  marked: HELDOUT_E_2_CORPUS,
  // Intentional negatives: an order confirmation and a phishing SMS that hold only look-alikes.
  negatives: { docs: HELDOUT_E_2_NEGATIVES, lookalikesAtLeast: 3 },
  minDocs: 80,
  // Documents of 200-2 000 bytes of UTF-8, as the brief asked.
  bytes: [200, 2000],
  titles: [TITLE_OR_GREETING, TITLE_PREFIX_UNSPACED, TITLE_SUFFIX],
  notOrg: NOT_ORG,
  phoneRegion: (i) => PHONE_REGION_OF_DOC[i + 1],
  // Part 1 of corpus 2026e was written at the same time by another labeller and is not listed here;
  // the lead adds it after merging.
  // The other part was added by the lead after merging; neither labeller saw it.
  others: [...EARLIER_CORPORA, ...HELDOUT_E_OTHER_PART],
  givenNamesMayRepeat: true,
  readme: new URL("./README-2.md", import.meta.url),
});

const DOCS: readonly LabelledDoc[] = HELDOUT_E_2_CORPUS.map((m, i) => parseMarkup(`heldout-e2-${i + 1}`, m));

describe("corpus-2026e part 2: look-alikes and title check", () => {
  it("holds the named look-alikes unlabelled, and each fails the check of the type it imitates", () => {
    expect(namedLookalikeProblems(DOCS, LOOKALIKES)).toEqual([]);
  });

  it("its look-alike check reports a look-alike that is missing, labelled or checksum-valid", () => {
    const doc = parseMarkup("t", "paid [[CREDIT_CARD|4111 1111 1111 1111]], then 4111 1111 1111 1112 failed");
    const named = { CREDIT_CARD: ["4111 1111 1111 1111", "4000 0000 0000 0002", "4111 1111 1111 1112"] };
    expect(namedLookalikeProblems([doc], named)).toEqual([
      'CREDIT_CARD look-alike "4111 1111 1111 1111" is labelled',
      'CREDIT_CARD look-alike "4111 1111 1111 1111" validates',
      'CREDIT_CARD look-alike "4000 0000 0000 0002" not in the corpus',
      'CREDIT_CARD look-alike "4000 0000 0000 0002" validates',
    ]);
  });

  it("finds a title, greeting or suffix in a PERSON value, and accepts names that only begin like one", () => {
    const titled = (v: string) =>
      [TITLE_OR_GREETING, TITLE_PREFIX_UNSPACED, TITLE_SUFFIX].some((t) => t.test(v));
    expect(
      ["Herr Falk", "Dear Ezra", "Sra. Beltran", "คุณพิมพ์", "榊原さん", "서진씨", "Kübra Hanım"].filter(titled),
    ).toHaveLength(7);
    expect(["Herrera Diaz", "Deara", "Srinath", "Mirela", "Hamdan", "Bilal"].filter(titled)).toEqual([]);
  });
});
