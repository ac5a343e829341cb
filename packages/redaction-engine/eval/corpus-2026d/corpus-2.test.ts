import { readFileSync } from "node:fs";
import { isValidPhoneNumber } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { unlabelledLookalikes } from "../corpus-2026/checks.js";
import { HELDOUT_CORPUS } from "../corpus-2026/heldout.js";
import { TUNE_CORPUS } from "../corpus-2026/tune.js";
import { HELDOUT_B_CORPUS } from "../corpus-2026b/heldout.js";
import {
  goldValues,
  independenceClashes,
  REGIONS,
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
import { HELDOUT_D_2_CORPUS } from "./heldout-2.js";

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
// Greetings, honorifics and kinship titles of the languages used here stay outside PERSON spans.
const TITLE_OR_GREETING =
  /^(?:Mr|Mrs|Ms|Mx|Dr|Dra|Prof|Pr|Herr|Herrn|Frau|Monsieur|Madame|Señor|Señora|Signor|Signora|Puan|Encik|Datuk|Dato['’]?|Yth|drs|ir|mevrouw|heer|Sr|Sra|Srta|Lic|Ing|M|Mme|Mlle|Maître|Mag|dott|dott\.ssa|sig|sig\.ra|doña|don|D|Dña|Pan|Pani|Sir|Auntie|Uncle|Smt|Shri|Mbak|Mas|Pak|Ibu|Bapak|Ma['’]am|Ông|Bà|anh|chị|em|κ|κα|Hi|Hey|Hello|Dear|Thanks|Guten Tag|Hallo|Liebe|Lieber|Beste|Geachte|Bonjour|Cher|Chère|Hola|Olá|Prezado|Estimado|Estimada|Gentile|Caro|Cara|Namaste|Hej|Moin|Sayın|Szanowna|Szanowny|Уважаемый|Уважаемая|Шановний|Шановна|السيد|السيدة|الدكتور|ד"ר|מר|גב'|คุณ|พี่|นพ|господин|пан|пані)(?:\b\.?|(?<=['’]))\s/iu;
// Honorific suffixes of Chinese, Japanese, Korean, Hindi, Thai and Turkish stay outside too.
const TITLE_SUFFIX =
  /(?:様|さん|くん|ちゃん|先生|医生|老师|女士|先生|总|经理|主任|님|씨|선생님|교수|[ -]ji|जी| Bey| Hanım| Bs\.?|['’]s)$/u;
// Card schemes and payment products are not organisations (README conventions).
const NOT_ORG =
  /^(?:Visa|Mastercard|Amex|American Express|Discover|JCB|UnionPay|RuPay|Troy|Bancontact|Swish|Bizum|PIX|MB WAY|Vipps|Yape|UPI|M-Pesa|PayNow|PromptPay|GCash|Maestro|Apple Pay|Google Pay)$/i;
// Documents of 200-2 000 bytes of UTF-8, as the brief asks.
const MIN_BYTES = 200;
const MAX_BYTES = 2000;
// Han and Hangul names of three or more characters are usually full names (surname + given name).
const CJK_FULL_NAME = /^[\p{Script=Han}\p{Script=Hangul}]{3,}$/u;

// Unlabelled look-alikes written on purpose: a card with a bad Luhn digit, an IBAN with a bad check,
// an SSN with area 9xx, and version strings shaped like IPv4 addresses.
const LOOKALIKES: Readonly<Record<string, readonly string[]>> = {
  CREDIT_CARD: ["5217 0589 6338 6247"],
  IBAN: ["LU87 3035 0750 2937 9899"],
  SSN: ["978-82-1215"],
  IPV4: ["8.3.1.204", "5.1.3.2207", "v4.12.0.3", "v11.4.0.2", "2.6.0.9"],
};

const DOCS: readonly LabelledDoc[] = HELDOUT_D_2_CORPUS.map((m, i) => parseMarkup(`heldout-d2-${i + 1}`, m));
const GOLDS = goldValues(DOCS);

describe("corpus-2026d part 2 held-out documents", () => {
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
      const titled = TITLE_OR_GREETING.test(g.value) || TITLE_SUFFIX.test(g.value);
      if (g.type === "PERSON" && titled)
        bad.push(`${g.doc}: PERSON with title, greeting or possessive "${g.value}"`);
      if (g.type === "ORG" && NOT_ORG.test(g.value))
        bad.push(`${g.doc}: payment product as ORG "${g.value}"`);
    }
    expect(bad).toEqual([]);
  });

  it("labels only structured values that validate, and phones valid in one of the corpus's regions", () => {
    const bad: string[] = [];
    for (const g of GOLDS) {
      const check = STRUCTURED_CHECK[g.type];
      if (check && !check(g.value)) bad.push(`${g.doc}: ${g.type} "${g.value}"`);
      if (g.type !== "PHONE_E164") continue;
      const ok = g.value.startsWith("+")
        ? isValidPhoneNumber(g.value)
        : REGIONS.some((r) => isValidPhoneNumber(g.value, r));
      if (!ok) bad.push(`${g.doc}: phone "${g.value}" valid nowhere the corpus is set`);
    }
    expect(bad).toEqual([]);
  });

  it("leaves no checksum-valid card, IBAN, Aadhaar, SSN or NINO, nor any e-mail address, unlabelled", () => {
    expect(DOCS.flatMap(unlabelledLookalikes)).toEqual([]);
    expect(DOCS.flatMap(unlabelledSsnsAndNinos)).toEqual([]);
  });

  it("holds named look-alikes unlabelled, and each fails the check of the type it imitates", () => {
    const bad: string[] = [];
    for (const [type, values] of Object.entries(LOOKALIKES)) {
      for (const v of values) {
        const docs = DOCS.filter((d) => d.text.includes(v));
        if (docs.length === 0) bad.push(`${type} look-alike "${v}" not in the corpus`);
        const at = (d: LabelledDoc) => d.text.indexOf(v);
        const inSpan = docs.some((d) => d.spans.some((s) => s.start < at(d) + v.length && at(d) < s.end));
        if (inSpan) bad.push(`${type} look-alike "${v}" is labelled`);
        const check = STRUCTURED_CHECK[type];
        if (type !== "IPV4" && check?.(v)) bad.push(`${type} look-alike "${v}" validates`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("holds unlabelled look-alikes (order, invoice, tracking numbers, codes, versions) inside labelled documents", () => {
    const lookalikeWords =
      /\b(?:order|invoice|tracking|ticket|ref|reference|OTP|code|version|build|v\d|Rechnung|commande|pedido|Bestell|заказ|订单|注文|주문)/iu;
    expect(DOCS.filter((d) => lookalikeWords.test(d.text)).length).toBeGreaterThanOrEqual(20);
  });
});

describe("corpus-2026d part 2 independence from the other corpora", () => {
  // The other sets are read only here, programmatically; a clash names this corpus's document, type,
  // span number and value, never the other file's text.
  const others = [
    ...TUNE_CORPUS,
    ...HELDOUT_CORPUS,
    ...HELDOUT_B_CORPUS,
    ...HELDOUT_C_1_CORPUS,
    ...HELDOUT_C_2_CORPUS,
    ...TRAIN_T_1_CORPUS,
    ...TRAIN_T_2_CORPUS,
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

describe("corpus-2026d part 2 README", () => {
  it("states the count of every type", () => {
    const readme = readFileSync(new URL("./README-2.md", import.meta.url), "utf8");
    const counts = new Map<string, number>();
    for (const g of GOLDS) counts.set(g.type, (counts.get(g.type) ?? 0) + 1);
    const rows = [...counts].map(([t, n]) => `| ${t} | ${n} |`);
    rows.push(`| documents | ${DOCS.length} |`, `| **all labelled values** | **${GOLDS.length}** |`);
    expect(rows.filter((r) => !readme.includes(r))).toEqual([]);
  });
});
