import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import type { AgentIdentity, AgentStore } from "./agent-store.js";
import { DuplicateRow } from "./duplicate-row.js";
import type { Principal } from "./principal.js";
import type { Role } from "./roles.js";

export type { AgentIdentity } from "./agent-store.js";

/** SPIFFE identities allowed to act in an organisation (with SVIDs), and their roles. */
export class AgentService {
  constructor(private readonly deps: ServiceDeps & { agents: AgentStore }) {}

  roleOf(orgId: string, spiffeId: string): Promise<Role | undefined> {
    return this.deps.agents.roleOf(this.deps.db, orgId, spiffeId);
  }

  list(orgId: string): Promise<AgentIdentity[]> {
    return this.deps.agents.list(this.deps.db, orgId);
  }

  async register(principal: Principal, input: { spiffeId: string; role: Role }): Promise<AgentIdentity> {
    const agent: AgentIdentity = {
      spiffeId: input.spiffeId,
      role: input.role,
      createdAt: isoNow(this.deps.clock),
    };
    try {
      await this.deps.db.transaction(async (tx) => {
        await this.deps.agents.insert(tx, principal.orgId, agent);
        await this.deps.audit.append(tx, {
          actor: principal.actor,
          orgId: principal.orgId,
          action: "agent.register",
          resource: `agent:${input.spiffeId}`,
          details: { role: input.role },
        });
      });
    } catch (error) {
      if (error instanceof DuplicateRow)
        throw new PlatformError("NAME_TAKEN", `${input.spiffeId} is already registered`);
      throw error;
    }
    return agent;
  }

  async remove(principal: Principal, spiffeId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.agents.delete(tx, principal.orgId, spiffeId))) throw notFound("agent", spiffeId);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "agent.remove",
        resource: `agent:${spiffeId}`,
        details: {},
      });
    });
  }
}
