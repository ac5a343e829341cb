#!/usr/bin/env node
// `npm run check:production`: proves the two-stage production install in a copy of this checkout.
//   1. full install (`npm ci`) and `npm run build`: every workspace compiled, console and demo bundle built
//   2. node_modules removed, `npm ci --omit=dev`: no devDependency (tsx, Vite, TypeScript) is installed,
//      and the CLIs (eventctl, promptctl) run from the compiled output
//   3. `npm run start:prod`: every service answers its health check on its configured port, the
//      console and the redaction demo bundle are served from the build, a text is redacted on the
//      compiled worker threads; SIGTERM stops them all
//
// --reuse-install  stage 1 links this checkout's node_modules (hard links) instead of a full `npm ci`:
//                  the same tree in seconds (the test does this; stage 2 still installs from the lock)
// --keep           keep the temporary copy (its path is printed)
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { listWorkspaces, root } from "./workspaces.mjs";

const args = new Set(process.argv.slice(2));
const READY_DEADLINE_MS = 240_000;
const STOP_DEADLINE_MS = 90_000;
const DEV_ONLY = ["tsx", "vite", "typescript", "vitest", "esbuild"];

const started = Date.now();
const say = (line) =>
  console.log(`[check-production +${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`);
const work = mkdtempSync(join(tmpdir(), "check-production-"));
const copy = join(work, "repo");
let service;

// Stopped from outside (a test runner's timeout, Ctrl-C): the services started in their own process
// group would outlive this script and hold their ports, so stop them and remove the copy first.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.once(signal, () => {
    console.error(`[check-production] ${signal}: stopping`);
    if (service) killGroup(service, "SIGKILL");
    if (!args.has("--keep")) rmSync(work, { recursive: true, force: true });
    process.exit(1);
  });

