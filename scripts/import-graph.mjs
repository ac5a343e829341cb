// The import graph of one workspace's source, and the cycles in it.
// Only imports that exist at run time count: `import type` and `export type` are erased by the compiler,
// so a cycle made only of them cannot leave a module half-initialised.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const sourceExtensions = [".ts", ".tsx", ".mts", ".mjs", ".js"];
const skippedDirs = new Set(["node_modules", "dist", "coverage", ".vite"]);

/** Every source file under `dir`, skipping build output and dependencies. */
export function listSourceFiles(dir) {
  const files = [];
  const walk = (current) => {
    for (const name of readdirSync(current).sort()) {
      if (skippedDirs.has(name)) continue;
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (sourceExtensions.some((ext) => name.endsWith(ext)) && !name.endsWith(".d.ts"))
        files.push(path);
    }
  };
  if (existsSync(dir)) walk(dir);
  return files;
}

/** The relative specifiers a file imports or re-exports at run time (type-only ones left out). */
export function runtimeImports(path) {
  const text = readFileSync(path, "utf8");
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0
          ? bindings.elements.every((element) => element.isTypeOnly)
          : false;
      if (!onlyTypes) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers.filter((specifier) => specifier.startsWith("."));
}

/** Resolves `./x.js` as the compiler does for our sources: the .ts twin, then the file itself, then an index. */
function resolveSpecifier(fromFile, specifier, known) {
  const base = resolve(dirname(fromFile), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, "");
  const candidates = [
    ...sourceExtensions.map((ext) => stem + ext),
    base,
    ...sourceExtensions.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => known.has(candidate));
}

/** file → the files it imports at run time, for the files under `dir`. */
export function importGraph(dir) {
  const files = listSourceFiles(dir);
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of runtimeImports(file)) {
      const target = resolveSpecifier(file, specifier, known);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The strongly connected components with more than one file, or a file importing itself (Tarjan). */
export function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** Cycles of a workspace, each as paths relative to `root`. */
export function workspaceCycles(workspaceDir, root) {
  const cycles = [];
  for (const sub of ["src", "bin", "bench"]) {
    for (const cycle of findCycles(importGraph(join(workspaceDir, sub)))) {
      cycles.push(cycle.map((file) => relative(root, file)));
    }
  }
  return cycles;
}
