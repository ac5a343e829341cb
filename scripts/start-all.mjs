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

const { result, commands } = concurrently(
  services.map(({ dir, pkg }) => ({
    command: pkg.platform.start,
    name: pkg.platform.label,
    cwd: dir,
    env: { ...pkg.platform.env, ...process.env },
  })),
  { prefix: "name", killOthersOn: ["failure"], restartTries: 0 },
);
// Each service drains on SIGTERM and exits by itself (10 s for the HTTP services, eventctl's
// --shutdown-timeout of 30 s). A process stuck where its own timer cannot fire (a deadlock in native
// code) would keep `npm start` alive for good, so whatever is still running after the longest drain
// is killed.
const STOP_GRACE_MS = 35_000;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    setTimeout(() => {
      const stuck = commands.filter((command) => command.state === "started");
      for (const command of stuck) {
        console.error(`[start] ${command.name} did not stop within ${STOP_GRACE_MS} ms: SIGKILL`);
        command.kill("SIGKILL");
      }
    }, STOP_GRACE_MS).unref();
  });
}

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
