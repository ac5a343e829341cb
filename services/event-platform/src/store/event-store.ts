import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database, { type Database as Db, type Statement } from "better-sqlite3";
import { StoreError } from "../errors.js";
import {
  appliedMigrations,
  applyMigrations,
  MIGRATIONS,
  type Migration,
  type MigrationRecord,
  pendingMigrations,
} from "./migrations.js";

export interface StoreHealth {
  ok: boolean;
  detail: string;
}

export interface StoreOptions {
  /** A file path, or ":memory:". */
  path: string;
  busyTimeoutMs?: number;
  /** Apply pending migrations on open (default true). */
  autoMigrate?: boolean;
  migrations?: readonly Migration[];
  /** Called with "store.corruption" or "store.io_error" when such an error is seen. */
  onError?: (counter: "store.corruption" | "store.io_error", error: StoreError) => void;
}

const LOCKED = new Set(["SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_BUSY_SNAPSHOT", "SQLITE_BUSY_TIMEOUT"]);
const CORRUPT = new Set(["SQLITE_CORRUPT", "SQLITE_NOTADB", "SQLITE_CORRUPT_INDEX", "SQLITE_CORRUPT_VTAB"]);

/** Maps a driver error to StoreError (locked, corrupt, io); other errors are returned unchanged. */
export function toStoreError(error: unknown): unknown {
  if (error instanceof StoreError) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== "string") {
    if (error instanceof TypeError && /not open/.test(error.message)) {
      return new StoreError("closed", "store is closed", { cause: error });
    }
    return error;
  }
  const message = (error as Error).message;
  if (LOCKED.has(code)) return new StoreError("locked", `database is locked: ${message}`, { cause: error });
  if (CORRUPT.has(code))
    return new StoreError("corrupt", `database is corrupt: ${message}`, { cause: error });
  if (/^SQLITE_(IOERR|CANTOPEN|FULL|READONLY|PERM)/.test(code)) {
    return new StoreError("io", `database I/O error: ${message}`, { cause: error });
  }
  return error;
}

/**
 * The embedded SQLite store: key-value records, dead letters and metrics snapshots, behind
 * versioned migrations. Every driver error leaves as StoreError (locked, corrupt, io).
 */
export class EventStore {
  private readonly statements = new Map<string, Statement>();

  private constructor(
    readonly db: Db,
    readonly path: string,
    private readonly migrations: readonly Migration[],
    private readonly onError: StoreOptions["onError"],
  ) {}

  static open({
    path,
    busyTimeoutMs = 30_000,
    autoMigrate = true,
    migrations = MIGRATIONS,
    onError,
  }: StoreOptions): EventStore {
    let db: Db | undefined;
    try {
      if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
      db = new Database(path, { timeout: busyTimeoutMs });
      // WAL lets `eventctl` read (dlq, metrics, health) while a daemon writes.
      if (path !== ":memory:") db.pragma("journal_mode = WAL");
      db.pragma("synchronous = NORMAL");
      db.pragma("foreign_keys = ON");
    } catch (error) {
      db?.close();
      const mapped = toStoreError(error);
      if (mapped instanceof StoreError) {
        if (mapped.kind === "corrupt") onError?.("store.corruption", mapped);
        if (mapped.kind === "io") onError?.("store.io_error", mapped);
      }
      throw mapped;
    }
    const store = new EventStore(db, path, migrations, onError);
    if (autoMigrate) store.migrate();
    return store;
  }

  /** Runs `fn`, turning driver errors into StoreError and counting corruption and I/O errors. */
  run<T>(fn: (db: Db) => T): T {
    try {
      return fn(this.db);
    } catch (error) {
      const mapped = toStoreError(error);
      if (mapped instanceof StoreError) {
        if (mapped.kind === "corrupt") this.onError?.("store.corruption", mapped);
        if (mapped.kind === "io") this.onError?.("store.io_error", mapped);
      }
      throw mapped;
    }
  }

  /** A prepared statement, prepared once per store. */
  statement(sql: string): Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.run((db) => db.prepare(sql));
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  migrate(): number[] {
    // MigrationError passes through; driver errors around it become StoreError.
    return this.run((db) => applyMigrations(db, this.migrations));
  }

  applied(): MigrationRecord[] {
    return this.run((db) => appliedMigrations(db));
  }

  pending(): number[] {
    return this.run((db) => pendingMigrations(db, this.migrations));
  }

  getValue<T>(key: string): T | undefined {
    const row = this.run(() => this.statement("SELECT value FROM kv WHERE key = ?").get(key)) as
      | { value: string }
      | undefined;
    return row ? (JSON.parse(row.value) as T) : undefined;
  }

