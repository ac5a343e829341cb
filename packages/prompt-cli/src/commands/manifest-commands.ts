import type { Command } from "commander";
import { CliContext } from "../cli-context.js";
import { CheckFailed } from "../exit-codes.js";
import { type CliIo, fields, table } from "../output.js";
import { withDryRun } from "./options.js";

/** `manifest get | scan`. */
export function registerManifestCommands(program: Command, io: CliIo): void {
  const group = program
    .command("manifest")
    .alias("manifests")
    .description("stored manifests (by content hash)");

  group
    .command("get")
    .description("show a stored manifest")
    .argument("<manifest-hash>")
    .action(async (hash: string, _options: object, command: Command) => {
      const ctx = new CliContext(io, command);
      const stored = await ctx.client().getManifest(hash);
      ctx.out.result(stored, () =>
        [
          fields([
            ["hash", stored.hash],
            ["size", `${stored.sizeBytes} bytes`],
            ["stored", stored.createdAt],
          ]),
          JSON.stringify(stored.manifest, null, 2),
        ].join("\n"),
      );
    });

  withDryRun(
    group
      .command("scan")
      .description(
        "run the firewall scanner over a manifest's prompts (PII, secrets, injection, hidden characters)",
      )
      .argument("<manifest-hash>"),
  )
    .addHelpText(
      "after",
      "\nExit status 1 when the organisation's firewall policy blocks the manifest (0 for allow and warn).",
    )
    .action(async (hash: string, options: { dryRun?: boolean }, command: Command) => {
      const ctx = new CliContext(io, command);
      const scan = await ctx.mutate(options.dryRun, (c) => c.scanManifest(hash));
      if (!scan) return;
      ctx.out.result(scan, () =>
        [
          `manifest ${hash}: ${scan.decision}`,
          "",
          table(
            ["PATH", "RULE", "CATEGORY", "SEVERITY", "ACTION", "AT"],
            scan.findings.map((f) => [
              f.path,
              f.ruleId,
              f.category,
              f.severity,
              f.action,
              `${f.start}-${f.end}`,
            ]),
          ),
        ].join("\n"),
      );
      if (scan.decision === "block") throw new CheckFailed("manifest blocked");
    });
}
