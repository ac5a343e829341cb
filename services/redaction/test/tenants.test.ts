import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRedactor } from "@platform/redaction-engine";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { SqlitePlaceholderStore } from "../src/store/sqlite-placeholder-store.js";
import { SECRET, type Service, startService } from "./fixtures.js";

const KEYS = {
  acme1: "acme-key-one-0123456789",
  acme2: "acme-key-two-0123456789",
  globex: "globex-key-0123456789ab",
  bare: "bare-key-0123456789abcd",
};
const API_KEYS = `acme:${KEYS.acme1},acme:${KEYS.acme2},globex:${KEYS.globex},${KEYS.bare}`;

async function placeholderOf(service: Service, key: string, text: string): Promise<string> {
  const response = await service.redact({ text }, { "x-api-key": key });
  const body = await response.text();
  expect(response.status, body).toBe(200);
  const spans = (JSON.parse(body) as { spans: { placeholder: string }[] }).spans;
  expect(spans).toHaveLength(1);
  return spans[0]!.placeholder;
}

const email = (name: string) => `Write to ${name}@example.com today.`;

/**
 * What every store must show: one tenant's keys share one numbering, and another tenant's
 * numbers say nothing about what the first one sent (its own counter starts at 1).
 */
async function expectTenantsApart(a: Service, b: Service) {
  expect(await placeholderOf(a, KEYS.acme1, email("anna"))).toBe("[EMAIL_0001]");
  expect(await placeholderOf(b, KEYS.acme2, email("ben"))).toBe("[EMAIL_0002]");
  // The same entity from the other key of the tenant, on the other instance: the same placeholder.
  expect(await placeholderOf(b, KEYS.acme2, email("anna"))).toBe("[EMAIL_0001]");
  // Globex sends acme's first entity: it gets its own first number, not acme's.
  expect(await placeholderOf(a, KEYS.globex, email("ben"))).toBe("[EMAIL_0001]");
  expect(await placeholderOf(b, KEYS.globex, email("anna"))).toBe("[EMAIL_0002]");
  // A bare key is a tenant of its own.
  expect(await placeholderOf(a, KEYS.bare, email("anna"))).toBe("[EMAIL_0001]");
  expect(await placeholderOf(a, KEYS.acme1, email("ben"))).toBe("[EMAIL_0002]");
}

describe("tenants on the SQLite store", () => {
  const dir = mkdtempSync(join(tmpdir(), "redact-tenants-"));
  const env = { REDACT_API_KEYS: API_KEYS, REDACT_RATE_BURST: "1000" };
  let s: Service | undefined;
  afterAll(() => s?.cleanup());

  it("numbers per tenant, the same across keys of a tenant and across a restart", async () => {
    s = await startService(env, dir);
    await expectTenantsApart(s, s);
    await s.close();
    s = await startService(env, dir);
    expect(await placeholderOf(s, KEYS.acme2, email("anna"))).toBe("[EMAIL_0001]");
    expect(await placeholderOf(s, KEYS.globex, email("anna"))).toBe("[EMAIL_0002]");
    expect(await placeholderOf(s, KEYS.globex, email("carl"))).toBe("[EMAIL_0003]");
    expect(await placeholderOf(s, KEYS.acme1, email("carl"))).toBe("[EMAIL_0003]");
  });

  it("writes the tenant into every audit line, and never a key", async () => {
    const lines = readFileSync(join(dir, "audit.jsonl"), "utf8").trim().split("\n");
    const tenants = new Set(lines.map((l) => (JSON.parse(l) as { tenant: string }).tenant));
    expect(tenants).toEqual(new Set(["acme", "globex", expect.stringMatching(/^key-[0-9a-f]{12}$/)]));
    for (const key of Object.values(KEYS)) expect(lines.join("\n")).not.toContain(key);
  });

  it("keeps an existing single-tenant store's placeholders for REDACT_LEGACY_TENANT", async () => {
    const legacyDir = mkdtempSync(join(tmpdir(), "redact-legacy-"));
    // The store as the single-tenant service left it: REDACT_SECRET itself, the old tables.
    const old = new SqlitePlaceholderStore(join(legacyDir, "placeholders.sqlite"));
    const before = await createRedactor({ secret: SECRET, store: old }).redact(
      `${email("zoe")} ${email("yann")}`,
    );
    old.close();
    expect(before.spans.map((x) => x.placeholder)).toEqual(["[EMAIL_0001]", "[EMAIL_0002]"]);
    const migrated = await startService({ ...env, REDACT_LEGACY_TENANT: "acme" }, legacyDir);
    try {
      expect(await placeholderOf(migrated, KEYS.acme1, email("yann"))).toBe("[EMAIL_0002]");
      expect(await placeholderOf(migrated, KEYS.acme2, email("xavier"))).toBe("[EMAIL_0003]");
      // Any other tenant starts from scratch, with a key derived for it.
      expect(await placeholderOf(migrated, KEYS.globex, email("yann"))).toBe("[EMAIL_0001]");
    } finally {
      await migrated.cleanup();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === "true") throw new Error("TEST_REDIS_URL must be set in CI");

describe.skipIf(!redisUrl)("tenants on the Redis store, two replicas (TEST_REDIS_URL)", () => {
  const prefix = `test-redact-tenants-${randomUUID()}:`;
  const env = {
    REDACT_API_KEYS: API_KEYS,
    REDIS_URL: redisUrl ?? "",
    REDIS_KEY_PREFIX: prefix,
    REDACT_WORKERS: "1",
    REDACT_RATE_BURST: "1000",
  };
  let a: Service | undefined;
  let b: Service | undefined;
  afterAll(async () => {
    await Promise.all([a?.cleanup(), b?.cleanup()]);
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("numbers per tenant across replicas, and keeps each tenant under its own keys", async () => {
    [a, b] = await Promise.all([startService(env), startService(env)]);
    await expectTenantsApart(a, b);
    const redis = new Redis(redisUrl!);
    try {
      const keys = (await redis.keys(`${prefix}*`)).map((k) => k.slice(prefix.length)).sort();
      expect(keys).toEqual(
        expect.arrayContaining([
          "tenant:acme:counter:EMAIL",
          "tenant:acme:placeholders:EMAIL",
          "tenant:globex:counter:EMAIL",
          "tenant:globex:placeholders:EMAIL",
        ]),
      );
      expect(keys).not.toContain("counter:EMAIL");
    } finally {
      await redis.quit();
    }
  });
});
