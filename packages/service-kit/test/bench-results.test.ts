import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { benchResultsFile } from "../src/bench/bench-results.js";

describe("benchResultsFile", () => {
  it("names the file after the UTC day and never returns one that exists", () => {
    const root = mkdtempSync(join(tmpdir(), "bench-results-"));
    mkdirSync(join(root, "bench", "results"), { recursive: true });
    const date = new Date("2026-11-25T23:30:00-02:00"); // 01:30 UTC on the 26th
    const taken: string[] = [];
    for (const expected of ["trust-2026-11-26.md", "trust-2026-11-26-2.md", "trust-2026-11-26-3.md"]) {
      const file = benchResultsFile("trust", { date, root });
      expect(file).toBe(join(root, "bench", "results", expected));
      writeFileSync(file, "recorded");
      taken.push(file);
    }
    expect(new Set(taken).size).toBe(3);
    expect(benchResultsFile("devnet", { date, root })).toBe(
      join(root, "bench", "results", "devnet-2026-11-26.md"),
    );
  });

  it("finds the repository root from its own location", () => {
    const file = benchResultsFile("no-such-bench", { date: new Date("2000-01-01T00:00:00Z") });
    const root = fileURLToPath(new URL("../../../", import.meta.url));
    expect(file).toBe(join(root, "bench", "results", "no-such-bench-2000-01-01.md"));
  });
});
