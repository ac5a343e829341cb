import type { BusinessRecord, BusinessStore, BusinessWrite } from "./business-store.js";
import type { EventStore } from "./event-store.js";

/** An expectation that failed inside the transaction: rolls it back. */
class Conflict extends Error {}

/**
 * The business store in the runtime's own SQLite file (the default, one host): records in the `kv`
 * table under their own keys, the revision being the stored JSON text. A commit is one IMMEDIATE
 * transaction, so processes sharing the file serialise their commits.
 */
export class SqliteBusinessStore implements BusinessStore {
  readonly kind = "sqlite" as const;

  constructor(private readonly store: EventStore) {}

  async read<T>(key: string): Promise<BusinessRecord<T> | undefined> {
    const raw = this.store.getRaw(key);
    return raw === undefined ? undefined : { key, value: JSON.parse(raw) as T, revision: raw };
  }

  async list<T>(prefix: string, limit?: number): Promise<Array<BusinessRecord<T>>> {
    const rows =
      limit === undefined ? this.store.listValues<T>(prefix) : this.store.pageValues<T>(prefix, "", limit);
    return rows.map(({ key, value }) => ({
      key,
      value,
      revision: JSON.stringify(value),
    }));
  }

  async commit(writes: readonly BusinessWrite[]): Promise<boolean> {
    const { store } = this;
    try {
      store.transaction(() => {
        for (const { key, value, expect } of writes) {
          if (expect === "absent") {
            if (value === undefined ? store.getRaw(key) !== undefined : !store.insertValue(key, value))
              throw new Conflict();
          } else if (expect !== undefined) {
            if (store.getRaw(key) !== expect) throw new Conflict();
            if (value === undefined) store.deleteValue(key);
            else store.setValue(key, value);
          } else if (value === undefined) store.deleteValue(key);
          else store.setValue(key, value);
        }
      });
      return true;
    } catch (error) {
      if (error instanceof Conflict) return false;
      throw error;
    }
  }

  health(): { ok: boolean; detail: string } {
    return { ok: true, detail: "in the store file" };
  }

  /** The runtime closes its store file itself. */
  async close(): Promise<void> {}
}
