import { describe, expect, it } from "vitest";
import { ancestors, type GraphCommit, mergeBase, newestFirst } from "./commit-graph.js";

/**
 *   a - b - c - f        (main)
 *        \       \
 *         d - e - g      (feature; g merges f)
 */
const parents: Record<string, string[]> = {
  a: [],
  b: ["a"],
  c: ["b"],
  d: ["b"],
  e: ["d"],
  f: ["c"],
  g: ["e", "f"],
};
const loads: string[] = [];
const parentsOf = async (id: string) => {
  loads.push(id);
  return parents[id]!;
};

describe("commit graph", () => {
  it("collects every ancestor, the commit itself included, loading each once", async () => {
    loads.length = 0;
    expect([...(await ancestors("g", parentsOf))].sort()).toEqual(["a", "b", "c", "d", "e", "f", "g"]);
    expect(loads.sort()).toEqual(["a", "b", "c", "d", "e", "f", "g"]);
    expect([...(await ancestors("a", parentsOf))]).toEqual(["a"]);
  });

  it("finds the nearest common ancestor as the merge base", async () => {
    expect(await mergeBase("c", "e", parentsOf)).toBe("b");
    expect(await mergeBase("f", "g", parentsOf)).toBe("f");
    expect(await mergeBase("g", "c", parentsOf)).toBe("c");
    expect(await mergeBase("a", "a", parentsOf)).toBe("a");
  });

  it("has no merge base for unrelated histories", async () => {
    const two: Record<string, string[]> = { x: [], y: ["x"], p: [], q: ["p"] };
    expect(await mergeBase("y", "q", async (id) => two[id]!)).toBeUndefined();
  });

  it("walks the log newest first by timestamp, then id, and loads no more than it answers", async () => {
    const at: Record<string, string> = { a: "01", b: "02", c: "03", d: "03", e: "05", f: "06", g: "07" };
    const commit = (id: string): GraphCommit => ({ id, parents: parents[id]!, timestamp: at[id]! });
    const loaded: string[] = [];
    const load = async (id: string) => {
      loaded.push(id);
      return commit(id);
    };
    expect((await newestFirst(commit("g"), load, 100)).map((c) => c.id)).toEqual([
      "g",
      "f",
      "e",
      "d",
      "c",
      "b",
      "a",
    ]);
    loaded.length = 0;
    expect((await newestFirst(commit("g"), load, 2)).map((c) => c.id)).toEqual(["g", "f"]);
    expect(loaded.sort()).toEqual(["c", "e", "f"]);
  });
});