  setValue(key: string, value: unknown): void {
    this.run(() =>
      this.statement(
        "INSERT INTO kv (key, value, updated_at) VALUES (?, ?, ?) " +
          "ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
      ).run(key, JSON.stringify(value), new Date().toISOString()),
    );
  }

  /** Inserts a new record unless the key exists (append-only records); false when it did. */
  insertValue(key: string, value: unknown): boolean {
    const { changes } = this.run(() =>
      this.statement("INSERT OR IGNORE INTO kv (key, value, updated_at) VALUES (?, ?, ?)").run(
        key,
        JSON.stringify(value),
        new Date().toISOString(),
      ),
    );
    return changes === 1;
  }

  /** The stored JSON text of a record, or undefined: the `expected` of `compareAndSet`. */
  getRaw(key: string): string | undefined {
    const row = this.run(() => this.statement("SELECT value FROM kv WHERE key = ?").get(key)) as
      | { value: string }
      | undefined;
    return row?.value;
  }

  /**
   * Writes `value` only if the record's stored text is still `expected` (undefined: only if there is
   * no record): a compare-and-set, atomic in SQLite, so two processes on one store file that read
   * the same record cannot both write their version of it. True when written.
   */
  compareAndSet(key: string, expected: string | undefined, value: unknown): boolean {
    if (expected === undefined) return this.insertValue(key, value);
    const { changes } = this.run(() =>
      this.statement("UPDATE kv SET value = ?, updated_at = ? WHERE key = ? AND value = ?").run(
        JSON.stringify(value),
        new Date().toISOString(),
        key,
        expected,
      ),
    );
    return changes === 1;
  }

  /**
   * Runs `fn` in one IMMEDIATE transaction (the write lock is taken first, waiting up to the busy
   * timeout); anything `fn` throws rolls it back and is thrown on.
   */
  transaction<T>(fn: () => T): T {
    return this.run((db) => db.transaction(fn).immediate());
  }

  deleteValue(key: string): void {
    this.run(() => this.statement("DELETE FROM kv WHERE key = ?").run(key));
  }

  /** Every key-value record whose key starts with `prefix`, in key order. */
  listValues<T>(prefix: string): Array<{ key: string; value: T }> {
    const rows = this.run(() =>
      this.statement("SELECT key, value FROM kv WHERE key >= ? AND key < ? ORDER BY key").all(
        prefix,
        `${prefix}\uffff`,
      ),
    ) as Array<{ key: string; value: string }>;
    return rows.map((r) => ({ key: r.key, value: JSON.parse(r.value) as T }));
  }

  /** The last `limit` records under `prefix`, in key order. */
  lastValues<T>(prefix: string, limit: number): Array<{ key: string; value: T }> {
    const rows = this.run(() =>
      this.statement("SELECT key, value FROM kv WHERE key >= ? AND key < ? ORDER BY key DESC LIMIT ?").all(
        prefix,
        `${prefix}\uffff`,
        limit,
      ),
    ) as Array<{ key: string; value: string }>;
    return rows.reverse().map((r) => ({ key: r.key, value: JSON.parse(r.value) as T }));
  }

  /** Records under `prefix` with keys after `afterKey`, in key order, `limit` at a time. */
  pageValues<T>(prefix: string, afterKey: string, limit: number): Array<{ key: string; value: T }> {
    const rows = this.run(() =>
      this.statement(
        "SELECT key, value FROM kv WHERE key > ? AND key >= ? AND key < ? ORDER BY key LIMIT ?",
      ).all(afterKey, prefix, `${prefix}\uffff`, limit),
    ) as Array<{ key: string; value: string }>;
    return rows.map((r) => ({ key: r.key, value: JSON.parse(r.value) as T }));
  }

  /**
   * `{ok, detail}`: the database passes a quick integrity check, can take the write lock (within the
   * busy timeout) and has no pending migration.
   */
  health(): StoreHealth {
    try {
      const check = this.run((db) => db.pragma("quick_check", { simple: true }));
      if (check !== "ok") {
        const error = new StoreError("corrupt", `integrity check failed: ${String(check)}`);
        this.onError?.("store.corruption", error);
        return { ok: false, detail: error.message };
      }
      // A write lock taken and released at once: a store that cannot be written is not healthy.
      this.run((db) => {
        db.exec("BEGIN IMMEDIATE");
        db.exec("ROLLBACK");
      });
      const pending = this.pending();
      if (pending.length > 0) return { ok: false, detail: `pending migrations: ${pending.join(", ")}` };
      const version = Math.max(0, ...this.applied().map((m) => m.version));
      return { ok: true, detail: `${this.path === ":memory:" ? "memory" : this.path}, schema ${version}` };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }

  /** A cheap liveness probe for readiness: the database answers a trivial query. */
  ping(): boolean {
    try {
      this.run(() => this.statement("SELECT 1").get());
      return true;
    } catch {
      return false;
    }
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
