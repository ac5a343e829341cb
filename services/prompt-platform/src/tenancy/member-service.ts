import { isoNow, type ServiceDeps, type Tx } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import type { ApiKeyStore } from "./api-key-store.js";
import { DuplicateRow } from "./duplicate-row.js";
import type { Member, MemberStore } from "./member-store.js";
import type { OrgStore } from "./org-store.js";
import type { Principal } from "./principal.js";
import { isRole, type Role } from "./roles.js";
import { keepAnOwner, mayGrant, mayTouchMember } from "./tenancy-rules.js";
import type { VerifiedKeyCache } from "./verified-key-cache.js";

export type { Member } from "./member-store.js";

export interface Me {
  user: { id: string; name: string; email: string } | null;
  org: { id: string; name: string };
  role: Role;
  via: Principal["via"];
  memberships: { orgId: string; orgName: string; role: Role }[];
}

export interface MemberServiceDeps extends ServiceDeps {
  keyCache: VerifiedKeyCache;
  members: MemberStore;
  orgs: OrgStore;
  keys: ApiKeyStore;
}

/** Organisations, users and memberships, with the rules about who may grant which role. */
export class MemberService {
  constructor(private readonly deps: MemberServiceDeps) {}

  async roleOf(orgId: string, userId: string): Promise<Role | undefined> {
    const role = await this.deps.members.roleOf(this.deps.db, orgId, userId);
    return isRole(role) ? role : undefined;
  }

  /** The organisation a user acts in when none is named: the one they joined first. */
  defaultOrgOf(userId: string): Promise<{ orgId: string; role: Role } | undefined> {
    return this.deps.members.firstMembership(this.deps.db, userId);
  }

  async me(principal: Principal): Promise<Me> {
    const { db, members } = this.deps;
    const org = await this.deps.orgs.get(db, principal.orgId);
    let user: Me["user"] = null;
    let memberships: Me["memberships"] = [];
    if (principal.userId) {
      user = (await members.user(db, principal.userId)) ?? null;
      memberships = await members.membershipsOf(db, principal.userId);
    }
    return { user, org: org!, role: principal.role, via: principal.via, memberships };
  }

  /** A new organisation owned by `owner` (created when the e-mail is new). */
  async createOrg(input: { name: string; owner: { name: string; email: string } }, actor?: string) {
    const now = isoNow(this.deps.clock);
    const orgId = createId();
    return this.deps.db.transaction(async (tx) => {
      await this.deps.orgs.insert(tx, { id: orgId, name: input.name, createdAt: now });
      const userId = await this.#userFor(tx, input.owner, now);
      await this.deps.members.addMembership(tx, {
        orgId,
        userId,
        role: "owner",
        createdAt: now,
        invitedBy: null,
      });
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

  list(orgId: string): Promise<Member[]> {
    return this.deps.members.list(this.deps.db, orgId);
  }

  /**
   * Adds a user (found by e-mail, or created) to the caller's organisation, recording the caller as
   * their inviter. For operators' seeding code (benches, fixtures) only: over HTTP members join by
   * invitation, so no admin learns about, or holds a credential of, a user outside their organisation.
   */
  async add(principal: Principal, input: { name: string; email: string; role: Role }): Promise<Member> {
    mayGrant(principal, input.role);
    const now = isoNow(this.deps.clock);
    try {
      return await this.deps.db.transaction(async (tx) => {
        const userId = await this.#userFor(tx, input, now);
        await this.deps.members.addMembership(tx, {
          orgId: principal.orgId,
          userId,
          role: input.role,
          createdAt: now,
          invitedBy: principal.userId,
        });
        await this.deps.audit.append(tx, {
          actor: principal.actor,
          orgId: principal.orgId,
          action: "member.add",
          resource: `user:${userId}`,
          details: { role: input.role, email: input.email },
        });
        const u = await this.deps.members.user(tx, userId);
        return { userId, name: u!.name, email: u!.email, role: input.role, joinedAt: now };
      });
    } catch (error) {
      if (error instanceof DuplicateRow)
        throw new PlatformError("NAME_TAKEN", `${input.email} is already a member`);
      throw error;
    }
  }

  async setRole(principal: Principal, userId: string, role: Role): Promise<Member> {
    mayGrant(principal, role);
    return this.#evictingKeysOf(principal.orgId, userId, () =>
      this.deps.db.transaction(async (tx) => {
        const current = await this.#lockedMember(tx, principal, userId);
        if (current.role === "owner" && role !== "owner")
          keepAnOwner(await this.deps.members.lockOwners(tx, principal.orgId));
        await this.deps.members.setRole(tx, principal.orgId, userId, role);
        await this.deps.audit.append(tx, {
          actor: principal.actor,
          orgId: principal.orgId,
          action: "member.role_change",
          resource: `user:${userId}`,
          details: { from: current.role, to: role },
        });
        return { ...current, role };
      }),
    );
  }

  async remove(principal: Principal, userId: string): Promise<Member> {
    return this.#evictingKeysOf(principal.orgId, userId, () =>
      this.deps.db.transaction(async (tx) => {
        const current = await this.#lockedMember(tx, principal, userId);
        mayGrant(principal, current.role);
        if (current.role === "owner") keepAnOwner(await this.deps.members.lockOwners(tx, principal.orgId));
        await this.deps.members.removeMembership(tx, principal.orgId, userId);
        // Their keys for this organisation die with the membership.
        await this.deps.keys.revokeAllOf(tx, principal.orgId, userId, isoNow(this.deps.clock));
        await this.deps.audit.append(tx, {
          actor: principal.actor,
          orgId: principal.orgId,
          action: "member.remove",
          resource: `user:${userId}`,
          details: { role: current.role },
        });
        return current;
      }),
    );
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

  async #lockedMember(tx: Tx, principal: Principal, userId: string): Promise<Member> {
    const member = await this.deps.members.lock(tx, principal.orgId, userId);
    if (!member) throw notFound("member", userId);
    mayTouchMember(principal, member);
    return member;
  }

  async #userFor(tx: Tx, who: { name: string; email: string }, now: string): Promise<string> {
    const existing = await this.deps.members.userIdByEmail(tx, who.email);
    if (existing) return existing;
    const id = createId();
    await this.deps.members.addUser(tx, { id, name: who.name, email: who.email, createdAt: now });
    return id;
  }
}
