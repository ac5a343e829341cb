import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Command } from "commander";
import { defaultConfigDocument } from "../config/load-config.js";
import { Identity, identityPaths } from "../crypto/identity.js";
import { SERVICE_DEFINITIONS } from "../services/service-registry.js";
import { type CliIo, configure, type GlobalOptions } from "./cli-context.js";

/** init, list and identity: commands that need neither the store nor the bus. */
export function registerAdminCommands(program: Command, io: CliIo): void {
  program
    .command("init")
    .description("write a default configuration (mechanism and audit enabled)")
    .argument("[path]", "file, or directory to hold eventctl.json", "eventctl.json")
    .option("--force", "overwrite an existing file")
    .action((path: string, options: { force?: boolean }) => {
      let target = resolve(io.cwd, path);
      // `init d2/` names a directory even before it exists (resolve drops the slash).
      const namesDirectory = /[\\/]$/.test(path) || path === "." || path === "..";
      if (namesDirectory || (existsSync(target) && statSync(target).isDirectory()))
        target = join(target, "eventctl.json");
      if (existsSync(target) && !options.force) {
        throw new Error(`${target} already exists; use --force to overwrite it`);
      }
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, `${JSON.stringify(defaultConfigDocument(), null, 2)}\n`);
      io.stdout.write(`wrote ${target}\n`);
    });

  program
    .command("list")
    .description("list the services, the events each receives, and which are enabled")
    .option("--json", "print JSON")
    .action((options: { json?: boolean }, command: Command) => {
      const { loaded } = configure(io, command.optsWithGlobals<GlobalOptions>());
      const rows = SERVICE_DEFINITIONS.map((d) => ({
        name: d.name,
        enabled: loaded.config.services.includes(d.name),
        subscribes: [...d.subscribes],
        description: d.description,
      }));
      if (options.json) {
        io.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
        return;
      }
      for (const row of rows) {
        io.stdout.write(
          `${row.name.padEnd(14)} ${(row.enabled ? "enabled" : "disabled").padEnd(9)} ${row.subscribes.join(",").padEnd(28)} ${row.description}\n`,
        );
      }
    });

  program
    .command("identity")
    .description("generate an Ed25519 identity: <dir>/<service>.key (0600) and <service>.pub")
    .argument("<service>", "service name the identity signs for")
    .option("--dir <dir>", "key directory (default: identity.dir, .eventctl/identities)")
    .option(
      "--force",
      "rotate an existing key: the old public key goes to <service>.retired.json and still verifies for the signature replay window",
    )
    .action((service: string, options: { dir?: string; force?: boolean }, command: Command) => {
      const { loaded } = configure(io, command.optsWithGlobals<GlobalOptions>());
      const dir = resolve(io.cwd, options.dir ?? loaded.config.identity.dir);
      const paths = identityPaths(dir, service);
      if (existsSync(paths.privateKey) && !options.force) {
        throw new Error(
          `identity ${service} already exists at ${paths.privateKey}; use --force to rotate it`,
        );
      }
      const identity = Identity.rotate(dir, service);
      io.stdout.write(
        `${JSON.stringify({ source: service, source_key: identity.sourceKey, private_key: paths.privateKey, public_key: paths.publicKey }, null, 2)}\n`,
      );
    });
}
