import { canonicalJson } from "@platform/service-kit";
import type { Database, Queryable } from "../db/database.js";
import { type CompanionWrites, SqlParams } from "../db/sql-params.js";
import { type AuditEntry, type AuditFrame, nextFrame, type StoredFrame } from "./audit-frame.js";
import {
  appendSql,
  CHUNK_SQL,
  type ChunkReport,
  chunkRanges,
  FRAME_PARAMS,
  joinChunks,
} from "./chain-scan.js";
import type { Checkpoint, CheckpointSigner, SignedCheckpoint } from "./checkpoint-signer.js";
import { GroupCommit } from "./group-commit.js";

export interface AuditHead {
  frameCount: number;
  lastHash: string;
}

export interface Verification {
  valid: boolean;
  frameCount: number;
  lastHash: string;
  brokenAt?: number;
}

export interface CheckpointCheck {
  signatureValid: boolean;
  /** The chain is valid up to the checkpoint and frame frameCount-1 still has lastHash. */
  consistent: boolean;
  currentFrameCount: number;
  brokenAt?: number;
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

/** One frame waiting to be appended, with its action's own writes. */
interface FrameToAppend {
  entry: AuditEntry;
  timestamp: string;
  detailsJson: string;
  writes: CompanionWrites | undefined;
}

interface AppendedRow {
  sequence: string | number;
  previous_hash: string;
  hash: string;
}

export interface AppendOptions {
  /**
   * Rows the companion writes update or delete (any stable names, e.g. "executions:<org>:<id>"): two
   * appends naming the same row never go in one statement, where PostgreSQL would apply only one of
   * two updates of a row.
   */
  rowKeys?: readonly string[];
}

/** PostgreSQL takes at most 65 535 parameters per statement. */
const MAX_BATCH_PARAMS = 30_000;

/**
 * An error the database answered for the statement (a SQLSTATE), so the statement wrote nothing. No
 * SQLSTATE class starts with E, while Node's socket errors do (EPIPE is also five capitals).
 */
const isStatementError = (error: unknown) =>
  /^[0-9A-DF-Z][0-9A-Z]{4}$/.test(String((error as { code?: unknown })?.code));
const FRAME_COLUMNS = "sequence, occurred_at, actor, org_id, action, resource, details, previous_hash, hash";
/** Frames checked by one verification query. */
export const VERIFY_CHUNK = 50_000;

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

export interface AuditLogDeps {
  db: Database;
  signer: CheckpointSigner;
  clock: () => number;
  /** Verification queries run at once on PostgreSQL (PGlite runs one at a time whatever this says). */
  verifyParallelism?: number;
  /** Frames per verification query (tests make it small to cross many chunk boundaries). */
  verifyChunk?: number;
  /** Most frames appended by one statement when appends outside a transaction come together (64). */
  groupCommitMax?: number;
}

interface ChunkRow {
  count: number;
  broken_at: string | number | null;
  first_sequence: string | number | null;
  first_previous_hash: string | null;
  last_hash: string | null;
}

const numberOrNull = (v: string | number | null) => (v === null ? null : Number(v));

/** The tamper-evident chain: one global sequence, appended inside the caller's transaction. */
export class AuditLog {
  readonly #group: GroupCommit<FrameToAppend, AppendedRow>;

  constructor(private readonly deps: AuditLogDeps) {
    this.#group = new GroupCommit(
      (frames) => this.#appendAll(deps.db, frames),
      async (frame) => (await this.#appendAll(deps.db, [frame]))[0]!,
      { maxItems: deps.groupCommitMax ?? 64, maxWeight: MAX_BATCH_PARAMS, nothingWritten: isStatementError },
    );
  }

  /**
   * Appends a frame with one statement (appendSql): it locks the head row FOR UPDATE, inserts the next
   * frame and moves the head. Inside a transaction `tx` the lock is held until `tx` ends, so appends
   * are serialized across connections and replicas (no fork) and a rolled-back action leaves no frame:
   * call it last in the transaction. `writes`, the action's own statements, run in that same
   * statement. On the database itself (`tx` is the Database, no transaction), the action and its frame
   * are one atomic statement that locks the head only while it runs, and appends arriving together
   * are group-committed: one statement and one commit append all their frames, with all their writes.
   */
  async append(
    tx: Queryable,
    entry: AuditEntry,
    writes?: CompanionWrites,
    options: AppendOptions = {},
  ): Promise<AuditFrame> {
    const frame: FrameToAppend = {
      entry,
      timestamp: new Date(this.deps.clock()).toISOString(),
      detailsJson: canonicalJson(entry.details),
      writes,
    };
    const row =
      tx === this.deps.db
        ? await this.#group.submit(frame, {
            weight: FRAME_PARAMS + (writes ? countParams(writes) : 0),
            rowKeys: options.rowKeys ?? [],
          })
        : (await this.#appendAll(tx, [frame]))[0]!;
    const { frame: appended } = nextFrame(
      { frameCount: Number(row.sequence), lastHash: row.previous_hash },
      entry,
      frame.timestamp,
    );
    // The database hashed the stored text; the formula must agree (a property test pins the two
    // together). A disagreement is a bug to fail loudly on, not a chain to extend quietly.
    if (appended.hash !== row.hash)
      throw new Error(
        `audit frame ${appended.sequence}: the database's hash differs from the canonical formula`,
      );
    return appended;
  }

