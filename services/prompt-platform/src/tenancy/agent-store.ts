import { iso, isUniqueViolation, type Queryable } from "../db/database.js";
import { DuplicateRow } from "./duplicate-row.js";
import type { Role } from "./roles.js";

export interface AgentIdentity {
  spiffeId: string;
  role: Role;
  createdAt: string;
}

/** Table agent_identities: every statement filters on org_id. */
export class AgentStore {
  async roleOf(q: Queryable, orgId: string, spiffeId: string): Promise<Role | undefined> {
    const [row] = await q.query<{ role: Role }>(
      "SELECT role FROM agent_identities WHERE org_id = $1 AND spiffe_id = $2",
      [orgId, spiffeId],
    );
    return row?.role;
  }

  async list(q: Queryable, orgId: string): Promise<AgentIdentity[]> {
    const rows = await q.query<{ spiffe_id: string; role: Role; created_at: Date }>(
      "SELECT spiffe_id, role, created_at FROM agent_identities WHERE org_id = $1 ORDER BY spiffe_id",
      [orgId],
    );
    return rows.map((r) => ({ spiffeId: r.spiffe_id, role: r.role, createdAt: iso(r.created_at) }));
  }

  /** An identity already registered in the organisation is DuplicateRow. */
  async insert(tx: Queryable, orgId: string, a: AgentIdentity): Promise<void> {
    try {
      await tx.query(
        "INSERT INTO agent_identities (org_id, spiffe_id, role, created_at) VALUES ($1, $2, $3, $4)",
        [orgId, a.spiffeId, a.role, a.createdAt],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateRow("agent_identities");
      throw error;
    }
  }

  /** Whether it was registered (and is now removed). */
  async delete(tx: Queryable, orgId: string, spiffeId: string): Promise<boolean> {
    const removed = await tx.query(
      "DELETE FROM agent_identities WHERE org_id = $1 AND spiffe_id = $2 RETURNING spiffe_id",
      [orgId, spiffeId],
    );
    return removed.length > 0;
  }
}
