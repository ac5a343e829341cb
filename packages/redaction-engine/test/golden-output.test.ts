import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type GoldenOutput, goldenOutput } from "./golden/golden-output.js";

// Held byte for byte (the output text through its sha256, every span with its placeholder,
// detector and confidence): a speed change that moves any output fails here.
describe("golden output", () => {
  const recorded = JSON.parse(
    readFileSync(new URL("./golden/golden-output.json", import.meta.url), "utf8"),
  ) as GoldenOutput;

  it("gives exactly the recorded output on every evaluation text", async () => {
    const now = await goldenOutput();
    expect(Object.keys(now)).toEqual(Object.keys(recorded));
    for (const [set, docs] of Object.entries(recorded)) {
      expect(now[set]).toHaveLength(docs.length);
      for (const [i, doc] of docs.entries()) expect(now[set]![i], `${set} #${i}`).toEqual(doc);
    }
  });

  it("covers every set with documents and spans", () => {
    for (const docs of Object.values(recorded)) {
      expect(docs.length).toBeGreaterThan(0);
      expect(docs.some((d) => d.spans.length > 0)).toBe(true);
    }
  });
});
