import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPipeline } from "../src/pipeline/redaction-pipeline.js";
import { sqliteHostSettings } from "./fixtures.js";

// Jobs given in one tick travel to a pipeline thread in one message, its answers come back in one,
// and their documents share one store batch: each job must still get its own answer, numbered as
// if the documents had been redacted one after the other.
describe("a pipeline thread given several jobs at once", () => {
  const dir = mkdtempSync(join(tmpdir(), "redact-batch-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("answers each job with its own document, numbered in the order the jobs were given", async () => {
    const pipeline = await createPipeline(sqliteHostSettings(join(dir, "placeholders.sqlite")), 1);
    try {
      const texts = [0, 1, 2, 3, 4].map(
        (i) => `Write to member${i}@batch.example about member0@batch.example.`,
      );
      const outcomes = await Promise.all(
        texts.map((text) =>
          pipeline.redact({ tenant: "acme", text, policy: "default", mode: "placeholder" }),
        ),
      );
      const redacted = outcomes.map((o) => (JSON.parse(o.body) as { text: string }).text);
      expect(redacted).toEqual([
        "Write to [EMAIL_0001] about [EMAIL_0001].",
        "Write to [EMAIL_0002] about [EMAIL_0001].",
        "Write to [EMAIL_0003] about [EMAIL_0001].",
        "Write to [EMAIL_0004] about [EMAIL_0001].",
        "Write to [EMAIL_0005] about [EMAIL_0001].",
      ]);
      await expect(
        pipeline.redact({ tenant: "acme", text: "x", policy: "no-such-policy", mode: "placeholder" }),
      ).rejects.toThrow(/unknown policy/);
    } finally {
      await pipeline.close();
    }
  });
});
