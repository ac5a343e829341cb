#!/usr/bin/env node
// Runs the "bench" script of every workspace that has one, in order; results land in bench/results/.
import { spawnSync } from "node:child_process";
import { listWorkspaces } from "./workspaces.mjs";

const only = process.argv[2];
let failures = 0;
for (const { dir, pkg } of listWorkspaces()) {
  if (!pkg.scripts?.bench || (only && !pkg.name.includes(only))) continue;
  console.log(`\n=== bench: ${pkg.name} ===`);
  const r = spawnSync("npm", ["run", "bench"], { cwd: dir, stdio: "inherit", env: process.env });
  if (r.status !== 0) failures++;
}
process.exit(failures ? 1 : 0);
