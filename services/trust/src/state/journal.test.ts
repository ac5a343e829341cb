import { appendFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Journal } from "@platform/service-kit";
import { afterEach, describe, expect, it } from "vitest";
import { FileOnceSet } from "./file-once-set.js";

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), "trust-journal-"));
  dirs.push(dir);
  return join(dir, "j.jsonl");
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("journal", () => {
  it("replays every whole line and skips one torn by a crash mid-append", () => {
    const path = fresh();
    const journal = new Journal<{ n: number }>(path);
    journal.append({ n: 1 });
    journal.append({ n: 2 });
    appendFileSync(path, '{"n":3');
    expect(new Journal<{ n: number }>(path).load()).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it("rewrite keeps only the live entries, and appends continue after it", () => {
    const path = fresh();
    const journal = new Journal<{ n: number }>(path);
    for (let n = 0; n < 5; n++) journal.append({ n });
    journal.rewrite([{ n: 4 }]);
    journal.append({ n: 5 });
    expect(readFileSync(path, "utf8")).toBe('{"n":4}\n{"n":5}\n');
    expect(journal.size).toBe(2);
  });

  it("a nonce claimed before a restart is refused after it, until its expiry; a released one is free", async () => {
    const path = fresh();
    const before = new FileOnceSet(path, 100, 1_000);
    expect(await before.claim("nonce-a", 60_000, 1_000)).toBe(true);
    expect(await before.claim("nonce-b", 60_000, 1_000)).toBe(true);
    await before.release("nonce-b");
    const after = new FileOnceSet(path, 100, 2_000);
    expect(await after.claim("nonce-a", 60_000, 2_000)).toBe(false);
    expect(await after.claim("nonce-b", 60_000, 2_000)).toBe(true);
    const later = new FileOnceSet(path, 100, 61_001);
    expect(await later.claim("nonce-a", 60_000, 61_001)).toBe(true);
  });
});
