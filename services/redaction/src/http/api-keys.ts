import { hash, timingSafeEqual } from "node:crypto";
import { parseApiKeyEntry } from "../tenants/tenant.js";

// One-shot hash: no Hash object per request (it runs on every /v1/ request, on the main thread).
const digest = (key: string) => hash("sha256", key, "buffer");

/** Who presented a valid key: the key's id (logs, metrics, rate limit) and its tenant. */
export interface Caller {
  readonly keyId: string;
  readonly tenant: string;
}

/**
 * The configured API keys (`key` or `tenant:key` entries of REDACT_API_KEYS), held only as sha256
 * digests. A presented key is hashed and compared with every stored digest in constant time (no
 * early exit), so neither timing nor memory gives a key away. The key id (the first 12 hex digits
 * of the digest) names a key in logs and metrics; a bare key is its own tenant, `key-<key id>`.
 */
export class ApiKeys {
  readonly #entries: { digest: Buffer; caller: Caller }[];

  constructor(entries: readonly string[]) {
    this.#entries = entries.map((entry) => {
      const { tenant, key } = parseApiKeyEntry(entry);
      const d = digest(key);
      const keyId = d.toString("hex").slice(0, 12);
      return { digest: d, caller: { keyId, tenant: tenant ?? `key-${keyId}` } };
    });
  }

  /** The caller of a valid key, or undefined. */
  identify(presented: string): Caller | undefined {
    const candidate = digest(presented);
    let match: Caller | undefined;
    for (const { digest: stored, caller } of this.#entries)
      if (timingSafeEqual(stored, candidate)) match = caller;
    return match;
  }
}
