import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { checkGrader } from "../src/evals/graders.js";
import { parseVerdict, simulatedVerdict } from "../src/evals/rubric-judge.js";
import { type FakeOpenAi, releasedCapability, startFakeOpenAi } from "./delivery-fixtures.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

describe("the llm-rubric grader's parts", () => {
  it("reads the judge's JSON verdict, clamped to 0-1, and nothing else", () => {
    expect(parseVerdict('Sure. {"score": 0.8, "reason": "clear"} done')).toEqual({
      score: 0.8,
      reason: "clear",
    });
    expect(parseVerdict('{"score": 7}')).toEqual({ score: 1, reason: "" });
    expect(parseVerdict('{"score": "high"}')).toBeUndefined();
    expect(parseVerdict("no json")).toBeUndefined();
  });

  it("is deterministic with the simulator: the share of the rubric's key terms in the answer", () => {
    const rubric = "Names Paris as the capital and mentions France.";
    expect(simulatedVerdict(rubric, "The capital of France is Paris.")).toEqual({
      score: 1,
      reason: "simulated judge: 3 of 3 rubric terms present",
    });
    expect(simulatedVerdict(rubric, "The capital is Lyon.")).toEqual({
      score: 1 / 3,
      reason: "simulated judge: 1 of 3 rubric terms present (missing: paris, france)",
    });
  });

  it("checks its config: rubric 1-4000 characters, threshold 0-1, model <provider>[:<model>]", () => {
    const spec = (config: Record<string, unknown>) => ({
      name: "g",
      kind: "llm-rubric" as const,
      weight: 1,
      config,
    });
    expect(checkGrader(spec({ rubric: "ok", threshold: 0.7, model: "openai:gpt-4o-mini" }), "/g")).toEqual(
      [],
    );
    expect(
      checkGrader(spec({ rubric: "", threshold: 2, model: "Open AI" }), "/g").map((i) => i.path),
    ).toEqual(["/g/config/rubric", "/g/config/threshold", "/g/config/model"]);
  });
});

const capitalOf = (answer: string) => ({
  inputs: ["country"],
  nodes: [{ id: "answer", prompt: `The capital of {{country}} is ${answer}.`, model: "simulator" }],
  output: "answer",
});

