import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp, CheckpointSigner, openDatabase, readPromptConfig } from "@platform/prompt-platform";

export const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));

/** The journey's screenshots: over docs/prompt-clients.md's with UPDATE_SCREENSHOTS=1, else to ignored test-output/. */
export const JOURNEY_SHOTS = process.env.UPDATE_SCREENSHOTS
  ? join(PACKAGE_DIR, "..", "..", "docs", "console-screenshots")
  : join(PACKAGE_DIR, "..", "..", "test-output", "prompt-console-journey");

/** Lists and names load with their own requests: poll generously, never sleep. */
export const POLL = { timeout: 20_000 };

/** `vite build` of the console into a fresh temporary directory (the package's dist is left alone). */
export async function buildConsole(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), "prompt-console-"));
  const vite = join(dirname(createRequire(import.meta.url).resolve("vite/package.json")), "bin", "vite.js");
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [vite, "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
      {
        cwd: PACKAGE_DIR,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.on("error", reject);
    child.on("close", resolve);
  });
  if (code !== 0) throw new Error(`vite build failed (${code}):\n${output.join("")}`);
  return outDir;
}

export interface Platform {
  url: string;
  close(): Promise<void>;
}

/** The prompt platform on a free port, in-memory PGlite, production auth, serving the built console. */
export async function startPlatform(consoleDir: string): Promise<Platform> {
  const config = readPromptConfig({
    DATABASE_URL: "memory:",
    LOG_LEVEL: "error",
    PLATFORM_AUTH: "true",
    // Chromium keeps Secure cookies over http://127.0.0.1, but tests should not depend on that.
    PLATFORM_COOKIE_SECURE: "false",
    // The story has the owner invite both approvers minutes before they approve, which the production
    // approval policy discounts (issue 24); the platform's own tests cover that policy.
    PLATFORM_INDEPENDENT_APPROVERS: "false",
    PLATFORM_APPROVER_MIN_MEMBERSHIP_HOURS: "0",
  });
  const db = await openDatabase({ url: config.DATABASE_URL, dataDir: "" });
  const { app } = await buildApp({ config, db, signer: CheckpointSigner.generate(), consoleDir });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
