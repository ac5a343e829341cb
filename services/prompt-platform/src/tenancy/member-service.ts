import { iso, isUniqueViolation, type Queryable } from "../db/database.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import type { Principal } from "./principal.js";
import { isRole, type Role, roleAtLeast } from "./roles.js";
import type { VerifiedKeyCache } from "./verified-key-cache.js";

export interface Member {
  userId: string;
  name: string;
  email: string;
  role: Role;
  joinedAt: string;
}

export interface Me {
  user: { id: string; name: string; email: string } | null;
  org: { id: string; name: string };
  role: Role;
  via: Principal["via"];
  memberships: { orgId: string; orgName: string; role: Role }[];
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

/** Organisations, users and memberships, with the rules about who may grant which role. */
export class MemberService {
  constructor(private readonly deps: ServiceDeps & { keyCache: VerifiedKeyCache }) {}

  async roleOf(orgId: string, userId: string): Promise<Role | undefined> {
    const [row] = await this.deps.db.query<{ role: string }>(
      "SELECT role FROM memberships WHERE org_id = $1 AND user_id = $2",
      [orgId, userId],
    );
    return row && isRole(row.role) ? row.role : undefined;
  }

  /** The organisation a user acts in when none is named: the one they joined first. */
  async defaultOrgOf(userId: string): Promise<{ orgId: string; role: Role } | undefined> {
    const [row] = await this.deps.db.query<{ org_id: string; role: string }>(
      "SELECT org_id, role FROM memberships WHERE user_id = $1 ORDER BY created_at, org_id LIMIT 1",
      [userId],
    );
    return row ? { orgId: row.org_id, role: row.role as Role } : undefined;
  }

  async me(principal: Principal): Promise<Me> {
    const [org] = await this.deps.db.query<{ id: string; name: string }>(
      "SELECT id, name FROM orgs WHERE id = $1",
      [principal.orgId],
    );
    let user: Me["user"] = null;
    let memberships: Me["memberships"] = [];
    if (principal.userId) {
      const [u] = await this.deps.db.query<{ id: string; name: string; email: string }>(
        "SELECT id, name, email FROM users WHERE id = $1",
        [principal.userId],
      );
      user = u ?? null;
      const rows = await this.deps.db.query<{ org_id: string; name: string; role: string }>(
        `SELECT m.org_id, o.name, m.role FROM memberships m JOIN orgs o ON o.id = m.org_id
         WHERE m.user_id = $1 ORDER BY m.created_at, m.org_id`,
        [principal.userId],
      );
      memberships = rows.map((r) => ({ orgId: r.org_id, orgName: r.name, role: r.role as Role }));
    }
    return { user, org: org!, role: principal.role, via: principal.via, memberships };
  }

  /** A new organisation owned by `owner` (created when the e-mail is new). */
  async createOrg(input: { name: string; owner: { name: string; email: string } }, actor?: string) {
    const now = isoNow(this.deps.clock);
    const orgId = createId();
    return this.deps.db.transaction(async (tx) => {
      await tx.query("INSERT INTO orgs (id, name, created_at) VALUES ($1, $2, $3)", [orgId, input.name, now]);
      const userId = await this.#userFor(tx, input.owner, now);
      await tx.query(
        "INSERT INTO memberships (org_id, user_id, role, created_at) VALUES ($1, $2, 'owner', $3)",
        [orgId, userId, now],
      );
      await this.deps.audit.append(tx, {
        actor: actor ?? `user:${userId}`,
        orgId,
        action: "org.create",
        resource: `org:${orgId}`,
        details: { name: input.name, ownerUserId: userId },
      });
      return { org: { id: orgId, name: input.name }, userId };
    });
  }

  async list(orgId: string): Promise<Member[]> {
    const rows = await this.deps.db.query<MemberRow>(
      `SELECT m.user_id, u.name, u.email, m.role, m.created_at FROM memberships m
       JOIN users u ON u.id = m.user_id WHERE m.org_id = $1 ORDER BY m.created_at, m.user_id`,
      [orgId],
    );
    return rows.map(toMember);
  }

