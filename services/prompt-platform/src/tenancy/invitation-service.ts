import { randomBytes } from "node:crypto";
import { isoNow, type ServiceDeps, type Tx } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import type { ApiKey, ApiKeyService } from "./api-key-service.js";
import { DuplicateRow } from "./duplicate-row.js";
import {
  type Invitation,
  type InvitationStore,
  invitationView,
  type StoredInvitation,
} from "./invitation-store.js";
import type { MemberStore, User } from "./member-store.js";
import type { OrgStore } from "./org-store.js";
import type { Principal } from "./principal.js";
import type { Role } from "./roles.js";
import { hashSecret, secretMatches } from "./secret-token.js";
import { mayInvite, redeemable } from "./tenancy-rules.js";

export type { Invitation } from "./invitation-store.js";

export interface Redeemed {
  org: { id: string; name: string };
  user: { id: string; name: string; email: string };
  role: Role;
  apiKey: ApiKey;
  secret: string;
}

export interface InvitationServiceDeps extends ServiceDeps {
  apiKeys: ApiKeyService;
  ttlMs: number;
  invitations: InvitationStore;
  members: MemberStore;
  orgs: OrgStore;
}

const TOKEN = /^ppi_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;
/** One message for unknown, wrong, expired, revoked and used tokens: a guesser learns nothing from which. */
const invalid = () =>
  new PlatformError("INVITATION_INVALID", "The invitation is unknown, expired, revoked or already redeemed");

/**
 * Invitations (issue 24): the only way a member joins. An admin creates one and is shown its token
 * once; the new member redeems it and receives their own API key, which no one else ever sees. The
 * membership records who invited whom, so the approval policy can discount approvals that the
 * release's creator could have made through an identity they invited.
 */
export class InvitationService {
  constructor(private readonly deps: InvitationServiceDeps) {}

