import { isoNow, type ServiceDeps } from "../deps.js";
import { PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import { DuplicateRow } from "./duplicate-row.js";
import type { MemberStore } from "./member-store.js";
import type { OrgStore } from "./org-store.js";

export interface BootstrapInput {
  userName: string;
  userEmail: string;
  orgName: string;
}

export interface BootstrapResult {
  user: { id: string; name: string; email: string };
  org: { id: string; name: string };
  role: "owner";
}

const alreadyDone = () =>
  new PlatformError("ALREADY_BOOTSTRAPPED", "The platform has already been bootstrapped; sign in instead");

/** Creates the first organisation and its owner, exactly once (the bootstrap row's key enforces it). */
export class BootstrapService {
  constructor(private readonly deps: ServiceDeps & { orgs: OrgStore; members: MemberStore }) {}

  isBootstrapped(): Promise<boolean> {
    return this.deps.orgs.isBootstrapped(this.deps.db);
  }

  async bootstrap(input: BootstrapInput): Promise<BootstrapResult> {
    if (await this.isBootstrapped()) throw alreadyDone();
    const now = isoNow(this.deps.clock);
    const user = { id: createId(), name: input.userName, email: input.userEmail };
    const org = { id: createId(), name: input.orgName };
    try {
      await this.deps.db.transaction(async (tx) => {
        await this.deps.orgs.insert(tx, { ...org, createdAt: now });
        await this.deps.members.addUser(tx, { ...user, createdAt: now });
        await this.deps.members.addMembership(tx, {
          orgId: org.id,
          userId: user.id,
          role: "owner",
          createdAt: now,
          invitedBy: null,
        });
        await this.deps.orgs.markBootstrapped(tx, { orgId: org.id, userId: user.id, createdAt: now });
        await this.deps.audit.append(tx, {
          actor: `user:${user.id}`,
          orgId: org.id,
          action: "platform.bootstrap",
          resource: `org:${org.id}`,
          details: { orgName: org.name, userName: user.name, userEmail: user.email },
        });
      });
    } catch (error) {
      // Two racing first calls: the loser hits the bootstrap row's primary key (or the e-mail index).
      if (error instanceof DuplicateRow) throw alreadyDone();
      throw error;
    }
    return { user, org, role: "owner" };
  }
}
