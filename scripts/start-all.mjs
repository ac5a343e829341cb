#!/usr/bin/env node
// `npm start`: starts every workspace that declares `platform.start` in its package.json, each on its
// embedded defaults, with prefixed logs; prints the URLs. Ctrl-C stops them all.
import concurrently from "concurrently";
import { listWorkspaces } from "./workspaces.mjs";

const services = listWorkspaces()
  .filter(({ pkg }) => pkg.platform?.start)
  .sort((a, b) => (a.pkg.platform.order ?? 50) - (b.pkg.platform.order ?? 50));

if (services.length === 0) {
  console.error("no service to start");
  process.exit(1);
}

console.log("Starting:");
for (const { pkg } of services) {
  for (const url of pkg.platform.urls ?? []) console.log(`  ${pkg.platform.label.padEnd(18)} ${url}`);
}
console.log("");

const { result } = concurrently(
  services.map(({ dir, pkg }) => ({
    command: pkg.platform.start,
    name: pkg.platform.label,
    cwd: dir,
    env: { ...pkg.platform.env, ...process.env },
  })),
  { prefix: "name", killOthersOn: ["failure"], restartTries: 0 },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
