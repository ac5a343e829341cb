import { createHash, timingSafeEqual } from "node:crypto";
import type { Principal } from "./principal.js";

export interface VerifiedKeyCacheOptions {
  /** How long a verified key is trusted without asking the database; 0 turns the cache off. */
  ttlMs: number;
  /** At most this many keys are kept; the least recently verified one goes first. */
  maxEntries: number;
  clock: () => number;
}

interface Entry {
  /** sha256 of the token that was verified: a cached id never vouches for a different secret. */
  digest: Buffer;
  principal: Principal;
  expiresAt: number;
}

/**
 * A per-process cache of API keys the database has verified, so an authenticated read costs one
 * query instead of two. Only successes are cached, keyed by key id and checked against the
 * presented token's digest. Revoking a key, removing a member or changing their role evicts the
 * affected keys in this process at once; other processes see the change within `ttlMs`.
 *
 * @example
 * const cache = new VerifiedKeyCache({ ttlMs: 5_000, maxEntries: 10_000, clock: Date.now });
 * const generation = cache.generation;
 * const principal = cache.get(keyId, token) ?? (await verifyInDatabase(token));
 * cache.set(keyId, token, principal, generation);
 */
export class VerifiedKeyCache {
  readonly #entries = new Map<string, Entry>();
  #evictions = 0;

  constructor(private readonly options: VerifiedKeyCacheOptions) {}

  get size(): number {
    return this.#entries.size;
  }

  /**
   * Take this before reading a key from the database and hand it to `set`: a verification that was
   * in flight while a key was evicted (its row read just before the revocation committed) is then
   * not cached, so it cannot bring a revoked key back.
   */
  get generation(): number {
    return this.#evictions;
  }

  /** The principal for a key verified less than ttlMs ago with this very token, else undefined. */
  get(keyId: string, token: string): Principal | undefined {
    const entry = this.#entries.get(keyId);
    if (!entry) return undefined;
    if (this.options.clock() >= entry.expiresAt) {
      this.#entries.delete(keyId);
      return undefined;
    }
    const presented = digestOf(token);
    return timingSafeEqual(presented, entry.digest) ? entry.principal : undefined;
  }

  set(keyId: string, token: string, principal: Principal, generation: number): void {
    if (this.options.ttlMs <= 0 || this.options.maxEntries <= 0) return;
    if (generation !== this.#evictions) return;
    // Re-inserting moves the key to the end, so the map's first key is the oldest verification.
    this.#entries.delete(keyId);
    this.#entries.set(keyId, {
      digest: digestOf(token),
      principal: Object.freeze({ ...principal }),
      expiresAt: this.options.clock() + this.options.ttlMs,
    });
    while (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  /** Forgets one key (it was revoked). */
  evictKey(keyId: string): void {
    this.#evictions++;
    this.#entries.delete(keyId);
  }

  /** Forgets every key a member holds in an organisation (removed, or their role changed). */
  evictMember(orgId: string, userId: string): void {
    this.#evictions++;
    for (const [keyId, entry] of this.#entries)
      if (entry.principal.orgId === orgId && entry.principal.userId === userId) this.#entries.delete(keyId);
  }

  clear(): void {
    this.#evictions++;
    this.#entries.clear();
  }
}

const digestOf = (token: string) => createHash("sha256").update(token).digest();
