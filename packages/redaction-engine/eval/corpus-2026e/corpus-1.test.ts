import type { CountryCode } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { STRUCTURED_CHECK } from "../corpus-2026b/honesty.js";
import { describeCorpusHonesty } from "../corpus-honesty-suite.js";
import { type LabelledDoc, parseMarkup } from "../labelled-doc.js";
import { EARLIER_CORPORA } from "./earlier-corpora.js";
import { HELDOUT_E_1_CORPUS } from "./heldout-1.js";
import { HELDOUT_E_2_CORPUS as HELDOUT_E_OTHER_PART } from "./heldout-2.js";

// Greetings, honorifics and kinship titles written before a name (Latin, Greek, Cyrillic scripts).
// The title must be followed by "." or a space, so names that only begin like one pass.
const TITLE_OR_GREETING =
  /^(?:Mr|Mrs|Ms|Mx|Miss|Dr|Dra|Prof|Pr|Herr|Frau|M|Mme|Mlle|Sr|Sra|Srta|Lic|Ing|Dott|dott\.ssa|Sig|Pan|Pani|Sayın|Bey|Hanım|Pak|Ibu|Bu|Mbak|Smt|Shri|Ông|Bà|Anh|Chị|κ|κα|Hi|Hey|Hello|Dear|Guten Tag|Hallo|Liebe|Lieber|Sehr geehrte|Sehr geehrter|Beste|Bonjour|Hola|Olá|Estimado|Estimada|Gentile|Caro|Cara|Hej|Namaste|господин|Уважаемый|Уважаемая|Шановний|Шановна|Αγαπητέ|Αγαπητή)(?:\.|\s)/iu;
// Honorifics written before a name without a space (Thai), or Arabic and Hebrew titles.
const TITLE_PREFIX_UNSPACED =
  /^(?:คุณ|นาย|นาง|นางสาว|พี่|น้อง|นพ\.|พญ\.|السيد|السيدة|الدكتور|الأستاذ|د\.|ד"ר|גב'|מר )/u;
// Honorific suffixes of Chinese, Japanese, Korean, Hindi and Turkish stay outside too.
const TITLE_SUFFIX =
  /(?:様|さん|くん|ちゃん|先生|老师|医生|总|經理|经理|女士|님|씨|선생님|[ -]ji|जी| Bey| Hanım|-san)$/u;
// Card schemes and payment products are not organisations (README conventions).
const NOT_ORG =
  /^(?:Visa|Mastercard|Amex|American Express|Discover|JCB|UnionPay|RuPay|Troy|Bancontact|Swish|Bizum|PIX|MB WAY|Vipps|MobilePay|Yape|UPI|M-Pesa|PayNow|PromptPay|GCash|Maestro|TWINT|BLIK|Alipay|WeChat Pay|Apple Pay|Google Pay|Paytm)$/i;

// The region each document with a national-format phone number is set in (document number: region).
const PHONE_REGION_OF_DOC: Readonly<Record<number, CountryCode>> = Object.fromEntries(
  (
    "2 GB 3 DE 4 GH 5 RU 6 ZA 7 US 8 DE 10 JP 13 KR 15 NG 17 MX 19 GR 20 SG 21 GB 22 US 23 IN 24 IN 26 US " +
    "27 AR 28 FR 29 AE 30 IL 31 NL 32 TH 35 JP 36 CN 37 IN 38 TR 39 KE 40 VN 41 US 42 US 44 AU 45 KR 46 ES " +
    "47 IT 48 BR 49 GB 52 SG 53 ID 54 UA 55 SE 56 DE 57 CA 58 SA 59 GB 60 PH 61 NZ 62 IN 63 NL 64 US 67 IE " +
    "68 AU 69 PL 70 US 71 US 72 IN 73 GB 75 BE 77 EG 78 PT 79 CZ"
  )
    .match(/\d+ [A-Z]{2}/g)!
    .map((pair): [number, CountryCode] => [Number(pair.slice(0, -3)), pair.slice(-2) as CountryCode]),
);

// The intentional negatives are the documents without markup: they hold only look-alikes.
const NEGATIVE_DOCS: ReadonlySet<string> = new Set(HELDOUT_E_1_CORPUS.filter((d) => !d.includes("[[")));

describeCorpusHonesty({
  name: "corpus-2026e part 1 (held out)",
  idPrefix: "heldout-e1-",
  marked: HELDOUT_E_1_CORPUS,
  negatives: { docs: NEGATIVE_DOCS, lookalikesAtLeast: 6 },
  minDocs: 80,
  // Documents of 200-2 000 bytes of UTF-8, as the brief asked.
  bytes: [200, 2000],
  titles: [TITLE_OR_GREETING, TITLE_PREFIX_UNSPACED, TITLE_SUFFIX],
  notOrg: NOT_ORG,
  phoneRegion: (i) => PHONE_REGION_OF_DOC[i + 1],
  // Part 2 is written at the same time by another labeller; the lead adds it here at merge.
  // The other part was added by the lead after merging; neither labeller saw it.
  others: [...EARLIER_CORPORA, ...HELDOUT_E_OTHER_PART],
  givenNamesMayRepeat: true,
  readme: new URL("./README-1.md", import.meta.url),
});

describe("corpus-2026e part 1: its title check", () => {
  it("finds a title, greeting or suffix in a PERSON value, and accepts names that only begin like one", () => {
    const titled = (v: string) =>
      [TITLE_OR_GREETING, TITLE_PREFIX_UNSPACED, TITLE_SUFFIX].some((t) => t.test(v));
    expect(
      ["Frau Weber", "Dear Kofi", "Sra. Ibarra", "คุณมาลี", "三好さん", "하늘씨", "Emre Bey"].filter(titled),
    ).toHaveLength(7);
    expect(["Herrera Luis", "Dearbhla", "Srini", "Mireille", "Beyza", "Pankaj"].filter(titled)).toEqual([]);
  });
});

const DOCS: readonly LabelledDoc[] = HELDOUT_E_1_CORPUS.map((m, i) => parseMarkup(`heldout-e1-${i + 1}`, m));

// Look-alikes written on purpose and left unlabelled; each must fail the check of the type it imitates.
const LOOKALIKES: Readonly<Record<string, readonly string[]>> = {
  CREDIT_CARD: ["4532 0151 1283 0367", "5412 7534 9821 0064", "4111 1111 1111 1112", "7748 8910 2236 4405"],
  IBAN: ["DE44 5001 0517 5407 3249 13", "GB33 BUKB 2020 1555 5555 56", "NL91 ABNA 0417 1643 01"],
  SSN: ["987-65-4320", "000-12-3456"],
};

describe("corpus-2026e part 1: look-alikes", () => {
  it("holds named look-alikes unlabelled, each failing the check of the type it imitates", () => {
    const bad: string[] = [];
    for (const [type, values] of Object.entries(LOOKALIKES)) {
      for (const v of values) {
        const hits = DOCS.filter((d) => d.text.includes(v));
        if (hits.length === 0) bad.push(`${type} look-alike "${v}" not in the corpus`);
        const at = (d: LabelledDoc) => d.text.indexOf(v);
        if (hits.some((d) => d.spans.some((s) => s.start < at(d) + v.length && at(d) < s.end)))
          bad.push(`${type} look-alike "${v}" is labelled`);
        if (STRUCTURED_CHECK[type]?.(v)) bad.push(`${type} look-alike "${v}" validates`);
      }
    }
    expect(bad).toEqual([]);
  });
});
