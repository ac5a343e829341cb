import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeholders, type Service, startService } from "./fixtures.js";

/** Forty documents over a cast of twelve people and emails, in a mixed order. */
const CAST = Array.from({ length: 12 }, (_, i) => `person${i}@cast.example`);
const docs = Array.from({ length: 40 }, (_, i) => {
  const a = CAST[(i * 7) % CAST.length]!;
  const b = CAST[(i * 5 + 3) % CAST.length]!;
  return `From ${a} to ${b}: see you at noon.`;
});

/** Every email maps to one placeholder and no two emails share one, over all the answers. */
async function expectOneMapping(answers: { doc: string; text: string }[]) {
  const byEmail = new Map<string, Set<string>>();
  for (const { doc, text } of answers) {
    const emails = doc.match(/person\d+@cast\.example/g)!;
    placeholders(text).forEach((p, i) => {
      const set = byEmail.get(emails[i]!) ?? new Set();
      set.add(p);
      byEmail.set(emails[i]!, set);
    });
  }
  for (const set of byEmail.values()) expect(set.size).toBe(1);
  const all = [...byEmail.values()].map((s) => [...s][0]);
  expect(new Set(all).size).toBe(byEmail.size);
}

/** The redacted text of one request; any other answer fails with its status and body. */
async function redactedText(service: Service, doc: string): Promise<string> {
  const response = await service.redact({ text: doc });
  const body = await response.text();
  expect(response.status, `POST /v1/redact answered ${response.status}: ${body}`).toBe(200);
  return (JSON.parse(body) as { text: string }).text;
}

describe("worker threads sharing one SQLite store", () => {
  let s: Service;
  beforeAll(async () => {
    s = await startService({ REDACT_WORKERS: "2", REDACT_RATE_BURST: "1000" });
  });
  afterAll(() => s.cleanup());

  it("numbers each entity once across threads under concurrent requests", async () => {
    const answers = await Promise.all(docs.map(async (doc) => ({ doc, text: await redactedText(s, doc) })));
    await expectOneMapping(answers);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === "true") throw new Error("TEST_REDIS_URL must be set in CI");

describe.skipIf(!redisUrl)("two instances sharing one Redis (TEST_REDIS_URL)", () => {
  const prefix = `test-redact-${randomUUID()}:`;
  let a: Service;
  let b: Service;
  const env = {
    REDIS_URL: redisUrl ?? "",
    REDIS_KEY_PREFIX: prefix,
    REDACT_AUDIT_LOG: "redis",
    REDACT_WORKERS: "1",
    REDACT_RATE_BURST: "1000",
  };
  beforeAll(async () => {
    [a, b] = await Promise.all([startService(env), startService(env)]);
  });
  afterAll(async () => {
    await Promise.all([a.cleanup(), b.cleanup()]);
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("gives the same person the same placeholder from both, under concurrent requests", async () => {
    const answers = await Promise.all(
      docs.map(async (doc, i) => {
        const service = i % 2 === 0 ? a : b;
        return { doc, text: await redactedText(service, doc) };
      }),
    );
    await expectOneMapping(answers);
  });

  it("shares one token bucket per key: the burst holds across both instances", async () => {
    const limitedEnv = {
      ...env,
      REDIS_KEY_PREFIX: `${prefix}limit:`,
      REDACT_RATE_BURST: "8",
      REDACT_RATE_PER_SEC: "0.01",
    };
    const [x, y] = await Promise.all([startService(limitedEnv), startService(limitedEnv)]);
    try {
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 === 0 ? x : y).redact({ text: "hi" }).then((r) => r.status),
        ),
      );
      expect(statuses.filter((code) => code === 200)).toHaveLength(8);
      expect(statuses.filter((code) => code === 429)).toHaveLength(12);
    } finally {
      await Promise.all([x.cleanup(), y.cleanup()]);
    }
  });

  it("replays an Idempotency-Key on the other instance, and refuses another body there", async () => {
    const first = await a.redact({ text: "Reach heidi@example.com" }, { "idempotency-key": "cross-1" });
    const replay = await b.redact({ text: "Reach heidi@example.com" }, { "idempotency-key": "cross-1" });
    expect(replay.headers.get("idempotent-replay")).toBe("true");
    expect(await replay.text()).toBe(await first.text());
    const conflict = await b.redact({ text: "Reach ivan@example.com" }, { "idempotency-key": "cross-1" });
    expect(conflict.status).toBe(409);
  });

  it("writes the audit log to one Redis stream without a single value", async () => {
    const redis = new Redis(redisUrl!);
    try {
      const entries = await redis.xrange(`${prefix}audit`, "-", "+");
      expect(entries.length).toBeGreaterThanOrEqual(docs.length);
      const everything = entries.map(([, fields]) => fields.join(" ")).join("\n");
      for (const email of [...CAST, "heidi@example.com"]) expect(everything).not.toContain(email);
      expect(JSON.parse(entries[0]![1][1]!)).toMatchObject({
        policyVersion: "default",
        counts: { EMAIL: 2 },
      });
    } finally {
      await redis.quit();
    }
  });

  it("reports Redis in readiness", async () => {
    expect(await (await fetch(`${a.url}/readyz`)).json()).toEqual({
      status: "ready",
      checks: { redis: "ok" },
    });
  });
});