  async create(
    principal: Principal,
    input: { role: Role; email?: string | undefined },
  ): Promise<{ invitation: Invitation; token: string }> {
    mayInvite(principal, input.role);
    const id = createId(this.deps.clock());
    const token = `ppi_${id.replaceAll("-", "")}_${randomBytes(32).toString("base64url")}`;
    const now = this.deps.clock();
    const invitation: StoredInvitation = {
      id,
      orgId: principal.orgId,
      role: input.role,
      email: input.email ?? null,
      tokenHash: hashSecret(token),
      invitedBy: principal.userId!,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + this.deps.ttlMs).toISOString(),
      redeemedAt: null,
      redeemedBy: null,
      revokedAt: null,
      revokedBy: null,
    };
    await this.deps.db.transaction(async (tx) => {
      await this.deps.invitations.insert(tx, invitation);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "invitation.create",
        resource: `invitation:${id}`,
        details: {
          role: input.role,
          email: invitation.email,
          invitedBy: principal.userId,
          expiresAt: invitation.expiresAt,
        },
      });
    });
    return { invitation: invitationView(invitation), token };
  }

  /**
   * Revokes an invitation that has not been redeemed (an expired one too: it is then closed for good);
   * its token no longer redeems. Audited as invitation.revoke.
   */
  async revoke(principal: Principal, id: string): Promise<Invitation> {
    return this.deps.db.transaction(async (tx) => {
      const row = await this.deps.invitations.lock(tx, id, principal.orgId);
      if (!row) throw notFound("invitation", id);
      if (row.redeemedAt !== null || row.revokedAt !== null)
        throw new PlatformError(
          "INVITATION_NOT_REVOCABLE",
          `Invitation ${id} was already ${row.redeemedAt !== null ? "redeemed" : "revoked"}`,
        );
      const revoked = { ...row, revokedAt: isoNow(this.deps.clock), revokedBy: principal.userId ?? null };
      await this.deps.invitations.markRevoked(tx, id, revoked.revokedAt, revoked.revokedBy);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "invitation.revoke",
        resource: `invitation:${id}`,
        details: { role: row.role, invitedBy: row.invitedBy },
      });
      return invitationView(revoked);
    });
  }

  async list(orgId: string): Promise<Invitation[]> {
    return (await this.deps.invitations.list(this.deps.db, orgId)).map(invitationView);
  }

  /**
   * Redeems a token. `signedIn`: the caller's user, when an existing user accepts (their account is
   * kept); otherwise a new user is created from `who`. Either way the membership, the used token and
   * the member's first key are one transaction.
   */
  async redeem(
    token: string,
    who: { name?: string | undefined; email?: string | undefined; keyName?: string | undefined },
    signedIn?: { userId: string },
  ): Promise<Redeemed> {
    const hex = TOKEN.exec(token)?.[1];
    if (!hex) throw invalid();
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    try {
      return await this.deps.db.transaction(async (tx) => {
        const row = await this.deps.invitations.lock(tx, id);
        const now = this.deps.clock();
        if (!row || !secretMatches(token, row.tokenHash) || !redeemable(row, now)) throw invalid();
        const user = signedIn
          ? await this.#existingUser(tx, signedIn.userId, row)
          : await this.#newUser(tx, row, who, isoNow(this.deps.clock));
        if (await this.deps.members.isMember(tx, row.orgId, user.id))
          throw new PlatformError("NAME_TAKEN", "You are already a member of this organisation");
        const nowIso = new Date(now).toISOString();
        await this.deps.members.addMembership(tx, {
          orgId: row.orgId,
          userId: user.id,
          role: row.role,
          createdAt: nowIso,
          invitedBy: row.invitedBy,
        });
        await this.deps.invitations.markRedeemed(tx, id, nowIso, user.id);
        await this.deps.audit.append(tx, {
          actor: `user:${user.id}`,
          orgId: row.orgId,
          action: "invitation.redeem",
          resource: `invitation:${id}`,
          details: { userId: user.id, role: row.role, invitedBy: row.invitedBy, existingUser: !!signedIn },
        });
        const key = await this.deps.apiKeys.issue(tx, {
          orgId: row.orgId,
          userId: user.id,
          name: who.keyName ?? `${user.name} (invitation)`,
          role: row.role,
          actor: `user:${user.id}`,
        });
        const org = await this.deps.orgs.get(tx, row.orgId);
        return { org: org!, user, role: row.role, ...key };
      });
    } catch (error) {
      if (error instanceof DuplicateRow) throw emailRegistered();
      throw error;
    }
  }

  async #existingUser(tx: Tx, userId: string, row: StoredInvitation): Promise<User> {
    const user = await this.deps.members.user(tx, userId);
    if (!user) throw invalid();
    if (row.email !== null && row.email.toLowerCase() !== user.email.toLowerCase())
      throw new PlatformError("FORBIDDEN", "This invitation is addressed to another e-mail address");
    return user;
  }

  async #newUser(
    tx: Tx,
    row: StoredInvitation,
    who: { name?: string | undefined; email?: string | undefined },
    now: string,
  ): Promise<User> {
    const email = row.email ?? who.email;
    if (!who.name || !email)
      throw new PlatformError(
        "VALIDATION_ERROR",
        "Redeeming an invitation needs a name (and an e-mail when the invitation names none)",
        [
          ...(who.name ? [] : [{ path: "/name", message: "required" }]),
          ...(email ? [] : [{ path: "/email", message: "required: the invitation names no e-mail" }]),
        ],
      );
    const user = { id: createId(), name: who.name, email };
    // The unique e-mail index refuses a second account for a registered address (caught by redeem).
    await this.deps.members.addUser(tx, { ...user, createdAt: now });
    return user;
  }
}

const emailRegistered = () =>
  new PlatformError(
    "EMAIL_REGISTERED",
    "An account with this e-mail address exists: sign in as it and accept the invitation (POST /api/invitations/accept)",
  );
