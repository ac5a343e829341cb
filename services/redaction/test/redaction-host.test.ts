import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { RedactionHost } from "../src/pipeline/redaction-host.js";
import { SECRET } from "./fixtures.js";

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
