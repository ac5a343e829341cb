import type { CountryCode } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { describeCorpusHonesty } from "../corpus-honesty-suite.js";
import { type LabelledDoc, parseMarkup } from "../labelled-doc.js";
import { namedLookalikeProblems } from "../named-lookalikes.js";
import { EARLIER_CORPORA } from "./earlier-corpora.js";
import { HELDOUT_G_1_CORPUS as HELDOUT_G_OTHER_PART } from "./heldout-1.js";
import { HELDOUT_G_2_CORPUS } from "./heldout-2.js";

// Greetings, honorifics, kinship and respect words written before a name stay outside PERSON spans.
// The word must be followed by "." or a space, so names that only begin like one pass.
const TITLE_OR_GREETING =
  /^(?:Mr|Mrs|Ms|Mx|Miss|Dr|Dra|Prof|Herr|Herrn|Frau|Monsieur|Madame|Señor|Señora|Sr|Sra|D|Dña|Lic|Ing|Mgr|M|Mme|Me|Avv|dott|dott\.ssa|Sig|sig|Dona|Dom|Pan|Pani|Sir|Smt|Shri|Kuya|Ate|Hi|Hey|Hello|Dear|Guten Tag|Hallo|Sehr geehrter|Bonjour|Hola|Olá|Estimado|Уважаемый)(?:\.|\s)/iu;
// Honorifics written without a space before a name (Thai, Arabic, Hebrew, Hindi).
const TITLE_PREFIX_UNSPACED = /^(?:คุณ|นาย|นาง|นางสาว|ดร\.|السيد|السيدة|الدكتور|ד"ר|श्री|श्रीमती|डॉ\.)/u;
// Honorific suffixes of Chinese, Japanese, Korean, Hindi and Turkish stay outside too.
const TITLE_SUFFIX = /(?:様|さん|先生|殿|医生|女士|님|씨|교수|[ -]ji|जी| Bey| Hanım| Didi|-san)$/u;
// Card schemes and payment products are not organisations (README conventions).
const NOT_ORG =
  /^(?:Visa|Mastercard|Amex|American Express|Discover|JCB|UnionPay|RuPay|Bancontact|Swish|Bizum|PIX|M-Pesa|PayNow|Zelle|Venmo|Apple Pay|Google Pay)$/i;
// The region each document's national-format phones are set in (document number: region).
const PHONE_REGION_OF_DOC: Readonly<Record<number, CountryCode>> = Object.fromEntries(
  "1 GB 2 US 3 DE 4 IN 5 FR 6 US 7 ES 8 JP 9 KR 10 AU 11 GB 12 DE 13 US 14 FR 15 IN 16 US 17 NL 18 AE 19 GB 20 US 21 DE 22 IN 23 US 24 IT 25 SG 28 US 29 CN 30 GB 31 DE 32 US 33 GB 34 NL 35 US 36 GB 37 ES 38 US 39 FR 41 US 43 KR 44 TH 45 RU 46 GR 47 IL 48 SA 49 TR 50 PL 51 BR 52 MX 53 CH 54 AT 55 US 56 GB 57 US 58 IN 59 DE 60 JP 61 IN 62 US 63 ZA 64 IT 65 NL 66 PT 67 US 68 IE 69 KE 70 PH 71 CZ 72 HU 73 RO 74 GB 75 US 76 US 77 FR 80 AU"
    .match(/\d+ [A-Z]{2}/g)!
    .map((pair): [number, CountryCode] => [Number(pair.slice(0, -3)), pair.slice(-2) as CountryCode]),
);
// Look-alikes written on purpose and left unlabelled; each must stay unlabelled and fail its type's check.
const LOOKALIKES: Readonly<Record<string, readonly string[]>> = {
  IPV4: ["4.12.0.7", "3.1.4.15", "7.4.2.19", "2.8.1.4", "1.4.2.7", "3.2.0.1"],
  CREDIT_CARD: ["4111 1111 1111 1112", "5412 7511 2044 8813", "3453 708425 26232", "4480 1209 4252 8498"],
  IBAN: ["DE41 9916 1864 4256 5026 62", "GB21 YWJA 5978 5484 2969 07", "DE20 3883 7210 3336 6647 30"],
  SSN: ["000-12-3456", "912-04-7710", "666-31-0492"],
  NATIONAL_ID: ["5543 9410 6696", "TN 44 18 20 C"],
};
// The intentional negatives are the documents without markup: they hold only look-alikes.
const NEGATIVE_DOCS: ReadonlySet<string> = new Set(HELDOUT_G_2_CORPUS.filter((d) => !d.includes("[[")));

describeCorpusHonesty({
  name: "corpus-2026g part 2 (held out)",
  idPrefix: "heldout-g2-",
  marked: HELDOUT_G_2_CORPUS,
  negatives: { docs: NEGATIVE_DOCS, lookalikesAtLeast: 4 },
  minDocs: 80,
  // Documents of 200-2 000 bytes of UTF-8, as the brief asked.
  bytes: [200, 2000],
  titles: [TITLE_OR_GREETING, TITLE_PREFIX_UNSPACED, TITLE_SUFFIX],
  notOrg: NOT_ORG,
  phoneRegion: (i) => PHONE_REGION_OF_DOC[i + 1],
  // Part 1 of corpus 2026g is written at the same time by another labeller; the lead adds it at merge.
  // The other parts written at the same time were added by the lead at merge; the labeller saw none.
  others: [...EARLIER_CORPORA, ...HELDOUT_G_OTHER_PART],
  givenNamesMayRepeat: true,
  readme: new URL("./README-2.md", import.meta.url),
});

const DOCS: readonly LabelledDoc[] = HELDOUT_G_2_CORPUS.map((m, i) => parseMarkup(`heldout-g2-${i + 1}`, m));

describe("corpus-2026g part 2: look-alikes", () => {
  it("holds the named look-alikes unlabelled, and each fails the check of the type it imitates", () => {
    expect(namedLookalikeProblems(DOCS, LOOKALIKES)).toEqual([]);
  });
});
