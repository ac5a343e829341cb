// The checks every labelled corpus of issue 22 must pass, written once: markup, sizes, titles kept
// out of names, structured values that validate, nothing checksum-valid left unlabelled, the
// negatives' look-alikes invalid, independence from the other corpora, and the README's counts.
// Each corpus's test describes itself (its titles, its regions, the corpora it must not share with)
// and calls `describeCorpusHonesty`. The other corpora are read only programmatically: a clash names
// this corpus's document, type, span number and value, never the other file's text.
import { readFileSync } from "node:fs";
import { type CountryCode, isValidPhoneNumber } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { ibanValid, luhnValid, ssnValid, unlabelledLookalikes } from "./corpus-2026/checks.js";
import {
  goldValues,
  independenceClashes,
  REGIONS,
  STRUCTURED_CHECK,
  unlabelledSsnsAndNinos,
} from "./corpus-2026b/honesty.js";
import { type LabelledDoc, parseMarkup } from "./labelled-doc.js";

/** The corpus's own type list (README of corpus-2026), not the engine's: labellers do not read src/. */
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
/** Han and Hangul names of three or more characters are usually full names (surname + given name). */
const CJK_FULL_NAME = /^[\p{Script=Han}\p{Script=Hangul}]{3,}$/u;

export interface LabelledCorpus {
  /** How the tests name it: `corpus-2026t part 1`. */
  readonly name: string;
  /** Document ids: `${idPrefix}${n}`, n from 1. */
  readonly idPrefix: string;
  readonly marked: readonly string[];
  /** Documents with no value on purpose; their card-, IBAN- and SSN-shaped strings must be invalid. */
  readonly negatives?: { readonly docs: ReadonlySet<string>; readonly lookalikesAtLeast: number };
  readonly minDocs: number;
  readonly bytes: readonly [min: number, max: number];
  /**
   * A PERSON value must match none of these: greetings, honorifics and kinship titles before a name,
   * honorific suffixes after it (CJK, Hindi, Turkish). A possessive `'s` is always refused.
   */
  readonly titles: readonly RegExp[];
  /** Card schemes and payment products, which are not organisations. */
  readonly notOrg: RegExp;
  /**
   * The region of each document's national-format phones (undefined: the document has none); by
   * default such a phone must be valid in one of `REGIONS`.
   */
  readonly phoneRegion?: (docIndex: number) => CountryCode | undefined;
  /** The corpora this one must share no full name, organisation, structured value or document with. */
  readonly others: readonly string[];
  /** Whether a single given name ("Anna", "sunny") may occur in the others too. */
  readonly givenNamesMayRepeat: boolean;
  /** The README whose count table the tests check. */
  readonly readme: URL;
}

