import { beforeAll, describe, expect, inject, it } from "vitest";
import { type ExecutionEvent, PlatformClient, type Release } from "../src/index.js";
import { activeRelease, FAILING_NODE, pendingRelease } from "./catalog-fixture.js";
import { startFaultyProxy } from "./faulty-proxy.js";
import { rejection } from "./rejection.js";

const { url: platformUrl, org } = inject("platform");
const dev = new PlatformClient({ baseUrl: platformUrl, apiKey: org.dev.key });
let release: Release;

beforeAll(async () => {
  release = await activeRelease(platformUrl, org);
});

describe("executions through the client", () => {
  it("runs a capability buffered, reads it back, replays it and lists the replay with an empty diff", async () => {
    const run = await dev.runExecution({ capabilityId: release.capabilityId, inputs: { topic: "tides" } });
    expect(run).toMatchObject({
      capabilityId: release.capabilityId,
      releaseId: release.id,
      status: "succeeded",
      inputs: { topic: "tides" },
      replay_of: null,
    });
    expect(run.trace.map((n) => n.nodeId).sort()).toEqual(["answer", "facts", "tone"]);
    expect((await dev.getExecution(run.id)).output).toBe(run.output);

    const replay = await dev.replayExecution(run.id);
    expect(replay).toMatchObject({ replay_of: run.id, output: run.output });
    const replays = await dev.listReplays(run.id);
    expect(replays.original.replay_count).toBe(1);
    expect(replays.items).toHaveLength(1);
    expect(replays.items[0]).toMatchObject({ id: replay.id, outcome: "identical" });
    expect(replays.items[0]!.diff.changed).toEqual([]);

    const listed = await dev.listExecutions({ capabilityId: release.capabilityId });
    expect(listed.items.map((e) => e.id)).toEqual(expect.arrayContaining([run.id, replay.id]));
  });

  it("runs a version that has no active release in the playground", async () => {
    const pending = await pendingRelease(platformUrl, org);
    const tried = await dev.runPlayground(pending.versionId, { inputs: { topic: "kelp" } });
    expect(tried).toMatchObject({
      capabilityId: pending.capabilityId,
      releaseId: null,
      kind: "playground",
      status: "succeeded",
      inputs: { topic: "kelp" },
    });
    expect(tried.trace.map((n) => n.nodeId).sort()).toEqual(["answer", "facts", "tone"]);
  });

  it("streams execution_start, node_start/node_complete pairs, execution_complete and done in order", async () => {
    const events: ExecutionEvent[] = [];
    for await (const event of dev.streamExecution({
      capabilityId: release.capabilityId,
      inputs: { topic: "owls" },
    }))
      events.push(event);
    const types = events.map((e) => e.type);
    expect(types[0]).toBe("execution_start");
    expect(types.slice(-2)).toEqual(["execution_complete", "done"]);
    expect(types.filter((t) => t === "node_start")).toHaveLength(3);
    expect(types.filter((t) => t === "node_complete")).toHaveLength(3);
    // each node completes after it starts, and "answer" starts after both of its inputs completed
    const at = (type: string, nodeId: string) =>
      events.findIndex((e) => e.type === type && (e.data as { nodeId?: string }).nodeId === nodeId);
    for (const id of ["facts", "tone", "answer"])
      expect(at("node_complete", id)).toBeGreaterThan(at("node_start", id));
    expect(at("node_start", "answer")).toBeGreaterThan(
      Math.max(at("node_complete", "facts"), at("node_complete", "tone")),
    );

    const start = events[0]!;
    const complete = events.at(-2)!;
    if (start.type !== "execution_start" || complete.type !== "execution_complete") throw new Error("order");
    expect(start.data.manifestHash).toBe(release.manifestHash);
    expect(complete.data.tokens).toBeGreaterThan(0);
    const stored = await dev.getExecution(start.data.executionId);
    expect(stored.output).toBe(complete.data.output);
    expect(stored.tokens.total).toBe(complete.data.tokens);
  });

  it("streams node_error and execution_error when a node fails, and the buffered run says failed", async () => {
    const failing = await activeRelease(platformUrl, org, FAILING_NODE);
    const events: ExecutionEvent[] = [];
    for await (const event of dev.streamExecution({ capabilityId: failing.capabilityId })) events.push(event);
    expect(events.map((e) => e.type)).toEqual([
      "execution_start",
      "node_start",
      "node_error",
      "execution_error",
      "done",
    ]);
    expect(events[2]).toMatchObject({
      type: "node_error",
      data: { nodeId: "broken", code: expect.any(String) },
    });
    const buffered = await dev.runExecution({ capabilityId: failing.capabilityId });
    expect(buffered).toMatchObject({ status: "failed", error: { nodeId: "broken" } });
  });

  it("streams a replay too", async () => {
    const run = await dev.runExecution({ capabilityId: release.capabilityId, inputs: { topic: "moss" } });
    const types: string[] = [];
    for await (const event of dev.streamReplay(run.id)) types.push(event.type);
    expect(types[0]).toBe("execution_start");
    expect(types.slice(-2)).toEqual(["execution_complete", "done"]);
  });

  it("closes the stream when the caller stops reading early, and the execution is still recorded", async () => {
    let executionId = "";
    for await (const event of dev.streamExecution({
      capabilityId: release.capabilityId,
      inputs: { topic: "reef" },
    })) {
      if (event.type === "execution_start") {
        executionId = event.data.executionId;
        break;
      }
    }
    expect(executionId).not.toBe("");
    // The platform finishes and records the run even though the client went away.
    let stored: Awaited<ReturnType<typeof dev.getExecution>> | undefined;
    for (let i = 0; i < 50 && !stored; i++) {
      stored = await dev.getExecution(executionId).catch(() => undefined);
      if (!stored) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stored?.status).toBe("succeeded");
  });

  it("reports a refused stream as PlatformApiError before any event", async () => {
    const error = await rejection(
      (async () => {
        for await (const _ of dev.streamExecution({ capabilityId: "no-such-capability" })) {
          // no events expected
        }
      })(),
    );
    expect(error).toMatchObject({ status: 404, method: "POST", path: "/api/executions", code: "NOT_FOUND" });
  });

  it("retries a buffered run whose answer was lost with the same Idempotency-Key: one execution, not two", async () => {
    const proxy = await startFaultyProxy(platformUrl, (n) =>
      n === 0 ? { kind: "forward-then-fail", status: 502 } : { kind: "forward" },
    );
    try {
      const client = new PlatformClient({
        baseUrl: proxy.url,
        apiKey: org.dev.key,
        retry: { retries: 2, baseDelayMs: 5, maxDelayMs: 20 },
      });
      const before = await dev.listExecutions({ capabilityId: release.capabilityId, limit: 200 });
      const run = await client.runExecution({
        capabilityId: release.capabilityId,
        inputs: { topic: "kelp" },
      });
      expect(proxy.seen).toHaveLength(2);
      expect(proxy.seen[1]!.headers["idempotency-key"]).toBe(proxy.seen[0]!.headers["idempotency-key"]);
      const after = await dev.listExecutions({ capabilityId: release.capabilityId, limit: 200 });
      expect(after.items.length - before.items.length).toBe(1);
      expect(after.items.map((e) => e.id)).toContain(run.id);
    } finally {
      await proxy.close();
    }
  });
});
