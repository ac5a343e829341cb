import type { Command } from "commander";
import { AuditLedger } from "../audit/audit-ledger.js";
import { EventStore } from "../store/event-store.js";
import { type CliIo, configure, type GlobalOptions, numberOption } from "./cli-context.js";

/**
 * `eventctl audit`: the newest ledger entries, or `--verify` to re-compute the whole hash chain
 * (archived entries included) and exit 1 at the first entry that does not match.
 */
export function registerAuditCommand(program: Command, io: CliIo): void {
  program
    .command("audit")
    .description(
      "show the newest audit-ledger entries; --verify checks the whole hash chain (exit 1 if broken)",
    )
    .option("--verify", "re-compute every hash and link, archived entries included")
    .option("--limit <n>", "entries to show (default 20)", numberOption("--limit", { min: 1, integer: true }))
    .option("--json", "print JSON")
    .action((options: { verify?: boolean; limit?: number; json?: boolean }, command: Command) => {
      const { loaded } = configure(io, command.optsWithGlobals<GlobalOptions>());
      const store = EventStore.open({
        path: loaded.config.store.path,
        busyTimeoutMs: loaded.config.store.busy_timeout * 1000,
        autoMigrate: loaded.config.store.auto_migrate,
      });
      try {
        // Only the entries shown are read into memory; verify pages through the store.
        const ledger = new AuditLedger(store, options.limit ?? 20);
        if (options.verify) {
          const result = ledger.verify();
          io.stdout.write(
            options.json
              ? `${JSON.stringify(result)}\n`
              : `${result.ok ? "ok" : "FAIL"}: ${result.detail}${result.ok ? `, head ${ledger.headHash}` : ""}\n`,
          );
          if (!result.ok) process.exitCode = 1;
          return;
        }
        const entries = ledger.recent();
        if (options.json) {
          io.stdout.write(
            `${JSON.stringify({ length: ledger.length, head: ledger.headHash, entries }, null, 2)}\n`,
          );
          return;
        }
        io.stdout.write(`${ledger.length} ledger entries, head ${ledger.headHash}\n`);
        for (const e of entries) {
          io.stdout.write(
            `${String(e.seq).padStart(8)}  ${e.recorded_at}  ${e.event_type.padEnd(28)} ${e.source.padEnd(12)} ${e.event_id}\n`,
          );
        }
      } finally {
        store.close();
      }
    });
}
