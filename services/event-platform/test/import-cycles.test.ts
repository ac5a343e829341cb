import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Imports point one way (issue 27): no module of src/ reaches itself through its imports, type-only
 * imports included (a type cycle still ties two modules' designs together).
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), "../src");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The relative imports of a module (static, type-only and re-exports), as resolved .ts paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?from\s*["'](\.{1,2}\/[^"']+)["']/g)];
  return found.map((m) => resolve(dirname(file), m[1]!.replace(/\.js$/, ".ts")));
}

/** Every cycle found by a depth-first walk, each as the list of modules from src/. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "visiting");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "visiting") found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found.map((cycle) => cycle.map((file) => relative(src, file)));
}

describe("imports", () => {
  it("have no cycle inside src/", () => {
    const graph = new Map(sources(src).map((file) => [file, importsOf(file)]));
    expect(cycles(graph)).toEqual([]);
  });

  it("the check finds a cycle when there is one", () => {
    const graph = new Map([
      ["/a.ts", ["/b.ts"]],
      ["/b.ts", ["/c.ts"]],
      ["/c.ts", ["/a.ts"]],
    ]);
    expect(cycles(graph)).toHaveLength(1);
  });
});
