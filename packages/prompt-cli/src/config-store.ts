import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { UsageError } from "./exit-codes.js";

/** What `promptctl login` keeps between runs. */
export interface StoredCredentials {
  apiUrl?: string;
  apiKey?: string;
  workspaceId?: string;
}

/** `$XDG_CONFIG_HOME/promptctl/config.json`, else `~/.config/promptctl/config.json`. */
export function configPath(env: Record<string, string | undefined>): string {
  const base = env.XDG_CONFIG_HOME?.trim() || join(env.HOME?.trim() || homedir(), ".config");
  return join(base, "promptctl", "config.json");
}

/** The stored credentials, or none when there is no file. A file that is not JSON is an error. */
export function readCredentials(path: string): StoredCredentials {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      throw new Error("not an object");
    const { apiUrl, apiKey, workspaceId } = parsed as Record<string, unknown>;
    return {
      ...(typeof apiUrl === "string" ? { apiUrl } : {}),
      ...(typeof apiKey === "string" ? { apiKey } : {}),
      ...(typeof workspaceId === "string" ? { workspaceId } : {}),
    };
  } catch (error) {
    throw new UsageError(
      `${path} is not a valid promptctl config (${(error as Error).message}); run promptctl login`,
    );
  }
}

/**
 * Writes the credentials readable by the owner only: the directory 0700, the file 0600, written to
 * a temporary file (created 0600) and renamed, so no reader ever sees half a file or a wider mode.
 */
export function writeCredentials(path: string, credentials: StoredCredentials): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600); // the umask cannot widen it, but an existing file's mode would stay
  renameSync(temporary, path);
}

export function removeCredentials(path: string): boolean {
  try {
    statSync(path);
  } catch {
    return false;
  }
  rmSync(path);
  return true;
}

/** The file's permission bits when group or others can read it (to warn), else undefined. */
export function tooOpen(path: string): string | undefined {
  try {
    const mode = statSync(path).mode & 0o777;
    return mode & 0o077 ? mode.toString(8).padStart(4, "0") : undefined;
  } catch {
    return undefined;
  }
}
