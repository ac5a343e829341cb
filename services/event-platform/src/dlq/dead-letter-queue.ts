import { describeError } from "../errors.js";
import { isMachineField } from "../events/envelope.js";
import { redactText, redactValue } from "../redaction/redact.js";
import type { EventSealer } from "./event-sealer.js";

/** The stored form of an event that held sensitive values: redacted, plus the sealed original. */
const SEALED = "__dead_letter_sealed_v1";

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

/** How one record's replay went, beside the error that dead-lettered it. */
export interface ReplayRecordOutcome {
  id: number;
  event_id: string | null;
  event_type: string | null;
  subscriber: string | null;
  /** The error the record was dead-lettered with; a replay never overwrites it. */
  original_error: { type: string; message: string };
  outcome: "succeeded" | "failed";
  /** Why the replay failed (only when it did). */
  replay_error?: { type: string; message: string };
  /** Replays of this record so far, this one included. */
  attempts: number;
}

export interface ReplayResult {
  replayed: number;
  succeeded: number;
  failed: number;
  records: ReplayRecordOutcome[];
}

export type ReplayDelivery = (
  record: DeadLetterRecord,
) => Promise<{ ok: true } | { ok: false; error_type: string; error_message: string }>;

/**
 * The dead-letter queue, persisted in the store's `dead_letters` table (migration 2). At most
 * `maxSize` records; adding past that evicts the oldest.
 *
 * Nothing sensitive is stored in clear: the error message is redacted, and an event whose content
 * the redaction rules change is stored redacted, with its original sealed by `sealer` (when there
 * is one) so that a replay delivers the event as it was signed. `list` shows the redacted form;
 * only `replay` opens the original.
 */
export class DeadLetterQueue {
  private count: number;

  constructor(
    private readonly store: EventStore,
    readonly maxSize = 10_000,
    private readonly now: () => Date = () => new Date(),
    private readonly sealer?: EventSealer,
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
            this.storedEvent(input.event),
            input.error_type,
            redactText(input.error_message),
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
    return rows.map((row) => toRecord(row));
  }

  remove(id: number): void {
    const { changes } = this.store.run(() =>
      this.store.statement("DELETE FROM dead_letters WHERE id = ?").run(id),
    );
    this.count -= changes;
  }

  /**
   * Re-delivers every record, oldest first, through `deliver`, each on its own: a record that
   * fails (or whose delivery throws) is reported and the next one is still tried. A record is
   * removed only when its delivery succeeded, so a crash during replay delivers again (at least
   * once). A failed record stays with its original error and its attempt count raised; the
   * replay's own error is in the result beside it.
   */
  async replay(
    deliver: ReplayDelivery,
    { limit = Number.MAX_SAFE_INTEGER }: { limit?: number } = {},
  ): Promise<ReplayResult> {
    const result: ReplayResult = { replayed: 0, succeeded: 0, failed: 0, records: [] };
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
        const record = toRecord(row, this.sealer);
        const outcome = await deliverOne(deliver, record);
        const reported: ReplayRecordOutcome = {
          id: row.id,
          event_id: row.event_id,
          event_type: row.event_type,
          subscriber: row.subscriber,
          original_error: { type: row.error_type, message: row.error_message },
          outcome: outcome.ok ? "succeeded" : "failed",
          attempts: row.attempts + 1,
        };
        if (outcome.ok) {
          this.remove(row.id);
          result.succeeded += 1;
        } else {
          reported.replay_error = { type: outcome.error_type, message: outcome.error_message };
          this.store.run(() =>
            this.store.statement("UPDATE dead_letters SET attempts = attempts + 1 WHERE id = ?").run(row.id),
          );
          result.failed += 1;
        }
        result.records.push(reported);
      }
    }
    return result;
  }

  /** The event as stored: as received, or redacted beside its sealed original. */
  private storedEvent(event: unknown): string {
    const plain = JSON.stringify(event) ?? "null";
    const redacted = redactEvent(event);
    const shown = JSON.stringify(redacted) ?? "null";
    if (shown === plain) return plain;
    return JSON.stringify({ [SEALED]: this.sealer?.seal(plain) ?? null, redacted });
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

/** A delivery that throws is that record's failure, never the end of the replay. */
async function deliverOne(
  deliver: ReplayDelivery,
  record: DeadLetterRecord,
): Promise<{ ok: true } | { ok: false; error_type: string; error_message: string }> {
  try {
    return await deliver(record);
  } catch (error) {
    const { type, message } = describeError(error);
    return { ok: false, error_type: type, error_message: message };
  }
}

/**
 * An event redacted for storage in clear: its envelope's machine-made fields (ids, trace id, key,
 * signature, time) kept when they have their own shape, everything else through the redaction
 * rules. A random trace id can hold a digit run that reads as a card number; redacted, the event
 * could no longer be replayed where there is no sealed original.
 */
function redactEvent(event: unknown): unknown {
  const redacted = redactValue(event);
  if (event === null || typeof event !== "object" || Array.isArray(event) || event instanceof Error)
    return redacted;
  const kept = redacted as Record<string, unknown>;
  for (const [field, value] of Object.entries(event)) if (isMachineField(field, value)) kept[field] = value;
  return kept;
}

/** With `sealer`, a sealed event is opened (for replay); without, its redacted form is given. */
function toRecord(row: Row, sealer?: EventSealer): DeadLetterRecord {
  let event: unknown;
  try {
    event = JSON.parse(row.event);
  } catch {
    event = row.event;
  }
  if (event !== null && typeof event === "object" && SEALED in event) {
    const stored = event as { [SEALED]: string | null; redacted: unknown };
    event = stored.redacted;
    if (sealer && stored[SEALED]) {
      try {
        event = JSON.parse(sealer.open(stored[SEALED]));
      } catch {
        // Sealed with another key (the key file was replaced): only the redacted form is left,
        // which will not verify; the replay reports that record as failed.
      }
    }
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
