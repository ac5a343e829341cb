import { describe, expect, it } from "vitest";
import { canonicalJson, diffManifests, outlineOf } from "./manifest-diff";

const v1 = {
  inputs: ["question"],
  nodes: [
    { id: "draft", model: "simulator", prompt: "Answer: {{question}}", params: { latencyMs: 10 } },
    { id: "final", model: "simulator", prompt: "Polish {{nodes.draft}}" },
  ],
  output: "final",
};

describe("manifest diff", () => {
  it("reads nodes with their model, prompt and other fields as canonical JSON", () => {
    expect(outlineOf(v1).nodes[0]).toEqual({
      id: "draft",
      model: "simulator",
      prompt: "Answer: {{question}}",
      params: '{"params":{"latencyMs":10}}',
    });
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
  });

  it("finds nothing between a manifest and itself, keys in another order included", () => {
    const reordered = JSON.parse(JSON.stringify(v1));
    reordered.nodes[0] = {
      params: { latencyMs: 10 },
      prompt: "Answer: {{question}}",
      model: "simulator",
      id: "draft",
    };
    const diff = diffManifests(v1, reordered);
    expect(diff.changed).toBe(false);
    expect(diff.nodes.map((n) => n.change)).toEqual(["unchanged", "unchanged"]);
  });

  it("names added, removed and changed nodes and the fields that changed", () => {
    const v2 = {
      inputs: ["question", "tone"],
      nodes: [
        { id: "draft", model: "openai:gpt-4o-mini", prompt: "Answer in a {{tone}} tone: {{question}}" },
        { id: "check", model: "simulator", prompt: "Check {{nodes.draft}}" },
      ],
      output: "check",
    };
    const diff = diffManifests(v1, v2);
    expect(diff.changed).toBe(true);
    expect(diff.nodes.map((n) => [n.id, n.change, n.fields])).toEqual([
      ["draft", "changed", ["model", "prompt", "params"]],
      ["check", "added", []],
      ["final", "removed", []],
    ]);
    expect([diff.inputsBefore, diff.inputsAfter, diff.outputBefore, diff.outputAfter]).toEqual([
      ["question"],
      ["question", "tone"],
      "final",
      "check",
    ]);
  });

  it("treats no active manifest as every node added", () => {
    const diff = diffManifests(undefined, v1);
    expect(diff.nodes.map((n) => n.change)).toEqual(["added", "added"]);
    expect(diff.changed).toBe(true);
  });
});
