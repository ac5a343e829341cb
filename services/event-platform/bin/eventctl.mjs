#!/usr/bin/env node
// Launches eventctl from its TypeScript sources: re-executes Node with the tsx loader, inheriting
// stdio, forwarding SIGINT/SIGTERM to the child and exiting with its code (or its signal). An IPC
// channel links the two: a launcher killed outright (SIGKILL, which cannot be forwarded) closes it,
// and the child then stops the same way instead of running on as an orphan (src/cli/main.ts).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const main = fileURLToPath(new URL("../src/cli/main.ts", import.meta.url));
const tsx = import.meta.resolve("tsx");
const child = spawn(
  process.execPath,
  ["--conditions=source", "--import", tsx, main, ...process.argv.slice(2)],
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
