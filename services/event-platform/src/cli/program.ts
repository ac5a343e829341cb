import { Command } from "commander";
import { registerAdminCommands } from "./admin-commands.js";
import { registerAuditCommand } from "./audit-command.js";
import type { CliIo } from "./cli-context.js";
import { registerServeCommands } from "./serve-command.js";
import { registerStoreCommands } from "./store-commands.js";

/** The eventctl command tree. */
export function buildProgram(io: CliIo): Command {
  const program = new Command("eventctl")
    .description(
      "signed-event runtime for lending-compliance services: run services, the daemon, and operate the store",
    )
    .version("0.1.0")
    .option("-c, --config <file>", "configuration file instead of ./eventctl.json")
    .showHelpAfterError("(run with --help for usage)")
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    });
  registerAdminCommands(program, io);
  registerStoreCommands(program, io);
  registerAuditCommand(program, io);
  registerServeCommands(program, io);
  return program;
}
