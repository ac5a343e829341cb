import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { eventually, newCapability, postStream, release, releasedCapability } from "./delivery-fixtures.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

/** Three nodes: two independent ones feeding a third. */
const threeNodes = {
  inputs: ["topic"],
  nodes: [
    { id: "facts", prompt: "List facts about {{topic}}.", model: "simulator" },
    { id: "tone", prompt: "Pick a tone for {{topic}}.", model: "simulator:fast", params: { maxTokens: 4 } },
    {
      id: "answer",
      prompt: "Write about {{topic}} using {{nodes.facts}} in {{nodes.tone}}",
      model: "simulator",
    },
  ],
  output: "answer",
};

describe.each(BACKENDS)("executions on $name", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let p: RunningPlatform;
  let org: SeededOrg;
  let other: SeededOrg;
  let cap: Awaited<ReturnType<typeof releasedCapability>>;

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    p = await startPlatform(db, { PLATFORM_AUTH: "true" });
    org = await seedOrg(p.services, "exec");
    other = await seedOrg(p.services, "exec-other");
    cap = await releasedCapability(p.url, org, threeNodes);
  });
  afterAll(async () => {
    await p.close();
    await drop();
  });

  const run = (body: Record<string, unknown>, key = org.dev.key, headers: Record<string, string> = {}) =>
    call(p.url, "POST", "/api/executions", { key, body, headers });

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

  it("streams execution_start, node_start/node_complete pairs, execution_complete with tokens, then done", async () => {
    const s = await postStream(p.url, "/api/executions", org.dev.key, {
      capabilityId: cap.capabilityId,
      inputs: { topic: "owls" },
    });
    expect(s.status).toBe(200);
    expect(s.headers.get("content-type")).toContain("text/event-stream");
    expect(s.headers.get("x-request-id")).toBeTruthy();
    const names = s.events.map((e) => e.event);
    expect(names[0]).toBe("execution_start");
    expect(names.slice(-2)).toEqual(["execution_complete", "done"]);
    expect(s.events.at(-1)!.data).toBe("[DONE]");
    const start = JSON.parse(s.events[0]!.data);
    expect(start).toEqual({ executionId: expect.any(String), manifestHash: cap.manifestHash });
    const middle = s.events.slice(1, -2);
    expect(middle).toHaveLength(6);
    for (const node of ["facts", "tone", "answer"]) {
      const startAt = middle.findIndex((e) => e.event === "node_start" && JSON.parse(e.data).nodeId === node);
      const doneAt = middle.findIndex(
        (e) => e.event === "node_complete" && JSON.parse(e.data).nodeId === node,
      );
      expect(startAt).toBeGreaterThanOrEqual(0);
      expect(doneAt).toBeGreaterThan(startAt);
      expect(Object.keys(JSON.parse(middle[startAt]!.data)).sort()).toEqual(["executionId", "nodeId"]);
      expect(Object.keys(JSON.parse(middle[doneAt]!.data)).sort()).toEqual([
        "executionId",
        "nodeId",
        "output",
      ]);
    }
    // answer depends on both others: it starts after they complete.
    const answerStart = middle.findIndex(
      (e) => e.event === "node_start" && JSON.parse(e.data).nodeId === "answer",
    );
    expect(middle.slice(0, answerStart).filter((e) => e.event === "node_complete")).toHaveLength(2);
    const complete = JSON.parse(s.events.at(-2)!.data);
    const stored = await call(p.url, "GET", `/api/executions/${start.executionId}`, { key: org.viewer.key });
    expect(complete).toEqual({
      executionId: start.executionId,
      output: stored.body.output,
      tokens: stored.body.tokens.total,
    });
    expect(Number.isInteger(complete.tokens)).toBe(true);
  });

  it("errors before the stream starts are JSON", async () => {
    const s = await postStream(p.url, "/api/executions", org.dev.key, {
      capabilityId: cap.capabilityId,
      inputs: {},
    });
    expect(s.status).toBe(422);
    expect(JSON.parse(s.text).error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: expect.stringContaining("topic"),
    });
  });

  it("a client that disconnects mid-stream leaves the execution recorded whole", async () => {
    const slow = {
      nodes: [
        { id: "one", prompt: "first", model: "simulator", params: { latencyMs: 250 } },
        { id: "two", prompt: "{{nodes.one}} second", model: "simulator", params: { latencyMs: 250 } },
      ],
    };
    const c = await releasedCapability(p.url, org, slow);
    const controller = new AbortController();
    const res = await fetch(`${p.url}/api/executions`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${org.dev.key}`,
        accept: "text/event-stream",
        "content-type": "application/json",
      },
      body: JSON.stringify({ capabilityId: c.capabilityId }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    const executionId = JSON.parse(first.split("data: ")[1]!.split("\n")[0]!).executionId;
    controller.abort();
    // Nothing is visible until the execution has finished; then all of it is.
    const partial = await db.query("SELECT 1 FROM executions WHERE id = $1", [executionId]);
    expect(partial).toHaveLength(0);
    const done = await eventually(async () => {
      const r = await call(p.url, "GET", `/api/executions/${executionId}`, { key: org.viewer.key });
      return r.status === 200 ? r.body : undefined;
    });
    expect(done.status).toBe("succeeded");
    expect(done.trace.map((n: { status: string }) => n.status)).toEqual(["succeeded", "succeeded"]);
    expect(done.output).toBe("first second");
    const nodes = await db.query("SELECT node_id FROM execution_nodes WHERE execution_id = $1", [
      executionId,
    ]);
    expect(nodes).toHaveLength(2);
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

  it("replays with the same manifest, environment and inputs; replay_count rises atomically; diffs are empty", async () => {
    const original = (
      await run({ capabilityId: cap.capabilityId, inputs: { topic: "cats" }, environment: "prod" })
    ).body;
    const replay = await call(p.url, "POST", `/api/executions/${original.id}/replay`, { key: org.dev.key });
    expect(replay.status).toBe(201);
    expect(replay.body).toMatchObject({
      kind: "replay",
      replay_of: original.id,
      manifestHash: original.manifestHash,
      environment: "prod",
      inputs: { topic: "cats" },
      releaseId: original.releaseId,
      outputs: original.outputs,
    });
    // Ten more at once, one of them streamed, one a replay of a replay: every one counts, on the original.
    const many = await Promise.all([
      ...Array.from({ length: 8 }, () =>
        call(p.url, "POST", `/api/executions/${original.id}/replay`, { key: org.dev.key }),
      ),
      call(p.url, "POST", `/api/executions/${replay.body.id}/replay`, { key: org.dev.key }),
      postStream(p.url, `/api/executions/${original.id}/replay`, org.dev.key),
    ]);
    expect(many.map((m) => m.status).sort()).toEqual([200, 201, 201, 201, 201, 201, 201, 201, 201, 201]);
    const after = await call(p.url, "GET", `/api/executions/${original.id}`, { key: org.viewer.key });
    expect(after.body.replay_count).toBe(11);
    const replays = await call(p.url, "GET", `/api/executions/${original.id}/replays?limit=200`, {
      key: org.viewer.key,
    });
    expect(replays.body.original.id).toBe(original.id);
    expect(replays.body.items).toHaveLength(11);
    for (const attempt of replays.body.items) {
      expect(attempt).toMatchObject({ replay_of: original.id, status: "succeeded", outcome: "identical" });
      expect(attempt.diff).toMatchObject({
        added: [],
        removed: [],
        changed: [],
        tokensDelta: 0,
        costDeltaUsd: 0,
      });
      expect(attempt.diff.unchanged.sort()).toEqual(["answer", "facts", "tone"]);
    }
    // Asking from a replay lists the same attempts; paging works.
    const fromReplay = await call(p.url, "GET", `/api/executions/${replay.body.id}/replays?limit=4`, {
      key: org.viewer.key,
    });
    expect(fromReplay.body.items).toHaveLength(4);
    expect(fromReplay.body.nextCursor).toBe(fromReplay.body.items[3].id);
    const audit = await call(p.url, "GET", "/api/audit/frames?limit=200", { key: org.viewer.key });
    expect(audit.body.items.filter((f: { action: string }) => f.action === "execution.replay")).toHaveLength(
      11,
    );
  });

  it("honours Idempotency-Key on executions, streamed or not", async () => {
    const body = { capabilityId: cap.capabilityId, inputs: { topic: "idem" } };
    const first = await run(body, org.dev.key, { "idempotency-key": "exec-1" });
    const again = await run(body, org.dev.key, { "idempotency-key": "exec-1" });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.id).toBe(first.body.id);
    const res = await fetch(`${p.url}/api/executions`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${org.dev.key}`,
        accept: "text/event-stream",
        "content-type": "application/json",
        "idempotency-key": "exec-2",
      },
      body: JSON.stringify(body),
    });
    const streamed = await res.text();
    const id = JSON.parse(streamed.split("data: ")[1]!.split("\n")[0]!).executionId;
    const retry = await run(body, org.dev.key, { "idempotency-key": "exec-2" });
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(id);
    const rows = await db.query("SELECT 1 FROM executions WHERE inputs = $1", [
      JSON.stringify({ topic: "idem" }),
    ]);
    expect(rows).toHaveLength(2);
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
