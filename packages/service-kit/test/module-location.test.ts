import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { packageDirOf, runsFromSource } from "../src/index.js";

const root = mkdtempSync(join(tmpdir(), "module-location-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("runsFromSource", () => {
  it("is true for TypeScript modules and false for compiled JavaScript", () => {
    expect(runsFromSource(import.meta.url)).toBe(true);
    expect(runsFromSource("file:///srv/app/src/main.ts")).toBe(true);
    expect(runsFromSource("file:///srv/app/src/main.mts")).toBe(true);
    expect(runsFromSource("file:///srv/app/dist/src/main.js")).toBe(false);
    expect(runsFromSource("file:///srv/app/dist/src/main.mjs")).toBe(false);
  });
});

describe("packageDirOf", () => {
  it("finds the same package directory from src/ and from dist/src/", () => {
    const pkg = join(root, "pkg");
    mkdirSync(join(pkg, "src", "http"), { recursive: true });
    mkdirSync(join(pkg, "dist", "src", "http"), { recursive: true });
    writeFileSync(join(pkg, "package.json"), "{}");
    expect(packageDirOf(pathToFileURL(join(pkg, "src", "http", "routes.ts")).href)).toBe(pkg);
    expect(packageDirOf(pathToFileURL(join(pkg, "dist", "src", "http", "routes.js")).href)).toBe(pkg);
  });

  it("names the module when no package.json is above it", () => {
    expect(() => packageDirOf("file:///no-package-here/x.js")).toThrow(
      "no package.json above file:///no-package-here/x.js",
    );
  });
});
