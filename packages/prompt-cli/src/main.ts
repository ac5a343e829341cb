import { runCli } from "./run-cli.js";

// promptctl's process entry: one command line in, an exit code out.
process.exitCode = await runCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
