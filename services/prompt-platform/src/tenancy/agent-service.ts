import { iso, isUniqueViolation } from "../db/database.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import type { Principal } from "./principal.js";
import type { Role } from "./roles.js";

export interface AgentIdentity {
  spiffeId: string;
  role: Role;
  createdAt: string;
}

/** SPIFFE identities allowed to act in an organisation (with SVIDs), and their roles. */
export class AgentService {
  constructor(private readonly deps: ServiceDeps) {}

  async roleOf(orgId: string, spiffeId: string): Promise<Role | undefined> {
    const [row] = await this.deps.db.query<{ role: Role }>(
      "SELECT role FROM agent_identities WHERE org_id = $1 AND spiffe_id = $2",
      [orgId, spiffeId],
    );
    return row?.role;
  }

  async list(orgId: string): Promise<AgentIdentity[]> {
    const rows = await this.deps.db.query<{ spiffe_id: string; role: Role; created_at: Date }>(
      "SELECT spiffe_id, role, created_at FROM agent_identities WHERE org_id = $1 ORDER BY spiffe_id",
      [orgId],
    );
    return rows.map((r) => ({ spiffeId: r.spiffe_id, role: r.role, createdAt: iso(r.created_at) }));
  }

  async register(principal: Principal, input: { spiffeId: string; role: Role }): Promise<AgentIdentity> {
    const now = isoNow(this.deps.clock);
    try {
      await this.deps.db.transaction(async (tx) => {
        await tx.query(
          "INSERT INTO agent_identities (org_id, spiffe_id, role, created_at) VALUES ($1, $2, $3, $4)",
          [principal.orgId, input.spiffeId, input.role, now],
        );
        await this.deps.audit.append(tx, {
          actor: principal.actor,
          orgId: principal.orgId,
          action: "agent.register",
          resource: `agent:${input.spiffeId}`,
          details: { role: input.role },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new PlatformError("NAME_TAKEN", `${input.spiffeId} is already registered`);
      throw error;
    }
    return { spiffeId: input.spiffeId, role: input.role, createdAt: now };
  }

  async remove(principal: Principal, spiffeId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const removed = await tx.query(
        "DELETE FROM agent_identities WHERE org_id = $1 AND spiffe_id = $2 RETURNING spiffe_id",
        [principal.orgId, spiffeId],
      );
      if (removed.length === 0) throw notFound("agent", spiffeId);
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
