#!/usr/bin/env node
// Launches promptctl from its TypeScript sources: re-executes Node with the tsx loader (and the
// "source" condition, so @platform/prompt-client resolves to its sources too), inheriting stdio,
// forwarding SIGINT/SIGTERM to the child and exiting with its code (or its signal).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

// A production install (`npm ci --omit=dev`) has no tsx: there it runs the compiled dist/ of `npm run build`.
const child = spawn(
  process.execPath,
  [...entry("../src/main.ts", "../dist/src/main.js"), ...process.argv.slice(2)],
  {
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => {
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});

/** Node's arguments for the sources through tsx when it is installed, else for the compiled module. */
function entry(source, compiled) {
  let tsx;
  try {
    tsx = import.meta.resolve("tsx");
  } catch {
    return [fileURLToPath(new URL(compiled, import.meta.url))];
  }
  return ["--conditions=source", "--import", tsx, fileURLToPath(new URL(source, import.meta.url))];
}
