import { Command } from "commander";
import { registerAuthCommands } from "./commands/auth-commands.js";
import { registerEvalCommands } from "./commands/eval-commands.js";
import { registerExecutionCommands } from "./commands/execution-commands.js";
import { registerManifestCommands } from "./commands/manifest-commands.js";
import { registerReleaseCommands } from "./commands/release-commands.js";
import { registerRepoCommands } from "./commands/repo-commands.js";
import { registerWorkspaceCommands } from "./commands/workspace-commands.js";
import type { CliIo } from "./output.js";

export const CLI_VERSION = "0.1.0";

/** The promptctl command tree. Every command gets `--help` (with the global options listed). */
export function buildProgram(io: CliIo): Command {
  const program = new Command("promptctl")
    .description("command line for the prompt platform: releases, evals and the CI gate, executions")
    .version(CLI_VERSION)
    .option(
      "--url <url>",
      "platform base URL (default: PLATFORM_API_URL, the login file, http://127.0.0.1:8080)",
    )
    .option("-w, --workspace <id>", "workspace id (default: PLATFORM_WORKSPACE_ID, the login file)")
    .option("--json", "print machine-readable JSON only (errors as JSON on stderr)")
    .showHelpAfterError("(run with --help for usage)")
    .configureHelp({ showGlobalOptions: true, sortSubcommands: true })
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })
    .exitOverride();
  registerAuthCommands(program, io);
  registerWorkspaceCommands(program, io);
  registerRepoCommands(program, io);
  registerReleaseCommands(program, io);
  registerEvalCommands(program, io);
  registerExecutionCommands(program, io);
  registerManifestCommands(program, io);
  // Subcommands inherit the output and error settings, so usage errors everywhere exit through main.
  return program;
}
