import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { ProviderError } from "../src/providers/model-provider.js";
import { OpenAiProvider } from "../src/providers/openai-provider.js";
import { SimulatorProvider } from "../src/providers/simulator-provider.js";
import { type FakeOpenAi, postStream, releasedCapability, startFakeOpenAi } from "./delivery-fixtures.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

describe("the OpenAI-compatible provider, against a local server", () => {
  let fake: FakeOpenAi;
  const provider = (overrides: Partial<ConstructorParameters<typeof OpenAiProvider>[0]> = {}) =>
    new OpenAiProvider({
      baseUrl: fake.url,
      apiKey: "sk-test",
      timeoutMs: 2_000,
      maxRetries: 2,
      retryBaseMs: 1,
      ...overrides,
    });

  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());

  it("sends a chat completion with the key and parameters and reads content and usage", async () => {
    fake.behaviour = { prefix: "AI: ", failures: 0, failStatus: 503, delayMs: 0 };
    fake.requests.length = 0;
    const done = await provider().complete({
      model: "gpt-4o-mini",
      prompt: "Hello",
      params: { temperature: 0.2, maxTokens: 50, topP: 0.9, stop: ["\n"], system: "Be brief." },
    });
    expect(done).toEqual({ output: "AI: Hello", promptTokens: 5, completionTokens: 9, attempts: 1 });
    expect(fake.requests[0]!.headers.authorization).toBe("Bearer sk-test");
    expect(fake.requests[0]!.body).toEqual({
      model: "gpt-4o-mini",
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Hello" },
      ],
      temperature: 0.2,
      top_p: 0.9,
      max_tokens: 50,
      stop: ["\n"],
    });
  });

  it("retries 5xx and 429 with backoff, then succeeds", async () => {
    fake.behaviour = { prefix: "", failures: 2, failStatus: 503, delayMs: 0 };
    const waits: number[] = [];
    const done = await provider({
      retryBaseMs: 10,
      sleep: async (ms) => {
        waits.push(ms);
      },
    }).complete({ model: "m", prompt: "x", params: {} });
    expect(done.attempts).toBe(3);
    // Retry-After: 0 on the fake's answers is not positive, so the exponential backoff applies.
    expect(waits).toEqual([10, 20]);
    fake.behaviour = { prefix: "", failures: 1, failStatus: 429, delayMs: 0 };
    expect((await provider().complete({ model: "m", prompt: "x", params: {} })).attempts).toBe(2);
  });

  it("gives up after maxRetries, and does not retry a 4xx", async () => {
    fake.behaviour = { prefix: "", failures: 10, failStatus: 502, delayMs: 0 };
    const exhausted = await provider({ maxRetries: 1 })
      .complete({ model: "m", prompt: "x", params: {} })
      .catch((e: unknown) => e);
    expect(exhausted).toBeInstanceOf(ProviderError);
    expect(exhausted).toMatchObject({ attempts: 2, code: "PROVIDER_ERROR" });
    expect((exhausted as Error).message).toContain("HTTP 502");
    fake.requests.length = 0;
    fake.behaviour = { prefix: "", failures: 1, failStatus: 400, delayMs: 0 };
    const bad = await provider()
      .complete({ model: "m", prompt: "x", params: {} })
      .catch((e: unknown) => e);
    expect(bad).toMatchObject({ attempts: 1, retryable: false });
    expect(fake.requests).toHaveLength(1);
    const unauthorised = await provider({ apiKey: "wrong" })
      .complete({ model: "m", prompt: "x", params: {} })
      .catch((e: unknown) => e);
    expect((unauthorised as Error).message).toContain("HTTP 401");
  });

  it("times out each attempt and retries timeouts", async () => {
    // The server answers after 400 ms: a PROVIDER_TIMEOUT after two attempts can only come from the
    // 100 ms timeouts, so no stopwatch is needed (one gave 1 s and failed on a loaded machine).
    fake.behaviour = { prefix: "", failures: 0, failStatus: 503, delayMs: 400 };
    const slow = await provider({ timeoutMs: 100, maxRetries: 1 })
      .complete({ model: "m", prompt: "x", params: {} })
      .catch((e: unknown) => e);
    expect(slow).toMatchObject({ code: "PROVIDER_TIMEOUT", attempts: 2 });
    expect((slow as Error).message).toContain("did not answer within 100 ms");
    fake.behaviour.delayMs = 0;
  });

  it("reports an unreachable server and a malformed answer", async () => {
    const down = await new OpenAiProvider({
      baseUrl: "http://127.0.0.1:1/v1",
      timeoutMs: 500,
      maxRetries: 0,
      retryBaseMs: 0,
    })
      .complete({ model: "m", prompt: "x", params: {} })
      .catch((e: unknown) => e);
    expect((down as Error).message).toContain("could not be reached");
    const malformed = await provider({
      fetch: async () => new Response(JSON.stringify({ choices: [] }), { status: 200 }),
    })
      .complete({ model: "m", prompt: "x", params: {} })
      .catch((e: unknown) => e);
    expect((malformed as Error).message).toContain("choices[0].message.content");
  });

  it("the simulator is deterministic and never touches the network", async () => {
    const sim = new SimulatorProvider();
    const a = await sim.complete({ model: "default", prompt: "same prompt", params: { maxTokens: 2 } });
    const b = await sim.complete({ model: "default", prompt: "same prompt", params: { maxTokens: 2 } });
    expect(a).toEqual(b);
    expect(a).toEqual({ output: "same pro", promptTokens: 3, completionTokens: 2, attempts: 1 });
  });
});

