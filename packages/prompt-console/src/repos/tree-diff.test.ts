import { describe, expect, it } from "vitest";
import { diffTrees, sideBySide } from "./tree-diff";

describe("merge request diff", () => {
  it("lists added, removed and modified files by path; equal blobs are unchanged", () => {
    const target = [
      { path: "caps/a.json", blobId: "1" },
      { path: "caps/b.json", blobId: "2" },
      { path: "README", blobId: "3" },
    ];
    const source = [
      { path: "caps/a.json", blobId: "1" },
      { path: "caps/b.json", blobId: "9" },
      { path: "caps/c.json", blobId: "4" },
    ];
    expect(diffTrees(target, source)).toEqual([
      { path: "README", change: "removed", before: "3" },
      { path: "caps/b.json", change: "modified", before: "2", after: "9" },
      { path: "caps/c.json", change: "added", after: "4" },
    ]);
  });

  it("aligns equal lines and pairs a replaced line as changed", () => {
    expect(sideBySide("a\nb\nc", "a\nB\nc\nd")).toEqual([
      { before: "a", after: "a", kind: "same" },
      { before: "b", after: "B", kind: "changed" },
      { before: "c", after: "c", kind: "same" },
      { before: undefined, after: "d", kind: "added" },
    ]);
    expect(sideBySide("x\ny", "y")).toEqual([
      { before: "x", after: undefined, kind: "removed" },
      { before: "y", after: "y", kind: "same" },
    ]);
    expect(sideBySide("", "")).toEqual([]);
  });
});
