#!/usr/bin/env node
// `npm start`: starts every workspace that declares `platform.start` in its package.json, each on its
// embedded defaults, with prefixed logs; prints one line when every service answers its health check.
// Ctrl-C, SIGTERM, or the death of the process that started it stops them all.
//
// `node scripts/start-all.mjs trust devnet` starts only the services with those labels.
// `--prod` (`npm run start:prod`) runs each one's `platform.startProd` instead: the compiled JavaScript
// of `npm run build` with plain node, which needs no devDependency (no tsx, no Vite).
import { existsSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import concurrently from "concurrently";
import { listWorkspaces } from "./workspaces.mjs";

const args = process.argv.slice(2);
const prod = args.includes("--prod");
const only = args.filter((arg) => arg !== "--prod");
const commandOf = (pkg) => (prod ? pkg.platform.startProd : pkg.platform.start);
const services = listWorkspaces()
  .filter(({ pkg }) => pkg.platform && commandOf(pkg))
  .filter(({ pkg }) => only.length === 0 || only.includes(pkg.platform.label))
  .sort((a, b) => (a.pkg.platform.order ?? 50) - (b.pkg.platform.order ?? 50));

if (services.length === 0) {
  console.error(`no service to start${only.length ? ` among: ${only.join(", ")}` : ""}`);
  process.exit(1);
}

const unbuilt = prod ? services.filter(({ dir }) => !existsSync(join(dir, "dist"))) : [];
if (unbuilt.length > 0) {
  console.error(
    `[start] not built: ${unbuilt.map(({ pkg }) => pkg.platform.label).join(", ")}; run "npm run build" first`,
  );
  process.exit(1);
}

console.log(
  `[start] starting ${services.map(({ pkg }) => pkg.platform.label).join(", ")}; waiting until each is healthy`,
);

const { result, commands } = concurrently(
  services.map(({ dir, pkg }) => ({
    command: commandOf(pkg),
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
function stopAll(signal, why) {
  if (stopSignal) return;
  stopSignal = signal;
  if (why) console.error(`[start] ${why}: stopping every service`);
  setTimeout(() => {
    const stuck = commands.filter((command) => command.state === "started");
    for (const command of stuck) {
      console.error(`[start] ${command.name} did not stop within ${STOP_GRACE_MS} ms: SIGKILL`);
      command.kill("SIGKILL");
    }
  }, STOP_GRACE_MS).unref();
}
// concurrently forwards SIGINT and SIGTERM to the services itself; this only arms the kill timer.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.once(signal, () => stopAll(signal));

// npm forwards signals only to its direct child (hence `exec` in the root start script). If the parent
// is killed outright (SIGKILL, or an npm that exits without forwarding), we are re-parented: stop too,
// so no service is left holding its port.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid === parent) return;
  stopAll("SIGTERM", "the process that started npm start is gone");
  for (const command of commands) if (command.state === "started") command.kill("SIGTERM");
}, 500).unref();

// Stopped by a signal, every service that ended by it or by a clean exit has stopped as asked: 0.
// A crash, or a service that had to be killed, is a failure: 1.
// (A shell between concurrently and a service reports a signal death as 128 + the signal's number.)
const stoppedAsAsked = (event) =>
  [0, stopSignal, 128 + os.constants.signals[stopSignal]].includes(event.exitCode);
result.then(
  () => process.exit(0),
  (events) => process.exit(stopSignal && events.every(stoppedAsAsked) ? 0 : 1),
);

const READY_DEADLINE_MS = 180_000;
await announceWhenReady();

async function announceWhenReady() {
  const started = Date.now();
  const pending = new Set(services.filter(({ pkg }) => pkg.platform.health));
  while (pending.size > 0) {
    if (stopSignal) return;
    if (Date.now() - started > READY_DEADLINE_MS) {
      const late = [...pending].map(({ pkg }) => pkg.platform.label).join(", ");
      console.error(`[start] not healthy after ${READY_DEADLINE_MS / 1000} s: ${late}`);
      return;
    }
    for (const service of [...pending])
      if (await answers(service.pkg.platform.health)) pending.delete(service);
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const lines = [`[start] ready in ${seconds} s: every service answers its health check`];
  for (const { pkg } of services) {
    for (const url of pkg.platform.urls ?? []) lines.push(`  ${url}`);
  }
  const wallets = await exampleWallets();
  if (wallets.length > 0) lines.push(`  example wallets to score: ${wallets.join(" ")}`);
  lines.push("  quickstart: README.md, section 'Quickstart' (one copy-paste block per service)");
  console.log(lines.join("\n"));
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Two seeded customer wallets from the devnet, when it is one of the services started. */
async function exampleWallets() {
  const devnet = services.find(({ pkg }) => pkg.platform.label === "devnet");
  if (!devnet) return [];
  try {
    const response = await fetch(devnet.pkg.platform.examples, { signal: AbortSignal.timeout(2_000) });
    const body = await response.json();
    return (body.roles?.customer ?? []).slice(0, 2);
  } catch {
    return [];
  }
}
