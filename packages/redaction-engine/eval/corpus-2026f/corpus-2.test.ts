import type { CountryCode } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { describeCorpusHonesty } from "../corpus-honesty-suite.js";
import { type LabelledDoc, parseMarkup } from "../labelled-doc.js";
import { namedLookalikeProblems } from "../named-lookalikes.js";
import { EARLIER_CORPORA } from "./earlier-corpora.js";
import { HELDOUT_F_1_CORPUS as HELDOUT_F_OTHER_PART } from "./heldout-1.js";
import { HELDOUT_F_2_CORPUS } from "./heldout-2.js";

// Greetings, honorifics, kinship and respect words written before a name stay outside PERSON spans.
// The word must be followed by "." or a space, so names that only begin like one pass.
const TITLE_OR_GREETING =
  /^(?:Mr|Mrs|Ms|Mx|Miss|Dr|Dra|Prof|PD|Herr|Herrn|Frau|Monsieur|Madame|Señor|Señora|Sr|Sra|Srta|Lic|Ing|Mgr|MUDr|M|Mme|Mlle|Me|Maître|Avv|dott|dott\.ssa|Sig|Sig\.ra|Dona|Dom|Pan|Pani|Sir|Smt|Shri|Pak|Ibu|Bu|Ông|Bà|Anh|Chị|Ate|Kuya|Tita|Tito|κ|κα|κος|Hi|Hey|Hello|Dear|Guten Tag|Hallo|Liebe|Lieber|Sehr geehrte|Sehr geehrter|Beste|Geachte|Bonjour|Cher|Chère|Hola|Olá|Prezado|Prezada|Estimado|Estimada|Gentile|Egregio|Namaste|Hej|Sayın|Szanowna|Szanowny|Vážená|Vážený|Stimate|Stimată|Уважаемый|Уважаемая|Шановний|Шановна|господин|госпожа|Αγαπητέ|Αγαπητή|Κύριε|Κυρία)(?:\.|\s)/iu;
