import { describe, expect, it } from "vitest";
import { parseMarkup } from "../eval/labelled-doc.js";
import { Script } from "../src/tagger/tagger-tokens.js";
import { BRAND_MODELS } from "../train/distractors.js";
import { GENRES, LANGUAGES } from "../train/document-frames.js";
import { generatedDocuments } from "../train/generated-documents.js";
import { namePool } from "../train/name-pools.js";

describe("document frames (train/frames-*.ts tables)", () => {
  it("gives every language frames of every genre, with only the known slots", () => {
    for (const [lang] of LANGUAGES)
      for (const genre of GENRES) {
        expect(lang.frames[genre].length, `${lang.code} ${genre}`).toBeGreaterThan(0);
        for (const frame of lang.frames[genre])
          expect(frame.replace(/\{[PFLpWQOHBXMCN]\}/g, ""), frame).not.toMatch(/\{\w\}/);
      }
    expect(LANGUAGES.map(([l]) => l.code)).toEqual(expect.arrayContaining(["mr", "uk", "ar", "hi", "th"]));
  });

  it("writes brand and model products unmarked, and titles outside the marked names", () => {
    const docs = generatedDocuments(400, 7);
    const all = docs.join("\n");
    const products = BRAND_MODELS.filter((p) => all.includes(p));
    expect(products.length).toBeGreaterThan(5);
    for (const p of products) expect(all).not.toContain(`|${p}]]`);
    expect(all).toMatch(/(?:श्री\.?|डॉ\.) \[\[PERSON\|/u);
    expect(all).toMatch(/\[\[PERSON\|[^\]]+\]\](?:师傅|经理|老师|ちゃん|先生| 교수님| 기사님)/u);
    for (const [i, d] of docs.entries()) expect(parseMarkup(`f${i}`, d).text).not.toContain("[[");
  });

  it("draws Arabic and Devanagari names from the lexicon as well as faker's locales", () => {
    expect(namePool(Script.ARABIC).first).toContain("فاطمة");
    expect(namePool(Script.DEVANAGARI).last).toContain("कुलकर्णी");
  });
});