export function describeCorpusHonesty(corpus: LabelledCorpus): void {
  const docs: readonly LabelledDoc[] = corpus.marked.map((m, i) =>
    parseMarkup(`${corpus.idPrefix}${i + 1}`, m),
  );
  const golds = goldValues(docs);
  const negatives = corpus.negatives;
  const isNegative = (i: number) => negatives?.docs.has(corpus.marked[i]!) ?? false;

  describe(`${corpus.name}: documents`, () => {
    it(`has at least ${corpus.minDocs} distinct documents, each labelled unless it is an intentional negative`, () => {
      expect(docs.length).toBeGreaterThanOrEqual(corpus.minDocs);
      expect(new Set(docs.map((d) => d.text)).size).toBe(docs.length);
      expect(docs.filter((d, i) => (d.spans.length === 0) !== isNegative(i)).map((d) => d.id)).toEqual([]);
    });

    it("parses cleanly: no stray markup, sizes in range, spans trimmed, ordered and disjoint, no titles in names", () => {
      const bad: string[] = [];
      const [min, max] = corpus.bytes;
      for (const d of docs) {
        if (/\[\[|\]\]/.test(d.text)) bad.push(`${d.id}: stray markup`);
        const bytes = Buffer.byteLength(d.text, "utf8");
        if (bytes < min || bytes > max) bad.push(`${d.id}: ${bytes} bytes`);
        d.spans.forEach((s, k) => {
          const prev = d.spans[k - 1];
          if (prev && prev.end > s.start) bad.push(`${d.id}: span ${k} overlaps the previous one`);
        });
      }
      for (const g of golds) {
        if (!TYPES.has(g.type)) bad.push(`${g.doc}: unknown type ${g.type}`);
        if (g.value.trim() !== g.value || g.value === "")
          bad.push(`${g.doc}: untrimmed ${g.type} "${g.value}"`);
        const titled = corpus.titles.some((t) => t.test(g.value)) || /['’]s$/.test(g.value);
        if (g.type === "PERSON" && titled)
          bad.push(`${g.doc}: PERSON with title, greeting or possessive "${g.value}"`);
        if (g.type === "ORG" && corpus.notOrg.test(g.value))
          bad.push(`${g.doc}: payment product as ORG "${g.value}"`);
      }
      expect(bad).toEqual([]);
    });

    it("labels only structured values that validate, and phones valid where the document is set", () => {
      const bad: string[] = [];
      for (const g of golds) {
        const check = STRUCTURED_CHECK[g.type];
        if (check && !check(g.value)) bad.push(`${g.doc}: ${g.type} "${g.value}"`);
      }
      docs.forEach((d, i) => {
        for (const s of d.spans.filter((x) => x.type === "PHONE_E164")) {
          const v = d.text.slice(s.start, s.end);
          const region = corpus.phoneRegion?.(i);
          const regions = corpus.phoneRegion ? (region ? [region] : []) : REGIONS;
          const ok = v.startsWith("+")
            ? isValidPhoneNumber(v)
            : regions.some((r) => isValidPhoneNumber(v, r));
          if (!ok) bad.push(`${d.id}: phone "${v}" valid nowhere the document is set`);
        }
      });
      expect(bad).toEqual([]);
    });

    it("leaves no checksum-valid card, IBAN, Aadhaar, SSN or NINO, nor any e-mail address, unlabelled", () => {
      expect(docs.flatMap(unlabelledLookalikes)).toEqual([]);
      expect(docs.flatMap(unlabelledSsnsAndNinos)).toEqual([]);
    });

    if (negatives) {
      it("keeps look-alikes in the negatives: they hold invalid cards, IBANs and SSNs", () => {
        const text = docs
          .filter((_, i) => isNegative(i))
          .map((d) => d.text)
          .join("\n");
        const cards = text.match(/\b\d{4}(?: \d{4}){3}\b/g) ?? [];
        const ibans = text.match(/\b[A-Z]{2}\d{2}(?: [A-Z0-9]{4}){3,7}(?: [A-Z0-9]{1,3})?\b/g) ?? [];
        const ssns = text.match(/\b\d{3}-\d{2}-\d{4}\b/g) ?? [];
        expect(cards.length + ibans.length + ssns.length).toBeGreaterThanOrEqual(negatives.lookalikesAtLeast);
        expect([...cards.filter(luhnValid), ...ibans.filter(ibanValid), ...ssns.filter(ssnValid)]).toEqual(
          [],
        );
      });
    }
  });

  describe(`${corpus.name}: independence from the other corpora`, () => {
    const others = corpus.others.map((m, i) => parseMarkup(`other-${i}`, m));
    const goldByClash = new Map(golds.map((g) => [`${g.doc}: ${g.type} #${g.index}`, g.value]));
    const givenNameAlone = (clash: string) => {
      const v = goldByClash.get(clash) ?? "";
      return clash.includes(": PERSON #") && /^[\p{L}\p{M}'’-]+$/u.test(v) && !CJK_FULL_NAME.test(v);
    };

    it("shares no full name, organisation or structured value with them, as a gold value or in their text", () => {
      const clashes = independenceClashes(docs, others).filter(
        (c) => !(corpus.givenNamesMayRepeat && givenNameAlone(c)),
      );
      expect(clashes.map((c) => `${c} "${goldByClash.get(c)}"`)).toEqual([]);
    });

    it("shares no document with them", () => {
      const texts = new Set(others.map((d) => d.text));
      expect(docs.filter((d) => texts.has(d.text)).map((d) => d.id)).toEqual([]);
    });
  });

  describe(`${corpus.name}: README`, () => {
    it("states the count of every type", () => {
      const readme = readFileSync(corpus.readme, "utf8");
      const counts = new Map<string, number>();
      for (const g of golds) counts.set(g.type, (counts.get(g.type) ?? 0) + 1);
      const rows = [...counts].map(([t, n]) => `| ${t} | ${n} |`);
      rows.push(`| documents | ${docs.length} |`);
      if (negatives) rows.push(`| of which intentional negatives | ${negatives.docs.size} |`);
      rows.push(`| **all labelled values** | **${golds.length}** |`);
      expect(rows.filter((r) => !readme.includes(r))).toEqual([]);
    });
  });
}
