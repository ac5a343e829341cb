export { CliContext, DEFAULT_API_URL, type GlobalOptions, type Settings } from "./cli-context.js";
export { configPath, readCredentials, type StoredCredentials, writeCredentials } from "./config-store.js";
export { CheckFailed, ExitCode, UsageError } from "./exit-codes.js";
export type { CliIo } from "./output.js";
export { buildProgram, CLI_VERSION } from "./program.js";
export { runCli } from "./run-cli.js";
