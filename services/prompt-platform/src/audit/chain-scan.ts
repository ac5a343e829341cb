import { writeCtes } from "../db/sql-params.js";
import { GENESIS_HASH } from "./audit-frame.js";

/**
 * The canonical JSON text of a stored frame, built in SQL: the same bytes as `storedFrameHash` hashes
 * in JavaScript (keys in sorted order, `to_json` escaping strings exactly as JSON.stringify does for
 * any text PostgreSQL can store; a property test pins the two together on both stores).
 * `previous_hash` is quoted without escaping: every frame that passes the link check has the previous
 * frame's hash (hex) or the genesis hash there, and a frame that fails it is reported either way.
 */
export const FRAME_TEXT_SQL = `'{"action":' || to_json(action)::text
  || ',"actor":' || to_json(actor)::text
  || ',"details":' || details
  || ',"orgId":' || coalesce(to_json(org_id)::text, 'null')
  || ',"previousHash":"' || previous_hash
  || '","resource":' || to_json(resource)::text
  || ',"sequence":' || sequence::text
  || ',"timestamp":' || to_json(occurred_at)::text || '}'`;

/** sha256 (hex) of a frame's canonical text; sha256() is core PostgreSQL (11+) and in PGlite. */
export const FRAME_HASH_SQL = `encode(sha256(convert_to(${FRAME_TEXT_SQL}, 'UTF8')), 'hex')`;

/** Parameters APPEND_SQL takes itself; companion writes number theirs from the next one. */
export const APPEND_PARAMS = 6;

/**
 * Appends the next frame in one statement: locks the head row (FOR UPDATE: a concurrent append waits,
 * then reads the head this one left), inserts the frame with its hash computed from the stored text
 * by FRAME_HASH_SQL, the very expression verification recomputes, and moves the head. Parameters:
 * timestamp, actor, org id, action, resource, details (canonical JSON text). Answers the frame's
 * sequence, previous hash and hash.
 *
 * `writes` are the audited action's own data-modifying statements, run as CTEs of the same statement
 * (their parameters numbered after APPEND_PARAMS): the action and its frame are then one atomic
 * statement, one round trip, and the head is locked only while that statement runs. PostgreSQL runs
 * every data-modifying CTE to completion whether or not anything reads it, and checks foreign keys at
 * the statement's end, so one write may reference a row another inserts.
 */
export const appendSql = (
  writes: readonly string[] = [],
) => `WITH ${writes.length > 0 ? `${writeCtes(writes)}, ` : ""}head AS (
    SELECT frame_count, last_hash FROM audit_head WHERE id = 1 FOR UPDATE
  ), frame AS (
    SELECT frame_count AS sequence, $1::text AS occurred_at, $2::text AS actor, $3::text AS org_id,
      $4::text AS action, $5::text AS resource, $6::text AS details, last_hash AS previous_hash
    FROM head
  ), inserted AS (
    INSERT INTO audit_frames (sequence, occurred_at, actor, org_id, action, resource, details, previous_hash, hash)
    SELECT sequence, occurred_at, actor, org_id, action, resource, details, previous_hash, ${FRAME_HASH_SQL}
    FROM frame
    RETURNING sequence, previous_hash, hash
  )
  UPDATE audit_head SET frame_count = inserted.sequence + 1, last_hash = inserted.hash
  FROM inserted WHERE audit_head.id = 1
  RETURNING inserted.sequence, inserted.previous_hash, inserted.hash`;

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
