// Starts benchmark peers as separate processes (so autocannon never shares their event loop).
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

export const children: Array<ReturnType<typeof spawn>> = [];

export async function child(script: string, env: Record<string, string>, ready: RegExp | "json") {
  const proc = spawn(process.execPath, ["--conditions=source", "--import", "tsx", script], {
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
