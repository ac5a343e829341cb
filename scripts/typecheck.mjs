#!/usr/bin/env node
// Type-checks (and builds) every workspace that has sources, through its project references.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { listWorkspaces, root } from "./workspaces.mjs";

const projects = listWorkspaces()
  .filter(({ dir }) => existsSync(join(dir, "tsconfig.json")) && hasSources(join(dir, "src")))
  .map(({ dir }) => relative(root, dir));

function hasSources(dir) {
  return existsSync(dir) && readdirSync(dir, { recursive: true }).some((f) => String(f).endsWith(".ts"));
}

console.log(`typecheck: ${projects.join(", ")}`);
const run = spawnSync("npx", ["tsc", "-b", ...projects], { cwd: root, stdio: "inherit" });
process.exit(run.status ?? 1);
