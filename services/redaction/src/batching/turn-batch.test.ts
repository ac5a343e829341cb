import { describe, expect, it } from "vitest";
import { TurnBatch } from "./turn-batch.js";

/** Resolves once the event loop has finished the turn it is in (and the batches it scheduled). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("TurnBatch", () => {
  it("runs the calls of one turn as one batch, in order, and answers each its own", async () => {
    const batches: number[][] = [];
    const batch = new TurnBatch((items: number[]) => {
      batches.push(items);
      return items.map((n) => n * 10);
    });
    const answers = await Promise.all([batch.add(1), batch.add(2), batch.add(3)]);
    expect(answers).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("starts a new batch in the next turn", async () => {
    const batches: string[][] = [];
    const batch = new TurnBatch(async (items: string[]) => {
      batches.push(items);
      return items;
    });
    const first = batch.add("a");
    await nextTurn();
    expect(await Promise.all([first, batch.add("b")])).toEqual(["a", "b"]);
    expect(batches).toEqual([["a"], ["b"]]);
  });

  it("fails every call of a failed batch with its error, and only that batch", async () => {
    let fail = true;
    const batch = new TurnBatch((items: number[]) => {
      if (fail) throw new Error("store unreachable");
      return items;
    });
    const calls = [batch.add(1), batch.add(2)];
    await expect(calls[0]).rejects.toThrow("store unreachable");
    await expect(calls[1]).rejects.toThrow("store unreachable");
    fail = false;
    expect(await batch.add(3)).toBe(3);
  });
});
