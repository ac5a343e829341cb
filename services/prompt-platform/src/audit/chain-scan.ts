import { GENESIS_HASH } from "./audit-frame.js";

/** What one verification query reports about frames [from, to) (see AuditStore.checkChunk). */
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
