import { buildProgram } from "./program.js";

// Under bin/eventctl.mjs the launcher holds an IPC channel to this process. It closes only when the
// launcher is gone without passing a signal on (killed outright): share its fate rather than keep
// serving, consuming or holding a port with no parent. Unreferenced, it never keeps a command alive.
if (process.channel) {
  process.channel.unref();
  process.on("disconnect", () => process.kill(process.pid, "SIGKILL"));
}

// eventctl's entry: runs one command; an error is printed in one line (no stack) and exits 1.
const io = {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
};
try {
  await buildProgram(io).parseAsync(process.argv);
} catch (error) {
  process.stderr.write(`eventctl: error: ${(error as Error).message}\n`);
  process.exitCode = 1;
}
