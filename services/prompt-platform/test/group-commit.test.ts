import { describe, expect, it } from "vitest";
import { GroupCommit } from "../src/audit/group-commit.js";

/** A writer that records each batch it is given and answers every item doubled. */
function recorder(fail?: (items: number[]) => unknown) {
  const batches: number[][] = [];
  const write = async (items: number[]) => {
    batches.push(items);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const error = fail?.(items);
    if (error) throw error;
    return items.map((i) => i * 2);
  };
  return { batches, write, writeOne: async (item: number) => (await write([item]))[0]! };
}

const sqlError = Object.assign(new Error("duplicate key"), { code: "23505" });
const dropped = Object.assign(new Error("Connection terminated unexpectedly"), { code: undefined });
const statementFailed = (error: unknown) => typeof (error as { code?: unknown }).code === "string";
const roomy = { maxItems: 64, maxWeight: 1000, nothingWritten: statementFailed };

describe("group commit", () => {
  it("a lone item goes at once; items that arrive while it is written go out together, in order", async () => {
    const { batches, write, writeOne } = recorder();
    const group = new GroupCommit(write, writeOne, roomy);
    const first = group.submit(1);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const rest = [2, 3, 4, 5].map((i) => group.submit(i));
    expect(await Promise.all([first, ...rest])).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1], [2, 3, 4, 5]]);
  });

  it("splits at maxItems and at maxWeight; a lone item heavier than maxWeight still goes", async () => {
    const { batches, write, writeOne } = recorder();
    const group = new GroupCommit(write, writeOne, {
      maxItems: 3,
      maxWeight: 10,
      nothingWritten: statementFailed,
    });
    await Promise.all([
      ...[1, 2, 3, 4].map((i) => group.submit(i)),
      group.submit(5, { weight: 8 }),
      group.submit(6, { weight: 50 }),
    ]);
    expect(batches).toEqual([[1, 2, 3], [4, 5], [6]]);
  });

  it("never batches two items naming the same row; the later one goes next, others are not held back", async () => {
    const { batches, write, writeOne } = recorder();
    const group = new GroupCommit(write, writeOne, roomy);
    await Promise.all([
      group.submit(1, { rowKeys: ["row:a"] }),
      group.submit(2, { rowKeys: ["row:a"] }),
      group.submit(3, { rowKeys: ["row:b"] }),
      group.submit(4),
    ]);
    expect(batches).toEqual([[1, 3, 4], [2]]);
  });

  it("a batch the database refused is retried item by item, so only the bad item fails", async () => {
    const { batches, write, writeOne } = recorder((items) => (items.includes(3) ? sqlError : undefined));
    const group = new GroupCommit(write, writeOne, roomy);
    const results = await Promise.allSettled([1, 2, 3, 4].map((i) => group.submit(i)));
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message))).toEqual([
      2,
      4,
      "duplicate key",
      8,
    ]);
    expect(batches).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });

  it("a batch that may have been written (the connection dropped) fails every item, with no retry", async () => {
    const { batches, write, writeOne } = recorder(() => dropped);
    const group = new GroupCommit(write, writeOne, roomy);
    const results = await Promise.allSettled([1, 2, 3].map((i) => group.submit(i)));
    expect(results.every((r) => r.status === "rejected" && r.reason === dropped)).toBe(true);
    expect(batches).toEqual([[1, 2, 3]]);
    // The queue still works afterwards.
    expect(await Promise.allSettled([group.submit(9)])).toEqual([{ status: "rejected", reason: dropped }]);
  });
});