  /** Appends the frames, in order, with all their writes, in one statement. */
  async #appendAll(tx: Queryable, frames: readonly FrameToAppend[]): Promise<AppendedRow[]> {
    const params: unknown[] = [];
    for (const f of frames)
      params.push(f.timestamp, f.entry.actor, f.entry.orgId, f.entry.action, f.entry.resource, f.detailsJson);
    const companion = new SqlParams(params.length);
    const writes = frames.flatMap((f) => (f.writes ? f.writes(companion) : []));
    params.push(...companion.values);
    // A batch's text depends on how many frames and which writes it carries: not worth preparing.
    return tx.query<AppendedRow>(appendSql(frames.length, writes), params, { prepare: frames.length === 1 });
  }

  /** Appends outside any other transaction: one round trip and one commit, shared with concurrent appends. */
  record(entry: AuditEntry): Promise<AuditFrame> {
    return this.append(this.deps.db, entry);
  }

  async head(): Promise<AuditHead> {
    const [row] = await this.deps.db.query<{ frame_count: string | number; last_hash: string }>(
      "SELECT frame_count, last_hash FROM audit_head WHERE id = 1",
    );
    return { frameCount: Number(row!.frame_count), lastHash: row!.last_hash };
  }

  /**
   * Recomputes the chain up to the head as read at the start (frames appended meanwhile are left for
   * the next run). The database does the hashing: the frames [0, N) are split into chunks, each chunk
   * is checked by one query (sequence, link and hash of every frame; see chain-scan.ts) that answers
   * a single row, and the chunks are joined in order here. On PostgreSQL several chunks run at once;
   * once a chunk is broken no later chunk is started. `upTo` bounds it to the first N frames
   * (checkpoint checks).
   */
  async verify(upTo?: number): Promise<Verification> {
    const head = await this.head();
    const bounded = upTo !== undefined && upTo < head.frameCount;
    const limit = bounded ? upTo : head.frameCount;
    const joined = joinChunks(await this.#scan(chunkRanges(limit, this.deps.verifyChunk ?? VERIFY_CHUNK)));
    let brokenAt = joined.brokenAt;
    // Every frame below the head checked out: the head itself must point at the last one.
    if (brokenAt === undefined && !bounded && joined.lastHash !== head.lastHash) brokenAt = limit;
    const result: Verification = {
      valid: brokenAt === undefined,
      frameCount: limit,
      lastHash: bounded ? joined.lastHash : head.lastHash,
    };
    if (brokenAt !== undefined) result.brokenAt = brokenAt;
    return result;
  }

  /** Checks the ranges, several at once on PostgreSQL; reports in order up to the first broken one. */
  async #scan(ranges: { from: number; to: number }[]): Promise<ChunkReport[]> {
    const parallelism = this.deps.db.kind === "postgres" ? Math.max(1, this.deps.verifyParallelism ?? 2) : 1;
    const reports: ChunkReport[] = [];
    let next = 0;
    let end = ranges.length;
    const worker = async () => {
      while (next < end) {
        const i = next++;
        const range = ranges[i]!;
        const [row] = await this.deps.db.query<ChunkRow>(CHUNK_SQL, [range.from, range.to]);
        const report: ChunkReport = {
          ...range,
          count: Number(row!.count),
          brokenAt: numberOrNull(row!.broken_at),
          firstSequence: numberOrNull(row!.first_sequence),
          firstPreviousHash: row!.first_previous_hash,
          lastHash: row!.last_hash,
        };
        reports[i] = report;
        if (report.brokenAt !== null || report.count < range.to - range.from) end = Math.min(end, i + 1);
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallelism, ranges.length) }, worker));
    return reports.slice(0, end);
  }

  /** A signed statement of the current head. */
  async checkpoint(): Promise<SignedCheckpoint> {
    const head = await this.head();
    return this.deps.signer.sign({ ...head, signedAt: new Date(this.deps.clock()).toISOString() });
  }

  async checkCheckpoint(checkpoint: Checkpoint, signature: string): Promise<CheckpointCheck> {
    const signatureValid = this.deps.signer.verify(checkpoint, signature);
    const current = await this.head();
    if (!signatureValid) return { signatureValid, consistent: false, currentFrameCount: current.frameCount };
    if (checkpoint.frameCount > current.frameCount) {
      // The chain is shorter than it once was: frames were removed.
      return {
        signatureValid,
        consistent: false,
        currentFrameCount: current.frameCount,
        brokenAt: current.frameCount,
      };
    }
    const verification = await this.verify(checkpoint.frameCount);
    const consistent = verification.valid && verification.lastHash === checkpoint.lastHash;
    const result: CheckpointCheck = { signatureValid, consistent, currentFrameCount: current.frameCount };
    if (verification.brokenAt !== undefined) result.brokenAt = verification.brokenAt;
    return result;
  }

  /** An organisation's own frames, newest first (the console's audit page). */
  async framesOf(orgId: string, opts: { before?: number; limit: number }): Promise<AuditFrame[]> {
    const rows = await this.deps.db.query<FrameRow>(
      `SELECT ${FRAME_COLUMNS} FROM audit_frames WHERE org_id = $1 AND sequence < $2 ORDER BY sequence DESC LIMIT $3`,
      [orgId, opts.before ?? Number.MAX_SAFE_INTEGER, opts.limit],
    );
    return rows.map((r) => {
      const s = toStored(r);
      return {
        sequence: s.sequence,
        timestamp: s.timestamp,
        actor: s.actor,
        orgId: s.orgId,
        action: s.action,
        resource: s.resource,
        details: JSON.parse(s.detailsJson) as Record<string, unknown>,
        previousHash: s.previousHash,
        hash: s.hash,
      };
    });
  }
}

/** How many parameters the writes take. */
function countParams(writes: CompanionWrites): number {
  const params = new SqlParams();
  writes(params);
  return params.values.length;
}
