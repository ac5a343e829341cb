import { randomBytes } from "node:crypto";
import { iso, isoOrNull, isUniqueViolation, type Queryable } from "../db/database.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import type { ApiKey, ApiKeyService } from "./api-key-service.js";
import type { Principal } from "./principal.js";
import { type Role, roleAtLeast } from "./roles.js";
import { hashSecret, secretMatches } from "./secret-token.js";

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
}

export interface Redeemed {
  org: { id: string; name: string };
  user: { id: string; name: string; email: string };
  role: Role;
  apiKey: ApiKey;
  secret: string;
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
}

const toInvitation = (r: InvitationRow): Invitation => ({
  id: r.id,
  role: r.role,
  email: r.email,
  invitedBy: r.invited_by,
  createdAt: iso(r.created_at),
  expiresAt: iso(r.expires_at),
  redeemedAt: isoOrNull(r.redeemed_at),
  redeemedBy: r.redeemed_by,
});

const TOKEN = /^ppi_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;
/** One message for unknown, wrong, expired and used tokens: a guesser learns nothing from which. */
const invalid = () =>
  new PlatformError("INVITATION_INVALID", "The invitation is unknown, expired or already redeemed");

/**
 * Invitations (issue 24): the only way a member joins. An admin creates one and is shown its token
 * once; the new member redeems it and receives their own API key, which no one else ever sees. The
 * membership records who invited whom, so the approval policy can discount approvals that the
 * release's creator could have made through an identity they invited.
 */
export class InvitationService {
  constructor(private readonly deps: ServiceDeps & { apiKeys: ApiKeyService; ttlMs: number }) {}

  async create(
    principal: Principal,
    input: { role: Role; email?: string | undefined },
  ): Promise<{ invitation: Invitation; token: string }> {
    if (!principal.userId)
      throw new PlatformError("FORBIDDEN", "Invitations are issued by users, not agents");
    if (!roleAtLeast(principal.role, "admin"))
      throw new PlatformError("FORBIDDEN", "Inviting members needs the admin role");
    if (input.role === "owner" && principal.role !== "owner")
      throw new PlatformError("FORBIDDEN", "Only an owner can grant, change or remove the owner role");
    const id = createId(this.deps.clock());
    const token = `ppi_${id.replaceAll("-", "")}_${randomBytes(32).toString("base64url")}`;
    const now = this.deps.clock();
    const row: InvitationRow = {
      id,
      org_id: principal.orgId,
      role: input.role,
      email: input.email ?? null,
      token_hash: hashSecret(token),
      invited_by: principal.userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + this.deps.ttlMs).toISOString(),
      redeemed_at: null,
      redeemed_by: null,
    };
    await this.deps.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO invitations (id, org_id, role, email, token_hash, invited_by, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, row.org_id, row.role, row.email, row.token_hash, row.invited_by, row.created_at, row.expires_at],
      );
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "invitation.create",
        resource: `invitation:${id}`,
        details: {
          role: input.role,
          email: row.email,
          invitedBy: principal.userId,
          expiresAt: row.expires_at,
        },
      });
    });
    return { invitation: toInvitation(row), token };
  }

  async list(orgId: string): Promise<Invitation[]> {
    const rows = await this.deps.db.query<InvitationRow>(
      "SELECT * FROM invitations WHERE org_id = $1 ORDER BY id",
      [orgId],
    );
    return rows.map(toInvitation);
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
        const [row] = await tx.query<InvitationRow>("SELECT * FROM invitations WHERE id = $1 FOR UPDATE", [
          id,
        ]);
        const now = this.deps.clock();
        if (!row || !secretMatches(token, row.token_hash) || row.redeemed_at !== null) throw invalid();
        if (Date.parse(iso(row.expires_at)) <= now) throw invalid();
        const user = signedIn
          ? await this.#existingUser(tx, signedIn.userId, row)
          : await this.#newUser(tx, row, who, isoNow(this.deps.clock));
        const member = await tx.query("SELECT 1 FROM memberships WHERE org_id = $1 AND user_id = $2", [
          row.org_id,
          user.id,
        ]);
        if (member.length > 0)
          throw new PlatformError("NAME_TAKEN", "You are already a member of this organisation");
        const nowIso = new Date(now).toISOString();
        await tx.query(
          "INSERT INTO memberships (org_id, user_id, role, created_at, invited_by) VALUES ($1, $2, $3, $4, $5)",
          [row.org_id, user.id, row.role, nowIso, row.invited_by],
        );
        await tx.query("UPDATE invitations SET redeemed_at = $2, redeemed_by = $3 WHERE id = $1", [
          id,
          nowIso,
          user.id,
        ]);
        await this.deps.audit.append(tx, {
          actor: `user:${user.id}`,
          orgId: row.org_id,
          action: "invitation.redeem",
          resource: `invitation:${id}`,
          details: { userId: user.id, role: row.role, invitedBy: row.invited_by, existingUser: !!signedIn },
        });
        const key = await this.deps.apiKeys.issue(tx, {
          orgId: row.org_id,
          userId: user.id,
          name: who.keyName ?? `${user.name} (invitation)`,
          role: row.role,
          actor: `user:${user.id}`,
        });
        const [org] = await tx.query<{ id: string; name: string }>(
          "SELECT id, name FROM orgs WHERE id = $1",
          [row.org_id],
        );
        return { org: org!, user, role: row.role, ...key };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailRegistered();
      throw error;
    }
  }

  async #existingUser(tx: Queryable, userId: string, row: InvitationRow) {
    const [user] = await tx.query<{ id: string; name: string; email: string }>(
      "SELECT id, name, email FROM users WHERE id = $1",
      [userId],
    );
    if (!user) throw invalid();
    if (row.email !== null && row.email.toLowerCase() !== user.email.toLowerCase())
      throw new PlatformError("FORBIDDEN", "This invitation is addressed to another e-mail address");
    return user;
  }

  async #newUser(
    tx: Queryable,
    row: InvitationRow,
    who: { name?: string | undefined; email?: string | undefined },
    now: string,
  ) {
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
    await tx.query("INSERT INTO users (id, name, email, created_at) VALUES ($1, $2, $3, $4)", [
      user.id,
      user.name,
      user.email,
      now,
    ]);
    return user;
  }
}

const emailRegistered = () =>
  new PlatformError(
    "EMAIL_REGISTERED",
    "An account with this e-mail address exists: sign in as it and accept the invitation (POST /api/invitations/accept)",
  );