// Honorifics written without a space before a name (Thai, Arabic, Hebrew, Hindi).
const TITLE_PREFIX_UNSPACED =
  /^(?:คุณ|นาย|นาง|นางสาว|พี่|น้อง|นพ\.|พญ\.|ดร\.|السيد|السيدة|الدكتور|الأستاذ|د\.|ד"ר|גב'|מר |श्री|श्रीमती|डॉ\.)/u;
// Honorific suffixes of Chinese, Japanese, Korean, Hindi and Turkish stay outside too.
const TITLE_SUFFIX =
  /(?:様|さん|くん|ちゃん|先生|殿|医生|老师|女士|总|经理|主任|님|씨|선생님|교수|[ -]ji|जी| Bey| Hanım|-san)$/u;
// Card schemes and payment products are not organisations (README conventions).
const NOT_ORG =
  /^(?:Visa|Mastercard|Amex|American Express|Discover|JCB|UnionPay|RuPay|Troy|Bancontact|Swish|Bizum|PIX|MB WAY|Vipps|MobilePay|Yape|UPI|M-Pesa|PayNow|PromptPay|GCash|Maestro|TWINT|BLIK|iDEAL|Interac|Zelle|Apple Pay|Google Pay|Alipay|WeChat Pay|Paytm)$/i;
// The region each document's national-format phones are set in (document number: region).
const PHONE_REGION_OF_DOC: Readonly<Record<number, CountryCode>> = Object.fromEntries(
  "1 GB 2 DE 3 JP 4 US 5 IN 6 FR 7 KR 8 TH 9 RU 10 ES 11 AU 12 AE 13 IL 14 GR 15 US 16 NL 17 IN 18 GB 19 US 20 BR 21 MX 22 CH 23 PL 24 IT 25 CN 26 KR 27 UA 28 SE 29 US 30 JP 31 NZ 32 TR 33 IN 34 EG 35 FR 36 DE 37 ZA 38 SG 39 US 40 US 41 IE 42 US 43 IN 44 GB 45 US 46 CA 47 KE 48 VN 49 CZ 50 PH 51 US 52 US 53 PT 54 BE 55 US 56 GB 57 IN 58 KR 59 SA 60 RU 61 US 62 US 63 RU 64 SA 65 JP 66 KR 67 US 68 IL 69 PL 70 TH 72 GR 73 AR 74 IN 75 GB 76 FR 77 US 78 DE"
    .match(/\d+ [A-Z]{2}/g)!
    .map((pair): [number, CountryCode] => [Number(pair.slice(0, -3)), pair.slice(-2) as CountryCode]),
);
// Look-alikes written on purpose and left unlabelled; each must stay unlabelled and fail its type's check.
const LOOKALIKES: Readonly<Record<string, readonly string[]>> = {
  IPV4: ["4.18.2.7", "2.6.14.1", "1.21.4.2", "5.12.0.3", "3.8.2.11", "3.9.0.4", "1.1.1.23"],
  CREDIT_CARD: [
    "4716 2281 9904 5512",
    "5500 1247 8830 9152",
    "4000 0566 5566 5557",
    "3782 822463 10006",
    "7751 8903 4412 0067",
  ],
  IBAN: ["GB72 LOYD 3094 1877 2210 44", "DE02 1203 0000 0000 2020 52"],
  SSN: ["912-55-0387", "000-22-1881", "666-40-2290"],
  NATIONAL_ID: ["633018842201", "7714 2290 8815"],
};
// The intentional negatives are the documents without markup: they hold only look-alikes.
const NEGATIVE_DOCS: ReadonlySet<string> = new Set(HELDOUT_F_2_CORPUS.filter((d) => !d.includes("[[")));

describeCorpusHonesty({
  name: "corpus-2026f part 2 (held out)",
  idPrefix: "heldout-f2-",
  marked: HELDOUT_F_2_CORPUS,
  negatives: { docs: NEGATIVE_DOCS, lookalikesAtLeast: 4 },
  minDocs: 80,
  // Documents of 200-2 000 bytes of UTF-8, as the brief asked.
  bytes: [200, 2000],
  titles: [TITLE_OR_GREETING, TITLE_PREFIX_UNSPACED, TITLE_SUFFIX],
  notOrg: NOT_ORG,
  phoneRegion: (i) => PHONE_REGION_OF_DOC[i + 1],
  // Part 1 of corpus 2026f is written at the same time by another labeller; the lead adds it at merge.
  // The other part was added by the lead after merging; neither labeller saw it.
  others: [...EARLIER_CORPORA, ...HELDOUT_F_OTHER_PART],
  givenNamesMayRepeat: true,
  readme: new URL("./README-2.md", import.meta.url),
});

const DOCS: readonly LabelledDoc[] = HELDOUT_F_2_CORPUS.map((m, i) => parseMarkup(`heldout-f2-${i + 1}`, m));

describe("corpus-2026f part 2: look-alikes and title check", () => {
  it("holds the named look-alikes unlabelled, and each fails the check of the type it imitates", () => {
    expect(namedLookalikeProblems(DOCS, LOOKALIKES)).toEqual([]);
  });

  it("finds a title, greeting or suffix in a PERSON value, and accepts names that only begin like one", () => {
    const titled = (v: string) =>
      [TITLE_OR_GREETING, TITLE_PREFIX_UNSPACED, TITLE_SUFFIX].some((t) => t.test(v));
    expect(
      [
        "Herrn Ahrens",
        "Dear Faith",
        "Sra. Olmedo",
        "พญ.วรรณา",
        "柚木様",
        "은서님",
        "Κυρία Λάμπρου",
        "श्रीमती रेखा",
      ].filter(titled),
    ).toHaveLength(8);
    expect(
      ["Herrmann Ott", "Dearing", "Srinivas", "Mehmet", "Pankhurst", "Melis", "Kyriakos"].filter(titled),
    ).toEqual([]);
  });
});
