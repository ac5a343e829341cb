import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { type FakeOpenAi, releasedCapability, signerFor, startFakeOpenAi } from "./delivery-fixtures.js";
import { redactSample } from "./firewall-fixtures.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

/**
 * Issue 24's leftovers: the redact action on every path that calls a model for the platform itself
 * (replays, eval runs, the CI gate), not only the sidecar and first executions (firewall-redact.test.ts).
 * The fake upstream records each request: it must hold placeholders, never the values.
 */
const { name: NAME, email: EMAIL, phone: PHONE, text: TEXT, masked: MASKED } = redactSample;
const VALUES = [NAME, EMAIL, PHONE, "Maria", "415 555"];

const summarise = {
  inputs: ["text"],
  nodes: [{ id: "summary", prompt: "Summarise: {{text}}", model: "openai:gpt-4o-mini" }],
  output: "summary",
};

describe.each(BACKENDS)("the redact action on replays, eval runs and the gate ($name)", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let p: RunningPlatform;
  let upstream: FakeOpenAi;
  let org: SeededOrg;

  /** The prompts the upstream received since `before`, each request whole. */
  const sentSince = (before: number) => upstream.requests.slice(before).map((r) => JSON.stringify(r.body));
  const expectMasked = (sent: string[], count: number) => {
    expect(sent.length).toBe(count);
    for (const body of sent) {
      expect(body).toContain(`Summarise: ${MASKED}`);
      for (const value of VALUES) expect(body).not.toContain(value);
    }
  };

  /** A suite whose `contains` grader expects each case's value back in the output. */
  const suiteExpecting = async (capabilityId: string, expected: readonly string[]) => {
    const suite = await call(p.url, "POST", "/api/eval/suites", {
      key: org.dev.key,
      body: {
        capabilityId,
        name: `masked-${expected.length}`,
        passThreshold: 1,
        initialGraders: [{ name: "keeps the value", kind: "contains", weight: 1, config: {} }],
        cases: expected.map((value, i) => ({ name: `case ${i}`, inputs: { text: TEXT }, expected: value })),
      },
    });
    expect(suite.status, JSON.stringify(suite.body)).toBe(201);
    return suite.body.suite.id as string;
  };

  beforeAll(async () => {
    upstream = await startFakeOpenAi("sk-upstream");
    ({ db, drop } = await backend.open());
    p = await startPlatform(db, {
      PLATFORM_AUTH: "true",
      PLATFORM_OPENAI_BASE_URL: upstream.url,
      PLATFORM_OPENAI_API_KEY: "sk-upstream",
      PLATFORM_OPENAI_MAX_RETRIES: "0",
      PLATFORM_FIREWALL_POLICY_CACHE_SEC: "0",
    });
    org = await seedOrg(p.services, "redact-paths");
    const set = await call(p.url, "PUT", "/api/firewall/policy", {
      key: org.admin.key,
      body: { categories: { pii: "redact" } },
    });
    expect(set.status).toBe(200);
  });
  afterAll(async () => {
    await p?.close();
    await drop?.();
    await upstream?.close();
  });

  it("a replay: the provider gets placeholders again, the replay's output has the values back", async () => {
    const cap = await releasedCapability(p.url, org, summarise);
    const ran = await call(p.url, "POST", "/api/executions", {
      key: org.dev.key,
      body: { capabilityId: cap.capabilityId, inputs: { text: TEXT } },
    });
    expect(ran.status, JSON.stringify(ran.body)).toBe(201);
    const before = upstream.requests.length;
    const replay = await call(p.url, "POST", `/api/executions/${ran.body.id}/replay`, { key: org.dev.key });
    expect(replay.status, JSON.stringify(replay.body)).toBe(201);
    expectMasked(sentSince(before), 1);
    expect(replay.body.output).toBe(`AI: Summarise: ${TEXT}`);
    expect(replay.body.firewall).toMatchObject({ decision: "redact", restore: true });
  });

  it("an eval run: each case's model call is masked, and the graders see the restored output", async () => {
    const cap = await releasedCapability(p.url, org, summarise);
    const suiteId = await suiteExpecting(cap.capabilityId, [EMAIL, NAME]);
    const before = upstream.requests.length;
    const run = await call(p.url, "POST", "/api/eval/run", {
      key: org.dev.key,
      body: { suiteId },
    });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    expectMasked(sentSince(before), 2);
    // `contains` finds the e-mail address and the name in the output: the values were put back.
    expect(run.body).toMatchObject({ score: 1, passed: true });
  });

  it("the CI gate: every suite case it runs reaches the provider masked", async () => {
    const cap = await releasedCapability(p.url, org, summarise);
    await suiteExpecting(cap.capabilityId, [EMAIL]);
    const repo = await call(p.url, "POST", "/api/repos", {
      key: org.dev.key,
      body: { workspaceId: cap.workspaceId, name: `masked-${Math.random().toString(36).slice(2)}` },
    });
    const repoId = repo.body.id as string;
    await call(p.url, "PUT", `/api/repos/${repoId}/capabilities`, {
      key: org.dev.key,
      body: { capabilities: [{ capabilityId: cap.capabilityId, path: "summary.json" }] },
    });
    const dev = await signerFor(p.url, org.dev);
    expect((await dev.commit(repoId, "main", { "summary.json": JSON.stringify(summarise) })).status).toBe(
      201,
    );
    const before = upstream.requests.length;
    const gate = await call(p.url, "POST", `/api/repos/${repoId}/eval-gate`, { key: org.dev.key, body: {} });
    expect(gate.status, JSON.stringify(gate.body)).toBe(200);
    expect(gate.body).toMatchObject({ ok: true, score: 1 });
    expectMasked(sentSince(before), 1);
  });
});
