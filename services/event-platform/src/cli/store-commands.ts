import type { Command } from "commander";
import type { EventPlatformConfig } from "../config/config-schema.js";
import { DeadLetterQueue, type ReplayResult } from "../dlq/dead-letter-queue.js";
import { StoreError } from "../errors.js";
import type { Logger } from "../logging/json-logger.js";
import { prometheusText } from "../metrics/prometheus-text.js";
import { EventRuntime, type RuntimeHealth } from "../runtime/event-runtime.js";
import { EventStore } from "../store/event-store.js";
import { MetricsSnapshots } from "../store/metrics-snapshots.js";
import { type CliIo, configure, type GlobalOptions, numberOption } from "./cli-context.js";

/** health, metrics, dlq and migrate: commands that read or change the store. */
export function registerStoreCommands(program: Command, io: CliIo): void {
  program
    .command("health")
    .description("check bus, store, every service and the supervisor; exit 1 when a check fails")
    .option("--url <url>", "ask a running daemon (its /v1/health) instead of checking locally")
    .option("--json", "print JSON")
    .action(async (options: { url?: string; json?: boolean }, command: Command) => {
      const { loaded, logger } = configure(io, command.optsWithGlobals<GlobalOptions>());
      const health = options.url
        ? await remoteHealth(options.url)
        : await localHealth(loaded.config, logger, io);
      if (options.json) io.stdout.write(`${JSON.stringify(health, null, 2)}\n`);
      else {
        for (const [name, check] of Object.entries(health.checks)) {
          io.stdout.write(`${check.ok ? "ok  " : "FAIL"}  ${name.padEnd(22)} ${check.detail}\n`);
        }
        io.stdout.write(`${health.ok ? "healthy" : "unhealthy"}\n`);
      }
      if (!health.ok) process.exitCode = 1;
    });

  program
    .command("metrics")
    .description("print the latest metrics snapshot (saved by run/serve), or a daemon's /v1/metrics")
    .option("--url <url>", "read a running daemon's /v1/metrics")
    .option("--format <format>", "json or prometheus", "json")
    .action(async (options: { url?: string; format: string }, command: Command) => {
      if (!["json", "prometheus"].includes(options.format))
        throw new Error(`--format must be json or prometheus`);
      if (options.url) {
        const response = await fetch(new URL("/v1/metrics", options.url));
        if (!response.ok) throw new Error(`${options.url} answered ${response.status}`);
        io.stdout.write(await response.text());
        return;
      }
      const { loaded } = configure(io, command.optsWithGlobals<GlobalOptions>());
      const store = openStore(loaded.config);
      try {
        const snapshot = new MetricsSnapshots(store).latest();
        if (!snapshot) {
          io.stdout.write("no metrics snapshot yet (run or serve saves one periodically and at shutdown)\n");
          return;
        }
        io.stdout.write(
          options.format === "json" ? `${JSON.stringify(snapshot, null, 2)}\n` : prometheusText(snapshot),
        );
      } finally {
        store.close();
      }
    });

  program
    .command("dlq")
    .description("show the dead-letter queue; --replay re-publishes and removes the records that succeed")
    .option("--replay", "re-deliver every record (at least once); exit 1 if any still fails")
    .option("--limit <n>", "records to show or replay", numberOption("--limit", { min: 1, integer: true }))
    .option("--json", "print JSON")
    .action(async (options: { replay?: boolean; limit?: number; json?: boolean }, command: Command) => {
      const { loaded, logger } = configure(io, command.optsWithGlobals<GlobalOptions>());
      if (options.replay) {
        const runtime = await EventRuntime.start({
          config: quiet(loaded.config),
          logger,
          env: io.env,
          background: false,
        });
        try {
          const result = await runtime.dlq.replay((record) => runtime.bus.redeliver(record), {
            limit: options.limit,
          });
          io.stdout.write(options.json ? `${JSON.stringify(result)}\n` : replayReport(result));
          if (result.failed > 0) process.exitCode = 1;
        } finally {
          await runtime.stop();
        }
        return;
      }
      const store = openStore(loaded.config);
      try {
        const dlq = new DeadLetterQueue(store, loaded.config.dlq.max_size);
        const records = dlq.list({ limit: options.limit ?? 100 });
        if (options.json) io.stdout.write(`${JSON.stringify({ size: dlq.size(), records }, null, 2)}\n`);
        else {
          io.stdout.write(`${dlq.size()} dead-letter records\n`);
          for (const r of records) {
            io.stdout.write(
              `${String(r.id).padStart(6)}  ${r.created_at}  ${(r.event_type ?? "?").padEnd(24)} ${(r.subscriber ?? "-").padEnd(12)} ${r.error_type}: ${r.error_message}\n`,
            );
          }
        }
      } finally {
        store.close();
      }
    });

  program
    .command("migrate")
    .description("apply pending store migrations")
    .action((_options: unknown, command: Command) => {
      const { loaded } = configure(io, command.optsWithGlobals<GlobalOptions>());
      const store = EventStore.open({
        path: loaded.config.store.path,
        busyTimeoutMs: loaded.config.store.busy_timeout * 1000,
        autoMigrate: false,
      });
      try {
        const applied = store.migrate();
        io.stdout.write(
          applied.length ? `applied migrations: ${applied.join(", ")}\n` : "no pending migrations\n",
        );
        for (const m of store.applied())
          io.stdout.write(`  ${m.version}  ${m.applied_at}  ${m.description}\n`);
      } finally {
        store.close();
      }
    });
}

