import type { EventStore } from "../store/event-store.js";

export interface DeadLetterInput {
  /** The event as received (possibly invalid). */
  event: unknown;
  /** Exception type, or the code `rate_limited`, `circuit_open` or `service_unavailable`. */
  error_type: string;
  error_message: string;
  /** The service whose delivery failed; null when the event failed before delivery. */
  subscriber: string | null;
}

export interface DeadLetterRecord extends DeadLetterInput {
  id: number;
  event_id: string | null;
  event_type: string | null;
  attempts: number;
  created_at: string;
}

interface Row {
  id: number;
  event_id: string | null;
  event_type: string | null;
  event: string;
  error_type: string;
  error_message: string;
  subscriber: string | null;
  attempts: number;
  created_at: string;
}

export interface ReplayResult {
  replayed: number;
  succeeded: number;
  failed: number;
}

/**
 * The dead-letter queue, persisted in the store's `dead_letters` table (migration 2). At most
 * `maxSize` records; adding past that evicts the oldest.
 */
export class DeadLetterQueue {
  private count: number;

  constructor(
    private readonly store: EventStore,
    readonly maxSize = 10_000,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.count = this.size();
  }

  add(input: DeadLetterInput): number {
    const e = (input.event ?? {}) as { event_id?: unknown; event_type?: unknown };
    const id = this.store.run(
      () =>
        this.store
          .statement(
            "INSERT INTO dead_letters (event_id, event_type, event, error_type, error_message, subscriber, created_at) " +
              "VALUES (?, ?, ?, ?, ?, ?, ?)",
          )
          .run(
            typeof e.event_id === "string" ? e.event_id : null,
            typeof e.event_type === "string" ? e.event_type : null,
            JSON.stringify(input.event) ?? "null",
            input.error_type,
            input.error_message,
            input.subscriber,
            this.now().toISOString(),
          ).lastInsertRowid,
    );
    this.count += 1;
    if (this.count > this.maxSize) this.evict();
    return Number(id);
  }

  size(): number {
    const row = this.store.run(() =>
      this.store.statement("SELECT count(*) AS n FROM dead_letters").get(),
    ) as {
      n: number;
    };
    return row.n;
  }

  /** Oldest first. */
  list({ limit = 100, offset = 0 }: { limit?: number; offset?: number } = {}): DeadLetterRecord[] {
    const rows = this.store.run(() =>
      this.store.statement("SELECT * FROM dead_letters ORDER BY id LIMIT ? OFFSET ?").all(limit, offset),
    ) as Row[];
    return rows.map(toRecord);
  }

  remove(id: number): void {
    const { changes } = this.store.run(() =>
      this.store.statement("DELETE FROM dead_letters WHERE id = ?").run(id),
    );
    this.count -= changes;
  }

  /**
   * Re-delivers every record, oldest first, through `deliver`; a record is removed only when its
   * delivery succeeded, so a crash during replay delivers again (at least once). A failed record
   * stays, with its attempt count raised and the new error.
   */
  async replay(
    deliver: (
      record: DeadLetterRecord,
    ) => Promise<{ ok: true } | { ok: false; error_type: string; error_message: string }>,
    { limit = Number.MAX_SAFE_INTEGER }: { limit?: number } = {},
  ): Promise<ReplayResult> {
    const result: ReplayResult = { replayed: 0, succeeded: 0, failed: 0 };
    let afterId = 0;
    while (result.replayed < limit) {
      const rows = this.store.run(() =>
        this.store.statement("SELECT * FROM dead_letters WHERE id > ? ORDER BY id LIMIT 500").all(afterId),
      ) as Row[];
      if (rows.length === 0) break;
      for (const row of rows) {
        if (result.replayed >= limit) break;
        afterId = row.id;
        result.replayed += 1;
        const outcome = await deliver(toRecord(row));
        if (outcome.ok) {
          this.remove(row.id);
          result.succeeded += 1;
        } else {
          this.store.run(() =>
            this.store
              .statement(
                "UPDATE dead_letters SET attempts = attempts + 1, error_type = ?, error_message = ? WHERE id = ?",
              )
              .run(outcome.error_type, outcome.error_message, row.id),
          );
          result.failed += 1;
        }
      }
    }
    return result;
  }

  private evict(): void {
    this.count = this.size();
    const excess = this.count - this.maxSize;
    if (excess <= 0) return;
    const { changes } = this.store.run(() =>
      this.store
        .statement("DELETE FROM dead_letters WHERE id IN (SELECT id FROM dead_letters ORDER BY id LIMIT ?)")
        .run(excess),
    );
    this.count -= changes;
  }
}

function toRecord(row: Row): DeadLetterRecord {
  let event: unknown;
  try {
    event = JSON.parse(row.event);
  } catch {
    event = row.event;
  }
  return {
    id: row.id,
    event_id: row.event_id,
    event_type: row.event_type,
    event,
    error_type: row.error_type,
    error_message: row.error_message,
    subscriber: row.subscriber,
    attempts: row.attempts,
    created_at: row.created_at,
  };
}
