import { iso, isoOrNull, type Queryable } from "../db/database.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import type { Principal } from "./principal.js";
import { can, type Role, roleAtLeast, weakerRole } from "./roles.js";
import { apiKeyIdOf, hashSecret, newApiKeyToken, secretMatches } from "./secret-token.js";
import type { VerifiedKeyCache } from "./verified-key-cache.js";

export interface ApiKey {
  id: string;
  name: string;
  role: Role;
  userId: string;
  /** The first characters of the token, enough to recognise it in a list. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

interface KeyRow {
  id: string;
  name: string;
  role: string;
  user_id: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}

const toKey = (r: KeyRow): ApiKey => ({
  id: r.id,
  name: r.name,
  role: r.role as Role,
  userId: r.user_id,
  prefix: `ppk_${r.id.replaceAll("-", "").slice(0, 12)}`,
  createdAt: iso(r.created_at),
  lastUsedAt: isoOrNull(r.last_used_at),
  revokedAt: isoOrNull(r.revoked_at),
});

const KEY_COLUMNS = "id, name, role, user_id, created_at, last_used_at, revoked_at";

/**
 * API keys: shown once at creation, stored as sha256, scoped to one organisation, owned by one user,
 * with a role that never exceeds the owner's current membership.
 */
export class ApiKeyService {
  /** When each key's last_used_at was last written by this process. */
  readonly #touched = new Map<string, number>();

  constructor(
    private readonly deps: ServiceDeps & { lastUsedResolutionMs: number; keyCache: VerifiedKeyCache },
  ) {}

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
      const [member] = await tx.query<{ role: Role }>(
        "SELECT role FROM memberships WHERE org_id = $1 AND user_id = $2",
        [principal.orgId, userId],
      );
      if (!member) throw notFound("member", userId);
      const role = input.role ?? weakerRole(member.role, principal.role);
      if (!roleAtLeast(principal.role, role) || !roleAtLeast(member.role, role))
        throw new PlatformError(
          "FORBIDDEN",
          `A key cannot carry more than its issuer's and owner's role (${role})`,
        );
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
    tx: Queryable,
    k: { orgId: string; userId: string; name: string; role: Role; actor: string },
  ): Promise<{ apiKey: ApiKey; secret: string }> {
    const id = createId();
    const secret = newApiKeyToken(id);
    const now = isoNow(this.deps.clock);
    await tx.query(
      `INSERT INTO api_keys (id, org_id, user_id, name, role, secret_hash, created_at, self_issued)
       VALUES ($1, $2, $3, $4, $5, $6, $7, true)`,
      [id, k.orgId, k.userId, k.name, k.role, hashSecret(secret), now],
    );
    await this.deps.audit.append(tx, {
      actor: k.actor,
      orgId: k.orgId,
      action: "api_key.create",
      resource: `api_key:${id}`,
      details: { name: k.name, role: k.role, userId: k.userId },
    });
    const apiKey = toKey({
      id,
      name: k.name,
      role: k.role,
      user_id: k.userId,
      created_at: now,
      last_used_at: null,
      revoked_at: null,
    });
    return { apiKey, secret };
  }

  /** Admins see every key of the organisation; others their own. */
  async list(principal: Principal): Promise<ApiKey[]> {
    const all = can(principal.role, "api_key.manage_all");
    const rows = await this.deps.db.query<KeyRow>(
      `SELECT ${KEY_COLUMNS} FROM api_keys WHERE org_id = $1 AND ($2::boolean OR user_id = $3) ORDER BY id`,
      [principal.orgId, all, principal.userId],
    );
    return rows.map(toKey);
  }

  async revoke(principal: Principal, id: string): Promise<ApiKey> {
    const revoked = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx.query<KeyRow>(
        `SELECT ${KEY_COLUMNS} FROM api_keys WHERE org_id = $1 AND id = $2 FOR UPDATE`,
        [principal.orgId, id],
      );
      if (!row) throw notFound("api key", id);
      if (row.user_id !== principal.userId && !can(principal.role, "api_key.manage_all"))
        throw new PlatformError("FORBIDDEN", "Revoking other members' keys needs the admin role");
      // Evicted before and after the commit: no request in this process is served from the cache
      // between the revocation and the reply that confirms it.
      this.deps.keyCache.evictKey(id);
      if (row.revoked_at) return toKey(row);
      const now = isoNow(this.deps.clock);
      await tx.query("UPDATE api_keys SET revoked_at = $2 WHERE id = $1", [id, now]);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "api_key.revoke",
        resource: `api_key:${id}`,
        details: { name: row.name, userId: row.user_id },
      });
      return toKey({ ...row, revoked_at: now });
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
    const [row] = await this.deps.db.query<{
      org_id: string;
      user_id: string;
      role: Role;
      secret_hash: string;
      member_role: Role;
      self_issued: boolean;
    }>(
      `SELECT k.org_id, k.user_id, k.role, k.secret_hash, m.role AS member_role, k.self_issued
       FROM api_keys k JOIN memberships m ON m.org_id = k.org_id AND m.user_id = k.user_id
       WHERE k.id = $1 AND k.revoked_at IS NULL`,
      [id],
    );
    if (!row || !secretMatches(token, row.secret_hash)) return undefined;
    await this.#touch(id);
    const principal: Principal = {
      orgId: row.org_id,
      userId: row.user_id,
      role: weakerRole(row.role, row.member_role),
      actor: `api_key:${id}`,
      via: "api_key",
      selfIssued: row.self_issued,
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
    await this.deps.db.query("UPDATE api_keys SET last_used_at = $2 WHERE id = $1", [
      id,
      new Date(now).toISOString(),
    ]);
  }
}
