import { PlatformError } from "../errors.js";
import type { AgentService } from "./agent-service.js";
import type { ApiKeyService } from "./api-key-service.js";
import type { MemberService } from "./member-service.js";
import type { Principal } from "./principal.js";
import { weakerRole } from "./roles.js";
import type { SessionStore } from "./session-store.js";
import type { SvidVerifier } from "./svid-verifier.js";

/** The credentials a request may carry, already read from its headers. */
export interface Credentials {
  authorization?: string | undefined;
  sessionToken?: string | undefined;
  userIdHeader?: string | undefined;
  orgIdHeader?: string | undefined;
}

export interface AuthenticatorDeps {
  apiKeys: ApiKeyService;
  sessions: SessionStore;
  members: MemberService;
  agents: AgentService;
  svid: SvidVerifier;
  /** PLATFORM_AUTH: when false, X-User-Id / X-Org-Id are accepted in place of credentials. */
  enforce: boolean;
}

const unauthorized = (message: string) => new PlatformError("UNAUTHORIZED", message);
const notMember = (orgId: string) =>
  new PlatformError("NOT_ORG_MEMBER", `Caller is not a member of organisation ${orgId}`);

/**
 * Resolves the caller, in this order: an Authorization header (Bearer API key or SVID) decides alone;
 * else the session cookie; else, only with PLATFORM_AUTH=false, the X-User-Id / X-Org-Id headers.
 */
export class Authenticator {
  constructor(private readonly deps: AuthenticatorDeps) {}

  async authenticate(c: Credentials): Promise<Principal> {
    if (c.authorization !== undefined) return this.#fromAuthorization(c.authorization, c.orgIdHeader);
    if (c.sessionToken) {
      const grant = await this.deps.sessions.find(c.sessionToken);
      if (!grant) throw unauthorized("Session is invalid or has expired; sign in again");
      if (c.orgIdHeader && c.orgIdHeader !== grant.orgId) throw notMember(c.orgIdHeader);
      const role = await this.deps.members.roleOf(grant.orgId, grant.userId);
      if (!role) throw notMember(grant.orgId);
      return {
        orgId: grant.orgId,
        role: weakerRole(role, grant.role),
        userId: grant.userId,
        actor: `user:${grant.userId}`,
        via: "session",
        selfIssued: grant.selfIssued,
      };
    }
    if (!this.deps.enforce && c.userIdHeader)
      return this.#asUser(c.userIdHeader, c.orgIdHeader, "dev_headers");
    throw unauthorized("Authentication required: send Authorization: Bearer <api key>");
  }

  async #fromAuthorization(header: string, orgIdHeader: string | undefined): Promise<Principal> {
    const match = /^(\S+)\s+(\S+)\s*$/.exec(header);
    const scheme = match?.[1]?.toLowerCase();
    const token = match?.[2];
    if (scheme === "bearer" && token) {
      const principal = await this.deps.apiKeys.authenticate(token);
      if (!principal) throw unauthorized("Invalid or revoked API key");
      if (orgIdHeader && orgIdHeader !== principal.orgId) throw notMember(orgIdHeader);
      return principal;
    }
    if (scheme === "svid" && token) {
      const claims = await this.deps.svid.verify(token);
      const orgId = orgIdHeader ?? claims.org;
      if (!orgId)
        throw new PlatformError(
          "NOT_ORG_MEMBER",
          "SVID names no organisation (claim org or header X-Org-Id)",
        );
      const role = await this.deps.agents.roleOf(orgId, claims.spiffeId);
      if (!role) throw notMember(orgId);
      return { orgId, role, userId: null, actor: `svid:${claims.spiffeId}`, via: "svid" };
    }
    throw unauthorized("Authorization header must be 'Bearer <api key>' or 'SVID <token>'");
  }

  async #asUser(userId: string, orgId: string | undefined, via: "dev_headers"): Promise<Principal> {
    if (orgId) {
      const role = await this.deps.members.roleOf(orgId, userId);
      if (!role) throw notMember(orgId);
      return { orgId, role, userId, actor: `user:${userId}`, via };
    }
    const membership = await this.deps.members.defaultOrgOf(userId);
    if (!membership) throw new PlatformError("NOT_ORG_MEMBER", `User ${userId} belongs to no organisation`);
    return { orgId: membership.orgId, role: membership.role, userId, actor: `user:${userId}`, via };
  }
}
