import type { KeyObject } from "node:crypto";
import { iso, isoOrNull, type Queryable } from "../db/database.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import type { Principal } from "../tenancy/principal.js";
import { keyIdOf, parseSigningKey } from "./repo-objects.js";

export interface SigningKey {
  keyId: string;
  userId: string;
  name: string;
  publicKeyPem: string;
  createdAt: string;
  revokedAt: string | null;
}

interface KeyRow {
  id: string;
  user_id: string;
  name: string;
  public_key_pem: string;
  created_at: Date | string;
  revoked_at: Date | string | null;
}

const toKey = (r: KeyRow): SigningKey => ({
  keyId: r.id,
  userId: r.user_id,
  name: r.name,
  publicKeyPem: r.public_key_pem,
  createdAt: iso(r.created_at),
  revokedAt: isoOrNull(r.revoked_at),
});

/**
 * Users' Ed25519 commit-signing keys, per organisation. A revoked key signs nothing new; commits it
 * signed before still verify (the public key is kept). Parsed keys are cached: a key never changes.
 */
export class SigningKeyService {
  readonly #parsed = new Map<string, { userId: string; key: KeyObject }>();

  constructor(private readonly deps: ServiceDeps) {}

  async register(principal: Principal, input: { name: string; publicKeyPem: string }): Promise<SigningKey> {
    if (!principal.userId) throw new PlatformError("FORBIDDEN", "Signing keys belong to users, not agents");
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
      const inserted = await tx.query(
        `INSERT INTO signing_keys (org_id, id, user_id, name, public_key_pem, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (org_id, id) DO NOTHING RETURNING id`,
        [principal.orgId, keyId, principal.userId, input.name, input.publicKeyPem.trim(), now],
      );
      if (inserted.length === 0)
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
    const [row] = await this.deps.db.query<KeyRow>(
      "SELECT id, user_id, name, public_key_pem, created_at, revoked_at FROM signing_keys WHERE org_id = $1 AND id = $2",
      [orgId, keyId],
    );
    if (!row) throw notFound("signing key", keyId);
    return toKey(row);
  }

  /** The organisation's keys (`userId` narrows to one user). */
  async list(orgId: string, userId?: string): Promise<SigningKey[]> {
    const rows = await this.deps.db.query<KeyRow>(
      `SELECT id, user_id, name, public_key_pem, created_at, revoked_at FROM signing_keys
       WHERE org_id = $1 AND ($2::text IS NULL OR user_id = $2) ORDER BY created_at, id`,
      [orgId, userId ?? null],
    );
    return rows.map(toKey);
  }

  /** Revokes one of the caller's keys (admins: anyone's). */
  async revoke(principal: Principal, keyId: string, anyUser: boolean): Promise<SigningKey> {
    await this.deps.db.transaction(async (tx) => {
      const done = await tx.query(
        `UPDATE signing_keys SET revoked_at = coalesce(revoked_at, $4::timestamptz)
         WHERE org_id = $1 AND id = $2 AND ($3::text IS NULL OR user_id = $3) RETURNING id`,
        [principal.orgId, keyId, anyUser ? null : principal.userId, isoNow(this.deps.clock)],
      );
      if (done.length === 0) throw notFound("signing key", keyId);
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
    const [row] = await q.query<KeyRow>(
      "SELECT id, user_id, name, public_key_pem, created_at, revoked_at FROM signing_keys WHERE org_id = $1 AND id = $2",
      [orgId, keyId],
    );
    if (!row) return undefined;
    const entry = { userId: row.user_id, key: parseSigningKey(row.public_key_pem) };
    this.#parsed.set(cacheKey, entry);
    return entry;
  }
}
