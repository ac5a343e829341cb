import { build } from "esbuild";
import { describe, expect, it } from "vitest";

describe("the recognizers entry (@platform/redaction-engine/recognizers)", () => {
  it("loads the pattern recognizers without the entity stage, its NLP library or the model", async () => {
    const out = await build({
      entryPoints: [new URL("../src/recognizers.ts", import.meta.url).pathname],
      bundle: true,
      platform: "neutral",
      mainFields: ["module", "main"],
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const inputs = Object.keys(out.metafile.inputs);
    expect(inputs.some((p) => p.endsWith("src/patterns/recognizer-registry.ts"))).toBe(true);
    expect(
      inputs.filter((p) => /compromise|onnxruntime|\/src\/(?:entities|model|node|pipeline)\//.test(p)),
    ).toEqual([]);
  });
});
