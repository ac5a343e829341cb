import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision 0025: inside a feature folder of src/, only `*-store.ts` files talk to the database
 * (import from db/, call `.query`). Services are rules and orchestration over stores.
 */
const SRC = join(import.meta.dirname, "..", "src");

/**
 * A runtime import from db/ or a query. A type-only import is allowed: handing a connection or a
 * transaction through (the audit log takes its caller's transaction) carries no SQL.
 */
const TOUCHES_DATABASE = [/^import (?!type )[^;]*from "(\.\.\/)+db\//m, /\.query\s*[<(]/];
/** Composition roots, like src/app.ts: they build the database and hand it to stores and probes. */
const WIRING = /\/http\/[a-z-]+-app\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => join(dir, f));
}

describe("SQL lives in stores", () => {
  const folders = readdirSync(SRC, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== "db")
    .map((d) => d.name);

  it.each(folders)("%s/: only *-store.ts files reach the database", (folder) => {
    const offenders = sourceFiles(join(SRC, folder))
      .filter((file) => !file.endsWith("-store.ts") && !WIRING.test(file))
      .filter((file) => TOUCHES_DATABASE.some((pattern) => pattern.test(readFileSync(file, "utf8"))))
      .map((file) => file.slice(SRC.length + 1));
    expect(offenders).toEqual([]);
  });
});
