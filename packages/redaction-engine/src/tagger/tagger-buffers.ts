// The tagger's per-token work arrays (token information, feature hashes, label scores, Viterbi's
// tables) are reused between documents so that a document allocates none of them; they grow to
// fit the document. Left at the largest document's size they would hold about 430 bytes per token
// of it for the life of the process (200 MB after one 1 MiB request), so after a document that
// made them larger than KEPT_TOKENS they are given back, down to INITIAL_TOKENS.

/** The capacity, in tokens, the arrays start with and go back to. */
export const INITIAL_TOKENS = 1024;

/** The largest capacity kept between documents (about 3.5 MB of arrays at most, doubled growth included). */
export const KEPT_TOKENS = 8192;

/** Whether arrays of `capacity` tokens should be given back after a document. */
export function tooLargeToKeep(capacity: number): boolean {
  return capacity > KEPT_TOKENS;
}

/**
 * The capacity to grow to for `needed` tokens: twice that while it stays within what is kept (so
 * a run of growing documents reallocates rarely), else exactly what the document needs, given
 * back after it.
 */
export function grownCapacity(needed: number): number {
  return needed * 2 <= KEPT_TOKENS ? needed * 2 : Math.max(needed, KEPT_TOKENS);
}
