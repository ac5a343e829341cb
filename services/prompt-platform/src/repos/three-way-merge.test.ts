import { describe, expect, it } from "vitest";
import { diffLines, mergeFiles, mergeText } from "./three-way-merge.js";

const lines = (...l: string[]) => l.join("\n");
const files = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe("three-way merge of text", () => {
  it("diffs by lines: the changed base range and what replaces it", () => {
    expect(diffLines(["a", "b", "c"], ["a", "B", "c"])).toEqual([{ oStart: 1, oEnd: 2, sStart: 1, sEnd: 2 }]);
    expect(diffLines(["a", "b"], ["a", "b"])).toEqual([]);
  });

  it("takes one side's change, or both sides' changes to different lines", () => {
    const base = lines("system", "be brief", "context", "answer in English", "end");
    const ours = lines("system", "be very brief", "context", "answer in English", "end");
    const theirs = lines("system", "be brief", "context", "answer in French", "end");
    expect(mergeText(base, ours, base)).toEqual({ clean: true, text: ours });
    expect(mergeText(base, base, theirs)).toEqual({ clean: true, text: theirs });
    expect(mergeText(base, ours, theirs)).toEqual({
      clean: true,
      text: lines("system", "be very brief", "context", "answer in French", "end"),
    });
    // Changes to adjacent lines touch one region: a conflict, as in diff3.
    expect(mergeText(lines("a", "b", "c"), lines("A", "b", "c"), lines("a", "B", "c")).clean).toBe(false);
  });

  it("takes the same change on both sides once", () => {
    const base = lines("a", "b", "c");
    const both = lines("a", "x", "c", "d");
    expect(mergeText(base, both, both)).toEqual({ clean: true, text: both });
    expect(mergeText(base, lines("a", "x", "c"), lines("a", "x", "c", "d"))).toEqual({
      clean: true,
      text: lines("a", "x", "c", "d"),
    });
  });

  it("reports different changes to the same lines as a conflict hunk", () => {
    expect(mergeText(lines("a", "b", "c"), lines("a", "ours", "c"), lines("a", "theirs", "c"))).toEqual({
      clean: false,
      hunks: [{ base: ["b"], ours: ["ours"], theirs: ["theirs"] }],
    });
  });
});

describe("three-way merge of trees", () => {
  it("adds, changes and deletes files from either side", () => {
    const base = files({ "a.json": "1", "b.json": "2", "gone.json": "x" });
    const ours = files({ "a.json": "1 ours", "b.json": "2", "gone.json": "x", "new.json": "n" });
    const theirs = files({ "a.json": "1", "b.json": "2 theirs" });
    expect(mergeFiles(base, ours, theirs)).toEqual({
      files: files({ "a.json": "1 ours", "b.json": "2 theirs", "new.json": "n" }),
      conflicts: [],
    });
  });

  it("names modify/delete, add/add and content conflicts by path", () => {
    const base = files({ "m.json": "m", "c.json": lines("x", "y") });
    const ours = files({ "m.json": "m changed", "c.json": lines("x", "ours"), "n.json": "ours" });
    const theirs = files({ "c.json": lines("x", "theirs"), "n.json": "theirs" });
    const { files: merged, conflicts } = mergeFiles(base, ours, theirs);
    expect(merged.size).toBe(0);
    expect(conflicts.map((c) => [c.path, c.kind])).toEqual([
      ["c.json", "content"],
      ["m.json", "modify/delete"],
      ["n.json", "add/add"],
    ]);
    expect(conflicts[1]!.hunks).toEqual([{ base: ["m"], ours: ["m changed"], theirs: [] }]);
  });
});
