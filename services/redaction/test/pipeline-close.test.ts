import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeRedis } from "@platform/service-kit/redis";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createPipeline } from "../src/pipeline/redaction-pipeline.js";

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === "true") throw new Error("TEST_REDIS_URL must be set in CI");

// A pipeline thread asked to close before its Redis connection was up kept that connection open
// and never exited, so the service's close (and every shutdown) hung.
describe.skipIf(!redisUrl)("closing Redis clients that are still connecting", () => {
  const dir = mkdtempSync(join(tmpdir(), "redact-close-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("ends a client closed while its connection is being made, instead of letting it open", async () => {
    const redis = new Redis(redisUrl!, { enableOfflineQueue: false });
    expect(redis.status).toBe("connecting");
    // Before the fix the connection opened instead and "end" never came: the test timed out.
    const ended = new Promise((resolve) => redis.once("end", resolve));
    await closeRedis(redis);
    await ended;
    expect(redis.status).toBe("end");
  });

  it("quits a connected client after its pending replies", async () => {
    const redis = new Redis(redisUrl!, { enableOfflineQueue: false, lazyConnect: true });
    await redis.connect();
    const pong = redis.ping();
    const ended = new Promise((resolve) => redis.once("end", resolve));
    await closeRedis(redis);
    expect(await pong).toBe("PONG");
    await ended;
  });

  it("closes worker-thread pipelines started and stopped at once, with no job run", async () => {
    const settings = {
      secret: "test-secret-0123456789",
      detector: "default" as const,
      modelDir: "",
      policyDir: "",
      storePath: join(dir, "placeholders.sqlite"),
      redisUrl,
      redisPrefix: `test-redact-close-${randomUUID()}:`,
      legacyTenant: "",
    };
    for (let round = 0; round < 2; round++) await (await createPipeline(settings, 2)).close();
  });
});
