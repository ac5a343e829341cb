/** One caller's request, waiting in a GroupCommit for the batch it goes out with. */
export interface Pending<T, R> {
  item: T;
  /** Rows the item's writes update or delete: a batch never holds two items naming the same row. */
  rowKeys: readonly string[];
  /** This item's share of the batch's size limit (e.g. its statement parameters). */
  weight: number;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions {
  /** Items per batch. */
  maxItems: number;
  /** Sum of the items' weights per batch (a lone heavier item still goes, alone). */
  maxWeight: number;
  /**
   * Whether a batch that failed with this error certainly wrote nothing, so its items may be written
   * again one by one. Otherwise (e.g. the connection dropped: the commit may have happened) every
   * item fails with the error.
   */
  nothingWritten(error: unknown): boolean;
}

/**
 * Group commit: callers that arrive while a batch is being written wait and go out together in the
 * next one, so N concurrent callers cost one write instead of N queued on the same lock. A lone caller
 * goes at once (no timer, no added latency). One batch is in flight at a time. `write` answers one
 * result per item, in order, or throws; when it throws having written nothing, each item of the batch
 * is written by itself (`writeOne`), so one caller's bad write fails that caller only.
 */
export class GroupCommit<T, R> {
  #queue: Pending<T, R>[] = [];
  #draining = false;

  constructor(
    private readonly write: (items: T[]) => Promise<R[]>,
    private readonly writeOne: (item: T) => Promise<R>,
    private readonly options: GroupCommitOptions,
  ) {}

  submit(item: T, options: { rowKeys?: readonly string[]; weight?: number } = {}): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({
        item,
        rowKeys: options.rowKeys ?? [],
        weight: options.weight ?? 1,
        resolve,
        reject,
      });
      if (!this.#draining) {
        this.#draining = true;
        // Callers submitting in this same turn of the event loop join the first batch.
        queueMicrotask(() => void this.#drain());
      }
    });
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) await this.#flush(this.#takeBatch());
    } finally {
      this.#draining = false;
    }
  }

  /** The oldest items that fit the limits; an item naming a row already in the batch waits for the next. */
  #takeBatch(): Pending<T, R>[] {
    const batch: Pending<T, R>[] = [];
    const rest: Pending<T, R>[] = [];
    const rows = new Set<string>();
    let weight = 0;
    for (const p of this.#queue) {
      const fits =
        batch.length === 0 ||
        (batch.length < this.options.maxItems &&
          weight + p.weight <= this.options.maxWeight &&
          !p.rowKeys.some((k) => rows.has(k)));
      if (!fits) {
        rest.push(p);
        continue;
      }
      batch.push(p);
      weight += p.weight;
      for (const k of p.rowKeys) rows.add(k);
    }
    this.#queue = rest;
    return batch;
  }

  async #flush(batch: Pending<T, R>[]): Promise<void> {
    if (batch.length === 1) return settle(batch[0]!, this.writeOne);
    let results: R[];
    try {
      results = await this.write(batch.map((p) => p.item));
    } catch (error) {
      if (this.options.nothingWritten(error)) await Promise.all(batch.map((p) => settle(p, this.writeOne)));
      else for (const p of batch) p.reject(error);
      return;
    }
    for (const [i, p] of batch.entries()) p.resolve(results[i]!);
  }
}

async function settle<T, R>(p: Pending<T, R>, writeOne: (item: T) => Promise<R>): Promise<void> {
  try {
    p.resolve(await writeOne(p.item));
  } catch (error) {
    p.reject(error);
  }
}
