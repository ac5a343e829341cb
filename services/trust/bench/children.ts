// Starts benchmark peers as separate processes (so autocannon never shares their event loop).
// BENCH_CPU_PROF_DIR=<dir> profiles every peer (node --cpu-prof), written when it stops.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

export const children: Array<ReturnType<typeof spawn>> = [];

export async function child(script: string, env: Record<string, string>, ready: RegExp | "json") {
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const proc = spawn(process.execPath, [...profile, "--conditions=source", "--import", "tsx", script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(proc);
  const lines = createInterface({ input: proc.stdout! });
  for await (const line of lines) {
    if (ready === "json") return JSON.parse(line);
    if (ready.test(line)) return line;
  }
  throw new Error(`${script} exited before it was ready`);
}

export function stopChildren(): void {
  for (const c of children) c.kill("SIGTERM");
}
