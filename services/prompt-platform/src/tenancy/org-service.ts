import { isoNow, type ServiceDeps } from "../deps.js";
import { PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import type { ApiKey, ApiKeyService } from "./api-key-service.js";
import type { MemberStore } from "./member-store.js";
import type { OrgStore } from "./org-store.js";
import type { Principal } from "./principal.js";

/**
 * Organisations a signed-in user creates for themselves (issue 24): they become its owner and get
 * their first key for it, in one transaction. Nobody else is enrolled; members join by invitation.
 */
export class OrgService {
  constructor(
    private readonly deps: ServiceDeps & { apiKeys: ApiKeyService; orgs: OrgStore; members: MemberStore },
  ) {}

  async create(
    principal: Principal,
    name: string,
  ): Promise<{ org: { id: string; name: string }; apiKey: ApiKey; secret: string }> {
    const userId = principal.userId;
    if (!userId) throw new PlatformError("FORBIDDEN", "Organisations are created by users, not agents");
    const now = isoNow(this.deps.clock);
    const org = { id: createId(), name };
    return this.deps.db.transaction(async (tx) => {
      await this.deps.orgs.insert(tx, { ...org, createdAt: now });
      await this.deps.members.addMembership(tx, {
        orgId: org.id,
        userId,
        role: "owner",
        createdAt: now,
        invitedBy: null,
      });
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: org.id,
        action: "org.create",
        resource: `org:${org.id}`,
        details: { name, ownerUserId: userId, fromOrgId: principal.orgId },
      });
      const key = await this.deps.apiKeys.issue(tx, {
        orgId: org.id,
        userId,
        name: `${name} owner key`,
        role: "owner",
        actor: principal.actor,
      });
      return { org, ...key };
    });
  }
}
