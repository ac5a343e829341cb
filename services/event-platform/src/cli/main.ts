import { buildProgram } from "./program.js";

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
