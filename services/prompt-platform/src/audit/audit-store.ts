import type { Queryable } from "../db/database.js";
import { type CompanionWrites, SqlParams, writeCtes } from "../db/sql-params.js";
import type { AuditEntry, StoredFrame } from "./audit-frame.js";
import type { ChunkReport } from "./chain-scan.js";

/**
 * The canonical JSON text of a stored frame, built in SQL: the same bytes as `storedFrameHash` hashes
 * in JavaScript (keys in sorted order, `to_json` escaping strings exactly as JSON.stringify does for
 * any text PostgreSQL can store; a property test pins the two together on both stores).
 * `previous_hash` is quoted without escaping: every frame that passes the link check has the previous
 * frame's hash (hex) or the genesis hash there, and a frame that fails it is reported either way.
 */
const frameTextSql = (sequence: string, previousHash: string) => `'{"action":' || to_json(action)::text
  || ',"actor":' || to_json(actor)::text
  || ',"details":' || details
  || ',"orgId":' || coalesce(to_json(org_id)::text, 'null')
  || ',"previousHash":"' || ${previousHash}
  || '","resource":' || to_json(resource)::text
  || ',"sequence":' || (${sequence})::text
  || ',"timestamp":' || to_json(occurred_at)::text || '}'`;

/**
 * sha256 (hex) of a frame's canonical text; sha256() is core PostgreSQL (11+) and in PGlite. The
 * sequence and previous hash are SQL expressions (a batch computes them as it goes); the other fields
 * are the columns of those names.
 */
const frameHashSql = (sequence: string, previousHash: string) =>
  `encode(sha256(convert_to(${frameTextSql(sequence, previousHash)}, 'UTF8')), 'hex')`;

/** sha256 (hex) of a stored frame's canonical text. */
export const FRAME_HASH_SQL = frameHashSql("sequence", "previous_hash");

/** Parameters each frame takes in appendSql: timestamp, actor, org id, action, resource, details. */
const FRAME_PARAMS = 6;

/**
 * Appends the next `count` frames in one statement. It locks the head row (FOR UPDATE: a concurrent
 * append waits, then reads the head this one left), chains the frames from it in order (a recursive
 * CTE: each frame's sequence and previous hash come from the one before), inserts them with their
 * hashes computed from the stored text by the very expression verification recomputes, and moves the
 * head past the last. Frame i takes parameters $(6i+1)…$(6i+6): timestamp, actor, org id, action,
 * resource, details (canonical JSON text). Answers each frame's sequence, previous hash and hash, in
 * order.
 *
 * `writes` are the audited actions' own data-modifying statements, run as CTEs of the same statement
 * (their parameters numbered after the frames'): the actions and their frames are then one atomic
 * statement, one round trip and one commit, and the head is locked only while that statement runs.
 * PostgreSQL runs every data-modifying CTE to completion whether or not anything reads it, and checks
 * foreign keys at the statement's end, so one write may reference a row another inserts. It runs the
 * unreferenced ones (the writes and the head's move) after the main query, so the head is always
 * locked before any row the writes update.
 */
const appendSql = (count: number, writes: readonly string[] = []) => {
  const entries = Array.from({ length: count }, (_, i) => {
    const p = (k: number) => `$${i * FRAME_PARAMS + k}::text`;
    return `(${i}, ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)})`;
  });
  return `WITH RECURSIVE ${writes.length > 0 ? `${writeCtes(writes)}, ` : ""}head AS (
    SELECT frame_count, last_hash FROM audit_head WHERE id = 1 FOR UPDATE
  ), entries (n, occurred_at, actor, org_id, action, resource, details) AS (
    VALUES ${entries.join(", ")}
  ), chain (n, sequence, previous_hash, hash) AS (
    SELECT n, frame_count, last_hash, ${frameHashSql("frame_count", "last_hash")}
    FROM head, entries WHERE n = 0
    UNION ALL
    SELECT entries.n, chain.sequence + 1, chain.hash, ${frameHashSql("chain.sequence + 1", "chain.hash")}
    FROM chain JOIN entries ON entries.n = chain.n + 1
  ), inserted AS (
    INSERT INTO audit_frames (sequence, occurred_at, actor, org_id, action, resource, details, previous_hash, hash)
    SELECT chain.sequence, occurred_at, actor, org_id, action, resource, details, chain.previous_hash, chain.hash
    FROM chain JOIN entries USING (n)
    RETURNING sequence, previous_hash, hash
  ), moved AS (
    UPDATE audit_head SET frame_count = last.sequence + 1, last_hash = last.hash
    FROM (SELECT sequence, hash FROM chain ORDER BY n DESC LIMIT 1) AS last WHERE audit_head.id = 1
  )
  SELECT sequence, previous_hash, hash FROM inserted ORDER BY sequence`;
};

/**
 * One query checks frames [$1, $2) inside the database and answers one row: how many it found, the
 * first index that is missing, out of order, unlinked to the frame before it in the range, or whose
 * hash does not recompute, and the ends needed to link this range to its neighbours.
 */
