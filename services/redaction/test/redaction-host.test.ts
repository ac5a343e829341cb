import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { RedactionHost } from "../src/pipeline/redaction-host.js";
import { SECRET, sqliteHostSettings } from "./fixtures.js";

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("a redaction host keeping placeholders in Redis", () => {
  const prefix = `test-redact-host-${randomUUID()}:`;
  afterAll(async () => {
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  // Commands are never queued while Redis is offline, so a host that came up before its connection
  // failed its first jobs (seen as 500s on a busy CI machine).
  it("is connected once created: its first jobs, sent at once, succeed", async () => {
    const host = await RedactionHost.create({
      secret: SECRET,
      detector: "default",
      modelDir: "",
      policyDir: "",
      storePath: "",
      redisUrl,
      redisPrefix: prefix,
      legacyTenant: "",
    });
    try {
      const outcomes = await Promise.all(
        ["Reach heidi@example.com", "Reach ivan@example.com", "Reach heidi@example.com"].map((text) =>
          host.redact({ tenant: "t1", text, policy: "default", mode: "placeholder" }),
        ),
      );
      const texts = outcomes.map((o) => (JSON.parse(o.body) as { text: string }).text);
      expect(texts[0]).toMatch(/^Reach \[EMAIL_\d+\]$/);
      expect(texts[2]).toBe(texts[0]);
      expect(texts[1]).not.toBe(texts[0]);
    } finally {
      await host.close();
    }
  });

  it("refuses to start when Redis cannot be reached, rather than failing each job later", async () => {
    await expect(
      RedactionHost.create({
        secret: SECRET,
        detector: "default",
        modelDir: "",
        policyDir: "",
        storePath: "",
        redisUrl: "redis://127.0.0.1:1",
        redisPrefix: prefix,
        legacyTenant: "",
      }),
    ).rejects.toThrow();
  });
});

describe("a redaction host's outcome", () => {
  it("carries the answer and the audit record as JSON, and each job's own detector timings", async () => {
    const dir = mkdtempSync(join(tmpdir(), "redact-host-"));
    const host = await RedactionHost.create(sqliteHostSettings(join(dir, "placeholders.sqlite")));
    try {
      const texts = ["Mail heidi@example.com or call +44 20 7946 0958.", "Dr. Jane Roe of Acme Widgets Inc."];
      // Started together: the jobs interleave at the store, and each keeps its own timings.
      const [first, second] = await Promise.all(
        texts.map((text) => host.redact({ tenant: "t1", text, policy: "default", mode: "placeholder" })),
      );
      const body = JSON.parse(first!.body) as { text: string; spans: { type: string }[]; digest: string };
      expect(body.text).toBe("Mail [EMAIL_0001] or call [PHONE_E164_0001].");
      expect(first!.spanCount).toBe(2);
      expect(first!.entities).toEqual([
        { type: "EMAIL", action: "placeholder", count: 1 },
        { type: "PHONE_E164", action: "placeholder", count: 1 },
      ]);
      const audit = JSON.parse(`{${first!.audit}}`) as { digest: string; inputLength: number };
      expect(audit.digest).toBe(body.digest);
      expect(audit.inputLength).toBe(texts[0]!.length);
      for (const outcome of [first!, second!]) {
        const spent = Object.values(outcome.timings).reduce((a, b) => a + b, 0);
        expect(spent).toBeGreaterThan(0);
        expect(spent).toBeLessThanOrEqual(outcome.pipelineMs);
      }
    } finally {
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