describe.each(BACKENDS)("executions on the HTTP provider ($name)", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let p: RunningPlatform;
  let org: SeededOrg;
  let fake: FakeOpenAi;

  beforeAll(async () => {
    fake = await startFakeOpenAi("sk-platform");
    ({ db, drop } = await backend.open());
    p = await startPlatform(db, {
      PLATFORM_AUTH: "true",
      PLATFORM_OPENAI_BASE_URL: fake.url,
      PLATFORM_OPENAI_API_KEY: "sk-platform",
      PLATFORM_OPENAI_RETRY_BASE_MS: "1",
      PLATFORM_OPENAI_MAX_RETRIES: "1",
      PLATFORM_MODEL_PRICES: JSON.stringify({
        simulator: { input: 0, output: 0 },
        "openai:gpt-4o-mini": { input: 0.15, output: 0.6 },
      }),
    });
    org = await seedOrg(p.services, "provider");
  });
  afterAll(async () => {
    await p.close();
    await drop();
    await fake.close();
  });

  it("records the provider's usage and prices it by model; a failing node fails the execution and skips its dependants", async () => {
    fake.behaviour = { prefix: "AI: ", failures: 0, failStatus: 503, delayMs: 0 };
    const c = await releasedCapability(p.url, org, {
      nodes: [
        { id: "draft", prompt: "Draft {{q}}", model: "openai:gpt-4o-mini" },
        { id: "local", prompt: "local", model: "simulator" },
        { id: "final", prompt: "Polish {{nodes.draft}}", model: "openai:gpt-4o-mini" },
      ],
    });
    const ok = await call(p.url, "POST", "/api/executions", {
      key: org.dev.key,
      body: { capabilityId: c.capabilityId, inputs: { q: "hi" } },
    });
    expect(ok.body.outputs).toEqual({
      draft: "AI: Draft hi",
      local: "local",
      final: "AI: Polish AI: Draft hi",
    });
    const draft = ok.body.trace[0];
    expect(draft).toMatchObject({ promptTokens: 8, completionTokens: 12, attempts: 1 });
    expect(draft.costUsd).toBeCloseTo((8 * 0.15 + 12 * 0.6) / 1000, 9);
    expect(ok.body.trace[1].costUsd).toBe(0);

    fake.behaviour = { prefix: "", failures: 10, failStatus: 500, delayMs: 0 };
    const failed = await call(p.url, "POST", "/api/executions", {
      key: org.dev.key,
      body: { capabilityId: c.capabilityId, inputs: { q: "hi" } },
    });
    expect(failed.status).toBe(201);
    expect(failed.body).toMatchObject({ status: "failed", output: null });
    expect(failed.body.error).toMatchObject({ code: "PROVIDER_ERROR", nodeId: "draft" });
    expect(failed.body.trace.map((n: { status: string }) => n.status)).toEqual([
      "failed",
      "succeeded",
      "skipped",
    ]);
    expect(failed.body.trace[0].attempts).toBe(2);

    fake.behaviour.failures = 10;
    const streamed = await postStream(p.url, "/api/executions", org.dev.key, {
      capabilityId: c.capabilityId,
      inputs: { q: "hi" },
    });
    const names = streamed.events.map((e) => e.event);
    expect(names[0]).toBe("execution_start");
    expect(names).toContain("node_error");
    expect(names).not.toContain("execution_complete");
    expect(names.slice(-2)).toEqual(["execution_error", "done"]);
    expect(JSON.parse(streamed.events.at(-2)!.data)).toMatchObject({
      code: "PROVIDER_ERROR",
      nodeId: "draft",
    });
    fake.behaviour.failures = 0;
  });
});
