// Running a capability's release: order, outputs, tokens and cost per node, concurrency, refusals,
// manifest validation, listing, and who may run what. Streaming: executions-stream.test.ts; replays
// and idempotency: executions-replay.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCapability, release, releasedCapability } from "./delivery-fixtures.js";
import { type ExecutionRig, openExecutionRig, threeNodes } from "./execution-fixture.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg } from "./harness.js";

describe.each(BACKENDS)("executions on $name", (backend) => {
  let p: RunningPlatform;
  let org: SeededOrg;
  let other: SeededOrg;
  let cap: ExecutionRig["cap"];
  let run: ExecutionRig["run"];
  let close: ExecutionRig["close"];

  beforeAll(async () => {
    ({ p, org, other, cap, run, close } = await openExecutionRig(backend));
  });
  afterAll(() => close());

  it("runs the active release in dependency order and records output, tokens, latency and cost per node", async () => {
    const r = await run({
      capabilityId: cap.capabilityId,
      inputs: { topic: "otters" },
      environment: "staging",
    });
    expect(r.status).toBe(201);
    const e = r.body;
    expect(e).toMatchObject({
      capabilityId: cap.capabilityId,
      releaseId: cap.releaseId,
      manifestHash: cap.manifestHash,
      manifest: threeNodes,
      kind: "run",
      environment: "staging",
      inputs: { topic: "otters" },
      status: "succeeded",
      replay_of: null,
      replay_count: 0,
      error: null,
    });
    expect(e.outputs).toEqual({
      facts: "List facts about otters.",
      tone: "Pick a tone for ", // maxTokens 4: the simulator keeps 16 characters
      answer: "Write about otters using List facts about otters. in Pick a tone for ",
    });
    expect(e.output).toBe(e.outputs.answer);
    expect(e.trace.map((n: { nodeId: string }) => n.nodeId)).toEqual(["facts", "tone", "answer"]);
    for (const node of e.trace) {
      expect(node.status).toBe("succeeded");
      expect(node.promptTokens).toBeGreaterThan(0);
      expect(node.tokens).toBe(node.promptTokens + node.completionTokens);
      expect(node.costUsd).toBeGreaterThan(0);
      expect(node.latencyMs).toBeGreaterThanOrEqual(0);
    }
    // Simulator tokens are ceil(characters / 4); cost uses the default simulator price (0.0005 / 0.0015 per 1K).
    const facts = e.trace[0];
    expect(facts.promptTokens).toBe(Math.ceil("List facts about otters.".length / 4));
    expect(facts.costUsd).toBeCloseTo(
      (facts.promptTokens * 0.0005 + facts.completionTokens * 0.0015) / 1000,
      9,
    );
    expect(e.tokens.total).toBe(e.trace.reduce((s: number, n: { tokens: number }) => s + n.tokens, 0));
    expect(e.costUsd).toBeCloseTo(
      e.trace.reduce((s: number, n: { costUsd: number }) => s + n.costUsd, 0),
      9,
    );
    const fetched = await call(p.url, "GET", `/api/executions/${e.id}`, { key: org.viewer.key });
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(e);
    const frames = await call(p.url, "GET", "/api/audit/frames?limit=5", { key: org.viewer.key });
    expect(frames.body.items[0]).toMatchObject({ action: "execution.run", resource: `execution:${e.id}` });
  });

  it("the simulator is deterministic: same input, same output and token counts", async () => {
    const a = await run({ capabilityId: cap.capabilityId, inputs: { topic: "bees" } });
    const b = await run({ capabilityId: cap.capabilityId, inputs: { topic: "bees" } });
    const strip = (t: { latencyMs: number; startedAtMs: number }[]) =>
      t.map(({ latencyMs: _l, startedAtMs: _s, ...rest }) => rest);
    expect(strip(b.body.trace)).toEqual(strip(a.body.trace));
    expect(b.body.tokens).toEqual(a.body.tokens);
  });

  it("runs independent nodes concurrently", async () => {
    const slow = {
      nodes: [
        { id: "a", prompt: "A", model: "simulator", params: { latencyMs: 300 } },
        { id: "b", prompt: "B", model: "simulator", params: { latencyMs: 300 } },
        { id: "c", prompt: "C", model: "simulator", params: { latencyMs: 300 } },
        {
          id: "join",
          prompt: "{{nodes.a}}{{nodes.b}}{{nodes.c}}",
          model: "simulator",
          params: { latencyMs: 300 },
        },
      ],
    };
    const c = await releasedCapability(p.url, org, slow);
    const r = await run({ capabilityId: c.capabilityId });
    expect(r.body.output).toBe("ABC");
    const [a, b, cc, join] = r.body.trace;
    // a, b and c start together; join starts after them: about 600 ms in all, not 1 200.
    for (const n of [a, b, cc]) expect(n.startedAtMs).toBeLessThan(100);
    expect(join.startedAtMs).toBeGreaterThanOrEqual(290);
    expect(r.body.latencyMs).toBeLessThan(1100);
  });

  it("refuses bad requests clearly: missing inputs, unknown capability, no active release, unreleased release", async () => {
    const missing = await run({ capabilityId: cap.capabilityId });
    expect(missing.status).toBe(422);
    expect(missing.body.error).toEqual({
      code: "VALIDATION_ERROR",
      message: "Missing inputs: topic (the manifest's prompts use them)",
      issues: [{ path: "/body/inputs/topic", message: "is required by the manifest" }],
    });
    expect((await run({ capabilityId: "nope" })).body.error.code).toBe("NOT_FOUND");
    const bare = await newCapability(p.url, org);
    const none = await run({ capabilityId: bare.capabilityId });
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe("RELEASE_NOT_RUNNABLE");
    const v = await call(p.url, "POST", `/api/capabilities/${bare.capabilityId}/versions`, {
      key: org.dev.key,
      body: { manifest: threeNodes },
    });
    const draft = await call(p.url, "POST", `/api/capabilities/${bare.capabilityId}/releases`, {
      key: org.dev.key,
      body: { versionId: v.body.id },
    });
    const drafted = await run({
      capabilityId: bare.capabilityId,
      releaseId: draft.body.id,
      inputs: { topic: "x" },
    });
    expect(drafted.status).toBe(409);
    expect(drafted.body.error.message).toContain("is draft");
    // An approved (not yet active) release may be named explicitly.
    const approved = await release(p.url, org, bare.capabilityId, threeNodes, { activate: false });
    const ok = await run({
      capabilityId: bare.capabilityId,
      releaseId: approved.releaseId,
      inputs: { topic: "x" },
    });
    expect(ok.status).toBe(201);
    expect((await run({ capabilityId: cap.capabilityId, extra: 1 })).status).toBe(422);
  });

  it("validates manifest graphs: cycles, unknown references, unknown providers, bad placeholders", async () => {
    const check = (manifest: unknown) =>
      call(p.url, "POST", "/api/manifests/validate", { key: org.viewer.key, body: { manifest } });
    const ok = await check(threeNodes);
    expect(ok.body).toEqual({
      valid: true,
      order: ["facts", "tone", "answer"],
      inputs: ["topic"],
      output: "answer",
    });
    const cycle = await check({
      nodes: [
        { id: "a", prompt: "{{nodes.c}}", model: "simulator" },
        { id: "b", prompt: "{{nodes.a}}", model: "simulator" },
        { id: "c", prompt: "x", model: "simulator", dependsOn: ["b"] },
      ],
    });
    expect(cycle.status).toBe(422);
    expect(cycle.body.error.code).toBe("VALIDATION_ERROR");
    expect(cycle.body.error.message).toContain("dependency cycle: a -> c -> b -> a");
    const unknown = await check({
      nodes: [
        { id: "a", prompt: "{{nodes.ghost}}", model: "simulator", dependsOn: ["phantom"] },
        { id: "b", prompt: "x", model: "gpt9:big" },
        { id: "c", prompt: "x", model: "openai:gpt-4o-mini" },
        { id: "d", prompt: "{{ not valid }}", model: "simulator" },
      ],
      output: "zzz",
    });
    expect(unknown.body.error.issues).toEqual([
      {
        path: "/manifest/nodes/1/model",
        message: 'unknown model provider "gpt9" (known: simulator, openai)',
      },
      { path: "/manifest/nodes/2/model", message: 'model provider "openai" is not configured' },
      {
        path: "/manifest/nodes/3/prompt",
        message: 'bad placeholder "{{ not valid }}" (use {{input_name}} or {{nodes.<id>}})',
      },
      { path: "/manifest/nodes/0/dependsOn/0", message: 'unknown node "phantom"' },
      { path: "/manifest/nodes/0/prompt", message: 'references unknown node "ghost"' },
      { path: "/manifest/output", message: 'unknown node "zzz"' },
    ]);
    const undeclared = await check({
      inputs: ["a"],
      nodes: [{ id: "n", prompt: "{{a}} {{b}}", model: "simulator" }],
    });
    expect(undeclared.body.error.issues).toEqual([
      {
        path: "/manifest/nodes/0/prompt",
        message: `uses input "b", which the manifest's inputs do not declare`,
      },
    ]);
    expect((await check({ nodes: [] })).body.error.issues[0].path).toBe("/manifest/nodes");
    // The same checks refuse an execution of a released manifest that is not a valid graph.
    const bad = await releasedCapability(p.url, org, {
      nodes: [{ id: "a", prompt: "{{nodes.a}}", model: "simulator" }],
    });
    const refused = await run({ capabilityId: bad.capabilityId });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toContain('node "a" depends on itself');
  });

  it("lists executions per capability with paging", async () => {
    const c = await releasedCapability(p.url, org, {
      nodes: [{ id: "n", prompt: "hi", model: "simulator" }],
    });
    for (let i = 0; i < 3; i++) await run({ capabilityId: c.capabilityId });
    const page1 = await call(p.url, "GET", `/api/executions?capabilityId=${c.capabilityId}&limit=2`, {
      key: org.viewer.key,
    });
    expect(page1.body.items).toHaveLength(2);
    const page2 = await call(
      p.url,
      "GET",
      `/api/executions?capabilityId=${c.capabilityId}&limit=2&cursor=${page1.body.nextCursor}`,
      { key: org.viewer.key },
    );
    expect(page2.body.items).toHaveLength(1);
    expect(page2.body.nextCursor).toBeNull();
  });

  it("viewers read but cannot run or replay; another organisation reaches nothing", async () => {
    const e = (await run({ capabilityId: cap.capabilityId, inputs: { topic: "scope" } })).body;
    const viewerRun = await run({ capabilityId: cap.capabilityId, inputs: { topic: "x" } }, org.viewer.key);
    expect(viewerRun.status).toBe(403);
    expect(viewerRun.body.error.code).toBe("FORBIDDEN");
    expect(
      (await call(p.url, "POST", `/api/executions/${e.id}/replay`, { key: org.viewer.key })).status,
    ).toBe(403);
    const key = other.owner.key;
    for (const path of [`/api/executions/${e.id}`, `/api/executions/${e.id}/replays`])
      expect((await call(p.url, "GET", path, { key })).status, path).toBe(404);
    expect((await call(p.url, "POST", `/api/executions/${e.id}/replay`, { key })).status).toBe(404);
    expect((await run({ capabilityId: cap.capabilityId, inputs: { topic: "x" } }, key)).status).toBe(404);
    const listed = await call(p.url, "GET", "/api/executions?limit=200", { key });
    expect(JSON.stringify(listed.body)).not.toContain(e.id);
    const theirs = await call(p.url, "GET", `/api/executions?capabilityId=${cap.capabilityId}`, { key });
    expect(theirs.body.items).toEqual([]);
  });
});
