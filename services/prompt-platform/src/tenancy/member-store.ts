import { iso, isUniqueViolation, type Queryable } from "../db/database.js";
import { DuplicateRow } from "./duplicate-row.js";
import type { Role } from "./roles.js";

export interface Member {
  userId: string;
  name: string;
  email: string;
  role: Role;
  joinedAt: string;
}

export interface User {
  id: string;
  name: string;
  email: string;
}

interface MemberRow {
  user_id: string;
  name: string;
  email: string;
  role: string;
  created_at: Date | string;
}

const toMember = (r: MemberRow): Member => ({
  userId: r.user_id,
  name: r.name,
  email: r.email,
  role: r.role as Role,
  joinedAt: iso(r.created_at),
});

/** Inserts, turning a taken key into DuplicateRow. */
async function insert(q: Queryable, table: string, sql: string, params: unknown[]): Promise<void> {
  try {
    await q.query(sql, params);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateRow(table);
    throw error;
  }
}

/**
 * Tables users and memberships. Each method takes the connection or transaction to run on; inserts
 * whose key is taken (an e-mail, a membership) throw DuplicateRow.
 */
export class MemberStore {
  /** The stored role of a member; a string, since a row may predate today's roles. */
  async roleOf(q: Queryable, orgId: string, userId: string): Promise<string | undefined> {
    const [row] = await q.query<{ role: string }>(
      "SELECT role FROM memberships WHERE org_id = $1 AND user_id = $2",
      [orgId, userId],
    );
    return row?.role;
  }

  /** The membership a user joined first. */
  async firstMembership(q: Queryable, userId: string): Promise<{ orgId: string; role: Role } | undefined> {
    const [row] = await q.query<{ org_id: string; role: string }>(
      "SELECT org_id, role FROM memberships WHERE user_id = $1 ORDER BY created_at, org_id LIMIT 1",
      [userId],
    );
    return row ? { orgId: row.org_id, role: row.role as Role } : undefined;
  }

  /** Every organisation the user belongs to, in the order they joined. */
  async membershipsOf(
    q: Queryable,
    userId: string,
  ): Promise<{ orgId: string; orgName: string; role: Role }[]> {
    const rows = await q.query<{ org_id: string; name: string; role: string }>(
      `SELECT m.org_id, o.name, m.role FROM memberships m JOIN orgs o ON o.id = m.org_id
       WHERE m.user_id = $1 ORDER BY m.created_at, m.org_id`,
      [userId],
    );
    return rows.map((r) => ({ orgId: r.org_id, orgName: r.name, role: r.role as Role }));
  }

  async list(q: Queryable, orgId: string): Promise<Member[]> {
    const rows = await q.query<MemberRow>(
      `SELECT m.user_id, u.name, u.email, m.role, m.created_at FROM memberships m
       JOIN users u ON u.id = m.user_id WHERE m.org_id = $1 ORDER BY m.created_at, m.user_id`,
      [orgId],
    );
    return rows.map(toMember);
  }

  /** The member, their membership row locked FOR UPDATE until the transaction ends. */
  async lock(tx: Queryable, orgId: string, userId: string): Promise<Member | undefined> {
    const [row] = await tx.query<MemberRow>(
      `SELECT m.user_id, u.name, u.email, m.role, m.created_at FROM memberships m
       JOIN users u ON u.id = m.user_id WHERE m.org_id = $1 AND m.user_id = $2 FOR UPDATE OF m`,
      [orgId, userId],
    );
    return row ? toMember(row) : undefined;
  }

  /** How many owners the organisation has, their rows locked FOR UPDATE (a last owner must stay). */
  async lockOwners(tx: Queryable, orgId: string): Promise<number> {
    const owners = await tx.query(
      "SELECT user_id FROM memberships WHERE org_id = $1 AND role = 'owner' FOR UPDATE",
      [orgId],
    );
    return owners.length;
  }

  async isMember(q: Queryable, orgId: string, userId: string): Promise<boolean> {
    const rows = await q.query("SELECT 1 FROM memberships WHERE org_id = $1 AND user_id = $2", [
      orgId,
      userId,
    ]);
    return rows.length > 0;
  }

  /** `invitedBy`: the user who brought them in (null for founders). */
  async addMembership(
    tx: Queryable,
    m: { orgId: string; userId: string; role: Role; createdAt: string; invitedBy: string | null },
  ): Promise<void> {
    await insert(
      tx,
      "memberships",
      "INSERT INTO memberships (org_id, user_id, role, created_at, invited_by) VALUES ($1, $2, $3, $4, $5)",
      [m.orgId, m.userId, m.role, m.createdAt, m.invitedBy],
    );
  }

  async setRole(tx: Queryable, orgId: string, userId: string, role: Role): Promise<void> {
    await tx.query("UPDATE memberships SET role = $3 WHERE org_id = $1 AND user_id = $2", [
      orgId,
      userId,
      role,
    ]);
  }

  async removeMembership(tx: Queryable, orgId: string, userId: string): Promise<void> {
    await tx.query("DELETE FROM memberships WHERE org_id = $1 AND user_id = $2", [orgId, userId]);
  }

  async user(q: Queryable, id: string): Promise<User | undefined> {
    const [row] = await q.query<User>("SELECT id, name, email FROM users WHERE id = $1", [id]);
    return row;
  }

  /** The user with this e-mail address, compared without case. */
  async userIdByEmail(q: Queryable, email: string): Promise<string | undefined> {
    const [row] = await q.query<{ id: string }>("SELECT id FROM users WHERE lower(email) = lower($1)", [
      email,
    ]);
    return row?.id;
  }

  /** A taken e-mail (the unique index) is DuplicateRow. */
  async addUser(tx: Queryable, u: User & { createdAt: string }): Promise<void> {
    await insert(tx, "users", "INSERT INTO users (id, name, email, created_at) VALUES ($1, $2, $3, $4)", [
      u.id,
      u.name,
      u.email,
      u.createdAt,
    ]);
  }
}
