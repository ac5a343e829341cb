import { describe, expect, it } from "vitest";
import { LABELS } from "./tagger-decode.js";
import { MAX_FEATURES } from "./tagger-features.js";
import { scoreTokens, type TaggerWeights } from "./tagger-model.js";

describe("label scores", () => {
  // An int8 table is scored through paired lanes; the float loop over the same values is the
  // reference, bit for bit, up to MAX_FEATURES features of extreme weights on one token.
  it("are the same from an int8 table as from the same values as floats", () => {
    const rows = 64;
    let seed = 7;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed;
    };
    const ints = Int8Array.from({ length: rows * LABELS }, (_, i) =>
      i < LABELS ? -128 : (next() % 256) - 128,
    );
    ints[1] = 127;
    ints[3] = 127;
    const counts = [0, 1, 5, MAX_FEATURES, MAX_FEATURES, 30];
    const offsets = new Uint32Array(counts.length + 1);
    counts.forEach((c, i) => {
      offsets[i + 1] = offsets[i]! + c;
    });
    // Tokens 3 and 4 read row 0 (the extremes) MAX_FEATURES times; the others read any row.
    const hashes = Uint32Array.from({ length: offsets[counts.length]! }, (_, k) =>
      k >= offsets[3]! && k < offsets[5]! ? rows * next() : next(),
    );
    const weights = (table: Int8Array | Float32Array): TaggerWeights => ({
      rows,
      table,
      transitions: new Float32Array(36),
      scale: 0.0123,
    });
    const fromInts = new Float32Array(counts.length * LABELS);
    const fromFloats = new Float32Array(counts.length * LABELS);
    scoreTokens(weights(ints), { hashes, offsets }, counts.length, fromInts);
    scoreTokens(weights(Float32Array.from(ints)), { hashes, offsets }, counts.length, fromFloats);
    expect([...fromInts]).toEqual([...fromFloats]);
    expect(fromInts[3 * LABELS]).toBeCloseTo(-128 * MAX_FEATURES * 0.0123);
    expect(fromInts[3 * LABELS + 1]).toBeCloseTo(127 * MAX_FEATURES * 0.0123);
  });
});