const CHUNK_SQL = `WITH f AS (
    SELECT sequence, previous_hash, hash,
      $1::bigint + row_number() OVER w - 1 AS expected,
      lag(hash) OVER w AS prior,
      lead(sequence) OVER w AS next,
      ${FRAME_HASH_SQL} AS computed
    FROM audit_frames WHERE sequence >= $1 AND sequence < $2
    WINDOW w AS (ORDER BY sequence)
  )
  SELECT count(*)::int AS count,
    min(expected) FILTER (WHERE sequence IS DISTINCT FROM expected
      OR (prior IS NOT NULL AND previous_hash IS DISTINCT FROM prior)
      OR computed IS DISTINCT FROM hash) AS broken_at,
    min(sequence) AS first_sequence,
    max(previous_hash) FILTER (WHERE prior IS NULL) AS first_previous_hash,
    max(hash) FILTER (WHERE next IS NULL) AS last_hash
  FROM f`;

/** One frame waiting to be appended, with its action's own writes. */
export interface PendingFrame {
  entry: AuditEntry;
  timestamp: string;
  detailsJson: string;
  writes: CompanionWrites | undefined;
}

/** What the database answered for an appended frame: its place and hashes. */
export interface AppendedFrame {
  sequence: number;
  previousHash: string;
  hash: string;
}

export interface AuditHead {
  frameCount: number;
  lastHash: string;
}

interface FrameRow {
  sequence: string | number;
  occurred_at: string;
  actor: string;
  org_id: string | null;
  action: string;
  resource: string;
  details: string;
  previous_hash: string;
  hash: string;
}

interface ChunkRow {
  count: number;
  broken_at: string | number | null;
  first_sequence: string | number | null;
  first_previous_hash: string | null;
  last_hash: string | null;
}

/** PostgreSQL takes at most 65 535 parameters per statement: the most one batch of appends may use. */
export const MAX_BATCH_PARAMS = 30_000;

/**
 * An error the database answered for the statement (a SQLSTATE), so the statement wrote nothing. No
 * SQLSTATE class starts with E, while Node's socket errors do (EPIPE is also five capitals).
 */
export const isStatementError = (error: unknown) =>
  /^[0-9A-DF-Z][0-9A-Z]{4}$/.test(String((error as { code?: unknown })?.code));

const FRAME_COLUMNS = "sequence, occurred_at, actor, org_id, action, resource, details, previous_hash, hash";
const numberOrNull = (v: string | number | null) => (v === null ? null : Number(v));

const toStored = (r: FrameRow): StoredFrame => ({
  sequence: Number(r.sequence),
  timestamp: r.occurred_at,
  actor: r.actor,
  orgId: r.org_id,
  action: r.action,
  resource: r.resource,
  detailsJson: r.details,
  previousHash: r.previous_hash,
  hash: r.hash,
});

/** Tables audit_frames and audit_head. Each method takes the connection or transaction to run on. */
export class AuditStore {
  /** How many statement parameters appending this frame takes: its own and its writes'. */
  weightOf(writes: CompanionWrites | undefined): number {
    if (!writes) return FRAME_PARAMS;
    const params = new SqlParams();
    writes(params);
    return FRAME_PARAMS + params.values.length;
  }

  /** Appends the frames, in order, with all their writes, in one statement (see appendSql). */
  async append(q: Queryable, frames: readonly PendingFrame[]): Promise<AppendedFrame[]> {
    const params: unknown[] = [];
    for (const f of frames)
      params.push(f.timestamp, f.entry.actor, f.entry.orgId, f.entry.action, f.entry.resource, f.detailsJson);
    const companion = new SqlParams(params.length);
    const writes = frames.flatMap((f) => (f.writes ? f.writes(companion) : []));
    params.push(...companion.values);
    // A batch's text depends on how many frames and which writes it carries: not worth preparing.
    const rows = await q.query<{ sequence: string | number; previous_hash: string; hash: string }>(
      appendSql(frames.length, writes),
      params,
      { prepare: frames.length === 1 },
    );
    return rows.map((r) => ({ sequence: Number(r.sequence), previousHash: r.previous_hash, hash: r.hash }));
  }

  async head(q: Queryable): Promise<AuditHead> {
    const [row] = await q.query<{ frame_count: string | number; last_hash: string }>(
      "SELECT frame_count, last_hash FROM audit_head WHERE id = 1",
    );
    return { frameCount: Number(row!.frame_count), lastHash: row!.last_hash };
  }

  /** Checks frames [from, to) inside the database (CHUNK_SQL). */
  async checkChunk(q: Queryable, from: number, to: number): Promise<ChunkReport> {
    const [row] = await q.query<ChunkRow>(CHUNK_SQL, [from, to]);
    return {
      from,
      to,
      count: Number(row!.count),
      brokenAt: numberOrNull(row!.broken_at),
      firstSequence: numberOrNull(row!.first_sequence),
      firstPreviousHash: row!.first_previous_hash,
      lastHash: row!.last_hash,
    };
  }

  /** An organisation's own frames below `before`, newest first. */
  async framesOf(q: Queryable, orgId: string, before: number, limit: number): Promise<StoredFrame[]> {
    const rows = await q.query<FrameRow>(
      `SELECT ${FRAME_COLUMNS} FROM audit_frames WHERE org_id = $1 AND sequence < $2 ORDER BY sequence DESC LIMIT $3`,
      [orgId, before, limit],
    );
    return rows.map(toStored);
  }
}
