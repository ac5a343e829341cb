/** What the pool knows of a pipeline thread's queue. */
export interface ThreadLoad {
  /** Jobs sent and not yet answered. */
  readonly pending: { readonly size: number };
  /** Characters of text in those jobs: the engine's cost grows with the text. */
  readonly pendingChars: number;
}

/**
 * The thread whose queue holds the least text, then the fewest jobs (the first such thread).
 * By text rather than job count, so a new request does not queue behind a thread's large
 * document (1 MiB takes seconds) while another thread has only a few 2 KB ones.
 */
export function leastLoaded<T extends ThreadLoad>(threads: readonly T[]): T {
  let best = threads[0]!;
  for (const t of threads)
    if (
      t.pendingChars < best.pendingChars ||
      (t.pendingChars === best.pendingChars && t.pending.size < best.pending.size)
    )
      best = t;
  return best;
}
