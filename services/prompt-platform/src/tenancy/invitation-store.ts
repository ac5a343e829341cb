import { iso, isoOrNull, type Queryable } from "../db/database.js";
import type { Role } from "./roles.js";

export interface Invitation {
  id: string;
  role: Role;
  /** The e-mail the new member's account gets (unset: they give their own when redeeming). */
  email: string | null;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  redeemedAt: string | null;
  redeemedBy: string | null;
  /** Set when an admin revoked it before it was redeemed; its token no longer redeems. */
  revokedAt: string | null;
  revokedBy: string | null;
}

/** An invitation with what only the server sees: its organisation and its token's hash. */
export interface StoredInvitation extends Invitation {
  orgId: string;
  tokenHash: string;
}

interface InvitationRow {
  id: string;
  org_id: string;
  role: Role;
  email: string | null;
  token_hash: string;
  invited_by: string;
  created_at: Date | string;
  expires_at: Date | string;
  redeemed_at: Date | string | null;
  redeemed_by: string | null;
  revoked_at: Date | string | null;
  revoked_by: string | null;
}

const toStored = (r: InvitationRow): StoredInvitation => ({
  id: r.id,
  orgId: r.org_id,
  role: r.role,
  email: r.email,
  tokenHash: r.token_hash,
  invitedBy: r.invited_by,
  createdAt: iso(r.created_at),
  expiresAt: iso(r.expires_at),
  redeemedAt: isoOrNull(r.redeemed_at),
  redeemedBy: r.redeemed_by,
  revokedAt: isoOrNull(r.revoked_at),
  revokedBy: r.revoked_by,
});

/** The served form: no organisation id, no token hash. */
export const invitationView = ({ orgId: _o, tokenHash: _t, ...invitation }: StoredInvitation): Invitation =>
  invitation;

/** Table invitations (tokens only as sha256). Each method takes the connection or transaction to run on. */
export class InvitationStore {
  async insert(tx: Queryable, i: StoredInvitation): Promise<void> {
    await tx.query(
      `INSERT INTO invitations (id, org_id, role, email, token_hash, invited_by, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [i.id, i.orgId, i.role, i.email, i.tokenHash, i.invitedBy, i.createdAt, i.expiresAt],
    );
  }

  async list(q: Queryable, orgId: string): Promise<StoredInvitation[]> {
    const rows = await q.query<InvitationRow>("SELECT * FROM invitations WHERE org_id = $1 ORDER BY id", [
      orgId,
    ]);
    return rows.map(toStored);
  }

  /**
   * The invitation, locked FOR UPDATE until the transaction ends (a token is redeemed once, and never
   * after it is revoked). `orgId`: only the organisation's own.
   */
  async lock(tx: Queryable, id: string, orgId?: string): Promise<StoredInvitation | undefined> {
    const [row] = await tx.query<InvitationRow>(
      "SELECT * FROM invitations WHERE id = $1 AND ($2::text IS NULL OR org_id = $2) FOR UPDATE",
      [id, orgId ?? null],
    );
    return row ? toStored(row) : undefined;
  }

  async markRevoked(tx: Queryable, id: string, at: string, userId: string | null): Promise<void> {
    await tx.query("UPDATE invitations SET revoked_at = $2, revoked_by = $3 WHERE id = $1", [id, at, userId]);
  }

  async markRedeemed(tx: Queryable, id: string, at: string, userId: string): Promise<void> {
    await tx.query("UPDATE invitations SET redeemed_at = $2, redeemed_by = $3 WHERE id = $1", [
      id,
      at,
      userId,
    ]);
  }
}
