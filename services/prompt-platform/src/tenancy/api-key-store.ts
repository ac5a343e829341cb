import { iso, isoOrNull, type Queryable } from "../db/database.js";
import type { Role } from "./roles.js";

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

/** What authenticating a key needs: its secret's hash and its owner's current membership. */
export interface KeyCredential {
  orgId: string;
  userId: string;
  role: Role;
  secretHash: string;
  memberRole: Role;
  selfIssued: boolean;
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

/** The served form of a key (never its secret). */
export const apiKeyView = (k: {
  id: string;
  name: string;
  role: Role;
  userId: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}): ApiKey => ({ ...k, prefix: `ppk_${k.id.replaceAll("-", "").slice(0, 12)}` });

const toKey = (r: KeyRow): ApiKey =>
  apiKeyView({
    id: r.id,
    name: r.name,
    role: r.role as Role,
    userId: r.user_id,
    createdAt: iso(r.created_at),
    lastUsedAt: isoOrNull(r.last_used_at),
    revokedAt: isoOrNull(r.revoked_at),
  });

const KEY_COLUMNS = "id, name, role, user_id, created_at, last_used_at, revoked_at";

/** Table api_keys: secrets only as sha256. Each method takes the connection or transaction to run on. */
export class ApiKeyStore {
  /** A self-issued key (only its own user gets here). */
  async insert(
    tx: Queryable,
    k: {
      id: string;
      orgId: string;
      userId: string;
      name: string;
      role: Role;
      secretHash: string;
      createdAt: string;
    },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO api_keys (id, org_id, user_id, name, role, secret_hash, created_at, self_issued)
       VALUES ($1, $2, $3, $4, $5, $6, $7, true)`,
      [k.id, k.orgId, k.userId, k.name, k.role, k.secretHash, k.createdAt],
    );
  }

  /** The organisation's keys, all of them or one user's only. */
  async list(q: Queryable, orgId: string, all: boolean, userId: string | null): Promise<ApiKey[]> {
    const rows = await q.query<KeyRow>(
      `SELECT ${KEY_COLUMNS} FROM api_keys WHERE org_id = $1 AND ($2::boolean OR user_id = $3) ORDER BY id`,
      [orgId, all, userId],
    );
    return rows.map(toKey);
  }

  /** The key, locked FOR UPDATE until the transaction ends. */
  async lock(tx: Queryable, orgId: string, id: string): Promise<ApiKey | undefined> {
    const [row] = await tx.query<KeyRow>(
      `SELECT ${KEY_COLUMNS} FROM api_keys WHERE org_id = $1 AND id = $2 FOR UPDATE`,
      [orgId, id],
    );
    return row ? toKey(row) : undefined;
  }

  async revoke(tx: Queryable, id: string, at: string): Promise<void> {
    await tx.query("UPDATE api_keys SET revoked_at = $2 WHERE id = $1", [id, at]);
  }

  /** Revokes every live key of a member in one organisation (they left it). */
  async revokeAllOf(tx: Queryable, orgId: string, userId: string, at: string): Promise<void> {
    await tx.query(
      "UPDATE api_keys SET revoked_at = $3 WHERE org_id = $1 AND user_id = $2 AND revoked_at IS NULL",
      [orgId, userId, at],
    );
  }

  /** A live key whose owner is still a member; undefined otherwise. */
  async credential(q: Queryable, id: string): Promise<KeyCredential | undefined> {
    const [row] = await q.query<{
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
    return row
      ? {
          orgId: row.org_id,
          userId: row.user_id,
          role: row.role,
          secretHash: row.secret_hash,
          memberRole: row.member_role,
          selfIssued: row.self_issued,
        }
      : undefined;
  }

  async touch(q: Queryable, id: string, at: string): Promise<void> {
    await q.query("UPDATE api_keys SET last_used_at = $2 WHERE id = $1", [id, at]);
  }
}
