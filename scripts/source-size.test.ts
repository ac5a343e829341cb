// No hand-written source file over 400 lines (docs/architecture.md): a file that long holds more than
// one concept. Generated clients and labelled data sets are not hand-written code and are left out.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { listSourceFiles } from "./import-graph.mjs";
import { listWorkspaces, root } from "./workspaces.mjs";

const MAX_LINES = 400;
/** Not hand-written code: generated API types and labelled evaluation data. */
const notCode = [
  /\/generated\//,
  /\/eval\/corpus-[^/]+\/(tune|heldout(-\d+)?|train-\d+)\.ts$/,
  /\/eval\/firewall-prompts\.ts$/,
];

function linesOf(path: string): number {
  const text = readFileSync(path, "utf8");
  return text.endsWith("\n") ? text.split("\n").length - 1 : text.split("\n").length;
}

describe("source file size", () => {
  const areas = [
    ...listWorkspaces().map(({ dir, pkg }) => ({ name: pkg.name as string, dir })),
    { name: "scripts", dir: join(root, "scripts") },
  ];
  for (const { name, dir } of areas) {
    it(`${name}: no file over ${MAX_LINES} lines`, () => {
      const tooLong = listSourceFiles(dir)
        .filter((path) => !notCode.some((pattern) => pattern.test(path)))
        .map((path) => ({ file: relative(root, path), lines: linesOf(path) }))
        .filter(({ lines }) => lines > MAX_LINES);
      expect(tooLong).toEqual([]);
    });
  }
});
