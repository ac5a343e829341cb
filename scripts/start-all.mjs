#!/usr/bin/env node
// `npm start`: starts every workspace that declares `platform.start` in its package.json, each on its
// embedded defaults, with prefixed logs; prints the URLs. Ctrl-C stops them all.
import os from "node:os";
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
let stopSignal;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    stopSignal ??= signal;
    setTimeout(() => {
      const stuck = commands.filter((command) => command.state === "started");
      for (const command of stuck) {
        console.error(`[start] ${command.name} did not stop within ${STOP_GRACE_MS} ms: SIGKILL`);
        command.kill("SIGKILL");
      }
    }, STOP_GRACE_MS).unref();
  });
}

// Stopped by a signal, every service that ended by it or by a clean exit has stopped as asked: 0.
// A crash, or a service that had to be killed, is a failure: 1.
// (A shell between concurrently and a service reports a signal death as 128 + the signal's number.)
const stoppedAsAsked = (event) =>
  [0, stopSignal, 128 + os.constants.signals[stopSignal]].includes(event.exitCode);
result.then(
  () => process.exit(0),
  (events) => process.exit(stopSignal && events.every(stoppedAsAsked) ? 0 : 1),
);
