import { describe, expect, it } from "vitest";
import { GENRES, LANGUAGES } from "../train/document-frames.js";
import { LATIN_FRAMES } from "../train/frames-latin.js";
import { OTHER_SCRIPT_FRAMES } from "../train/frames-other-scripts.js";

describe("document frames (train/frame-languages.ts and the frames-*.ts tables)", () => {
  it("gives every language frames of every genre, with only the known slots", () => {
    for (const [lang] of LANGUAGES)
      for (const genre of GENRES) {
        expect(lang.frames[genre].length, `${lang.code} ${genre}`).toBeGreaterThan(0);
        for (const frame of lang.frames[genre])
          expect(frame.replace(/\{[PFLpWQOHBXCNGI]\}/g, ""), frame).not.toMatch(/\{\w\}/);
      }
  });

  it("groups every row of the tables under its language, in the tables' order", () => {
    const codes = new Set(LANGUAGES.map(([l]) => l.code));
    const rows = [...LATIN_FRAMES, ...OTHER_SCRIPT_FRAMES];
    for (const [code] of rows) expect(codes).toContain(code);
    const grouped = LANGUAGES.flatMap(([l]) => GENRES.flatMap((g) => l.frames[g].map((t) => [l.code, g, t])));
    expect(grouped).toHaveLength(rows.length);
    const en = LANGUAGES.find(([l]) => l.code === "en")![0];
    expect(en.frames.ticket[0]).toBe(rows.find(([c, g]) => c === "en" && g === "ticket")![2]);
  });
});
