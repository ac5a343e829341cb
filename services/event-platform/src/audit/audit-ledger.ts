import { sha256Hex } from "@platform/service-kit";
import { StoreError } from "../errors.js";
import { canonicalText } from "../events/canonical-text.js";
import type { EventEnvelope } from "../events/envelope.js";
import type { EventStore } from "../store/event-store.js";
import { RingBuffer } from "./ring-buffer.js";

export interface LedgerEntry {
  seq: number;
  recorded_at: string;
  event_id: string;
  event_type: string;
  source: string;
  correlation_id: string;
  /** sha256 of the event's canonical JSON (signature included): the entry pins the exact event. */
  event_hash: string;
  prev_hash: string;
  /** sha256 of the canonical JSON of every other field of this entry. */
  hash: string;
}

export interface LedgerVerification {
  ok: boolean;
  entries: number;
  /** The first entry whose hash or link does not match, when not ok. */
  first_bad_seq?: number;
  detail: string;
}

export const GENESIS_HASH = "0".repeat(64);
const PREFIX = "audit/";
const key = (seq: number) => `${PREFIX}${String(seq).padStart(15, "0")}`;

export interface AuditLedgerOptions {
  /**
   * Write the entries appended in one turn of the event loop in one transaction (after it), instead
   * of one transaction per entry. The runtime turns this on: at thousands of events a second the
   * per-entry commit was the daemon's largest cost after Ed25519. Entries not yet written are lost
   * if the process dies within that turn; `flush()` writes them at once (the runtime calls it at stop).
   */
  groupCommit?: boolean;
  /** Called when a group write fails; the entries are kept and written with the next group. */
  onWriteError?: (error: unknown) => void;
}

type EntryFields = Pick<
  LedgerEntry,
  "recorded_at" | "event_id" | "event_type" | "source" | "correlation_id" | "event_hash"
>;

/**
 * Append-only, hash-chained audit ledger. Each entry is written to the store, and the newest
 * `maxEntries` are also kept in memory; older entries are archived (kept only in the store), never
 * lost. A restart reloads the newest entries and continues the chain.
 *
 * Entries are inserted, never overwritten. When another process on the same store file (a daemon
 * and `eventctl dlq --replay`) took a sequence number first, the ledger reads the entries it missed
 * and chains its own after them, so the two extend one chain instead of forking it.
 */
export class AuditLedger {
  private readonly window: RingBuffer<LedgerEntry>;
  private head: { seq: number; hash: string } = { seq: 0, hash: GENESIS_HASH };
  /** Appended, not yet in the store (group commit). */
  private unwritten: LedgerEntry[] = [];
  private flushScheduled = false;
  private last: LedgerEntry | undefined;

  constructor(
    private readonly store: EventStore,
    readonly maxEntries = 100_000,
    private readonly now: () => Date = () => new Date(),
    private readonly options: AuditLedgerOptions = {},
  ) {
    this.window = new RingBuffer(maxEntries);
    this.take(store.lastValues<LedgerEntry>(PREFIX, maxEntries).map((r) => r.value));
  }

