import { readFileSync } from "node:fs";
import { type CountryCode, isValidPhoneNumber } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { unlabelledLookalikes } from "../corpus-2026/checks.js";
import { HELDOUT_CORPUS } from "../corpus-2026/heldout.js";
import { TUNE_CORPUS } from "../corpus-2026/tune.js";
import { HELDOUT_B_CORPUS } from "../corpus-2026b/heldout.js";
import {
  goldValues,
  independenceClashes,
  STRUCTURED_CHECK,
  unlabelledSsnsAndNinos,
} from "../corpus-2026b/honesty.js";
import { HELDOUT_C_1_CORPUS } from "../corpus-2026c/heldout-1.js";
import { HELDOUT_C_2_CORPUS } from "../corpus-2026c/heldout-2.js";
import { TRAIN_T_1_CORPUS } from "../corpus-2026t/train-1.js";
import { TRAIN_T_2_CORPUS } from "../corpus-2026t/train-2.js";
import { HAND_LABELLED } from "../hand-labelled.js";
import { HELD_OUT } from "../held-out.js";
import { type LabelledDoc, parseMarkup } from "../labelled-doc.js";
import { HELDOUT_D_1_CORPUS } from "./heldout-1.js";

// The corpus's own type list (README of corpus-2026), not the engine's: the labeller does not read src/.
const TYPES = new Set([
  "PERSON",
  "ORG",
  "PHONE_E164",
  "EMAIL",
  "IBAN",
  "DATE_OF_BIRTH",
  "URL",
  "NATIONAL_ID",
  "CREDIT_CARD",
  "MRN",
  "IPV4",
  "SSN",
]);
// Greetings and honorifics written before a name, in the Latin, Greek and Cyrillic scripts used here.
// A word boundary that also works for non-ASCII letters: the title must be followed by "." or a space.
const TITLE_OR_GREETING =
  /^(?:Mr|Mrs|Ms|Miss|Dr|Dra|Prof|Pr|Herr|Frau|Sr|Sra|Srta|Lic|Ing|Mme|Mlle|Maître|dott|dott\.ssa|sig|sig\.ra|doña|Pani|Auntie|Uncle|Smt|Shri|Mbak|Pak|Ibu|Bapak|Ông|Bà|anh|chị|κ|κα|Hi|Hey|Hello|Dear|Guten Tag|Liebe|Lieber|Sehr geehrte|Beste|Bonjour|Hola|Olá|Estimado|Estimada|Gentile|Namaste|Hej|Hallo|Moin|Sayın|Bey|Hanım|Kính gửi|Chào|господин|пан|пані|Уважаемый|Уважаемая|Шановна|Шановний|Αγαπητή|Αγαπητέ)(?:\.|\s)/iu;
