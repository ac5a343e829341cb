import { canonicalJson } from "@platform/service-kit";
import type { Database, Queryable } from "../db/database.js";
import type { CompanionWrites } from "../db/sql-params.js";
import { type AuditEntry, type AuditFrame, nextFrame } from "./audit-frame.js";
import {
  type AppendedFrame,
  type AuditHead,
  AuditStore,
  isStatementError,
  MAX_BATCH_PARAMS,
  type PendingFrame,
} from "./audit-store.js";
import { type ChunkReport, chunkRanges, joinChunks } from "./chain-scan.js";
import type { Checkpoint, CheckpointSigner, SignedCheckpoint } from "./checkpoint-signer.js";
import { GroupCommit } from "./group-commit.js";

export type { AuditHead } from "./audit-store.js";

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

export interface AppendOptions {
  /**
   * Rows the companion writes update or delete (any stable names, e.g. "executions:<org>:<id>"): two
   * appends naming the same row never go in one statement, where PostgreSQL would apply only one of
   * two updates of a row.
   */
  rowKeys?: readonly string[];
}

/** Frames checked by one verification query. */
export const VERIFY_CHUNK = 50_000;

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
  /** Its tables (default: the PostgreSQL/PGlite store). */
  store?: AuditStore;
}

/** The tamper-evident chain: one global sequence, appended inside the caller's transaction. */
export class AuditLog {
  readonly #group: GroupCommit<PendingFrame, AppendedFrame>;
  readonly #store: AuditStore;

  constructor(private readonly deps: AuditLogDeps) {
    const store = deps.store ?? new AuditStore();
    this.#store = store;
    this.#group = new GroupCommit(
      (frames) => store.append(deps.db, frames),
      async (frame) => (await store.append(deps.db, [frame]))[0]!,
      { maxItems: deps.groupCommitMax ?? 64, maxWeight: MAX_BATCH_PARAMS, nothingWritten: isStatementError },
    );
  }

  /**
   * Appends a frame with one statement (appendSql in audit-store.ts): it locks the head row FOR
   * UPDATE, inserts the next frame and moves the head. Inside a transaction `tx` the lock is held until `tx` ends, so appends
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
    const frame: PendingFrame = {
      entry,
      timestamp: new Date(this.deps.clock()).toISOString(),
      detailsJson: canonicalJson(entry.details),
      writes,
    };
    const row =
      tx === this.deps.db
        ? await this.#group.submit(frame, {
            weight: this.#store.weightOf(writes),
            rowKeys: options.rowKeys ?? [],
          })
        : (await this.#store.append(tx, [frame]))[0]!;
    const { frame: appended } = nextFrame(
      { frameCount: row.sequence, lastHash: row.previousHash },
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

  /** Appends outside any other transaction: one round trip and one commit, shared with concurrent appends. */
  record(entry: AuditEntry): Promise<AuditFrame> {
    return this.append(this.deps.db, entry);
  }

  head(): Promise<AuditHead> {
    return this.#store.head(this.deps.db);
  }

  /**
   * Recomputes the chain up to the head as read at the start (frames appended meanwhile are left for
   * the next run). The database does the hashing: the frames [0, N) are split into chunks, each chunk
   * is checked by one query (sequence, link and hash of every frame; see AuditStore.checkChunk) that answers
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
        const report = await this.#store.checkChunk(this.deps.db, range.from, range.to);
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
    const frames = await this.#store.framesOf(
      this.deps.db,
      orgId,
      opts.before ?? Number.MAX_SAFE_INTEGER,
      opts.limit,
    );
    return frames.map((s) => {
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
