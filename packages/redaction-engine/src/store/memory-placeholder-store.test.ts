import { describe, expect, it } from "vitest";
import { MemoryPlaceholderStore } from "./memory-placeholder-store.js";

describe("MemoryPlaceholderStore", () => {
  it("numbers new keys per type from 1 and repeats known keys", async () => {
    const store = new MemoryPlaceholderStore();
    expect(
      await store.assign([
        { type: "EMAIL", key: "a" },
        { type: "EMAIL", key: "b" },
        { type: "PERSON", key: "a" },
      ]),
    ).toEqual([1, 2, 1]);
    expect(
      await store.assign([
        { type: "EMAIL", key: "b" },
        { type: "EMAIL", key: "c" },
      ]),
    ).toEqual([2, 3]);
    expect(store.size).toBe(4);
  });

  it("gives one key one number even when it repeats inside a batch", async () => {
    const store = new MemoryPlaceholderStore();
    expect(
      await store.assign([
        { type: "IBAN", key: "k" },
        { type: "IBAN", key: "k" },
      ]),
    ).toEqual([1, 1]);
  });

  it("never hands one number to two keys under concurrent batches", async () => {
    const store = new MemoryPlaceholderStore();
    const batches = Array.from({ length: 50 }, (_, i) =>
      store.assign([
        { type: "SSN", key: `k${i % 10}` },
        { type: "SSN", key: `n${i}` },
      ]),
    );
    const results = await Promise.all(batches);
    const byKey = new Map<string, number>();
    results.forEach((r, i) => {
      for (const [j, key] of [`k${i % 10}`, `n${i}`].entries()) {
        const seen = byKey.get(key);
        if (seen !== undefined) expect(r[j]).toBe(seen);
        byKey.set(key, r[j]!);
      }
    });
    expect(new Set(byKey.values()).size).toBe(byKey.size);
    expect(Math.max(...byKey.values())).toBe(60);
  });

  it("round-trips through a snapshot", async () => {
    const store = new MemoryPlaceholderStore();
    await store.assign([
      { type: "URL", key: "x" },
      { type: "URL", key: "y" },
    ]);
    const copy = MemoryPlaceholderStore.fromSnapshot(JSON.parse(JSON.stringify(store.snapshot())));
    expect(
      await copy.assign([
        { type: "URL", key: "y" },
        { type: "URL", key: "z" },
      ]),
    ).toEqual([2, 3]);
  });

  it("snapshots keys as type:key, and reads back a key that itself holds ':' under its type only", async () => {
    const store = new MemoryPlaceholderStore();
    await store.assign([
      { type: "URL", key: "a:b" },
      { type: "EMAIL", key: "a:b" },
      { type: "URL", key: "c" },
    ]);
    const snapshot = store.snapshot();
    expect(snapshot).toEqual({
      counters: { URL: 2, EMAIL: 1 },
      keys: { "URL:a:b": 1, "URL:c": 2, "EMAIL:a:b": 1 },
    });
    const copy = MemoryPlaceholderStore.fromSnapshot(snapshot);
    expect(copy.size).toBe(3);
    expect(
      await copy.assign([
        { type: "EMAIL", key: "a:b" },
        { type: "EMAIL", key: "c" },
        { type: "URL", key: "a:b" },
      ]),
    ).toEqual([1, 2, 1]);
    expect(copy.size).toBe(4);
  });
});
