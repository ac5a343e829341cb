#!/usr/bin/env node
// Launches eventctl from its TypeScript sources: re-executes Node with the tsx loader, inheriting
// stdio, forwarding SIGINT/SIGTERM to the child and exiting with its code (or its signal). An IPC
// channel links the two: a launcher killed outright (SIGKILL, which cannot be forwarded) closes it,
// and the child then stops the same way instead of running on as an orphan (src/cli/main.ts).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

// A production install (`npm ci --omit=dev`) has no tsx: there it runs the compiled dist/ of `npm run build`.
const child = spawn(
  process.execPath,
  [...entry("../src/cli/main.ts", "../dist/src/cli/main.js"), ...process.argv.slice(2)],
  {
    stdio: ["inherit", "inherit", "inherit", "ipc"],
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
