import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENTITY_TYPES } from "../../src/entity-type.js";
import { type LabelledDoc, parseMarkup } from "../labelled-doc.js";
import {
  aadhaarValid,
  ibanValid,
  luhnValid,
  nationalIdScheme,
  ssnValid,
  unlabelledLookalikes,
} from "./checks.js";
import { HELDOUT_CORPUS, HELDOUT_NEGATIVES } from "./heldout.js";
import { TUNE_CORPUS, TUNE_NEGATIVES } from "./tune.js";

// NATIONAL_ID (Aadhaar, PAN, UK NINO) is labelled ahead of the engine having such a type.
const LABEL_TYPES = new Set<string>([...ENTITY_TYPES, "NATIONAL_ID"]);
// Greetings and honorifics stay outside PERSON spans (README conventions).
const LEADING_TITLE =
  /^(?:Mr|Mrs|Ms|Dr|Prof|Pr|Herr|Herrn|Frau|Sr|Sra|Srta|M|Mme|Mlle|Monsieur|Madame|Lic|Ing|dott|Sig|Pak|Ibu|Hi|Hello|Dear|Hey|Guten|Beste|Bonjour|Hola|Estimado|Estimada|Sehr|Kedves|Gentile)\b\.?\s/i;

interface Corpus {
  readonly name: string;
  readonly docs: readonly LabelledDoc[];
  readonly negatives: ReadonlySet<string>;
  readonly raw: readonly string[];
}

function load(name: string, raw: readonly string[], negatives: ReadonlySet<string>): Corpus {
  return { name, raw, negatives, docs: raw.map((m, i) => parseMarkup(`${name}-${i + 1}`, m)) };
}

const TUNE = load("tune", TUNE_CORPUS, TUNE_NEGATIVES);
const HELDOUT = load("heldout", HELDOUT_CORPUS, HELDOUT_NEGATIVES);
const CORPORA = [TUNE, HELDOUT];

function golds(c: Corpus): { doc: string; type: string; value: string }[] {
  return c.docs.flatMap((d) =>
    d.spans.map((s) => ({ doc: d.id, type: s.type, value: d.text.slice(s.start, s.end) })),
  );
}

