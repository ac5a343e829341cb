import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { PlaceholderRequest, PlaceholderStore } from "@platform/redaction-engine";
import Database from "better-sqlite3";

/**
 * Placeholder counters in SQLite, so they survive restarts and are shared by every worker thread
 * and process that opens the same file. One IMMEDIATE transaction per batch takes the write lock
 * before reading, so two writers can never give one key two counters or two keys one counter.
 */
export class SqlitePlaceholderStore implements PlaceholderStore {
  readonly #db: Database.Database;
  readonly #assignBatch: (requests: readonly PlaceholderRequest[]) => number[];

  constructor(path: string) {
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.#db = new Database(path);
    this.#db.pragma("journal_mode = WAL");
    this.#db.pragma("synchronous = NORMAL");
    this.#db.pragma("busy_timeout = 10000");
    this.#db.exec(`
      CREATE TABLE IF NOT EXISTS placeholder_counters (type TEXT PRIMARY KEY, last INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS placeholders (
        type TEXT NOT NULL, entity_key TEXT NOT NULL, counter INTEGER NOT NULL,
        PRIMARY KEY (type, entity_key)
      ) WITHOUT ROWID;
    `);
    const find = this.#db.prepare<[string, string], { counter: number }>(
      "SELECT counter FROM placeholders WHERE type = ? AND entity_key = ?",
    );
    const next = this.#db.prepare<[string], { last: number }>(
      `INSERT INTO placeholder_counters (type, last) VALUES (?, 1)
       ON CONFLICT (type) DO UPDATE SET last = last + 1 RETURNING last`,
    );
    const insert = this.#db.prepare("INSERT INTO placeholders (type, entity_key, counter) VALUES (?, ?, ?)");
    this.#assignBatch = this.#db.transaction((requests: readonly PlaceholderRequest[]) =>
      requests.map(({ type, key }) => {
        const found = find.get(type, key);
        if (found) return found.counter;
        const { last } = next.get(type)!;
        insert.run(type, key, last);
        return last;
      }),
    ).immediate;
  }

  assign(requests: readonly PlaceholderRequest[]): Promise<readonly number[]> {
    try {
      return Promise.resolve(this.#assignBatch(requests));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** Reads nothing and writes nothing: a cheap proof the file is open and not corrupt. */
  ping(): void {
    this.#db.prepare("SELECT 1").get();
  }

  close(): void {
    this.#db.close();
  }
}
