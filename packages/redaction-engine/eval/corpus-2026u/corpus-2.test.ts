import type { CountryCode } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { HELDOUT_G_1_CORPUS } from "../corpus-2026g/heldout-1.js";
import { HELDOUT_G_2_CORPUS } from "../corpus-2026g/heldout-2.js";
import { describeCorpusHonesty } from "../corpus-honesty-suite.js";
import { type LabelledDoc, parseMarkup } from "../labelled-doc.js";
import { namedLookalikeProblems } from "../named-lookalikes.js";
import { EARLIER_CORPORA } from "./earlier-corpora.js";
import { TRAIN_U_1_CORPUS } from "./train-1.js";
import { TRAIN_U_2_CORPUS } from "./train-2.js";

// Greetings, honorifics and kinship titles written before a name (Latin, Greek, Cyrillic, Devanagari
// scripts). The title must be followed by "." or a space, so names that only begin like one pass.
const TITLE_OR_GREETING =
  /^(?:Mr|Mrs|Ms|Mx|Miss|Dr|Dra|Prof|Herr|Frau|Monsieur|Madame|M|Mme|Mlle|Sr|Sra|Srta|don|doña|dona|síndica|Lic|geom|sig|Pan|Pani|Pak|Bu|Ibu|mbak|Encik|Mzee|Ate|Tito|Tita|tanti|dl|Si|DJ|Smt|Shri|Cô|Mẹ|κ|κα|Mst|Md|Pr|PC|Sgt|Maître|Hi|Hey|Hello|Dear|Guten Tag|Hallo|Liebe|Lieber|Papa von|Bonjour|Hola|Olá|Bom dia|Buongiorno|Goeiemiddag|Hej|Hei|Ahoj|Kedves|Уважаемый|Уважаемая|сау|श्री|सौ)(?:\.|\s)/iu;
