import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL("..", import.meta.url));

export interface DaemonOptions {
  /** Run under node --cpu-prof, which writes its profile into this folder on exit. */
  profileDir?: string;
  /** Added to this process's environment. */
  env?: Record<string, string>;
}

/**
 * `eventctl serve` (mechanism and audit, tracing off) on a free port in its own process, working in a
 * new folder `<name>-…` under `dir`; resolves once it listens.
 */
export async function startDaemon(dir: string, name: string, { profileDir, env = {} }: DaemonOptions = {}) {
  const cwd = mkdtempSync(join(dir, `${name}-`));
  const child = spawn(
    process.execPath,
    [
      ...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []),
      "--conditions=source",
      "--import",
      import.meta.resolve("tsx"),
      join(here, "src/cli/main.ts"),
      "serve",
      "--port",
      "0",
      "--shutdown-timeout",
      "20",
    ],
    {
      cwd,
      env: { ...process.env, EVENTPLAT_TRACING_EXPORTER: "none", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let url = "";
  let verifyWorkers = Number.NaN;
  for await (const line of createInterface({ input: child.stdout! })) {
    const record = JSON.parse(line) as { message?: string; url?: string; verify_workers?: number };
    if (record.message === "event runtime started") verifyWorkers = record.verify_workers!;
    if (record.message === "eventctl serve listening") {
      url = record.url!;
      break;
    }
  }
  child.stdout!.resume();
  const exited = new Promise((resolve) => child.on("exit", resolve));
  return {
    url,
    /** What the daemon chose for `bus.verify_workers` (auto by default). */
    verifyWorkers,
    /** How many `fee.assess` events the audit service has handled so far. */
    async handled(): Promise<number> {
      const text = await (await fetch(`${url}/v1/metrics`)).text();
      const match = /eventplat_events_handled_total\{event_type="fee\.assess",service="audit"\} (\d+)/.exec(
        text,
      );
      return Number(match?.[1] ?? 0);
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