  append(event: EventEnvelope): LedgerEntry {
    const entry = this.chain({
      recorded_at: this.now().toISOString(),
      event_id: event.event_id,
      event_type: event.event_type,
      source: event.source,
      correlation_id: event.correlation_id,
      event_hash: sha256Hex(canonicalText(event)),
    });
    if (!this.options.groupCommit) {
      this.write([entry]);
      return this.last!; // the same entry, or re-chained after another writer's
    }
    this.unwritten.push(entry);
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => this.flushInBackground());
    }
    return entry;
  }

  /** Writes the entries not yet in the store (group commit); a no-op otherwise. */
  flush(): void {
    if (this.unwritten.length === 0) return;
    const batch = this.unwritten;
    this.unwritten = [];
    try {
      this.write(batch);
    } catch (error) {
      this.unwritten = [...batch, ...this.unwritten];
      throw error;
    }
  }

  /** Entries held in memory (the newest), oldest first. */
  recent(): LedgerEntry[] {
    return this.window.toArray();
  }

  get length(): number {
    return this.head.seq;
  }

  /** Entries only in the store. */
  get archived(): number {
    return this.head.seq - this.window.size;
  }

  get headHash(): string {
    return this.head.hash;
  }

  /** Re-computes every hash and link, archived entries included, oldest first. */
  verify(): LedgerVerification {
    this.flush();
    let prev = GENESIS_HASH;
    let expectedSeq = 1;
    let after = "";
    for (;;) {
      const page = this.store.pageValues<LedgerEntry>(PREFIX, after, 1000);
      if (page.length === 0) break;
      for (const { key: k, value: entry } of page) {
        after = k;
        const { hash, ...body } = entry;
        if (entry.seq !== expectedSeq) return bad(entry.seq, `entry ${expectedSeq} is missing`);
        if (entry.prev_hash !== prev)
          return bad(entry.seq, `entry ${entry.seq} does not link to entry ${entry.seq - 1}`);
        if (entryHash(body) !== hash) return bad(entry.seq, `entry ${entry.seq} was altered`);
        prev = hash;
        expectedSeq += 1;
      }
    }
    const entries = expectedSeq - 1;
    // Entries past the head may come from another process; fewer means the tail was cut off.
    if (entries < this.head.seq)
      return bad(entries + 1, `ledger ends at ${entries}, expected ${this.head.seq}`);
    return { ok: true, entries, detail: `${entries} entries verified` };
  }

  /** The next entry after the head: sequence number, link and hash; kept in memory. */
  private chain(fields: EntryFields): LedgerEntry {
    const body = { seq: this.head.seq + 1, ...fields, prev_hash: this.head.hash };
    const entry: LedgerEntry = { ...canonicalFieldOrder(body), hash: entryHash(body) };
    this.take([entry]);
    return entry;
  }

  /**
   * Inserts `batch` (the newest entries, already chained in memory) in one transaction. When
   * another process wrote one of these sequence numbers first, nothing of the batch is kept: the
   * missed entries are read in and the batch is chained again after them.
   */
  private write(batch: LedgerEntry[]): void {
    let entries = batch;
    for (let attempt = 1; ; attempt++) {
      try {
        this.store.transaction(() => {
          for (const entry of entries) {
            if (!this.store.insertValue(key(entry.seq), entry)) throw TAKEN;
          }
        });
        return;
      } catch (error) {
        if (error !== TAKEN) throw error;
      }
      if (attempt > 100)
        throw new StoreError("locked", "audit ledger: another writer keeps taking the next entry");
      const first = entries[0]!;
      this.window.dropNewest(entries.length);
      this.head = { seq: first.seq - 1, hash: first.prev_hash };
      this.catchUp();
      entries = entries.map(({ seq: _seq, prev_hash: _prev, hash: _hash, ...fields }) => this.chain(fields));
    }
  }

  private flushInBackground(): void {
    this.flushScheduled = false;
    try {
      this.flush();
    } catch (error) {
      this.options.onWriteError?.(error);
    }
  }

  /** Takes in entries appended by another process since this one last looked. */
  private catchUp(): void {
    let after = key(this.head.seq);
    for (;;) {
      const page = this.store.pageValues<LedgerEntry>(PREFIX, after, 1000);
      if (page.length === 0) break;
      this.take(page.map((r) => r.value));
      after = page.at(-1)!.key;
    }
  }

  private take(entries: readonly LedgerEntry[]): void {
    for (const entry of entries) this.window.push(entry);
    const last = entries.at(-1);
    if (last) {
      this.last = last;
      this.head = { seq: last.seq, hash: last.hash };
    }
  }
}

/** Thrown inside a write transaction to roll it back when a sequence number is taken. */
const TAKEN = Symbol("taken");

/** The entry's fields in the documented order (the order they are stored and shown in). */
function canonicalFieldOrder(body: Omit<LedgerEntry, "hash">): Omit<LedgerEntry, "hash"> {
  return {
    seq: body.seq,
    recorded_at: body.recorded_at,
    event_id: body.event_id,
    event_type: body.event_type,
    source: body.source,
    correlation_id: body.correlation_id,
    event_hash: body.event_hash,
    prev_hash: body.prev_hash,
  };
}

function entryHash(body: Omit<LedgerEntry, "hash">): string {
  return sha256Hex(`eventplat.audit.v1\n${JSON.stringify(canonicalOrder(body))}`);
}

/** Field order fixed by name, so the hash does not depend on how the object was built. */
function canonicalOrder(body: Omit<LedgerEntry, "hash">): unknown[] {
  return [
    body.seq,
    body.recorded_at,
    body.event_id,
    body.event_type,
    body.source,
    body.correlation_id,
    body.event_hash,
    body.prev_hash,
  ];
}

function bad(seq: number, detail: string): LedgerVerification {
  return { ok: false, entries: seq - 1, first_bad_seq: seq, detail };
}
