import { createHash, timingSafeEqual } from "node:crypto";

const digest = (key: string) => createHash("sha256").update(key, "utf8").digest();

/**
 * The configured API keys, held only as sha256 digests. A presented key is hashed and compared
 * with every stored digest in constant time (no early exit), so neither timing nor memory gives a
 * key away. The key id (the first 12 hex digits of the digest) names a key in logs and metrics.
 */
export class ApiKeys {
  readonly #digests: Buffer[];

  constructor(keys: readonly string[]) {
    this.#digests = keys.map(digest);
  }

  /** The key id of a valid key, or undefined. */
  identify(presented: string): string | undefined {
    const candidate = digest(presented);
    let match: Buffer | undefined;
    for (const stored of this.#digests) if (timingSafeEqual(stored, candidate)) match = stored;
    return match?.toString("hex").slice(0, 12);
  }
}