describe.each(CORPORA)("2026 corpus: $name", (c) => {
  it("has at least 80 documents, each with a gold span unless marked negative", () => {
    expect(c.docs.length).toBeGreaterThanOrEqual(80);
    const unlabelled = c.docs.filter((d, i) => d.spans.length === 0 && !c.negatives.has(c.raw[i]!));
    expect(unlabelled.map((d) => d.id)).toEqual([]);
    const markedButLabelled = c.docs.filter((d, i) => d.spans.length > 0 && c.negatives.has(c.raw[i]!));
    expect(markedButLabelled.map((d) => d.id)).toEqual([]);
  });

  it("uses only known types, leaves no stray markup, and keeps spans tight", () => {
    const bad: string[] = [];
    for (const d of c.docs) {
      if (d.text.includes("[[") || d.text.includes("]]")) bad.push(`${d.id}: stray markup`);
      // 0.2-2 KB of UTF-8, the size of the documents users send.
      const bytes = new TextEncoder().encode(d.text).length;
      if (bytes < 200 || bytes > 2048) bad.push(`${d.id}: ${bytes} bytes`);
    }
    for (const g of golds(c)) {
      if (!LABEL_TYPES.has(g.type)) bad.push(`${g.doc}: unknown type ${g.type}`);
      if (g.value !== g.value.trim()) bad.push(`${g.doc}: untrimmed ${g.type} "${g.value}"`);
      if (g.type === "PERSON" && (LEADING_TITLE.test(g.value) || /['’]s$/.test(g.value)))
        bad.push(`${g.doc}: PERSON with title or possessive "${g.value}"`);
    }
    expect(bad).toEqual([]);
  });

  it("labels only structured values that validate (Luhn, mod-97, Verhoeff, SSN areas, PAN, NINO)", () => {
    const bad: string[] = [];
    for (const g of golds(c)) {
      const ok =
        g.type === "CREDIT_CARD"
          ? luhnValid(g.value)
          : g.type === "IBAN"
            ? ibanValid(g.value)
            : g.type === "SSN"
              ? ssnValid(g.value)
              : g.type === "NATIONAL_ID"
                ? nationalIdScheme(g.value) !== null
                : g.type === "EMAIL"
                  ? /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(g.value)
                  : g.type === "IPV4"
                    ? /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/.test(g.value)
                    : g.type === "PHONE_E164"
                      ? (g.value.match(/\d/g) ?? []).length >= 7
                      : true;
      if (!ok) bad.push(`${g.doc}: ${g.type} "${g.value}"`);
    }
    expect(bad).toEqual([]);
  });

  it("labels every checksum-valid look-alike it contains, so the unlabelled ones are true negatives", () => {
    const missed = c.docs.flatMap(unlabelledLookalikes);
    expect(missed).toEqual([]);
  });
});

describe("2026 corpus README", () => {
  it("states the current count of every type in each half", () => {
    const readme = readFileSync(new URL("./README.md", import.meta.url), "utf8");
    const count = (c: Corpus, type: string) => golds(c).filter((g) => g.type === type).length;
    const types = [...new Set([...golds(TUNE), ...golds(HELDOUT)].map((g) => g.type))];
    const rows = types.map((t) => {
      const [a, b] = [count(TUNE, t), count(HELDOUT, t)];
      return `| ${t} | ${a} | ${b} | ${a + b} |`;
    });
    const [a, b] = [golds(TUNE).length, golds(HELDOUT).length];
    rows.push(`| **all labelled values** | **${a}** | **${b}** | **${a + b}** |`);
    expect(rows.filter((r) => !readme.includes(r))).toEqual([]);
  });
});

describe("2026 corpus independence", () => {
  const norm = (v: string) => v.normalize("NFC").toLowerCase().replace(/\s+/g, " ");
  it("shares no gold value (case-insensitive) and no document between the tuning and held-out halves", () => {
    const tune = new Set(golds(TUNE).map((g) => norm(g.value)));
    const shared = golds(HELDOUT).filter((g) => tune.has(norm(g.value)));
    expect(shared.map((g) => `${g.doc}: ${g.type} "${g.value}"`)).toEqual([]);
    const tuneTexts = new Set(TUNE.docs.map((d) => d.text));
    expect(HELDOUT.docs.filter((d) => tuneTexts.has(d.text)).map((d) => d.id)).toEqual([]);
  });
});

describe("2026 corpus checks", () => {
  it("validators accept known-good values and reject their look-alikes", () => {
    expect(luhnValid("4490 2243 6186 1763")).toBe(true);
    expect(luhnValid("4490 2243 6186 1764")).toBe(false);
    expect(ibanValid("DE57 6383 3687 0683 8076 09")).toBe(true);
    expect(ibanValid("DE58 6383 3687 0683 8076 09")).toBe(false);
    expect(aadhaarValid("6640 7519 5087")).toBe(true);
    expect(aadhaarValid("6640 7519 5088")).toBe(false);
    expect(ssnValid("412-68-3097")).toBe(true);
    for (const s of ["000-12-3456", "666-12-3456", "912-12-3456", "412-00-3097"])
      expect(ssnValid(s)).toBe(false);
    expect(nationalIdScheme("BNZPS4821K")).toBe("PAN");
    expect(nationalIdScheme("JH 52 81 46 C")).toBe("NINO");
    expect(nationalIdScheme("GB 52 81 46 C")).toBe(null);
  });

  it("finds a checksum-valid value left unlabelled, and not one that is labelled or invalid", () => {
    const doc = parseMarkup(
      "x",
      "Card [[CREDIT_CARD|4490 2243 6186 1763]], old 4490 2243 6186 1764, SSN 412-68-3097, IBAN DE57 6383 3687 0683 8076 09 BIC X, cc ann@b.io",
    );
    expect(unlabelledLookalikes(doc)).toEqual([
      'x: unlabelled valid IBAN "DE57 6383 3687 0683 8076 09"',
      'x: unlabelled valid SSN "412-68-3097"',
      'x: unlabelled valid e-mail "ann@b.io"',
    ]);
  });
});
