import type { ServiceDeps, Tx } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import type { ApprovalPolicy } from "../releases/approval-policy.js";
import type { OrgStore } from "./org-store.js";
import type { Principal } from "./principal.js";
import { type OrgApprovalPolicy, resolveApprovalPolicy } from "./tenancy-rules.js";

export type { OrgApprovalPolicy } from "./tenancy-rules.js";

/**
 * Each organisation's approval policy: its own values where it set them, else the deployment's
 * defaults (PLATFORM_INDEPENDENT_APPROVERS, PLATFORM_APPROVER_MIN_MEMBERSHIP_HOURS). Read inside the
 * release transaction, so an approval is judged by the policy in force when it is counted. (Kept under
 * its old name for its callers; its statements are OrgStore's.)
 */
export class ApprovalPolicyStore {
  constructor(private readonly deps: ServiceDeps & { defaults: ApprovalPolicy; orgs: OrgStore }) {}

  async get(orgId: string, db: Tx = this.deps.db): Promise<OrgApprovalPolicy> {
    const stored = await this.deps.orgs.approvalPolicy(db, orgId);
    if (!stored) throw notFound("organisation", orgId);
    return resolveApprovalPolicy(stored, this.deps.defaults);
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
      await this.deps.orgs.setApprovalPolicy(tx, principal.orgId, patch);
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
