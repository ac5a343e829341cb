import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

/** The launcher `npx eventctl` runs. */
export const launcher = fileURLToPath(new URL("../bin/eventctl.mjs", import.meta.url));
const running = new Set<ChildProcess>();

/** Kills whatever a test left running (call from afterAll). */
export function killLeftovers(): void {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one eventctl command to the end; `input` is written to its stdin. */
export function eventctl(
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
  input?: string,
): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [launcher, ...args], {
      cwd,
      env: { ...process.env, EVENTPLAT_TRACING_EXPORTER: "none", ...env },
    });
    running.add(child);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.stdin.end(input ?? "");
    child.on("exit", (code) => {
      running.delete(child);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The JSON log records in a command's output (other lines skipped). */
export function records(text: string): Array<Record<string, unknown>> {
  return text
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/**
 * A long-running eventctl (`serve`, `run`) whose stdout JSON log records are collected as they
 * arrive. `waitFor` resolves with the first record matching; `stop` signals it and resolves with
 * the exit code.
 */
export function startEventctl(args: string[], cwd: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [launcher, ...args], {
    cwd,
    env: { ...process.env, EVENTPLAT_TRACING_EXPORTER: "none", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  const seen: Array<Record<string, unknown>> = [];
  const waiters: Array<{
    match: (r: Record<string, unknown>) => boolean;
    resolve: (r: Record<string, unknown>) => void;
  }> = [];
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  createInterface({ input: child.stdout! }).on("line", (line) => {
    if (!line.startsWith("{")) return;
    const record = JSON.parse(line) as Record<string, unknown>;
    seen.push(record);
    for (const waiter of waiters.filter((w) => w.match(record))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(record);
    }
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return {
    child,
    records: seen,
    stderr: () => stderr,
    exited,
    waitFor(match: (r: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
      const found = seen.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        waiters.push({ match, resolve });
        void exited.then(({ code }) =>
          reject(new Error(`eventctl exited (${code}) before the expected log line; stderr: ${stderr}`)),
        );
      });
    },
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      child.kill(signal);
      return exited;
    },
  };
}

/** Starts `eventctl serve` on a free port and resolves with its URL once it listens. */
export async function startServe(args: string[], cwd: string, env: Record<string, string> = {}) {
  const daemon = startEventctl(["serve", "--port", "0", ...args], cwd, env);
  const listening = await daemon.waitFor((r) => r.message === "eventctl serve listening");
  return { ...daemon, url: listening.url as string };
}
