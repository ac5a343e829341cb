import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { type AuditEntry, FileAuditLog, RedisStreamAuditLog } from "./audit-log.js";

const entry = (n: number): AuditEntry => ({
  time: "2026-11-28T00:00:00.000Z",
  requestId: `r${n}`,
  keyId: "k",
  tenant: "acme",
  record: `"policyVersion":"default","inputLength":${n}`,
});

describe("FileAuditLog", () => {
  it("has every line of one turn's requests in the file, whole, when their appends resolve", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "redact-audit-")), "audit.jsonl");
    const log = new FileAuditLog(path);
    await Promise.all([1, 2, 3].map((n) => log.append(entry(n))));
    await log.append(entry(4));
    const lines = readFileSync(path, "utf8").split("\n");
    expect(lines.pop()).toBe("");
    expect(lines.map((l) => JSON.parse(l).requestId)).toEqual(["r1", "r2", "r3", "r4"]);
    expect(JSON.parse(lines[0]!)).toEqual({
      ...entry(1),
      record: undefined,
      policyVersion: "default",
      inputLength: 1,
    });
    await log.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)("RedisStreamAuditLog (TEST_REDIS_URL)", () => {
  const stream = `test-redact-audit-${process.pid}-${Date.now()}`;
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  afterAll(async () => {
    await redis!.del(stream);
    await redis!.quit();
  });

  it("adds one stream entry per append, in order, when the appends of one turn resolve", async () => {
    const log = new RedisStreamAuditLog(redis!, stream);
    await Promise.all([1, 2, 3].map((n) => log.append(entry(n))));
    const entries = await redis!.xrange(stream, "-", "+");
    expect(entries.map(([, fields]) => JSON.parse(fields[1]!).requestId)).toEqual(["r1", "r2", "r3"]);
  });
});