describe.each(BACKENDS)("llm-rubric in suites and runs ($name)", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let p: RunningPlatform;
  let org: SeededOrg;
  let judge: FakeOpenAi;

  beforeAll(async () => {
    judge = await startFakeOpenAi("sk-judge");
    ({ db, drop } = await backend.open());
    p = await startPlatform(db, {
      PLATFORM_AUTH: "true",
      PLATFORM_OPENAI_BASE_URL: judge.url,
      PLATFORM_OPENAI_API_KEY: "sk-judge",
      PLATFORM_OPENAI_MAX_RETRIES: "0",
    });
    org = await seedOrg(p.services, "rubric");
  });
  afterAll(async () => {
    await p.close();
    await drop();
    await judge.close();
  });

  const runSuite = async (answer: string, grader: Record<string, unknown>) => {
    const cap = await releasedCapability(p.url, org, capitalOf(answer));
    const suite = await call(p.url, "POST", "/api/eval/suites", {
      key: org.dev.key,
      body: {
        capabilityId: cap.capabilityId,
        name: `rubric-${Math.random()}`,
        passThreshold: 0.5,
        initialGraders: [{ name: "rubric", kind: "llm-rubric", weight: 1, config: grader }],
        cases: [{ name: "france", inputs: { country: "France" } }],
      },
    });
    expect(suite.status, JSON.stringify(suite.body)).toBe(201);
    const run = await call(p.url, "POST", "/api/eval/run", {
      key: org.dev.key,
      body: { suiteId: suite.body.suite.id },
    });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    return run.body;
  };

  it("grades with the simulator deterministically, passing at the threshold", async () => {
    const rubric = { rubric: "Names Paris as the capital and mentions France.", threshold: 0.75 };
    const good = await runSuite("Paris", rubric);
    expect(good).toMatchObject({ score: 1, passed: true });
    expect(good.cases[0].graders[0]).toEqual({
      name: "rubric",
      kind: "llm-rubric",
      weight: 1,
      score: 1,
      detail: "judge simulator scored 1.00 (threshold 0.75): simulated judge: 3 of 3 rubric terms present",
    });
    const bad = await runSuite("Lyon", rubric);
    expect(bad).toMatchObject({ score: 0, passed: false });
    expect(bad.cases[0].graders[0].detail).toBe(
      "judge simulator scored 0.67 (threshold 0.75): simulated judge: 2 of 3 rubric terms present (missing: paris)",
    );
  });

  it("asks a configured provider's model and reads its verdict", async () => {
    judge.behaviour = {
      prefix: '{"score": 0.9, "reason": "names the capital"} ',
      failures: 0,
      failStatus: 503,
      delayMs: 0,
    };
    const before = judge.requests.length;
    const run = await runSuite("Paris", {
      rubric: "Names the capital of France.",
      model: "openai:gpt-4o-mini",
    });
    expect(judge.requests.length).toBe(before + 1);
    expect(judge.requests.at(-1)!.body.model).toBe("gpt-4o-mini");
    expect(judge.requests.at(-1)!.body.messages.at(-1)!.content).toContain(
      "Rubric:\nNames the capital of France.",
    );
    expect(run.cases[0].graders[0].detail).toBe(
      "judge openai:gpt-4o-mini scored 0.90 (threshold 0.5): names the capital",
    );
    expect(run).toMatchObject({ score: 1, passed: true });
    judge.behaviour = { prefix: "I think it is fine. ", failures: 0, failStatus: 503, delayMs: 0 };
    const unreadable = await runSuite("Paris", { rubric: "Names the capital.", model: "openai:gpt-4o-mini" });
    expect(unreadable.cases[0].graders[0]).toMatchObject({
      score: 0,
      detail: 'judge openai:gpt-4o-mini gave no {"score"} JSON',
    });
  });
  /** A capability whose one node asks the fake provider (it answers `prefix` + the prompt). */
  const providerCapability = () =>
    releasedCapability(p.url, org, {
      inputs: ["country"],
      nodes: [{ id: "answer", prompt: "The capital of {{country}} is Paris.", model: "openai:gpt-4o-mini" }],
      output: "answer",
    });
  const suiteOn = async (o: SeededOrg, capabilityId: string, grader: Record<string, unknown>) => {
    const suite = await call(p.url, "POST", "/api/eval/suites", {
      key: o.dev.key,
      body: {
        capabilityId,
        name: `judged-${Math.random()}`,
        passThreshold: 0.5,
        initialGraders: [{ name: "rubric", kind: "llm-rubric", weight: 1, config: grader }],
        cases: [{ name: "france", inputs: { country: "France" } }],
      },
    });
    expect(suite.status, JSON.stringify(suite.body)).toBe(201);
    return suite.body.suite.id as string;
  };

  it("costs the judge's call like any model call: its own execution, priced and audited", async () => {
    judge.behaviour = { prefix: '{"score": 1, "reason": "ok"} ', failures: 0, failStatus: 503, delayMs: 0 };
    const cap = await releasedCapability(p.url, org, capitalOf("Paris"));
    const suiteId = await suiteOn(org, cap.capabilityId, {
      rubric: "Names Paris.",
      model: "openai:gpt-4o-mini",
    });
    const run = await call(p.url, "POST", "/api/eval/run", { key: org.dev.key, body: { suiteId } });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    const listed = await call(p.url, "GET", `/api/executions?capabilityId=${cap.capabilityId}`, {
      key: org.dev.key,
    });
    const judged = listed.body.items.filter((e: { environment: string }) => e.environment === "eval-judge");
    expect(judged).toHaveLength(1);
    expect(judged[0]).toMatchObject({ kind: "eval", status: "succeeded", firewall: { decision: "allow" } });
    expect(judged[0].tokens.total).toBeGreaterThan(0);
    expect(judged[0].costUsd).toBeGreaterThan(0);
    const frames = (await call(p.url, "GET", "/api/audit/frames?limit=20", { key: org.viewer.key })).body
      .items;
    expect(
      frames.some(
        (f: { action: string; resource: string }) =>
          f.action === "execution.run" && f.resource === `execution:${judged[0].id}`,
      ),
    ).toBe(true);
  });

  it("refuses an unpriced judge model under a hard budget (422 PRICE_UNKNOWN) without calling it", async () => {
    const budgeted = await seedOrg(p.services, "rubric-budget");
    const budget = await call(p.url, "POST", "/api/admin/budgets", {
      key: budgeted.admin.key,
      body: { name: "hard", period: "monthly", limitUsd: 100, hard: true },
    });
    expect(budget.status, JSON.stringify(budget.body)).toBe(201);
    const cap = await releasedCapability(p.url, budgeted, capitalOf("Paris"));
    const suiteId = await suiteOn(budgeted, cap.capabilityId, {
      rubric: "Names Paris.",
      model: "openai:judge-without-a-price",
    });
    const before = judge.requests.length;
    const run = await call(p.url, "POST", "/api/eval/run", { key: budgeted.dev.key, body: { suiteId } });
    expect(run.status).toBe(422);
    expect(run.body.error.code).toBe("PRICE_UNKNOWN");
    expect(run.body.error.message).toContain("openai:judge-without-a-price");
    expect(judge.requests.length).toBe(before);
  });

  it("scans the judge's prompt with the firewall: a secret in the answer is not sent to the judge", async () => {
    const token = `gh${"p"}_${"aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6"}`;
    // The case's model answers with a token: the case's own prompt was clean, the judge's is not.
    judge.behaviour = { prefix: `Deploy with ${token}. `, failures: 0, failStatus: 503, delayMs: 0 };
    const cap = await providerCapability();
    const suiteId = await suiteOn(org, cap.capabilityId, {
      rubric: "Names Paris.",
      model: "openai:gpt-4o-mini",
    });
    const before = judge.requests.length;
    const run = await call(p.url, "POST", "/api/eval/run", { key: org.dev.key, body: { suiteId } });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    expect(judge.requests.length).toBe(before + 1); // the case's call; the judge was never asked
    const grader = run.body.cases[0].graders[0];
    expect(grader.score).toBe(0);
    expect(grader.detail).toMatch(
      /^judge openai:gpt-4o-mini not asked: The organisation's firewall policy blocked this eval case: secret\.github_token at \/nodes\/judge\/prompt \[\d+, \d+\)$/,
    );
    expect(JSON.stringify(run.body.cases[0].graders)).not.toContain(token);
  });

  it("masks the judge's prompt under the redact action: the judge model gets placeholders", async () => {
    const masked = await seedOrg(p.services, "rubric-redact");
    const set = await call(p.url, "PUT", "/api/firewall/policy", {
      key: masked.admin.key,
      body: { categories: { pii: "redact" } },
    });
    expect(set.status).toBe(200);
    judge.behaviour = { prefix: '{"score": 1, "reason": "ok"} ', failures: 0, failStatus: 503, delayMs: 0 };
    const email = "maria.lopez@gmail.com";
    // The simulator echoes the prompt, so the case's output (restored) holds the address.
    const cap = await releasedCapability(p.url, masked, {
      inputs: ["to"],
      nodes: [{ id: "answer", prompt: "Write to {{to}} today.", model: "simulator" }],
      output: "answer",
    });
    const suite = await call(p.url, "POST", "/api/eval/suites", {
      key: masked.dev.key,
      body: {
        capabilityId: cap.capabilityId,
        name: "masked judge",
        passThreshold: 0.5,
        initialGraders: [
          {
            name: "rubric",
            kind: "llm-rubric",
            weight: 1,
            config: { rubric: "Names an address.", model: "openai:gpt-4o-mini" },
          },
        ],
        cases: [{ name: "one", inputs: { to: email } }],
      },
    });
    expect(suite.status, JSON.stringify(suite.body)).toBe(201);
    const before = judge.requests.length;
    const run = await call(p.url, "POST", "/api/eval/run", {
      key: masked.dev.key,
      body: { suiteId: suite.body.suite.id },
    });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    expect(run.body.cases[0].output).toContain(email);
    expect(judge.requests.length).toBe(before + 1);
    const sent = JSON.stringify(judge.requests.at(-1)!.body);
    expect(sent).toContain("Answer:\\nWrite to [EMAIL_0001] today.");
    expect(sent).not.toContain(email);
    expect(run.body).toMatchObject({ score: 1, passed: true });
  });
});
