import type { Queryable } from "../db/database.js";
import type { ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import type { ApprovalPolicy } from "../releases/approval-policy.js";
import type { Principal } from "./principal.js";

export interface OrgApprovalPolicy extends ApprovalPolicy {
  /** Which values are the organisation's own, and which the deployment's defaults. */
  source: { independentApprovers: "org" | "default"; approverMinMembershipHours: "org" | "default" };
}

/**
 * Each organisation's approval policy: its own values where it set them, else the deployment's
 * defaults (PLATFORM_INDEPENDENT_APPROVERS, PLATFORM_APPROVER_MIN_MEMBERSHIP_HOURS). Read inside the
 * release transaction, so an approval is judged by the policy in force when it is counted.
 */
export class ApprovalPolicyStore {
  constructor(private readonly deps: ServiceDeps & { defaults: ApprovalPolicy }) {}

  async get(orgId: string, db: Queryable = this.deps.db): Promise<OrgApprovalPolicy> {
    const [row] = await db.query<{
      independent_approvers: boolean | null;
      approver_min_membership_hours: number | null;
    }>("SELECT independent_approvers, approver_min_membership_hours FROM orgs WHERE id = $1", [orgId]);
    if (!row) throw notFound("organisation", orgId);
    const d = this.deps.defaults;
    return {
      independentApprovers: row.independent_approvers ?? d.independentApprovers,
      approverMinMembershipHours: row.approver_min_membership_hours ?? d.approverMinMembershipHours,
      source: {
        independentApprovers: row.independent_approvers === null ? "default" : "org",
        approverMinMembershipHours: row.approver_min_membership_hours === null ? "default" : "org",
      },
    };
  }

  /** Owners only: the policy is what stands between one admin and a release nobody else checked. */
  async set(
    principal: Principal,
    patch: { independentApprovers?: boolean | null; approverMinMembershipHours?: number | null },
  ): Promise<OrgApprovalPolicy> {
    if (principal.role !== "owner")
      throw new PlatformError("FORBIDDEN", "Only an owner can change the approval policy");
    await this.deps.db.transaction(async (tx) => {
      const before = await this.get(principal.orgId, tx);
      const sets: string[] = [];
      const params: unknown[] = [principal.orgId];
      if (patch.independentApprovers !== undefined) {
        params.push(patch.independentApprovers);
        sets.push(`independent_approvers = $${params.length}`);
      }
      if (patch.approverMinMembershipHours !== undefined) {
        params.push(patch.approverMinMembershipHours);
        sets.push(`approver_min_membership_hours = $${params.length}`);
      }
      if (sets.length > 0) await tx.query(`UPDATE orgs SET ${sets.join(", ")} WHERE id = $1`, params);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "org.approval_policy",
        resource: `org:${principal.orgId}`,
        details: {
          from: {
            independentApprovers: before.independentApprovers,
            approverMinMembershipHours: before.approverMinMembershipHours,
          },
          set: patch,
        },
      });
    });
    return this.get(principal.orgId);
  }
}
