import { readFileSync } from "node:fs";
import { isValidPhoneNumber } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { ibanValid, luhnValid, ssnValid, unlabelledLookalikes } from "../corpus-2026/checks.js";
import { HELDOUT_CORPUS } from "../corpus-2026/heldout.js";
import { TUNE_CORPUS } from "../corpus-2026/tune.js";
import { type LabelledDoc, parseMarkup } from "../labelled-doc.js";
import { HELDOUT_B_CORPUS, HELDOUT_B_NEGATIVES } from "./heldout.js";
import {
  goldValues,
  independenceClashes,
  REGIONS,
  STRUCTURED_CHECK,
  unlabelledSsnsAndNinos,
} from "./honesty.js";

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
  /^(?:Mr|Mrs|Ms|Dr|Dra|Prof|Pr|Herr|Frau|Sr|Sra|Lic|Ing|M|Mme|Maître|Mag|OA|dott|dott\.ssa|sig|sig\.ra|doña|don|D|Pan|Pani|Pak|Ibu|Ông|Bà|κ|Hi|Hello|Dear|Guten Tag|Beste|Bonjour|Hola|Estimado|Gentile|Kedves|Namaste|Hej|Moin|Grüezi)\b\.?\s/iu;
// Card schemes and payment products are not organisations (README conventions).
const NOT_ORG =
  /^(?:Visa|Mastercard|Amex|American Express|Discover|JCB|Bancontact|Swish|Bizum|PIX|MB WAY|Vipps|Yape|UPI)$/i;
// Documents of 0.2-1.6 KB of UTF-8, as the brief asks.
const MIN_BYTES = 200;
const MAX_BYTES = 1640;

const DOCS: readonly LabelledDoc[] = HELDOUT_B_CORPUS.map((m, i) => parseMarkup(`heldout-b-${i + 1}`, m));
const GOLDS = goldValues(DOCS);

describe("corpus-2026b held-out documents", () => {
  it("has at least 80 distinct documents, each labelled unless it is an intentional negative", () => {
    expect(DOCS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(DOCS.map((d) => d.text)).size).toBe(DOCS.length);
    const wrong = DOCS.filter(
      (d, i) => (d.spans.length === 0) !== HELDOUT_B_NEGATIVES.has(HELDOUT_B_CORPUS[i]!),
    );
    expect(wrong.map((d) => d.id)).toEqual([]);
    expect(HELDOUT_B_NEGATIVES.size).toBeGreaterThanOrEqual(2);
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
      if (g.type === "PERSON" && (TITLE_OR_GREETING.test(g.value) || /['’]s$/.test(g.value)))
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

  it("keeps look-alikes in the negatives: they hold invalid cards, IBANs and SSNs", () => {
    const text = DOCS.filter((_, i) => HELDOUT_B_NEGATIVES.has(HELDOUT_B_CORPUS[i]!))
      .map((d) => d.text)
      .join("\n");
    const cards = text.match(/\b\d{4}(?: \d{4}){3}\b/g) ?? [];
    const ibans = text.match(/\b[A-Z]{2}\d{2}(?: [A-Z0-9]{4}){4,6}(?: [A-Z0-9]{1,3})?\b/g) ?? [];
    const ssns = text.match(/\b\d{3}-\d{2}-\d{4}\b/g) ?? [];
    expect(cards.length + ibans.length + ssns.length).toBeGreaterThan(3);
    expect([...cards.filter(luhnValid), ...ibans.filter(ibanValid), ...ssns.filter(ssnValid)]).toEqual([]);
  });
});

describe("corpus-2026b independence from corpus-2026", () => {
  // Reads corpus-2026's files only here, programmatically; a clash names this corpus's document,
  // type and span number, never the other file's value.
  const others = [...TUNE_CORPUS, ...HELDOUT_CORPUS].map((m, i) => parseMarkup(`c2026-${i}`, m));

  it("shares no gold value with corpus-2026, as a gold value or anywhere in its text", () => {
    expect(independenceClashes(DOCS, others)).toEqual([]);
  });

  it("shares no document with corpus-2026", () => {
    const texts = new Set(others.map((d) => d.text));
    expect(DOCS.filter((d) => texts.has(d.text)).map((d) => d.id)).toEqual([]);
  });
});

describe("corpus-2026b checks", () => {
  it("find a shared value as a gold value, as a word of the other text or as the same digits", () => {
    const other = [parseMarkup("o", "Call [[PERSON|Odile Varga]] on +36 1 555 0199; Bartholomew said hi.")];
    const mine = parseMarkup(
      "m",
      "[[PERSON|odile varga]], [[PHONE_E164|06 1 555 0199]], [[PERSON|Bartholomew]], [[PERSON|Bart]], [[PHONE_E164|+1 555 0199]]",
    );
    expect(independenceClashes([mine], other)).toEqual(["m: PERSON #0", "m: PERSON #2"]);
    const sameDigits = parseMarkup("d", "[[PHONE_E164|361 555 0199]]");
    expect(independenceClashes([sameDigits], other)).toEqual(["d: PHONE_E164 #0"]);
  });

  it("find valid SSNs with spaces or none and valid NINOs left unlabelled, not invalid ones", () => {
    const text =
      "SSN 412 68 3097, her SSN is 412683097, NI JT 48 61 93 B, old NI QQ 12 34 56 C, SSN 912 68 3097";
    const kinds = unlabelledSsnsAndNinos(parseMarkup("x", text)).map((m) => m.split(" ").pop());
    expect(kinds).toEqual(["SSN", "SSN", "NINO"]);
    const labelled = "SSN [[SSN|412 68 3097]], NI [[NATIONAL_ID|JT 48 61 93 B]]";
    expect(unlabelledSsnsAndNinos(parseMarkup("y", labelled))).toEqual([]);
  });
});

describe("corpus-2026b README", () => {
  it("states the count of every type", () => {
    const readme = readFileSync(new URL("./README.md", import.meta.url), "utf8");
    const counts = new Map<string, number>();
    for (const g of GOLDS) counts.set(g.type, (counts.get(g.type) ?? 0) + 1);
    const rows = [...counts].map(([t, n]) => `| ${t} | ${n} |`);
    rows.push(
      `| documents | ${DOCS.length} |`,
      `| of which intentional negatives | ${HELDOUT_B_NEGATIVES.size} |`,
    );
    rows.push(`| **all labelled values** | **${GOLDS.length}** |`);
    expect(rows.filter((r) => !readme.includes(r))).toEqual([]);
  });
});
