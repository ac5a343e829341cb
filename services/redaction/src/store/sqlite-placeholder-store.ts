import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { PlaceholderRequest, PlaceholderStore } from "@platform/redaction-engine";
import Database from "better-sqlite3";

type AssignBatch = (requests: readonly PlaceholderRequest[]) => number[];

/**
 * Placeholder counters in SQLite, so they survive restarts and are shared by every worker thread
 * and process that opens the same file. One IMMEDIATE transaction per batch takes the write lock
 * before reading, so two writers can never give one key two counters or two keys one counter.
 *
 * Counters are per tenant (`forTenant`): rows of `tenant_placeholders` / `tenant_counters` carry
 * the tenant, so two tenants number their entities independently. The tables of the single-tenant
 * service (`placeholders`, `placeholder_counters`) are kept as they are and serve the legacy
 * tenant (`assign` on the store itself), which is how an existing file migrates without copying.
 */
export class SqlitePlaceholderStore implements PlaceholderStore {
  readonly #db: Database.Database;
  readonly #assignLegacy: AssignBatch;
  readonly #assignTenant: (tenant: string, requests: readonly PlaceholderRequest[]) => number[];
  readonly #views = new Map<string, PlaceholderStore>();

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
      CREATE TABLE IF NOT EXISTS tenant_counters (
        tenant TEXT NOT NULL, type TEXT NOT NULL, last INTEGER NOT NULL,
        PRIMARY KEY (tenant, type)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS tenant_placeholders (
        tenant TEXT NOT NULL, type TEXT NOT NULL, entity_key TEXT NOT NULL, counter INTEGER NOT NULL,
        PRIMARY KEY (tenant, type, entity_key)
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
    this.#assignLegacy = this.#db.transaction((requests: readonly PlaceholderRequest[]) =>
      requests.map(({ type, key }) => {
        const found = find.get(type, key);
        if (found) return found.counter;
        const { last } = next.get(type)!;
        insert.run(type, key, last);
        return last;
      }),
    ).immediate;

    const findT = this.#db.prepare<[string, string, string], { counter: number }>(
      "SELECT counter FROM tenant_placeholders WHERE tenant = ? AND type = ? AND entity_key = ?",
    );
    const nextT = this.#db.prepare<[string, string], { last: number }>(
      `INSERT INTO tenant_counters (tenant, type, last) VALUES (?, ?, 1)
       ON CONFLICT (tenant, type) DO UPDATE SET last = last + 1 RETURNING last`,
    );
    const insertT = this.#db.prepare(
      "INSERT INTO tenant_placeholders (tenant, type, entity_key, counter) VALUES (?, ?, ?, ?)",
    );
    this.#assignTenant = this.#db.transaction((tenant: string, requests: readonly PlaceholderRequest[]) =>
      requests.map(({ type, key }) => {
        const found = findT.get(tenant, type, key);
        if (found) return found.counter;
        const { last } = nextT.get(tenant, type)!;
        insertT.run(tenant, type, key, last);
        return last;
      }),
    ).immediate;
  }

  /** The legacy tenant's counters: the tables of the single-tenant service. */
  assign(requests: readonly PlaceholderRequest[]): Promise<readonly number[]> {
    return settle(() => this.#assignLegacy(requests));
  }

  /** One tenant's counters, on this store's connection. */
  forTenant(tenant: string): PlaceholderStore {
    let view = this.#views.get(tenant);
    if (!view) {
      view = { assign: (requests) => settle(() => this.#assignTenant(tenant, requests)) };
      this.#views.set(tenant, view);
    }
    return view;
  }

  /** Reads nothing and writes nothing: a cheap proof the file is open and not corrupt. */
  ping(): void {
    this.#db.prepare("SELECT 1").get();
  }

  close(): void {
    this.#db.close();
  }
}

function settle(run: () => number[]): Promise<readonly number[]> {
  try {
    return Promise.resolve(run());
  } catch (error) {
    return Promise.reject(error);
  }
}
