// Executions streamed as server-sent events: the events in order, errors before the stream as JSON,
// and an execution recorded whole when its client disconnects.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { eventually, postStream, releasedCapability } from "./delivery-fixtures.js";
import { type ExecutionRig, openExecutionRig } from "./execution-fixture.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg } from "./harness.js";

describe.each(BACKENDS)("executions on $name", (backend) => {
  let db: Database;
  let p: RunningPlatform;
  let org: SeededOrg;
  let cap: ExecutionRig["cap"];
  let close: ExecutionRig["close"];

  beforeAll(async () => {
    ({ db, p, org, cap, close } = await openExecutionRig(backend));
  });
  afterAll(() => close());

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
});
