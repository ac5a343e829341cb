import { isUniqueViolation, type Queryable } from "../db/database.js";
import { DuplicateRow } from "./duplicate-row.js";

/** An organisation's own approval-policy settings; null where it keeps the deployment's default. */
export interface StoredApprovalPolicy {
  independentApprovers: boolean | null;
  approverMinMembershipHours: number | null;
}

/** Tables orgs and bootstrap. Each method takes the connection or transaction to run on. */
export class OrgStore {
  async insert(tx: Queryable, org: { id: string; name: string; createdAt: string }): Promise<void> {
    await tx.query("INSERT INTO orgs (id, name, created_at) VALUES ($1, $2, $3)", [
      org.id,
      org.name,
      org.createdAt,
    ]);
  }

  async get(q: Queryable, id: string): Promise<{ id: string; name: string } | undefined> {
    const [row] = await q.query<{ id: string; name: string }>("SELECT id, name FROM orgs WHERE id = $1", [
      id,
    ]);
    return row;
  }

  /** Undefined when there is no such organisation. */
  async approvalPolicy(q: Queryable, orgId: string): Promise<StoredApprovalPolicy | undefined> {
    const [row] = await q.query<{
      independent_approvers: boolean | null;
      approver_min_membership_hours: number | null;
    }>("SELECT independent_approvers, approver_min_membership_hours FROM orgs WHERE id = $1", [orgId]);
    return row
      ? {
          independentApprovers: row.independent_approvers,
          approverMinMembershipHours: row.approver_min_membership_hours,
        }
      : undefined;
  }

  /** Sets the settings the patch names (null: back to the default); the others stay. */
  async setApprovalPolicy(tx: Queryable, orgId: string, patch: Partial<StoredApprovalPolicy>): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [orgId];
    if (patch.independentApprovers !== undefined) {
      params.push(patch.independentApprovers);
      sets.push(`independent_approvers = $${params.length}`);
    }
    if (patch.approverMinMembershipHours !== undefined) {
      params.push(patch.approverMinMembershipHours);
      sets.push(`approver_min_membership_hours = $${params.length}`);
    }
    if (sets.length > 0) await tx.query(`UPDATE orgs SET ${sets.join(", ")} WHERE id = $1`, params);
  }

  async isBootstrapped(q: Queryable): Promise<boolean> {
    return (await q.query("SELECT 1 FROM bootstrap WHERE id = 1")).length > 0;
  }

  /** The platform's one bootstrap row: a second is DuplicateRow (its key is the constant 1). */
  async markBootstrapped(
    tx: Queryable,
    b: { orgId: string; userId: string; createdAt: string },
  ): Promise<void> {
    try {
      await tx.query("INSERT INTO bootstrap (id, org_id, user_id, created_at) VALUES (1, $1, $2, $3)", [
        b.orgId,
        b.userId,
        b.createdAt,
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateRow("bootstrap");
      throw error;
    }
  }
}
