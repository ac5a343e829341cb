import { writeCtes } from "../db/sql-params.js";
import { GENESIS_HASH } from "./audit-frame.js";

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
export const FRAME_PARAMS = 6;

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
export const appendSql = (count: number, writes: readonly string[] = []) => {
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
export const CHUNK_SQL = `WITH f AS (
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

/** What CHUNK_SQL reports about frames [from, to). */
export interface ChunkReport {
  from: number;
  to: number;
  count: number;
  brokenAt: number | null;
  firstSequence: number | null;
  firstPreviousHash: string | null;
  lastHash: string | null;
}

/** [from, to) ranges of at most `size` frames covering [0, total). */
export function chunkRanges(total: number, size: number): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  for (let from = 0; from < total; from += size) ranges.push({ from, to: Math.min(total, from + size) });
  return ranges;
}

/**
 * Joins chunk reports, in order, into one verdict: the first broken index of the whole chain (a chunk
 * whose first frame does not link to the previous chunk's last frame breaks at its first index), or
 * none, with the hash of the last frame of the longest intact prefix of whole chunks.
 */
export function joinChunks(chunks: readonly ChunkReport[]): { brokenAt?: number; lastHash: string } {
  let lastHash = GENESIS_HASH;
  for (const c of chunks) {
    const breaks: number[] = [];
    if (c.count === 0) breaks.push(c.from);
    if (c.firstSequence === c.from && c.firstPreviousHash !== lastHash) breaks.push(c.from);
    if (c.brokenAt !== null) breaks.push(c.brokenAt);
    if (c.count < c.to - c.from) breaks.push(c.from + c.count);
    if (breaks.length > 0) return { brokenAt: Math.min(...breaks), lastHash };
    lastHash = c.lastHash ?? lastHash;
  }
  return { lastHash };
}
