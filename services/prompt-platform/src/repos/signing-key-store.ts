import { iso, isoOrNull, type Queryable } from "../db/database.js";

export type { Queryable } from "../db/database.js";

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

const SELECT = "SELECT id, user_id, name, public_key_pem, created_at, revoked_at FROM signing_keys";

/** The SQL of users' commit-signing keys; a key's id is unique per organisation. */
export class SigningKeyStore {
  /** False when the organisation already has a key with that id. */
  async insert(
    tx: Queryable,
    k: { orgId: string; keyId: string; userId: string; name: string; publicKeyPem: string; now: string },
  ): Promise<boolean> {
    const inserted = await tx.query(
      `INSERT INTO signing_keys (org_id, id, user_id, name, public_key_pem, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (org_id, id) DO NOTHING RETURNING id`,
      [k.orgId, k.keyId, k.userId, k.name, k.publicKeyPem, k.now],
    );
    return inserted.length > 0;
  }

  async find(q: Queryable, orgId: string, keyId: string): Promise<SigningKey | undefined> {
    const [row] = await q.query<KeyRow>(`${SELECT} WHERE org_id = $1 AND id = $2`, [orgId, keyId]);
    return row && toKey(row);
  }

  /** The organisation's keys, oldest first (`userId` narrows to one user). */
  async list(q: Queryable, orgId: string, userId: string | undefined): Promise<SigningKey[]> {
    const rows = await q.query<KeyRow>(
      `${SELECT} WHERE org_id = $1 AND ($2::text IS NULL OR user_id = $2) ORDER BY created_at, id`,
      [orgId, userId ?? null],
    );
    return rows.map(toKey);
  }

  /** Revokes (keeping the first revocation time); `userId` null: whoever owns it. False when not found. */
  async revoke(
    tx: Queryable,
    orgId: string,
    keyId: string,
    userId: string | null,
    now: string,
  ): Promise<boolean> {
    const done = await tx.query(
      `UPDATE signing_keys SET revoked_at = coalesce(revoked_at, $4::timestamptz)
       WHERE org_id = $1 AND id = $2 AND ($3::text IS NULL OR user_id = $3) RETURNING id`,
      [orgId, keyId, userId, now],
    );
    return done.length > 0;
  }
}
