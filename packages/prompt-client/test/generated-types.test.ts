import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { GENERATED_FILES, loadOpenApiDocument, PACKAGE_DIR, renderApiFiles } from "../scripts/api-codegen.js";

describe("generated API types", () => {
  it("match the platform's current OpenAPI document (else: npm run generate -w @platform/prompt-client)", async () => {
    // The document as the running platform (built from the current sources) serves it.
    const expected = await renderApiFiles(await loadOpenApiDocument(inject("platform").url));
    for (const file of Object.values(GENERATED_FILES)) {
      const committed = readFileSync(join(PACKAGE_DIR, file), "utf8");
      expect(
        committed === expected[file],
        `${file} is stale: the platform's OpenAPI document changed; run npm run generate -w @platform/prompt-client`,
      ).toBe(true);
    }
  });
});
