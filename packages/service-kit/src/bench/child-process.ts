// Starts peers of a benchmark or test as separate Node processes running TypeScript sources, so a
// load generator never shares their event loop. BENCH_CPU_PROF_DIR=<dir> profiles every peer
// (node --cpu-prof), written when it stops.
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";

const started: ChildProcess[] = [];

/**
 * Runs `script` with `env` added and resolves once a line of its stdout matches `ready` (the line),
 * or with the first line parsed as JSON when `ready` is "json".
 */
export async function startChild(script: string, env: Record<string, string>, ready: RegExp | "json") {
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const proc = spawn(process.execPath, [...profile, "--conditions=source", "--import", "tsx", script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  started.push(proc);
  const lines = createInterface({ input: proc.stdout! });
  for await (const line of lines) {
    if (ready === "json") return JSON.parse(line);
    if (ready.test(line)) return line;
  }
  throw new Error(`${script} exited before it was ready`);
}

/** SIGTERM to every child started here. */
export function stopChildren(): void {
  for (const proc of started) proc.kill("SIGTERM");
}
