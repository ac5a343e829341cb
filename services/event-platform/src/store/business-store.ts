/**
 * Where business state that must be one copy lives: a loan's asset-quality record, its transition
 * history and outbox, business outcomes (guarantee claims, classifications by day), the RBI claim
 * total, a loan's disbursement and its saga's leased claim, and what the lending services remember
 * between events (consents and their copies, bureau facts, fraud records). Embedded SQLite (the
 * store file) for one host; PostgreSQL when processes on several hosts, each with its own store
 * file, share the loans (decisions 0030, 0036).
 *
 * Optimistic concurrency: a handler reads what it needs with the revision of each record, decides,
 * then commits every write at once, each write saying what it expects (the record absent, or still
 * at the revision read). If any expectation fails nothing is written and `commit` answers false: the
 * handler reads again and decides again.
 */
export interface BusinessRecord<T> {
  key: string;
  value: T;
  /** Opaque; changes with every write of the record. */
  revision: string;
}

export interface BusinessWrite {
  key: string;
  /** The new value; `undefined` deletes the record. */
  value?: unknown;
  /** `"absent"`: only if there is no record; a revision: only if the record is still at it; none: always. */
  expect?: "absent" | string;
}

export interface BusinessStore {
  /** `sqlite` (the runtime's store file) or `postgres` (shared by every host). */
  readonly kind: "sqlite" | "postgres";
  read<T>(key: string): Promise<BusinessRecord<T> | undefined>;
  /** Every record whose key starts with `prefix` (the first `limit` only, when given), in key order (byte order). */
  list<T>(prefix: string, limit?: number): Promise<Array<BusinessRecord<T>>>;
  /** Applies every write or none: false (nothing written) when an expectation no longer holds. */
  commit(writes: readonly BusinessWrite[]): Promise<boolean>;
  /** As of the last operation: a shared store that stopped answering is not healthy. */
  health(): { ok: boolean; detail: string };
  close(): Promise<void>;
}

/**
 * Reads, decides and commits until the commit holds: `attempt` reads from `store` and returns the
 * writes and a result (no writes: nothing to commit). Each retry starts from fresh reads.
 */
export async function commitWithRetry<T>(
  store: BusinessStore,
  attempt: () => Promise<{ writes: readonly BusinessWrite[]; result: T }>,
): Promise<T> {
  for (;;) {
    const { writes, result } = await attempt();
    if (writes.length === 0 || (await store.commit(writes))) return result;
  }
}