  /**
   * Adds a user (found by e-mail, or created) to the caller's organisation, recording the caller as
   * their inviter. For operators' seeding code (benches, fixtures) only: over HTTP members join by
   * invitation, so no admin learns about, or holds a credential of, a user outside their organisation.
   */
  async add(principal: Principal, input: { name: string; email: string; role: Role }): Promise<Member> {
    this.#mayGrant(principal, input.role);
    const now = isoNow(this.deps.clock);
    try {
      return await this.deps.db.transaction(async (tx) => {
        const userId = await this.#userFor(tx, input, now);
        await tx.query(
          "INSERT INTO memberships (org_id, user_id, role, created_at, invited_by) VALUES ($1, $2, $3, $4, $5)",
          [principal.orgId, userId, input.role, now, principal.userId],
        );
        await this.deps.audit.append(tx, {
          actor: principal.actor,
          orgId: principal.orgId,
          action: "member.add",
          resource: `user:${userId}`,
          details: { role: input.role, email: input.email },
        });
        const [u] = await tx.query<{ name: string; email: string }>(
          "SELECT name, email FROM users WHERE id = $1",
          [userId],
        );
        return { userId, name: u!.name, email: u!.email, role: input.role, joinedAt: now };
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new PlatformError("NAME_TAKEN", `${input.email} is already a member`);
      throw error;
    }
  }

  async setRole(principal: Principal, userId: string, role: Role): Promise<Member> {
    this.#mayGrant(principal, role);
    return this.#evictingKeysOf(principal.orgId, userId, () => this.#setRole(principal, userId, role));
  }

  async #setRole(principal: Principal, userId: string, role: Role): Promise<Member> {
    return this.deps.db.transaction(async (tx) => {
      const current = await this.#lockedMember(tx, principal, userId);
      if (current.role === "owner" && role !== "owner") await this.#keepAnOwner(tx, principal.orgId);
      await tx.query("UPDATE memberships SET role = $3 WHERE org_id = $1 AND user_id = $2", [
        principal.orgId,
        userId,
        role,
      ]);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "member.role_change",
        resource: `user:${userId}`,
        details: { from: current.role, to: role },
      });
      return { ...current, role };
    });
  }

  async remove(principal: Principal, userId: string): Promise<Member> {
    return this.#evictingKeysOf(principal.orgId, userId, () => this.#remove(principal, userId));
  }

  async #remove(principal: Principal, userId: string): Promise<Member> {
    return this.deps.db.transaction(async (tx) => {
      const current = await this.#lockedMember(tx, principal, userId);
      this.#mayGrant(principal, current.role);
      if (current.role === "owner") await this.#keepAnOwner(tx, principal.orgId);
      await tx.query("DELETE FROM memberships WHERE org_id = $1 AND user_id = $2", [principal.orgId, userId]);
      // Their keys for this organisation die with the membership.
      await tx.query(
        "UPDATE api_keys SET revoked_at = $3 WHERE org_id = $1 AND user_id = $2 AND revoked_at IS NULL",
        [principal.orgId, userId, isoNow(this.deps.clock)],
      );
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "member.remove",
        resource: `user:${userId}`,
        details: { role: current.role },
      });
      return current;
    });
  }

  /** A member's cached API keys carry their old role: forget them before and after the change. */
  async #evictingKeysOf<T>(orgId: string, userId: string, change: () => Promise<T>): Promise<T> {
    this.deps.keyCache.evictMember(orgId, userId);
    try {
      return await change();
    } finally {
      this.deps.keyCache.evictMember(orgId, userId);
    }
  }

  /** Only an owner grants (or touches) the owner role; admins manage everyone else. */
  #mayGrant(principal: Principal, role: Role): void {
    if (role === "owner" && principal.role !== "owner")
      throw new PlatformError("FORBIDDEN", "Only an owner can grant, change or remove the owner role");
    if (!roleAtLeast(principal.role, "admin"))
      throw new PlatformError("FORBIDDEN", "Managing members needs the admin role");
  }

  async #lockedMember(tx: Queryable, principal: Principal, userId: string) {
    const [row] = await tx.query<MemberRow>(
      `SELECT m.user_id, u.name, u.email, m.role, m.created_at FROM memberships m
       JOIN users u ON u.id = m.user_id WHERE m.org_id = $1 AND m.user_id = $2 FOR UPDATE OF m`,
      [principal.orgId, userId],
    );
    if (!row) throw notFound("member", userId);
    const member = toMember(row);
    if (member.role === "owner" && principal.role !== "owner")
      throw new PlatformError("FORBIDDEN", "Only an owner can grant, change or remove the owner role");
    return member;
  }

  async #keepAnOwner(tx: Queryable, orgId: string): Promise<void> {
    const owners = await tx.query(
      "SELECT user_id FROM memberships WHERE org_id = $1 AND role = 'owner' FOR UPDATE",
      [orgId],
    );
    if (owners.length <= 1)
      throw new PlatformError("LAST_OWNER", "An organisation must keep at least one owner");
  }

  async #userFor(tx: Queryable, who: { name: string; email: string }, now: string): Promise<string> {
    const [existing] = await tx.query<{ id: string }>("SELECT id FROM users WHERE lower(email) = lower($1)", [
      who.email,
    ]);
    if (existing) return existing.id;
    const id = createId();
    await tx.query("INSERT INTO users (id, name, email, created_at) VALUES ($1, $2, $3, $4)", [
      id,
      who.name,
      who.email,
      now,
    ]);
    return id;
  }
}
