import { MemoryPlaceholderStore, type PlaceholderRequest } from "@platform/redaction-engine";
import { describe, expect, it } from "vitest";
import { TurnBatchedStore } from "./turn-batched-store.js";

const doc = (...entries: [string, string][]): PlaceholderRequest[] =>
  entries.map(([type, key]) => ({ type, key }) as PlaceholderRequest);

describe("TurnBatchedStore", () => {
  it("gives the documents of one turn the numbers they would get one after the other, in one assign", async () => {
    const documents = [
      doc(["PERSON", "ada"], ["EMAIL", "a@x"], ["PERSON", "bob"]),
      doc(["PERSON", "bob"], ["PERSON", "cy"]),
      doc(),
      doc(["EMAIL", "b@x"], ["EMAIL", "a@x"], ["PERSON", "ada"]),
    ];
    const inner = new MemoryPlaceholderStore();
    const calls: number[] = [];
    const batched = new TurnBatchedStore({
      assign: (requests) => {
        calls.push(requests.length);
        return inner.assign(requests);
      },
    });
    const together = await Promise.all(documents.map((d) => batched.assign(d)));

    const oneByOne = new MemoryPlaceholderStore();
    const inARow: (readonly number[])[] = [];
    for (const d of documents) inARow.push(await oneByOne.assign(d));
    expect(together).toEqual(inARow);
    expect(together).toEqual([[1, 1, 2], [2, 3], [], [2, 1, 1]]);
    expect(calls).toEqual([8]);
  });

  it("fails every document of the batch when the store fails", async () => {
    const batched = new TurnBatchedStore({ assign: () => Promise.reject(new Error("redis down")) });
    const results = await Promise.allSettled([
      batched.assign(doc(["PERSON", "ada"])),
      batched.assign(doc(["EMAIL", "a@x"])),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
  });
});