try {
  await main();
  say("production check: passed");
} catch (error) {
  console.error(`[check-production] FAILED: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (service && service.exitCode === null && service.signalCode === null) killGroup(service, "SIGKILL");
  if (args.has("--keep")) say(`kept ${copy}`);
  else rmSync(work, { recursive: true, force: true });
}

async function main() {
  const services = listWorkspaces().filter(({ pkg }) => pkg.platform?.startProd);
  const healthUrls = services.map(({ pkg }) => pkg.platform.health).filter(Boolean);
  // Another instance on the configured ports would answer for us: refuse to run beside it.
  const busy = (
    await Promise.all(healthUrls.map(async (url) => ((await answers(url)) ? url : undefined)))
  ).filter(Boolean);
  if (busy.length > 0) throw new Error(`something already answers on ${busy.join(", ")}: stop it first`);

  say(`copying the checkout to ${copy}`);
  copyCheckout(copy);

  if (args.has("--reuse-install")) {
    say("stage 1: linking this checkout's node_modules (--reuse-install)");
    for (const dir of nodeModulesDirs(root)) {
      const target = join(copy, relative(root, dir));
      mkdirSync(dirname(target), { recursive: true });
      // Hard links cost nothing; across file systems they cannot be made, and a real copy is.
      if (spawnSync("cp", ["-al", dir, target]).status !== 0) execFileSync("cp", ["-a", dir, target]);
    }
  } else {
    say("stage 1: npm ci");
    run("npm", ["ci", "--no-audit", "--no-fund"]);
  }
  say("stage 1: npm run build");
  run("npm", ["run", "build"]);
  for (const { dir, pkg } of services) {
    const main = pkg.platform.startProd.split(" ").find((part) => part.endsWith(".js"));
    if (main && !existsSync(join(copy, relative(root, dir), main)))
      throw new Error(`${pkg.name}: npm run build did not produce ${main}`);
  }
  for (const built of [
    "packages/prompt-console/dist/index.html",
    "services/redaction/dist/public/redaction-engine.js",
  ])
    if (!existsSync(join(copy, built))) throw new Error(`npm run build did not produce ${built}`);

  say("stage 2: removing node_modules, npm ci --omit=dev");
  for (const dir of nodeModulesDirs(copy)) rmSync(dir, { recursive: true, force: true });
  run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"]);
  const devInstalled = DEV_ONLY.filter((name) => existsSync(join(copy, "node_modules", name)));
  if (devInstalled.length > 0) throw new Error(`--omit=dev still installed: ${devInstalled.join(", ")}`);

  for (const cli of ["eventctl", "promptctl"]) {
    const help = spawnSync(join(copy, "node_modules", ".bin", cli), ["--help"], {
      cwd: copy,
      encoding: "utf8",
    });
    if (help.status !== 0 || !help.stdout.startsWith(`Usage: ${cli}`))
      throw new Error(`${cli} --help did not run without devDependencies: ${help.stderr || help.stdout}`);
    say(`${cli} --help runs from the compiled output`);
  }

  say("stage 3: npm run start:prod");
  const env = { ...process.env };
  delete env.PORT; // each service's own default port, as configured in its package.json
  service = spawn("npm", ["run", "start:prod"], {
    cwd: copy,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  service.stdout.on("data", keep);
  service.stderr.on("data", keep);
  const exited = new Promise((resolve) => service.once("exit", (code, signal) => resolve({ code, signal })));

  const pending = new Set(healthUrls);
  const readyBy = Date.now() + READY_DEADLINE_MS;
  while (pending.size > 0) {
    if (service.exitCode !== null || service.signalCode !== null)
      throw new Error(`start:prod exited with ${service.exitCode}:\n${output}`);
    if (Date.now() > readyBy)
      throw new Error(
        `not healthy after ${READY_DEADLINE_MS / 1000} s: ${[...pending].join(", ")}\n${output}`,
      );
    for (const url of [...pending]) if (await answers(url)) pending.delete(url);
    if (pending.size > 0) await sleep(1_000);
  }
  say(`every service answers its health check: ${healthUrls.join(", ")}`);

  await expectServed("http://127.0.0.1:8080/", "text/html", "the built prompt console");
  await expectServed(
    "http://127.0.0.1:8000/demo/redaction-engine.js",
    "text/javascript",
    "the prebuilt redaction demo bundle",
  );

  // The redaction pipeline runs on worker threads: a text redacted proves the compiled worker loads.
  const redacted = await fetch("http://127.0.0.1:8000/v1/redact", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text: "Mail sarah@example.com" }),
    signal: AbortSignal.timeout(30_000),
  });
  const redactedText = (await redacted.json()).text;
  if (redacted.status !== 200 || redactedText !== "Mail [EMAIL_0001]")
    throw new Error(`POST /v1/redact answered ${redacted.status}: ${JSON.stringify(redactedText)}`);
  say(`the redaction service redacts on its compiled worker threads: "${redactedText}"`);

  say("stopping: SIGTERM to npm");
  service.kill("SIGTERM");
  const stop = await Promise.race([exited, sleep(STOP_DEADLINE_MS, { unref: true }).then(() => undefined)]);
  if (!stop) throw new Error(`start:prod did not stop within ${STOP_DEADLINE_MS / 1000} s of SIGTERM`);
  const stillUp = [];
  for (const url of healthUrls) if (await answers(url)) stillUp.push(url);
  if (stillUp.length > 0) throw new Error(`still answering after start:prod stopped: ${stillUp.join(", ")}`);
  say(`stopped (exit ${stop.code ?? stop.signal}); every port freed`);
}

/** The files a clone of this checkout would have, with its uncommitted changes. */
function copyCheckout(target) {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of listed.split("\0").filter(Boolean)) {
    const from = join(root, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    const to = join(target, file);
    mkdirSync(dirname(to), { recursive: true });
    cpSync(from, to, { preserveTimestamps: true });
  }
}

function nodeModulesDirs(base) {
  const dirs = [join(base, "node_modules")];
  for (const { dir } of listWorkspaces()) dirs.push(join(base, relative(root, dir), "node_modules"));
  return dirs.filter((dir) => existsSync(dir));
}

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: copy, stdio: "inherit" });
  if (result.status !== 0)
    throw new Error(`${command} ${commandArgs.join(" ")} exited with ${result.status}`);
}

async function expectServed(url, type, what) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const contentType = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || !contentType.startsWith(type))
    throw new Error(`${what}: ${url} answered ${response.status} ${contentType}`);
  say(`${what}: ${url} answers 200 ${type}`);
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Resolves after `ms`; an unref'd timer does not keep the check alive once everything else is done. */
function sleep(ms, { unref = false } = {}) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    if (unref) timer.unref();
  });
}
