// Hashes of the tagger's features and name filter: 32-bit, pure JavaScript, the same everywhere.

/** 32-bit FNV-1a of a string. */
export function hashString(s: string): number {
  return hashRange(s, 0, s.length, FNV_OFFSET);
}

export const FNV_OFFSET = 0x811c9dc5;

/**
 * FNV-1a of `s.slice(from, to)` continued from state `h` (FNV_OFFSET to start), without building
 * the slice: `hashRange(b, 0, b.length, hashRange(a, 0, a.length, FNV_OFFSET)) === hashString(a + b)`.
 */
export function hashRange(s: string, from: number, to: number, h: number): number {
  for (let i = from; i < to; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Combines a feature template and its values into one well-mixed 32-bit hash. */
export function mix(a: number, b: number): number {
  return finishMix(startMix(a, b));
}

/**
 * `mix` in two halves, `mix(a, b) === finishMix(startMix(a, b))`, for the feature extractor: it
 * writes the small first half at each of its forty call sites (inlined there, where forty whole
 * `mix` calls exceed the optimiser's inlining budget and each boxes its result) and finishes the
 * whole buffer with `finishMixes`.
 */
export const startMix = (a: number, b: number) => a ^ Math.imul(b, 0x9e3779b1);

export function finishMix(x: number): number {
  let h = Math.imul(x, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * `finishMix` of each of `values[0 .. count)`, in place. The arithmetic is written out rather than
 * called: inside the extractor's large function, whether the optimiser inlined the call varied
 * from run to run, and when it did not, the features took twice as long.
 */
export function finishMixes(values: Uint32Array, count: number): void {
  for (let j = 0; j < count; j++) {
    let h = Math.imul(values[j]!, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    values[j] = h ^ (h >>> 16);
  }
}
