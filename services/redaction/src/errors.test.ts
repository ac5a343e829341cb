import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PROBLEMS, ProblemError, problems } from "./errors.js";

const docs = readFileSync(new URL("../../../docs/redaction.md", import.meta.url), "utf8");
const errorsSection = docs.slice(docs.indexOf("### Errors"), docs.indexOf("### Placeholder map"));

describe("error catalogue", () => {
  it("documents every slug with its status in docs/redaction.md's Errors table", () => {
    for (const [slug, { status }] of Object.entries(PROBLEMS)) {
      const rows = errorsSection.split("\n").filter((line) => line.startsWith("| "));
      const row = rows.find((line) => line.includes(`\`${slug}\``));
      expect(row, slug).toBeDefined();
      expect(row!.startsWith(`| ${status} |`), `${slug}: ${row}`).toBe(true);
    }
  });

  it("has unique titles, and each factory raises a catalogued problem with its status", () => {
    const titles = Object.values(PROBLEMS).map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    const raised = [
      problems.unauthorized(true),
      problems.rateLimited(2),
      problems.textTooLarge(11, 10),
      problems.unknownPolicy("x", ["a"]),
      problems.invalidIdempotencyKey(),
      problems.idempotencyKeyReused(),
      problems.idempotencyKeyInFlight(),
    ];
    for (const error of raised) {
      expect(error).toBeInstanceOf(ProblemError);
      expect(error.status).toBe(PROBLEMS[error.slug].status);
    }
    expect(problems.rateLimited(2).headers).toEqual({ "Retry-After": "2", "RateLimit-Remaining": "0" });
  });
});
