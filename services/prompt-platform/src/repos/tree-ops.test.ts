import { describe, expect, it } from "vitest";
import { PlatformError } from "../errors.js";
import { objectId, type Tree } from "./repo-objects.js";
import { applyChanges, buildTrees, type FileMap, flattenTree } from "./tree-ops.js";

const blob = (content: string) => objectId({ type: "blob", content });

describe("tree operations", () => {
  it("builds nested trees (root last, entries sorted) that flatten back to the same files", async () => {
    const files: FileMap = new Map([
      ["prompts/b.txt", blob("b")],
      ["prompts/a.txt", blob("a")],
      ["capability.json", blob("{}")],
    ]);
    const { trees, rootId } = buildTrees(files);
    expect(trees).toHaveLength(2);
    const root = trees[trees.length - 1]!;
    expect(objectId(root)).toBe(rootId);
    expect(root.entries.map((e) => [e.name, e.type])).toEqual([
      ["capability.json", "blob"],
      ["prompts", "tree"],
    ]);
    expect(trees[0]!.entries.map((e) => e.name)).toEqual(["a.txt", "b.txt"]);
    const byId = new Map<string, Tree>(trees.map((t) => [objectId(t), t]));
    expect(await flattenTree(rootId, async (id) => byId.get(id)!)).toEqual(files);
    // The same files in another order make the same root.
    expect(buildTrees(new Map([...files].reverse())).rootId).toBe(rootId);
  });

  it("refuses a path that is both a file and a directory", () => {
    expect(() =>
      buildTrees(
        new Map([
          ["a", blob("1")],
          ["a/b", blob("2")],
        ]),
      ),
    ).toThrow('"a" is both a file and a directory');
    expect(() =>
      buildTrees(
        new Map([
          ["a/b", blob("2")],
          ["a", blob("1")],
        ]),
      ),
    ).toThrow('"a" is both a file and a directory');
  });

  it("applies changes in place: new blobs for content, deletes for null", () => {
    const files: FileMap = new Map([
      ["keep.txt", blob("k")],
      ["old.txt", blob("o")],
    ]);
    const blobs = applyChanges(files, { "new.txt": "n", "old.txt": null });
    expect(blobs).toEqual([{ type: "blob", content: "n" }]);
    expect(files).toEqual(
      new Map([
        ["keep.txt", blob("k")],
        ["new.txt", blob("n")],
      ]),
    );
  });

  it("refuses a bad path and the delete of a missing file, naming the field", () => {
    const issue = (changes: Record<string, string | null>) => {
      try {
        applyChanges(new Map(), changes);
      } catch (error) {
        expect(error).toBeInstanceOf(PlatformError);
        return (error as PlatformError).issues;
      }
      throw new Error("no error");
    };
    expect(issue({ "missing.txt": null })).toEqual([
      { path: "/body/files/missing.txt", message: 'cannot delete "missing.txt": no such file' },
    ]);
    expect(issue({ "a/../b": "x" })![0]!.path).toBe("/body/files/a/../b");
  });
});
