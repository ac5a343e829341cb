import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readJsonFile, writeJsonFileAtomic } from "../src/index.js";

const made: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "kit-"));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function logger() {
  const errors: Array<{ obj: object; msg: string }> = [];
  return { errors, error: (obj: object, msg: string) => errors.push({ obj, msg }) };
}

describe("atomic JSON files", () => {
  it("round-trips and leaves no temporary file", () => {
    const dir = tempDir();
    const path = join(dir, "nested", "state.json");
    writeJsonFileAtomic(path, { total: 12.5 });
    writeJsonFileAtomic(path, { total: 13 });
    expect(readJsonFile(path, logger())).toEqual({ total: 13 });
    expect(readdirSync(join(dir, "nested"))).toEqual(["state.json"]);
  });

  it("gives undefined for a missing file", () => {
    expect(readJsonFile(join(tmpdir(), "does-not-exist.json"), logger())).toBeUndefined();
  });

  it("moves a corrupt file aside, logs it, and keeps its bytes", () => {
    const dir = tempDir();
    const path = join(dir, "state.json");
    writeFileSync(path, '{"total": 1');
    const log = logger();
    expect(readJsonFile(path, log, () => new Date("2026-01-02T03:04:05.678Z"))).toBeUndefined();
    const aside = join(dir, "state.json.corrupt-2026-01-02T03-04-05-678Z");
    expect(readdirSync(dir)).toEqual(["state.json.corrupt-2026-01-02T03-04-05-678Z"]);
    expect(readFileSync(aside, "utf8")).toBe('{"total": 1');
    expect(log.errors).toHaveLength(1);
    expect(log.errors[0]?.msg).toBe("corrupt state file moved aside");
  });
});
