import { describe, expect, it } from "vitest";
import { GENESIS_HASH } from "./audit-frame.js";
import { type ChunkReport, chunkRanges, joinChunks } from "./chain-scan.js";

const h = (n: number) => n.toString(16).padStart(64, "0");
/** An intact chunk of frames [from, to): frame i has hash h(i + 1) and links to h(i). */
const intact = (from: number, to: number): ChunkReport => ({
  from,
  to,
  count: to - from,
  brokenAt: null,
  firstSequence: from,
  firstPreviousHash: from === 0 ? GENESIS_HASH : h(from),
  lastHash: h(to),
});

describe("chain scan: splitting and joining verification chunks", () => {
  it("splits [0, total) into ranges of at most `size`, the last one short", () => {
    expect(chunkRanges(0, 3)).toEqual([]);
    expect(chunkRanges(3, 3)).toEqual([{ from: 0, to: 3 }]);
    expect(chunkRanges(7, 3)).toEqual([
      { from: 0, to: 3 },
      { from: 3, to: 6 },
      { from: 6, to: 7 },
    ]);
  });

  it("joins intact chunks into the last frame's hash; no chunks is the genesis hash", () => {
    expect(joinChunks([])).toEqual({ lastHash: GENESIS_HASH });
    expect(joinChunks([intact(0, 3), intact(3, 6), intact(6, 7)])).toEqual({ lastHash: h(7) });
  });

  it("a chunk that does not link to the one before breaks at its first index", () => {
    const relinked = { ...intact(3, 6), firstPreviousHash: h(99) };
    expect(joinChunks([intact(0, 3), relinked, intact(6, 7)])).toEqual({ brokenAt: 3, lastHash: h(3) });
  });

  it("reports the first break: a bad frame inside, a missing tail, or an empty chunk", () => {
    expect(joinChunks([intact(0, 3), { ...intact(3, 6), brokenAt: 4 }])).toEqual({
      brokenAt: 4,
      lastHash: h(3),
    });
    expect(joinChunks([{ ...intact(0, 3), count: 2, lastHash: h(2) }])).toEqual({
      brokenAt: 2,
      lastHash: GENESIS_HASH,
    });
    const empty: ChunkReport = {
      from: 3,
      to: 6,
      count: 0,
      brokenAt: null,
      firstSequence: null,
      firstPreviousHash: null,
      lastHash: null,
    };
    expect(joinChunks([intact(0, 3), empty])).toEqual({ brokenAt: 3, lastHash: h(3) });
  });

  it("the earliest of several breaks in one chunk wins", () => {
    // Frame 3 missing: the query numbers the rows from 3, so the first row (sequence 4) breaks at 3.
    const shifted = { ...intact(3, 6), count: 2, brokenAt: 3, firstSequence: 4, firstPreviousHash: h(4) };
    expect(joinChunks([intact(0, 3), shifted])).toEqual({ brokenAt: 3, lastHash: h(3) });
    expect(joinChunks([{ ...intact(0, 6), count: 4, brokenAt: 5 }])).toEqual({
      brokenAt: 4,
      lastHash: GENESIS_HASH,
    });
  });
});
