import { describe, expect, it } from "vitest";
import { hashString, mix } from "./feature-hash.js";
import { firstNameKey, NameFilter } from "./name-filter.js";

/** The bits a filter of `bytes` sets for `keys`, by the remainder the masked probe replaced. */
function referenceBits(bytes: number, k: number, keys: readonly string[]): Uint8Array {
  const bits = new Uint8Array(bytes);
  const m = bytes * 8;
  for (const key of keys) {
    const h1 = hashString(key);
    const h2 = mix(h1, 0x5bd1e995) | 1;
    for (let i = 0; i < k; i++) {
      const at = ((h1 + Math.imul(i, h2)) >>> 0) % m;
      bits[at >> 3]! |= 1 << (at & 7);
    }
  }
  return bits;
}

describe("name filter", () => {
  const keys = Array.from({ length: 300 }, (_, i) => firstNameKey(`name${i * 7919}`));

  it("sets the bits of the remainder probe, with a power-of-two size (masked) and another", () => {
    for (const bytes of [1024, 1000, 65536]) {
      const filter = NameFilter.empty(bytes, 5);
      for (const key of keys) filter.add(key);
      expect([...filter.bits]).toEqual([...referenceBits(bytes, 5, keys)]);
      for (const key of keys) expect(filter.has(key)).toBe(true);
      // Words never added: almost all absent (a Bloom filter may say yes to a few).
      const absent = keys.filter((key) => !filter.has(`${key}x`)).length;
      expect(absent).toBeGreaterThan(keys.length * 0.9);
    }
  });
});