// Honorifics written before a name in scripts without spaces, or with an Arabic or Hebrew title.
const TITLE_PREFIX_UNSPACED = /^(?:คุณ|นาย|นางสาว|นพ\.|พญ\.|ด\.ร\.|السيد|السيدة|الدكتور|د\.|ד"ר|גב'|מר )/u;
// Honorific suffixes of Chinese, Japanese, Korean, Hindi and Turkish stay outside too.
const TITLE_SUFFIX =
  /(?:様|さん|くん|ちゃん|先生|老师|總|总|经理|經理|女士|님|씨|선생님|[ -]ji| Bey| Hanım|-san)$/u;
// Card schemes and payment products are not organisations (README conventions).
const NOT_ORG =
  /^(?:Visa|Mastercard|Amex|American Express|Discover|JCB|UnionPay|RuPay|Troy|Bancontact|Swish|Bizum|PIX|MB WAY|Vipps|Yape|UPI|M-Pesa|PayNow|PromptPay|GCash|Maestro|TWINT|Alipay|WeChat Pay|Apple Pay|Google Pay)$/i;
// Documents of 200-2 000 bytes of UTF-8, as the brief asks.
const MIN_BYTES = 200;
const MAX_BYTES = 2000;
// Han and Hangul names of three or more characters are usually full names (surname + given name).
const CJK_FULL_NAME = /^[\p{Script=Han}\p{Script=Hangul}]{3,}$/u;

// The region each document with a national-format phone number is set in (document number: region).
const PHONE_REGION_OF_DOC: Readonly<Record<number, CountryCode>> = Object.fromEntries(
  (
    "2 MX 3 AU 4 DE 5 JP 6 KR 7 CN 9 GB 10 US 12 FR 14 TR 16 NG 17 AE 18 CA 19 TH 20 IL 21 SG 22 US 23 CH " +
    "24 DE 25 GB 26 BR 27 UA 28 IT 29 ZA 31 KR 32 TW 33 ES 34 PH 35 GB 36 GR 39 ID 40 JP 41 US 42 KE 44 US " +
    "45 IE 46 NZ 47 IN 48 US 49 US 50 GB 51 CN 52 SA 53 VN 54 FR 55 KR 56 SE 57 IN 59 GB 61 US 62 PT 63 AU " +
    "64 JP 65 MY 67 CA 68 AR 69 GB 70 TR 71 CA 72 IL 73 US 74 MY 75 EG 76 US 77 BE 78 PH 79 GB 80 AU"
  )
    .match(/\d+ [A-Z]{2}/g)!
    .map((pair): [number, CountryCode] => [Number(pair.slice(0, -3)), pair.slice(-2) as CountryCode]),
);

const DOCS: readonly LabelledDoc[] = HELDOUT_D_1_CORPUS.map((m, i) => parseMarkup(`heldout-d1-${i + 1}`, m));
const GOLDS = goldValues(DOCS);

describe("corpus-2026d part 1 held-out documents", () => {
  it("has 80 distinct documents, each with a labelled value", () => {
    expect(DOCS.length).toBe(80);
    expect(new Set(DOCS.map((d) => d.text)).size).toBe(DOCS.length);
    expect(DOCS.filter((d) => d.spans.length === 0).map((d) => d.id)).toEqual([]);
  });

  it("parses cleanly: no stray markup, sizes in range, spans trimmed, known types, no titles in names", () => {
    const bad: string[] = [];
    for (const d of DOCS) {
      if (/\[\[|\]\]/.test(d.text)) bad.push(`${d.id}: stray markup`);
      const bytes = Buffer.byteLength(d.text, "utf8");
      if (bytes < MIN_BYTES || bytes > MAX_BYTES) bad.push(`${d.id}: ${bytes} bytes`);
    }
    for (const g of GOLDS) {
      if (!TYPES.has(g.type)) bad.push(`${g.doc}: unknown type ${g.type}`);
      if (g.value.trim() !== g.value || g.value === "")
        bad.push(`${g.doc}: untrimmed ${g.type} "${g.value}"`);
      const titled =
        TITLE_OR_GREETING.test(g.value) ||
        TITLE_PREFIX_UNSPACED.test(g.value) ||
        TITLE_SUFFIX.test(g.value) ||
        /['’]s$/.test(g.value);
      if (g.type === "PERSON" && titled)
        bad.push(`${g.doc}: PERSON with title, greeting or possessive "${g.value}"`);
      if (g.type === "ORG" && NOT_ORG.test(g.value))
        bad.push(`${g.doc}: payment product as ORG "${g.value}"`);
    }
    expect(bad).toEqual([]);
  });

  it("finds a title, greeting or suffix in a PERSON value, and accepts names that only begin like one", () => {
    const titled = (v: string) =>
      TITLE_OR_GREETING.test(v) || TITLE_PREFIX_UNSPACED.test(v) || TITLE_SUFFIX.test(v);
    expect(
      ["Herr Lukas", "Dear Ana", "Sra. Ruiz", "คุณสมชาย", "田中さん", "민준씨", "Ayşe Hanım"].filter(titled),
    ).toHaveLength(7);
    expect(
      ["Herrmann Lutz", "Dearbhla Quinn", "Srinivas", "Mrinal", "Prisha", "Bayram"].filter(titled),
    ).toEqual([]);
  });

  it("labels only structured values that validate, and phones valid in the region their document is set in", () => {
    const bad: string[] = [];
    for (const g of GOLDS) {
      const check = STRUCTURED_CHECK[g.type];
      if (check && !check(g.value)) bad.push(`${g.doc}: ${g.type} "${g.value}"`);
      if (g.type !== "PHONE_E164") continue;
      const region = PHONE_REGION_OF_DOC[Number(g.doc.slice(g.doc.lastIndexOf("-") + 1))];
      const ok = g.value.startsWith("+")
        ? isValidPhoneNumber(g.value)
        : !!region && isValidPhoneNumber(g.value, region);
      if (!ok) bad.push(`${g.doc}: phone "${g.value}" not valid in ${region ?? "an unnamed region"}`);
    }
    expect(bad).toEqual([]);
  });

  it("leaves no checksum-valid card, IBAN, Aadhaar, SSN or NINO, nor any e-mail address, unlabelled", () => {
    expect(DOCS.flatMap(unlabelledLookalikes)).toEqual([]);
    expect(DOCS.flatMap(unlabelledSsnsAndNinos)).toEqual([]);
  });
});

describe("corpus-2026d part 1 independence from the other corpora", () => {
  // The other sets are read only here, programmatically; a clash names this corpus's document,
  // type, span number and value, never the other file's text.
  const others = [
    ...HELDOUT_C_1_CORPUS,
    ...HELDOUT_C_2_CORPUS,
    ...TRAIN_T_1_CORPUS,
    ...TRAIN_T_2_CORPUS,
    ...TUNE_CORPUS,
    ...HELDOUT_CORPUS,
    ...HELDOUT_B_CORPUS,
    ...HAND_LABELLED,
    ...HELD_OUT,
  ].map((m, i) => parseMarkup(`other-${i}`, m));
  const goldByClash = new Map(GOLDS.map((g) => [`${g.doc}: ${g.type} #${g.index}`, g.value]));
  // A single-word name (a given name alone: "Anna", "sunny", "さくら") may also occur elsewhere;
  // full names, handles, organisations and structured values may not.
  const aloneName = (clash: string) => {
    const v = goldByClash.get(clash) ?? "";
    return clash.includes(": PERSON #") && /^[\p{L}\p{M}'’-]+$/u.test(v) && !CJK_FULL_NAME.test(v);
  };

  it("shares no full name, organisation or structured value with them, as a gold value or in their text", () => {
    const clashes = independenceClashes(DOCS, others).filter((c) => !aloneName(c));
    expect(clashes.map((c) => `${c} "${goldByClash.get(c)}"`)).toEqual([]);
  });

  it("shares no document with them", () => {
    const texts = new Set(others.map((d) => d.text));
    expect(DOCS.filter((d) => texts.has(d.text)).map((d) => d.id)).toEqual([]);
  });
});

describe("corpus-2026d part 1 README", () => {
  it("states the count of every type", () => {
    const readme = readFileSync(new URL("./README-1.md", import.meta.url), "utf8");
    const counts = new Map<string, number>();
    for (const g of GOLDS) counts.set(g.type, (counts.get(g.type) ?? 0) + 1);
    const rows = [...counts].map(([t, n]) => `| ${t} | ${n} |`);
    rows.push(`| documents | ${DOCS.length} |`, `| **all labelled values** | **${GOLDS.length}** |`);
    expect(rows.filter((r) => !readme.includes(r))).toEqual([]);
  });
});
