import { isoNow, type ServiceDeps, type Tx } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import { type ApiKey, type ApiKeyStore, apiKeyView } from "./api-key-store.js";
import type { MemberStore } from "./member-store.js";
import type { Principal } from "./principal.js";
import { can, type Role, weakerRole } from "./roles.js";
import { apiKeyIdOf, hashSecret, newApiKeyToken, secretMatches } from "./secret-token.js";
import { keyRole, mayRevokeKey } from "./tenancy-rules.js";
import type { VerifiedKeyCache } from "./verified-key-cache.js";

export type { ApiKey } from "./api-key-store.js";

export interface ApiKeyServiceDeps extends ServiceDeps {
  lastUsedResolutionMs: number;
  keyCache: VerifiedKeyCache;
  keys: ApiKeyStore;
  members: MemberStore;
}

/**
 * API keys: shown once at creation, stored as sha256, scoped to one organisation, owned by one user,
 * with a role that never exceeds the owner's current membership.
 */
export class ApiKeyService {
  /** When each key's last_used_at was last written by this process. */
  readonly #touched = new Map<string, number>();

  constructor(private readonly deps: ApiKeyServiceDeps) {}

  async create(
    principal: Principal,
    input: { name: string; role?: Role | undefined; userId?: string | undefined },
  ): Promise<{ apiKey: ApiKey; secret: string }> {
    if (!principal.userId) throw new PlatformError("FORBIDDEN", "Only users can own API keys");
    // Segregation of duties (issue 24): whoever holds a key can act as its user, so a key is issued to
    // the caller only. New members get their first key by redeeming an invitation.
    if (input.userId !== undefined && input.userId !== principal.userId)
      throw new PlatformError(
        "FORBIDDEN",
        "API keys are issued to their own user only; invite the member instead (POST /api/invitations)",
      );
    const userId = principal.userId;
    return this.deps.db.transaction(async (tx) => {
      const memberRole = await this.deps.members.roleOf(tx, principal.orgId, userId);
      if (!memberRole) throw notFound("member", userId);
      const role = keyRole(principal.role, memberRole as Role, input.role);
      return this.issue(tx, {
        orgId: principal.orgId,
        userId,
        name: input.name,
        role,
        actor: principal.actor,
      });
    });
  }

  /**
   * Inserts a key for `userId` inside the caller's transaction (the invitation that makes a member
   * issues their first key with it). Always self-issued: only the user themselves gets here.
   */
  async issue(
    tx: Tx,
    k: { orgId: string; userId: string; name: string; role: Role; actor: string },
  ): Promise<{ apiKey: ApiKey; secret: string }> {
    const id = createId();
    const secret = newApiKeyToken(id);
    const now = isoNow(this.deps.clock);
    await this.deps.keys.insert(tx, {
      id,
      orgId: k.orgId,
      userId: k.userId,
      name: k.name,
      role: k.role,
      secretHash: hashSecret(secret),
      createdAt: now,
    });
    await this.deps.audit.append(tx, {
      actor: k.actor,
      orgId: k.orgId,
      action: "api_key.create",
      resource: `api_key:${id}`,
      details: { name: k.name, role: k.role, userId: k.userId },
    });
    const apiKey = apiKeyView({
      id,
      name: k.name,
      role: k.role,
      userId: k.userId,
      createdAt: now,
      lastUsedAt: null,
      revokedAt: null,
    });
    return { apiKey, secret };
  }

  /** Admins see every key of the organisation; others their own. */
  async list(principal: Principal): Promise<ApiKey[]> {
    const all = can(principal.role, "api_key.manage_all");
    return this.deps.keys.list(this.deps.db, principal.orgId, all, principal.userId);
  }

  async revoke(principal: Principal, id: string): Promise<ApiKey> {
    const revoked = await this.deps.db.transaction(async (tx) => {
      const key = await this.deps.keys.lock(tx, principal.orgId, id);
      if (!key) throw notFound("api key", id);
      mayRevokeKey(principal, key);
      // Evicted before and after the commit: no request in this process is served from the cache
      // between the revocation and the reply that confirms it.
      this.deps.keyCache.evictKey(id);
      if (key.revokedAt) return key;
      const now = isoNow(this.deps.clock);
      await this.deps.keys.revoke(tx, id, now);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "api_key.revoke",
        resource: `api_key:${id}`,
        details: { name: key.name, userId: key.userId },
      });
      return { ...key, revokedAt: now };
    });
    this.deps.keyCache.evictKey(id);
    return revoked;
  }

  /**
   * The principal a presented key stands for, or undefined (unknown, wrong secret, revoked, ex-member).
   * A key verified in the last few seconds is answered from the per-process cache (see VerifiedKeyCache).
   */
  async authenticate(token: string): Promise<Principal | undefined> {
    const id = apiKeyIdOf(token);
    if (!id) return undefined;
    const cached = this.deps.keyCache.get(id, token);
    if (cached) {
      await this.#touch(id);
      return cached;
    }
    const generation = this.deps.keyCache.generation;
    const key = await this.deps.keys.credential(this.deps.db, id);
    if (!key || !secretMatches(token, key.secretHash)) return undefined;
    await this.#touch(id);
    const principal: Principal = {
      orgId: key.orgId,
      userId: key.userId,
      role: weakerRole(key.role, key.memberRole),
      actor: `api_key:${id}`,
      via: "api_key",
      selfIssued: key.selfIssued,
    };
    this.deps.keyCache.set(id, token, principal, generation);
    return principal;
  }

  /** Writes last_used_at at most once per resolution window per key, so authenticated reads stay reads. */
  async #touch(id: string): Promise<void> {
    const now = this.deps.clock();
    const last = this.#touched.get(id);
    if (last !== undefined && now - last < this.deps.lastUsedResolutionMs) return;
    this.#touched.set(id, now);
    if (this.#touched.size > 100_000) this.#touched.clear();
    await this.deps.keys.touch(this.deps.db, id, new Date(now).toISOString());
  }
}