// Honorifics written before a name without a space (Thai, Arabic, Hebrew).
const TITLE_PREFIX_UNSPACED =
  /^(?:คุณ|นาย|นาง|นางสาว|พี่|น้อง|ด\.ญ\.|ด\.ช\.|นพ\.|พญ\.|السيد|السيدة|الدكتور|الأستاذ|أستاذ|د\.|ד"ר|גב'|מר )/u;
// Honorific suffixes of Chinese, Japanese, Korean, Hindi, Turkish and Urdu stay outside too.
const TITLE_SUFFIX =
  /(?:様|さん|くん|ちゃん|先生|老师|医生|师傅|主委|女士|님|씨|선생님|[ -]ji|जी| Bey| bey| Hanım| abi| Bhai| bhai| aapi|-san)$/u;
// Card schemes, payment products and wallets are not organisations (README conventions).
const NOT_ORG =
  /^(?:Visa|Mastercard|Amex|American Express|Discover|JCB|UnionPay|RuPay|Mir|Troy|Bancontact|Swish|Bizum|PIX|MB WAY|MobilePay|Vipps|M-Pesa|bKash|Zalo|PayNow|PromptPay|GCash|Maestro|TWINT|BLIK|Alipay|WeChat Pay|Apple Pay|Google Pay|Paytm|Zelle|Interac)$/i;

// The region each document is set in (document number: region), for its national-format phones.
const PHONE_REGION_OF_DOC: Readonly<Record<number, CountryCode>> = Object.fromEntries(
  "1 GB 2 US 3 DE 4 FR 5 IN 6 JP 7 CN 8 KR 9 RU 10 ES 11 MX 12 BR 13 IT 14 NL 15 AU 16 CA 17 PL 18 TR 19 AE 20 SA 21 US 22 US 23 US 24 GB 25 US 26 ES 27 NZ 28 GB 29 ZA 30 ID 31 SG 32 DE 33 NZ 34 GB 35 GB 36 AT 37 GR 38 TH 39 IL 41 HK 42 IN 43 AU 44 JP 45 NL 46 NG 48 SE 49 KE 50 CH 51 US 52 FR 54 IN 55 NO 56 US 58 IT 59 AU 60 KR 61 RU 62 UA 63 CZ 64 HU 65 RO 66 PT 67 IE 68 EG 69 MA 70 PK 71 BD 72 VN 73 MY 74 PH 75 TW 76 AR 77 CO 78 FI"
    .match(/\d+ [A-Z]{2}/g)!
    .map((pair): [number, CountryCode] => [Number(pair.slice(0, -3)), pair.slice(-2) as CountryCode]),
);

// The intentional negatives are the documents without markup: they hold only look-alikes.
const NEGATIVE_DOCS: ReadonlySet<string> = new Set(TRAIN_U_2_CORPUS.filter((d) => !d.includes("[[")));

describeCorpusHonesty({
  name: "corpus-2026u part 2 (training)",
  idPrefix: "train-u2-",
  marked: TRAIN_U_2_CORPUS,
  negatives: { docs: NEGATIVE_DOCS, lookalikesAtLeast: 5 },
  minDocs: 80,
  // Documents of 200-2 000 bytes of UTF-8, as the brief asked.
  bytes: [200, 2000],
  titles: [TITLE_OR_GREETING, TITLE_PREFIX_UNSPACED, TITLE_SUFFIX],
  notOrg: NOT_ORG,
  phoneRegion: (i) => PHONE_REGION_OF_DOC[i + 1],
  // Part 1 is written at the same time by another labeller; the lead adds it here at merge.
  // The other parts written at the same time were added by the lead at merge; the labeller saw none.
  others: [...EARLIER_CORPORA, ...TRAIN_U_1_CORPUS, ...HELDOUT_G_1_CORPUS, ...HELDOUT_G_2_CORPUS],
  givenNamesMayRepeat: true,
  readme: new URL("./README-2.md", import.meta.url),
});

const DOCS: readonly LabelledDoc[] = TRAIN_U_2_CORPUS.map((m, i) => parseMarkup(`train-u2-${i + 1}`, m));

// Look-alikes written on purpose and left unlabelled; each must fail the check of the type it imitates
// (IPv4-shaped version strings are valid addresses, so for them only presence and no label are checked).
const LOOKALIKES: Readonly<Record<string, readonly string[]>> = {
  CREDIT_CARD: [
    "5161 6089 8335 3504",
    "4716 0044 1287 3391",
    "5500 1124 8832 0015",
    "3782 822463 10006",
    "4111 1111 1111 1112",
  ],
  IBAN: ["DE00 1234 5678 9012 3456 78", "PL62 1090 1014 0000 0712 1981 2874"],
  SSN: ["666-48-2210", "912-44-0187", "000-12-3456", "987-65-4321"],
  NATIONAL_ID: ["1234 5678 9012", "QQ 12 34 56 C"],
  IPV4: ["5.12.0.3", "4.2.0.1", "22.3.1.4", "3.2.0.11", "3.1.9.4", "2.4.10.1"],
};

describe("corpus-2026u part 2: look-alikes and title check", () => {
  it("holds the named look-alikes unlabelled, and each fails the check of the type it imitates", () => {
    expect(namedLookalikeProblems(DOCS, LOOKALIKES)).toEqual([]);
  });

  it("finds a title, greeting or suffix in a PERSON value, and accepts names that only begin like one", () => {
    const titled = (v: string) =>
      [TITLE_OR_GREETING, TITLE_PREFIX_UNSPACED, TITLE_SUFFIX].some((t) => t.test(v));
    expect(
      ["Dr S. Quarshie", "Mst. Rokeya Khatun", "Maître Gourvennec", "نامگ", "篠田 亮介 先生"].filter(titled),
    ).toHaveLength(4);
    expect(["Drago", "Mstislav", "Priya", "Pieter", "Hope"].filter(titled)).toEqual([]);
  });
});
