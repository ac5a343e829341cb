import { readFileSync } from "node:fs";
import { type CountryCode, isValidPhoneNumber } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { ibanValid, luhnValid, ssnValid, unlabelledLookalikes } from "../corpus-2026/checks.js";
import { HELDOUT_CORPUS } from "../corpus-2026/heldout.js";
import { HELDOUT_B_CORPUS } from "../corpus-2026b/heldout.js";
import {
  goldValues,
  independenceClashes,
  STRUCTURED_CHECK,
  unlabelledSsnsAndNinos,
} from "../corpus-2026b/honesty.js";
import { HELDOUT_C_1_CORPUS } from "../corpus-2026c/heldout-1.js";
import { HELDOUT_C_2_CORPUS } from "../corpus-2026c/heldout-2.js";
import { type LabelledDoc, parseMarkup } from "../labelled-doc.js";
import { TRAIN_T_2_CORPUS, TRAIN_T_2_NEGATIVES } from "./train-2.js";

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
  /^(?:Mr|Mrs|Ms|Dr|Dra|Prof|Pr|Herr|Frau|Sr|Sra|Lic|Ing|M|Mme|Maître|Mag|dott|dott\.ssa|sig|sig\.ra|doña|don|D|Pan|Pani|Pak|Ibu|Bapak|Ông|Bà|anh|chị|κ|Hi|Hello|Dear|Guten Tag|Beste|Bonjour|Hola|Estimado|Gentile|Namaste|Habari|Hej|Moin|Grüezi|Sayın|Szanowna|Szanowny|Kære|Hyvä|Bom dia|Olá|Caro|Cara|Дорогой|Уважаемый|Уважаемая|السيد|السيدة|ד"ר|מר|גב'|คุณ|พี่|श्री|श्रीमती)\b\.?\s/iu;
// Honorific suffixes of Japanese, Korean, Thai and Hindi stay outside too.
const TITLE_SUFFIX = /(?:様|さん|くん|ちゃん|先生|님|씨|[ -]ji|जी)$/u;
// Card schemes and payment products are not organisations (README conventions).
const NOT_ORG =
  /^(?:Visa|Mastercard|Amex|American Express|Discover|JCB|UnionPay|RuPay|Troy|Bancontact|Swish|Bizum|PIX|MB WAY|Vipps|MobilePay|Yape|UPI|M-Pesa|PayNow|PromptPay|GCash|Maestro|Diners Club)$/i;
// Documents of 0.2-1.6 KB of UTF-8, as the brief asks.
const MIN_BYTES = 200;
const MAX_BYTES = 1640;
// Han and Hangul names of three or more characters are usually full names (surname + given name).
const CJK_FULL_NAME = /^[\p{Script=Han}\p{Script=Hangul}]{3,}$/u;

const DOCS: readonly LabelledDoc[] = TRAIN_T_2_CORPUS.map((m, i) => parseMarkup(`train-t2-${i + 1}`, m));
const GOLDS = goldValues(DOCS);

describe("corpus-2026t part 2 training documents", () => {
  it("has at least 80 distinct documents, each labelled unless it is an intentional negative", () => {
    expect(DOCS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(DOCS.map((d) => d.text)).size).toBe(DOCS.length);
    const wrong = DOCS.filter(
      (d, i) => (d.spans.length === 0) !== TRAIN_T_2_NEGATIVES.has(TRAIN_T_2_CORPUS[i]!),
    );
    expect(wrong.map((d) => d.id)).toEqual([]);
  });

  it("parses cleanly: no stray markup, sizes in range, spans trimmed, ordered and disjoint", () => {
    const bad: string[] = [];
    for (const d of DOCS) {
      if (/\[\[|\]\]/.test(d.text)) bad.push(`${d.id}: stray markup`);
      const bytes = Buffer.byteLength(d.text, "utf8");
      if (bytes < MIN_BYTES || bytes > MAX_BYTES) bad.push(`${d.id}: ${bytes} bytes`);
      d.spans.forEach((s, k) => {
        const prev = d.spans[k - 1];
        if (prev && prev.end > s.start) bad.push(`${d.id}: span ${k} overlaps the previous one`);
      });
    }
    for (const g of GOLDS) {
      if (!TYPES.has(g.type)) bad.push(`${g.doc}: unknown type ${g.type}`);
      if (g.value.trim() !== g.value || g.value === "")
        bad.push(`${g.doc}: untrimmed ${g.type} "${g.value}"`);
      const titled = TITLE_OR_GREETING.test(g.value) || TITLE_SUFFIX.test(g.value) || /['’]s$/.test(g.value);
      if (g.type === "PERSON" && titled)
        bad.push(`${g.doc}: PERSON with title, greeting or possessive "${g.value}"`);
      if (g.type === "ORG" && NOT_ORG.test(g.value))
        bad.push(`${g.doc}: payment product as ORG "${g.value}"`);
    }
    expect(bad).toEqual([]);
  });

  it("labels only structured values that validate", () => {
    const bad: string[] = [];
    for (const g of GOLDS) {
      const check = STRUCTURED_CHECK[g.type];
      if (check && !check(g.value)) bad.push(`${g.doc}: ${g.type} "${g.value}"`);
    }
    expect(bad).toEqual([]);
  });

  it("labels only phones valid in the region named in each document's comment, or international ones", () => {
    // Each document's comment ends with the region a reader would infer, e.g. "// 12 ... Pune (IN)".
    const source = readFileSync(new URL("./train-2.ts", import.meta.url), "utf8");
    const regions = [...source.matchAll(/^ {2}\/\/ \d+ .*\(([A-Z]{2})\)$/gm)].map((m) => m[1] as CountryCode);
    expect(regions.length).toBe(DOCS.length);
    const bad: string[] = [];
    DOCS.forEach((d, i) => {
      for (const s of d.spans.filter((x) => x.type === "PHONE_E164")) {
        const v = d.text.slice(s.start, s.end);
        const ok = v.startsWith("+") ? isValidPhoneNumber(v) : isValidPhoneNumber(v, regions[i]);
        if (!ok) bad.push(`${d.id}: phone "${v}" not valid in ${regions[i]}`);
      }
    });
    expect(bad).toEqual([]);
  });

  it("leaves no checksum-valid card, IBAN, Aadhaar, SSN or NINO, nor any e-mail address, unlabelled", () => {
    expect(DOCS.flatMap(unlabelledLookalikes)).toEqual([]);
    expect(DOCS.flatMap(unlabelledSsnsAndNinos)).toEqual([]);
  });

  it("keeps look-alikes in the negatives: they hold invalid cards, IBANs and SSNs", () => {
    const text = DOCS.filter((_, i) => TRAIN_T_2_NEGATIVES.has(TRAIN_T_2_CORPUS[i]!))
      .map((d) => d.text)
      .join("\n");
    const cards = text.match(/\b\d{4}(?: \d{4}){3}\b/g) ?? [];
    const ibans = text.match(/\b[A-Z]{2}\d{2}(?: [A-Z0-9]{4}){3,7}(?: [A-Z0-9]{1,3})?\b/g) ?? [];
    const ssns = text.match(/\b\d{3}-\d{2}-\d{4}\b/g) ?? [];
    expect(cards.length + ibans.length + ssns.length).toBeGreaterThan(2);
    expect([...cards.filter(luhnValid), ...ibans.filter(ibanValid), ...ssns.filter(ssnValid)]).toEqual([]);
  });
});

describe("corpus-2026t part 2 independence from the held-out corpora", () => {
  // The held-out files are read only here, programmatically; a clash names this corpus's document,
  // type, span number and value, never the held-out file's text.
  const heldOut = [...HELDOUT_CORPUS, ...HELDOUT_B_CORPUS, ...HELDOUT_C_1_CORPUS, ...HELDOUT_C_2_CORPUS].map(
    (m, i) => parseMarkup(`held-out-${i}`, m),
  );
  const goldByClash = new Map(GOLDS.map((g) => [`${g.doc}: ${g.type} #${g.index}`, g.value]));
  // A single given name ("Anna", "sunny") may also occur there; full names, handles, organisations and
  // structured values may not.
  const aloneName = (clash: string) => {
    const v = goldByClash.get(clash) ?? "";
    return clash.includes(": PERSON #") && /^[\p{L}\p{M}'’-]+$/u.test(v) && !CJK_FULL_NAME.test(v);
  };

  it("shares no full name, organisation or structured value with them, as a gold value or in their text", () => {
    const clashes = independenceClashes(DOCS, heldOut).filter((c) => !aloneName(c));
    expect(clashes.map((c) => `${c} "${goldByClash.get(c)}"`)).toEqual([]);
  });

  it("shares no document with them", () => {
    const texts = new Set(heldOut.map((d) => d.text));
    expect(DOCS.filter((d) => texts.has(d.text)).map((d) => d.id)).toEqual([]);
  });
});

describe("corpus-2026t part 2 README", () => {
  it("states the count of every type", () => {
    const readme = readFileSync(new URL("./README-2.md", import.meta.url), "utf8");
    const counts = new Map<string, number>();
    for (const g of GOLDS) counts.set(g.type, (counts.get(g.type) ?? 0) + 1);
    const rows = [...counts].map(([t, n]) => `| ${t} | ${n} |`);
    rows.push(
      `| documents | ${DOCS.length} |`,
      `| of which intentional negatives | ${TRAIN_T_2_NEGATIVES.size} |`,
    );
    rows.push(`| **all labelled values** | **${GOLDS.length}** |`);
    expect(rows.filter((r) => !readme.includes(r))).toEqual([]);
  });
});
