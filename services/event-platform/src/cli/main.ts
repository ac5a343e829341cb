import { buildProgram } from "./program.js";

// Under bin/eventctl.mjs the launcher holds an IPC channel to this process. It closes only when the
// launcher is gone without passing a signal on (killed outright): share its fate rather than keep
// serving, consuming or holding a port with no parent. Unreferenced, it never keeps a command alive.
if (process.channel) {
  process.channel.unref();
  process.on("disconnect", () => process.kill(process.pid, "SIGKILL"));
}

// `eventctl dlq --json | head`: the reader closed the pipe; what is left to print has nobody to read
// it. Stop quietly (exit 0) instead of dying on an unhandled EPIPE error with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
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
