// No workspace may import itself in a circle: a cycle leaves one of its modules half-initialised at
// start-up, depending on which file happens to load first, and it hides the direction of the house's
// layers (docs/architecture.md).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findCycles, importGraph, workspaceCycles } from "./import-graph.mjs";
import { listWorkspaces, root } from "./workspaces.mjs";

describe("import cycles", () => {
  for (const { dir, pkg } of listWorkspaces()) {
    it(`${pkg.name} has none`, () => {
      expect(workspaceCycles(dir, root)).toEqual([]);
    });
  }
});

describe("the cycle finder", () => {
  const dir = mkdtempSync(join(tmpdir(), "import-cycles-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  };

  it("finds a cycle through three files and a directory index, and ignores type-only imports", () => {
    write("a.ts", 'import { b } from "./b.js";\nexport const a = b;\n');
    write("b.ts", 'export { c as b } from "./c/index.js";\n');
    write("c/index.ts", 'import { a } from "../a.js";\nexport const c = () => a;\n');
    write(
      "d.ts",
      'import type { a } from "./a.js";\nimport { type b } from "./b.js";\nexport type D = typeof a;\n',
    );
    write("e.ts", 'import { d } from "./f.js";\nexport const e = d;\n');
    write("f.ts", 'import type { e } from "./e.js";\nexport const d = 1;\n');
    const cycles = findCycles(importGraph(dir)).map((cycle) =>
      cycle.map((file) => file.slice(dir.length + 1)),
    );
    expect(cycles).toEqual([["a.ts", "b.ts", "c/index.ts"]]);
  });
});
