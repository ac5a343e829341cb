import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { type Logger, packageDirOf } from "@platform/service-kit";

/** packages/prompt-console in this checkout, from the platform's sources and its dist/ alike. */
export const CONSOLE_PACKAGE_DIR = join(
  packageDirOf(import.meta.url),
  "..",
  "..",
  "packages",
  "prompt-console",
);
export const DEFAULT_CONSOLE_DIR = join(CONSOLE_PACKAGE_DIR, "dist");

/** What `/` serves: PLATFORM_CONSOLE_DIR, `off` for nothing, unset for the checkout's console build. */
export function consoleDirOf(setting: string | undefined): string | undefined {
  if (setting === "off") return undefined;
  return setting ?? DEFAULT_CONSOLE_DIR;
}

const SOURCES = ["index.html", "package.json", "vite.config.ts", "src", "public"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { recursive: true })) {
    const child = statSync(join(path, String(entry)));
    if (child.isFile() && child.mtimeMs > newest) newest = child.mtimeMs;
  }
  return newest;
}

/** `missing` without dist/index.html, `stale` when a source file is newer than it, else `fresh`. */
export function consoleBuildState(
  packageDir: string,
  distDir = join(packageDir, "dist"),
): "missing" | "stale" | "fresh" {
  const index = join(distDir, "index.html");
  if (!existsSync(index)) return "missing";
  const built = statSync(index).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(packageDir, s)) > built) ? "stale" : "fresh";
}

export interface ConsoleBuild {
  /** true when the build is fresh (already, or built now); false when it failed or was stopped. */
  done: Promise<boolean>;
  stop(): void;
}

/**
 * Builds the console (`vite build` in its package) in a child process when its build is missing
 * or older than its sources, so a fresh clone serves it after `npm start` with no extra step. The
 * API answers meanwhile; `/` shows a self-reloading "not built yet" page until the build lands.
 */
export function ensureConsoleBuilt({
  packageDir,
  logger,
}: {
  packageDir: string;
  logger: Logger;
}): ConsoleBuild {
  if (!existsSync(join(packageDir, "package.json"))) {
    logger.warn({ packageDir }, "console package not found: / serves no console");
    return { done: Promise.resolve(false), stop() {} };
  }
  const state = consoleBuildState(packageDir);
  if (state === "fresh") return { done: Promise.resolve(true), stop() {} };
  let child: ChildProcess | undefined;
  const done = new Promise<boolean>((resolveDone) => {
    let vite: string;
    try {
      const require = createRequire(join(packageDir, "package.json"));
      vite = join(dirname(require.resolve("vite/package.json")), "bin", "vite.js");
    } catch (error) {
      logger.warn({ err: error }, "vite is not installed: the console cannot be built");
      return resolveDone(false);
    }
    logger.info({ packageDir, state }, "building the web console");
    const started = Date.now();
    child = spawn(process.execPath, [vite, "build", "--logLevel", "warn"], {
      cwd: packageDir,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.on("error", (error) => {
      logger.warn({ err: error }, "the console build could not start");
      resolveDone(false);
    });
    child.on("close", (code, signal) => {
      if (code === 0) {
        logger.info({ ms: Date.now() - started }, "web console built");
        resolveDone(true);
      } else {
        if (!signal) logger.warn({ code, output }, "the console build failed: / serves no console");
        resolveDone(false);
      }
    });
  });
  return {
    done,
    stop() {
      if (child && child.exitCode === null) child.kill("SIGTERM");
    },
  };
}
