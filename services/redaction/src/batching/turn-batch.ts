/**
 * Gathers the calls made during one turn of the event loop and runs them as one batch when the
 * turn ends (setImmediate: after every socket or worker message that was ready has been handled).
 * Under load many requests become ready together, and one Redis round trip or one write(2) for
 * all of them costs both this process and Redis a fraction of one each; a lone request waits for
 * nothing, since its batch runs as soon as its turn is over.
 *
 * `run` answers the items in order. When it fails, every call of the batch fails with its error.
 *
 * @example const batch = new TurnBatch((lines: string[]) => { writeSync(fd, lines.join("")); return lines; });
 */
export class TurnBatch<Item, Answer> {
  #items: Item[] = [];
  #waiting: { resolve(answer: Answer): void; reject(error: unknown): void }[] = [];

  constructor(private readonly run: (items: Item[]) => Promise<readonly Answer[]> | readonly Answer[]) {}

  add(item: Item): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      if (this.#items.length === 0) setImmediate(() => void this.#flush());
      this.#items.push(item);
      this.#waiting.push({ resolve, reject });
    });
  }

  async #flush(): Promise<void> {
    const items = this.#items;
    const waiting = this.#waiting;
    this.#items = [];
    this.#waiting = [];
    try {
      const answers = await this.run(items);
      for (let i = 0; i < waiting.length; i++) waiting[i]!.resolve(answers[i]!);
    } catch (error) {
      for (const w of waiting) w.reject(error);
    }
  }
}
