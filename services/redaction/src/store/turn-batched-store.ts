import type { PlaceholderRequest, PlaceholderStore } from "@platform/redaction-engine";
import { TurnBatch } from "../batching/turn-batch.js";

/**
 * A tenant's store seen through one batch per event-loop turn: the documents a pipeline thread
 * finished in one turn get their counters in one `assign` of the store below (one Redis script,
 * one SQLite transaction) instead of one each. The batch is the documents' requests in the order
 * the documents asked, so every number is what those `assign` calls in a row would have given,
 * and the store's atomicity now covers the whole batch.
 */
export class TurnBatchedStore implements PlaceholderStore {
  readonly #batch: TurnBatch<readonly PlaceholderRequest[], readonly number[]>;

  constructor(store: PlaceholderStore) {
    this.#batch = new TurnBatch(async (documents) => {
      if (documents.length === 1) return [await store.assign(documents[0]!)];
      const counters = await store.assign(documents.flat());
      const answers: (readonly number[])[] = [];
      let at = 0;
      for (const requests of documents) {
        answers.push(counters.slice(at, at + requests.length));
        at += requests.length;
      }
      return answers;
    });
  }

  assign(requests: readonly PlaceholderRequest[]): Promise<readonly number[]> {
    return this.#batch.add(requests);
  }
}
