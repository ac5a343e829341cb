import nlp from "compromise";
import { afterAll, describe, expect, it } from "vitest";
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { generateCorpus } from "../eval/generate-corpus.js";
import { HAND_LABELLED } from "../eval/hand-labelled.js";
import { HELD_OUT } from "../eval/held-out.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { compromiseSpans } from "../src/entities/compromise-recognizer.js";
import { useFastCompromiseSweep } from "../src/entities/compromise-sweep.js";

/**
 * Everything compromise says about a text: every term's tags (and chunk, which json gives), people, organisations.
 * Term ids are left out: compromise draws them from a counter, so they differ on every parse.
 */
function reading(text: string): string {
  const doc = nlp(text);
  return JSON.stringify(
    [
      doc.json({ offset: true, terms: { tags: true } }),
      doc.people().json({ offset: true }),
      doc.organizations().json({ offset: true }),
    ],
    (key, value) => (key === "id" ? undefined : value),
  );
}

const texts = [
  ...TUNE_CORPUS.map((m, i) => parseMarkup(`t${i}`, m).text),
  ...HAND_LABELLED.map((m, i) => parseMarkup(`h${i}`, m).text),
  ...HELD_OUT.map((m, i) => parseMarkup(`o${i}`, m).text),
  ...generateCorpus({ documents: 150 }).map((d) => d.text),
];

describe("the engine's compromise bulk matcher", () => {
  afterAll(() => useFastCompromiseSweep(true));

  it("reads every evaluation text exactly as compromise's own matcher does", () => {
    useFastCompromiseSweep(false);
    const own = texts.map(reading);
    useFastCompromiseSweep(true);
    const fast = texts.map(reading);
    expect(fast).toHaveLength(own.length);
    for (const [i, r] of own.entries()) expect(fast[i], texts[i]).toBe(r);
  });

  it("finds the same people when asked for people only (no chunker, no organisations)", () => {
    for (const text of texts) {
      const people = compromiseSpans(text).filter((s) => s.type === "PERSON");
      expect(compromiseSpans(text, { organizations: false }), text).toEqual(people);
    }
    expect(compromiseSpans("Will Smith met Mark Rose.", { organizations: false })).toHaveLength(2);
  });

  it("tags a sentence where the post-tagger changes tags the same way", () => {
    // "May" and "Will" are words the post-tagger re-reads from context.
    const text = "May Turner said Will Smith will call in May, and Mark Rose marked it.";
    useFastCompromiseSweep(false);
    const own = reading(text);
    useFastCompromiseSweep(true);
    expect(reading(text)).toBe(own);
    expect(nlp(text).people().out("array")).toContain("Will Smith");
  });
});
