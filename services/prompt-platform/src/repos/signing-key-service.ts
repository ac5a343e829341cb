import type { KeyObject } from "node:crypto";
import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import type { Principal } from "../tenancy/principal.js";
import { keyIdOf, parseSigningKey } from "./repo-objects.js";
import { type Queryable, type SigningKey, SigningKeyStore } from "./signing-key-store.js";

export type { SigningKey } from "./signing-key-store.js";

/**
 * Users' Ed25519 commit-signing keys, per organisation. A revoked key signs nothing new; commits it
 * signed before still verify (the public key is kept). Parsed keys are cached: a key never changes.
 */
export class SigningKeyService {
  readonly #parsed = new Map<string, { userId: string; key: KeyObject }>();
  readonly #store = new SigningKeyStore();

  constructor(private readonly deps: ServiceDeps) {}

  async register(principal: Principal, input: { name: string; publicKeyPem: string }): Promise<SigningKey> {
    const userId = principal.userId;
    if (!userId) throw new PlatformError("FORBIDDEN", "Signing keys belong to users, not agents");
    let keyId: string;
    try {
      keyId = keyIdOf(parseSigningKey(input.publicKeyPem));
    } catch (error) {
      throw new PlatformError("VALIDATION_ERROR", (error as Error).message, [
        { path: "/body/publicKeyPem", message: (error as Error).message },
      ]);
    }
    const now = isoNow(this.deps.clock);
    await this.deps.db.transaction(async (tx) => {
      const inserted = await this.#store.insert(tx, {
        orgId: principal.orgId,
        keyId,
        userId,
        name: input.name,
        publicKeyPem: input.publicKeyPem.trim(),
        now,
      });
      if (!inserted)
        throw new PlatformError(
          "NAME_TAKEN",
          `Signing key ${keyId} is already registered in this organisation`,
        );
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "signing_key.register",
        resource: `signing_key:${keyId}`,
        details: { name: input.name, userId: principal.userId },
      });
    });
    return this.get(principal.orgId, keyId);
  }

  async get(orgId: string, keyId: string): Promise<SigningKey> {
    const key = await this.#store.find(this.deps.db, orgId, keyId);
    if (!key) throw notFound("signing key", keyId);
    return key;
  }

  /** The organisation's keys (`userId` narrows to one user). */
  async list(orgId: string, userId?: string): Promise<SigningKey[]> {
    return this.#store.list(this.deps.db, orgId, userId);
  }

  /** Revokes one of the caller's keys (admins: anyone's). */
  async revoke(principal: Principal, keyId: string, anyUser: boolean): Promise<SigningKey> {
    await this.deps.db.transaction(async (tx) => {
      const done = await this.#store.revoke(
        tx,
        principal.orgId,
        keyId,
        anyUser ? null : principal.userId,
        isoNow(this.deps.clock),
      );
      if (!done) throw notFound("signing key", keyId);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "signing_key.revoke",
        resource: `signing_key:${keyId}`,
        details: {},
      });
    });
    this.#parsed.delete(`${principal.orgId}:${keyId}`);
    return this.get(principal.orgId, keyId);
  }

  /** The key and its owner, for verifying signatures (revocation does not matter there); undefined when unknown. */
  async lookup(q: Queryable, orgId: string, keyId: string) {
    const cacheKey = `${orgId}:${keyId}`;
    const cached = this.#parsed.get(cacheKey);
    if (cached) return cached;
    const found = await this.#store.find(q, orgId, keyId);
    if (!found) return undefined;
    const entry = { userId: found.userId, key: parseSigningKey(found.publicKeyPem) };
    this.#parsed.set(cacheKey, entry);
    return entry;
  }
}
