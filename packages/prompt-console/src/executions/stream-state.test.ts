import { describe, expect, it } from "vitest";
import { applyEvent, initialStream, withPlannedNodes } from "./stream-state";

const ev = (event: string, data: unknown) => ({
  event,
  data: typeof data === "string" ? data : JSON.stringify(data),
});

describe("applyEvent", () => {
  it("follows a run from start to [DONE]", () => {
    let s = initialStream;
    s = applyEvent(s, ev("execution_start", { executionId: "e1", manifestHash: "h" }));
    s = withPlannedNodes(s, ["a", "b"]);
    expect(s.nodes.map((n) => n.state)).toEqual(["waiting", "waiting"]);
    s = applyEvent(s, ev("node_start", { executionId: "e1", nodeId: "a" }));
    expect(s.nodes[0]).toEqual({ nodeId: "a", state: "running" });
    s = applyEvent(s, ev("node_complete", { executionId: "e1", nodeId: "a", output: "A" }));
    s = applyEvent(s, ev("node_start", { executionId: "e1", nodeId: "b" }));
    s = applyEvent(s, ev("node_complete", { executionId: "e1", nodeId: "b", output: "B" }));
    s = applyEvent(s, ev("execution_complete", { executionId: "e1", output: "B", tokens: 42 }));
    s = applyEvent(s, ev("done", "[DONE]"));
    expect(s).toMatchObject({
      phase: "complete",
      executionId: "e1",
      output: "B",
      tokens: 42,
      finished: true,
    });
    expect(s.nodes).toEqual([
      { nodeId: "a", state: "complete", output: "A" },
      { nodeId: "b", state: "complete", output: "B" },
    ]);
    expect(s.log.map((l) => l.event)).toEqual([
      "execution_start",
      "node_start",
      "node_complete",
      "node_start",
      "node_complete",
      "execution_complete",
      "done",
    ]);
  });

  it("records node and execution errors", () => {
    let s = applyEvent(initialStream, ev("execution_start", { executionId: "e2", manifestHash: "h" }));
    s = applyEvent(
      s,
      ev("node_error", { executionId: "e2", nodeId: "x", code: "PROVIDER_ERROR", message: "down" }),
    );
    s = applyEvent(s, ev("execution_error", { executionId: "e2", code: "PROVIDER_ERROR", message: "down" }));
    expect(s.nodes).toEqual([{ nodeId: "x", state: "failed", error: "PROVIDER_ERROR: down" }]);
    expect(s).toMatchObject({ phase: "failed", error: "PROVIDER_ERROR: down" });
  });

  it("keeps nodes that already have news when the plan arrives late", () => {
    let s = applyEvent(initialStream, ev("node_start", { nodeId: "b" }));
    s = withPlannedNodes(s, ["a", "b", "c"]);
    expect(s.nodes.map((n) => `${n.nodeId}:${n.state}`)).toEqual(["a:waiting", "b:running", "c:waiting"]);
  });
});
