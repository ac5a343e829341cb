import {
  appendFileSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from "node:fs";
import { dirname } from "node:path";

/**
 * An append-only JSON-lines file: one entry per state change, replayed at start. Each append is one
 * write(2) finished before the request that caused it answers, so a kill -9 right after the answer
 * keeps it (the kernel holds the data; only a power loss could drop the last lines: an fsync per
 * entry would cost every write request a disk flush). A line torn by a crash is skipped. `rewrite`
 * replaces the file atomically with the live entries (compaction).
 */
export class Journal<T> {
  private lines = 0;

  constructor(readonly path: string) {
    mkdirSync(dirname(path), { recursive: true });
  }

  load(): T[] {
    if (!existsSync(this.path)) return [];
    const entries: T[] = [];
    for (const line of readFileSync(this.path, "utf8").split("\n")) {
      if (line.trim() === "") continue;
      try {
        entries.push(JSON.parse(line) as T);
      } catch {
        // Torn by a crash mid-append; every line before it is intact.
      }
    }
    this.lines = entries.length;
    return entries;
  }

  append(entry: T): void {
    appendFileSync(this.path, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    this.lines++;
  }

  /** Lines in the file, to decide when to compact. */
  get size(): number {
    return this.lines;
  }

  rewrite(entries: T[]): void {
    const temporary = `${this.path}.tmp-${process.pid}`;
    const fd = openSync(temporary, "w", 0o600);
    try {
      for (const e of entries) writeSync(fd, `${JSON.stringify(e)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, this.path);
    this.lines = entries.length;
  }
}

/** Compact once the file holds this many lines more than twice the live entries. */
export const COMPACT_SLACK = 1_000;
