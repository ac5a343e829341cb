/**
 * Which approvals count towards a release's two-person rule (issue 24). Pure: the release service
 * gathers the facts, this decides, and the release shows the verdict of every approval.
 *
 * An approval counts when the approver
 * - is not the release's creator,
 * - is still a member of the organisation,
 * - approved with a credential they issued themselves (their own API key, or a session opened with
 *   one; never a key an admin minted for them before issue 24),
 * and, with the organisation's `independentApprovers` policy on,
 * - was not invited by the release's creator (whoever held the invitation token may hold the key), and
 * - had been a member at least `approverMinMembershipHours` when they approved (a sock puppet made
 *   on the spot has to wait in plain sight of the audit chain).
 */

export interface ApprovalPolicy {
  independentApprovers: boolean;
  approverMinMembershipHours: number;
}

export interface ApprovalFacts {
  userId: string;
  /** Epoch ms of the approval. */
  approvedAt: number;
  /** How they signed in: "api_key:<id>", "session", "dev_headers". */
  credential: string;
  selfIssued: boolean;
  /** The approver's membership now; null when they have left the organisation. */
  membership: { since: number; invitedBy: string | null } | null;
}

export type ApprovalCheck =
  | "creator"
  | "not_a_member"
  | "credential_not_self_issued"
  | "invited_by_creator"
  | "membership_too_recent";

export interface ApprovalVerdict {
  counts: boolean;
  /** The checks it failed (empty when it counts). */
  failed: ApprovalCheck[];
  /** One sentence for people: why it counts, or why not. */
  reason: string;
}

const HOUR_MS = 3_600_000;

export function judgeApproval(
  approval: ApprovalFacts,
  creatorUserId: string | null,
  policy: ApprovalPolicy,
): ApprovalVerdict {
  const failed: ApprovalCheck[] = [];
  const why: string[] = [];
  if (approval.userId === creatorUserId) {
    failed.push("creator");
    why.push("the approver created the release");
  }
  if (!approval.selfIssued) {
    failed.push("credential_not_self_issued");
    why.push(`the credential used (${approval.credential}) was not issued by the approver themselves`);
  }
  const membership = approval.membership;
  if (!membership) {
    failed.push("not_a_member");
    why.push("the approver is no longer a member of the organisation");
  } else if (policy.independentApprovers) {
    if (creatorUserId !== null && membership.invitedBy === creatorUserId) {
      failed.push("invited_by_creator");
      why.push("the approver was invited by the release's creator");
    }
    const heldMs = approval.approvedAt - membership.since;
    if (heldMs < policy.approverMinMembershipHours * HOUR_MS) {
      failed.push("membership_too_recent");
      why.push(
        `the approver had been a member ${formatHours(heldMs)} h when approving; ` +
          `the policy asks for ${policy.approverMinMembershipHours} h`,
      );
    }
  }
  if (failed.length > 0) return { counts: false, failed, reason: `Does not count: ${why.join("; ")}` };
  const independence = policy.independentApprovers
    ? `, not invited by the creator, a member for ${formatHours(approval.approvedAt - membership!.since)} h ` +
      `(policy: at least ${policy.approverMinMembershipHours} h)`
    : " (independentApprovers is off)";
  return {
    counts: true,
    failed,
    reason: `Counts: not the creator, signed in with their own credential (${approval.credential})${independence}`,
  };
}

/** Distinct approvers whose approval counts. */
export function countingApprovals(
  approvals: readonly ApprovalFacts[],
  creatorUserId: string | null,
  policy: ApprovalPolicy,
): number {
  const users = new Set<string>();
  for (const a of approvals) if (judgeApproval(a, creatorUserId, policy).counts) users.add(a.userId);
  return users.size;
}

const formatHours = (ms: number) => (Math.max(0, ms) / HOUR_MS).toFixed(1);
