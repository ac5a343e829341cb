/** A run of a text's tokens, `[start, end)`, that the model reads at once. */
export interface TokenWindow {
  readonly start: number;
  readonly end: number;
}

/**
 * Covers `count` tokens with windows of at most `size` tokens, neighbours sharing `overlap`
 * tokens (clamped to half a window) so every token is read with context on both sides. The last
 * window ends at the last token, so it is full-length too.
 */
export function planWindows(count: number, size: number, overlap: number): TokenWindow[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`window size must be a positive integer`);
  if (count <= size) return count === 0 ? [] : [{ start: 0, end: count }];
  const shared = Math.max(0, Math.min(Math.floor(overlap), Math.floor(size / 2)));
  const step = size - shared;
  const windows: TokenWindow[] = [];
  for (let start = 0; ; start += step) {
    if (start + size >= count) {
      windows.push({ start: count - size, end: count });
      return windows;
    }
    windows.push({ start, end: start + size });
  }
}

/**
 * For each token, the window whose prediction counts: of the windows holding it, the one where it
 * is farthest from an edge (most context both sides); ties go to the earlier window.
 */
export function ownerWindows(count: number, windows: readonly TokenWindow[]): Int32Array {
  const owner = new Int32Array(count).fill(-1);
  const margin = new Int32Array(count).fill(-1);
  windows.forEach((w, index) => {
    for (let t = w.start; t < w.end; t++) {
      const m = Math.min(t - w.start, w.end - 1 - t);
      if (m > margin[t]!) {
        margin[t] = m;
        owner[t] = index;
      }
    }
  });
  return owner;
}
