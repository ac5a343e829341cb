import type { Database } from "../db/database.js";
import type { Role } from "./roles.js";
import { hashSecret, newSessionToken } from "./secret-token.js";

export interface SessionGrant {
  userId: string;
  orgId: string;
  /** The most the session may do; the membership's current role can lower it further. */
  role: Role;
  /** Opened with a credential its user issued themselves (see Principal.selfIssued). */
  selfIssued: boolean;
}

/**
 * Console sessions: the cookie carries a random token, the table only its sha256. A session is bound
 * to one organisation and capped at the role of the credential that opened it, so signing in with a
 * viewer key never yields more than a viewer session.
 */
export class SessionStore {
  constructor(private readonly deps: { db: Database; clock: () => number; ttlMs: number }) {}

  async create(grant: SessionGrant): Promise<{ token: string; expiresAt: string }> {
    const token = newSessionToken();
    const now = this.deps.clock();
    const expiresAt = new Date(now + this.deps.ttlMs).toISOString();
    await this.deps.db.query(
      `INSERT INTO sessions (token_hash, user_id, org_id, role, created_at, expires_at, self_issued)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        hashSecret(token),
        grant.userId,
        grant.orgId,
        grant.role,
        new Date(now).toISOString(),
        expiresAt,
        grant.selfIssued,
      ],
    );
    return { token, expiresAt };
  }

  /** The session's grant, or undefined when unknown or expired. */
  async find(token: string): Promise<SessionGrant | undefined> {
    const [row] = await this.deps.db.query<{
      user_id: string;
      org_id: string;
      role: Role;
      self_issued: boolean;
    }>("SELECT user_id, org_id, role, self_issued FROM sessions WHERE token_hash = $1 AND expires_at > $2", [
      hashSecret(token),
      new Date(this.deps.clock()).toISOString(),
    ]);
    return row
      ? { userId: row.user_id, orgId: row.org_id, role: row.role, selfIssued: row.self_issued }
      : undefined;
  }

  async delete(token: string): Promise<void> {
    await this.deps.db.query("DELETE FROM sessions WHERE token_hash = $1", [hashSecret(token)]);
  }
}
