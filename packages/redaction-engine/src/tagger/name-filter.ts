import { FNV_OFFSET, hashRange, hashString, mix } from "./feature-hash.js";

/**
 * A Bloom filter of lower-case first names and surnames (faker's locales, every script): name
 * membership for the tagger without shipping the names (decision 0037). `k` probes per key by
 * double hashing; with 2^19 bits and about 40 000 keys about 0.3 % of other words test positive.
 */
export class NameFilter {
  constructor(
    readonly bits: Uint8Array,
    readonly k: number,
  ) {}

  static empty(bytes: number, k: number): NameFilter {
    return new NameFilter(new Uint8Array(bytes), k);
  }

  add(key: string): void {
    this.probe(key, true);
  }

  has(key: string): boolean {
    return this.probe(key, false);
  }

  /** `has(prefix + word)` without building the key (the tagger asks once per token). */
  hasPrefixed(prefix: number, word: string): boolean {
    return this.probeHash(hashRange(word, 0, word.length, prefix), false);
  }

  /** `has(key)` for a key whose FNV-1a hash (`hashString(key)`) the caller computed. */
  hasHash(h: number): boolean {
    return this.probeHash(h, false);
  }

  private probe(key: string, set: boolean): boolean {
    return this.probeHash(hashString(key), set);
  }

  private probeHash(h1: number, set: boolean): boolean {
    const m = this.bits.length * 8;
    // A power-of-two size (the shipped filter's) takes the remainder with a mask: the same bit,
    // without a floating-point remainder of a 32-bit unsigned value.
    const mask = m <= 2 ** 30 && (m & (m - 1)) === 0 ? m - 1 : -1;
    const h2 = mix(h1, 0x5bd1e995) | 1;
    for (let i = 0; i < this.k; i++) {
      const sum = h1 + Math.imul(i, h2);
      const at = mask >= 0 ? sum & mask : (sum >>> 0) % m;
      if (set) this.bits[at >> 3]! |= 1 << (at & 7);
      else if ((this.bits[at >> 3]! & (1 << (at & 7))) === 0) return false;
    }
    return true;
  }
}

/** Keys of the filter: a first name and a surname are different keys. */
export const firstNameKey = (lower: string) => `f:${lower}`;
export const lastNameKey = (lower: string) => `l:${lower}`;
/** The FNV states after the key prefixes, for `hasPrefixed`. */
export const FIRST_NAME_PREFIX = hashRange("f:", 0, 2, FNV_OFFSET);
export const LAST_NAME_PREFIX = hashRange("l:", 0, 2, FNV_OFFSET);
