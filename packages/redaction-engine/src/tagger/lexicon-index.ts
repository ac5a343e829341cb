import { FNV_OFFSET, hashRange } from "./feature-hash.js";

/**
 * The tagger lexicon's ASCII keys by their FNV-1a hash, so an ASCII token is looked up from its
 * character codes, without slicing and lower-casing it (the tagger's hottest allocation, issue 22
 * point 5). A hit is confirmed character by character, so a hash collision never changes a lookup.
 */
export interface LexiconIndex {
  /**
   * Open addressing over the keys' hashes (a power of two long): `1 + i` for `keys[i]`, 0 for an
   * empty slot. Typed arrays rather than a Map: most hashes are beyond small integers, and a Map
   * boxes each one it is asked for.
   */
  readonly slots: Int32Array;
  readonly hashes: Uint32Array;
  /** The key's bits per slot, so that a hit reads no Map. */
  readonly values: Uint32Array;
  readonly keys: readonly string[];
  readonly size: number;
}

const indexes = new WeakMap<ReadonlyMap<string, number>, LexiconIndex>();

/**
 * The index of a lexicon, built once per map (rebuilt if the map changed size). It holds the bits
 * as they were when it was built: the tagger's lexicon is not changed once made.
 */
export function lexiconIndex(lexicon: ReadonlyMap<string, number>): LexiconIndex {
  const known = indexes.get(lexicon);
  if (known && known.size === lexicon.size) return known;
  const keys = [...lexicon.keys()].filter(isAscii);
  let length = 16;
  while (length < keys.length * 2) length *= 2;
  const slots = new Int32Array(length);
  const hashes = new Uint32Array(length);
  const values = new Uint32Array(length);
  keys.forEach((key, i) => {
    const h = hashRange(key, 0, key.length, FNV_OFFSET);
    let at = h & (length - 1);
    while (slots[at] !== 0) at = (at + 1) & (length - 1);
    slots[at] = i + 1;
    hashes[at] = h;
    values[at] = lexicon.get(key)!;
  });
  const index = { slots, hashes, values, keys, size: lexicon.size };
  indexes.set(lexicon, index);
  return index;
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return false;
  return true;
}

/** ASCII lower case of one code unit. */
export const lowerAscii = (c: number) => (c >= 0x41 && c <= 0x5a ? c + 32 : c);

/**
 * `lexicon.get(text.slice(start, end).toLowerCase()) ?? 0`, the lexicon being the one `index` was
 * built from, for an all-ASCII range whose lower-case FNV-1a hash is `h`.
 */
export function lexiconBitsAscii(
  index: LexiconIndex,
  text: string,
  start: number,
  end: number,
  h: number,
): number {
  const { slots, hashes, values, keys } = index;
  const mask = slots.length - 1;
  // Every key with hash `h` is probed until an empty slot; the first whose characters match wins.
  for (let at = h & mask; slots[at] !== 0; at = (at + 1) & mask) {
    if (hashes[at] !== h) continue;
    const key = keys[slots[at]! - 1]!;
    if (sameAsciiLower(key, text, start, end)) return values[at]!;
  }
  return 0;
}

function sameAsciiLower(key: string, text: string, start: number, end: number): boolean {
  if (key.length !== end - start) return false;
  for (let i = 0; i < key.length; i++)
    if (key.charCodeAt(i) !== lowerAscii(text.charCodeAt(start + i))) return false;
  return true;
}
