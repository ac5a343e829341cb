import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import { dirname } from "node:path";

export interface AtomicFileLogger {
  error(obj: object, msg: string): void;
}

/**
 * Writes JSON so that a crash leaves either the old file or the new one, never half of one:
 * write a temporary file beside it, fsync, rename over the target, fsync the directory.
 */
export function writeJsonFileAtomic(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.tmp-${process.pid}-${Date.now()}`;
  const fd = openSync(temporary, "w", 0o600);
  try {
    writeSync(fd, JSON.stringify(value));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
  fsyncDirectory(dirname(path));
}

function fsyncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, "r");
    fsyncSync(fd);
  } catch {
    // Some filesystems refuse fsync on a directory; the rename itself is still atomic there.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Reads a JSON file written by writeJsonFileAtomic. A missing file gives undefined.
 * A file that does not parse is moved aside as `<name>.corrupt-<timestamp>` and logged,
 * so the service starts clean without destroying the evidence.
 */
export function readJsonFile<T>(
  path: string,
  logger: AtomicFileLogger,
  now: () => Date = () => new Date(),
): T | undefined {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    const aside = `${path}.corrupt-${now().toISOString().replace(/[:.]/g, "-")}`;
    renameSync(path, aside);
    logger.error(
      { path, movedTo: aside, reason: (error as Error).message },
      "corrupt state file moved aside",
    );
    return undefined;
  }
}