/** One line per record: what dead-lettered it, and how its replay went. */
function replayReport(result: ReplayResult): string {
  const lines = result.records.map((r) => {
    const was = `${r.original_error.type}: ${r.original_error.message}`;
    const now =
      r.outcome === "succeeded"
        ? "replayed, removed"
        : `still failing (${r.replay_error!.type}: ${r.replay_error!.message}), attempts ${r.attempts}`;
    return `  ${r.id} ${r.event_type ?? "?"} -> ${r.subscriber ?? "-"}: was ${was}; ${now}\n`;
  });
  return `replayed ${result.replayed}: ${result.succeeded} succeeded, ${result.failed} failed\n${lines.join("")}`;
}

function openStore(config: EventPlatformConfig): EventStore {
  return EventStore.open({
    path: config.store.path,
    busyTimeoutMs: config.store.busy_timeout * 1000,
    autoMigrate: config.store.auto_migrate,
  });
}

/** One-shot commands export no spans. */
function quiet(config: EventPlatformConfig): EventPlatformConfig {
  return {
    ...config,
    tracing: { exporter: "none" },
  };
}

/**
 * Checks the store, then starts the runtime with the configured services and reports its checks.
 * With `store.auto_migrate` on (the default) pending migrations are applied first, as `run` and
 * `serve` would at start; with it off they fail the store check, which names the command to run.
 */
async function localHealth(config: EventPlatformConfig, logger: Logger, io: CliIo): Promise<RuntimeHealth> {
  let store: EventStore | undefined;
  let storeCheck: { ok: boolean; detail: string };
  try {
    store = openStore(config);
    storeCheck = store.health();
    if (!storeCheck.ok && store.pending().length > 0)
      storeCheck = {
        ok: false,
        detail: `${storeCheck.detail}; run "eventctl migrate" or set EVENTPLAT_STORE_AUTO_MIGRATE=true`,
      };
  } catch (error) {
    storeCheck = { ok: false, detail: error instanceof StoreError ? error.message : String(error) };
  } finally {
    store?.close();
  }
  if (!storeCheck.ok) {
    const skipped = { ok: false, detail: "not checked: the store check failed" };
    return {
      ok: false,
      checks: {
        bus: skipped,
        store: storeCheck,
        ...Object.fromEntries(config.services.map((s) => [`service:${s}`, skipped])),
        supervisor: skipped,
      },
    };
  }
  const runtime = await EventRuntime.start({
    config: { ...quiet(config), store: { ...config.store, auto_migrate: false } },
    logger,
    env: io.env,
    background: false,
  });
  try {
    return runtime.health();
  } finally {
    await runtime.stop();
  }
}

async function remoteHealth(url: string): Promise<RuntimeHealth> {
  const response = await fetch(new URL("/v1/health", url));
  const body = (await response.json()) as { checks?: RuntimeHealth["checks"] };
  return {
    ok: response.ok,
    checks: body.checks ?? { daemon: { ok: false, detail: `status ${response.status}` } },
  };
}
