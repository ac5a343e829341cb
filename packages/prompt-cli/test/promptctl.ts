import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const launcher = fileURLToPath(new URL("../bin/promptctl.mjs", import.meta.url));

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A fresh, empty config home (XDG_CONFIG_HOME) for one test. */
export function tempConfigHome(): string {
  return mkdtempSync(join(tmpdir(), "promptctl-test-"));
}

/**
 * Runs the real promptctl binary as a child process. The environment is the test's own minus every
 * PLATFORM_* and XDG_CONFIG_HOME variable, plus `env`; `stdin` is written and closed.
 */
export function promptctl(args: string[], env: Record<string, string> = {}, stdin = ""): Promise<Run> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith("PLATFORM_") && name !== "XDG_CONFIG_HOME",
    ),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [launcher, ...args], { env: { ...base, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}
