import { GENESIS_HASH, type StoredFrame, storedFrameHash } from "../src/audit/audit-frame.js";

/**
 * The reference the database-side verification (src/audit/chain-scan.ts) is tested against: the rule
 * written out one frame at a time in JavaScript. Frames are pushed in sequence order; frame i must
 * have sequence i, previousHash equal to frame i-1's hash (the genesis hash for frame 0), and a hash
 * that recomputes from its fields. The first frame that fails is `brokenAt`; later ones are ignored.
 */
export class ChainVerifier {
  #expected = 0;
  #lastHash = GENESIS_HASH;
  brokenAt: number | undefined;

  get checked(): number {
    return this.#expected;
  }

  get lastHash(): string {
    return this.#lastHash;
  }

  /** false once the chain is broken (the caller may stop reading). */
  push(frame: StoredFrame): boolean {
    if (this.brokenAt !== undefined) return false;
    if (
      frame.sequence !== this.#expected ||
      frame.previousHash !== this.#lastHash ||
      storedFrameHash(frame) !== frame.hash
    ) {
      this.brokenAt = this.#expected;
      return false;
    }
    this.#expected++;
    this.#lastHash = frame.hash;
    return true;
  }

  /** After the last frame: the head must point at the last frame read, else frames are missing. */
  finish(head: { frameCount: number; lastHash: string }): void {
    if (this.brokenAt !== undefined) return;
    if (this.#expected !== head.frameCount || this.#lastHash !== head.lastHash)
      this.brokenAt = this.#expected;
  }
}
