import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPromptConfig } from "../src/config.js";
import type { Database } from "../src/db/database.js";
import { DEFAULT_PRICES, DEFAULT_PRICES_AS_OF, parsePriceTable } from "../src/executions/pricing.js";
import { type FakeOpenAi, releasedCapability, startFakeOpenAi } from "./delivery-fixtures.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

describe("the price table", () => {
  it("has dated defaults per 1M tokens for common OpenAI models, computed per 1K", () => {
    expect(DEFAULT_PRICES_AS_OF).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(DEFAULT_PRICES["openai:gpt-4o-mini"]).toEqual({ input: 0.15 / 1000, output: 0.6 / 1000 });
    expect(DEFAULT_PRICES["openai:gpt-4o"]).toEqual({ input: 2.5 / 1000, output: 10 / 1000 });
    expect(DEFAULT_PRICES.simulator).toEqual({ input: 0.0005, output: 0.0015 });
    expect(DEFAULT_PRICES.openai).toBeUndefined();
  });

  it("PLATFORM_MODEL_PRICES lays per-1K or per-1M entries over the defaults", () => {
    const table = parsePriceTable(
      JSON.stringify({
        "openai:llama-3.1-8b": { inputPer1M: 0.05, outputPer1M: 0.08 },
        "openai:gpt-4o": { input: 0.002, output: 0.008 },
      }),
    );
    expect(table["openai:llama-3.1-8b"]).toEqual({ input: 0.05 / 1000, output: 0.08 / 1000 });
    expect(table["openai:gpt-4o"]).toEqual({ input: 0.002, output: 0.008 });
    expect(table["openai:gpt-4o-mini"]).toEqual(DEFAULT_PRICES["openai:gpt-4o-mini"]);
  });

  it("refuses a bad PLATFORM_MODEL_PRICES at start, naming every bad key", () => {
    const bad = JSON.stringify({
      "Open AI": { input: 1, output: 1 },
      "openai:x": { input: -1, output: 1 },
      "openai:y": { input: 1, output: 1, inputPer1M: 1 },
      "openai:z": { inputPer1M: 1 },
    });
    expect(() => readPromptConfig({ PLATFORM_MODEL_PRICES: bad })).toThrow(
      /key "Open AI" must be <provider> or <provider>:<model>.*PLATFORM_MODEL_PRICES\.openai:x must be.*PLATFORM_MODEL_PRICES\.openai:y must be.*PLATFORM_MODEL_PRICES\.openai:z must be/s,
    );
    expect(() => readPromptConfig({ PLATFORM_MODEL_PRICES: "[1]" })).toThrow(/must be an object/);
    expect(() => readPromptConfig({ PLATFORM_MODEL_PRICES: "{" })).toThrow(/must be JSON/);
  });
});

describe.each(BACKENDS)("model prices on executions ($name)", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let p: RunningPlatform;
  let budgeted: SeededOrg;
  let free: SeededOrg;
  let openai: FakeOpenAi;

  beforeAll(async () => {
    openai = await startFakeOpenAi("sk-platform");
    ({ db, drop } = await backend.open());
    p = await startPlatform(db, {
      PLATFORM_AUTH: "true",
      PLATFORM_OPENAI_BASE_URL: openai.url,
      PLATFORM_OPENAI_API_KEY: "sk-platform",
    });
    budgeted = await seedOrg(p.services, "price-hard");
    free = await seedOrg(p.services, "price-none");
    const hard = await call(p.url, "POST", "/api/admin/budgets", {
      key: budgeted.admin.key,
      body: { name: "cap", period: "daily", limitUsd: 100, hard: true },
    });
    expect(hard.status).toBe(201);
  });
  afterAll(async () => {
    await p.close();
    await drop();
    await openai.close();
  });

  const manifestFor = (model: string) => ({
    inputs: ["q"],
    nodes: [{ id: "a", prompt: "Answer {{q}}", model }],
    output: "a",
  });
  const execute = (org: SeededOrg, capabilityId: string) =>
    call(p.url, "POST", "/api/executions", { key: org.dev.key, body: { capabilityId, inputs: { q: "hi" } } });

  it("refuses an unpriced model under a hard budget with 422 PRICE_UNKNOWN, before calling it", async () => {
    const cap = await releasedCapability(p.url, budgeted, manifestFor("openai:mystery-model"));
    const before = openai.requests.length;
    const refused = await execute(budgeted, cap.capabilityId);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({
      code: "PRICE_UNKNOWN",
      message:
        "No price is known for openai:mystery-model, and this organisation has a hard budget: " +
        "add the model to PLATFORM_MODEL_PRICES or use a priced model",
    });
    expect(openai.requests.length).toBe(before);
  });

  it("runs it at $0 where there is no hard budget, and prices a default-table model", async () => {
    const unpriced = await releasedCapability(p.url, free, manifestFor("openai:mystery-model"));
    const ran = await execute(free, unpriced.capabilityId);
    expect(ran.status).toBe(201);
    expect(ran.body.costUsd).toBe(0);
    const priced = await releasedCapability(p.url, budgeted, manifestFor("openai:gpt-4o-mini"));
    const paid = await execute(budgeted, priced.capabilityId);
    expect(paid.status).toBe(201);
    const { prompt, completion } = paid.body.tokens;
    // round((prompt × 0.15 + completion × 0.6) / 1e6 × 1e6) micro-USD
    expect(paid.body.costUsd).toBe(Math.round(prompt * 0.15 + completion * 0.6) / 1_000_000);
    expect(paid.body.costUsd).toBeGreaterThan(0);
  });
});
