import { PlatformError } from "../errors.js";

export const ReleaseState = {
  draft: "draft",
  pendingApproval: "pending_approval",
  approved: "approved",
  active: "active",
  superseded: "superseded",
  rolledBack: "rolled_back",
  cancelled: "cancelled",
} as const;
export type ReleaseState = (typeof ReleaseState)[keyof typeof ReleaseState];
export const RELEASE_STATES = Object.values(ReleaseState);

export const REQUIRED_APPROVALS = 2;

/** The machine, as data (docs/prompt-platform.md draws it from this table). */
export const TRANSITIONS = [
  { from: "draft", action: "submit", to: "pending_approval" },
  {
    from: "pending_approval",
    action: "approve",
    to: "pending_approval",
    when: "fewer than 2 qualifying approvals",
  },
  { from: "pending_approval", action: "approve", to: "approved", when: "the 2nd qualifying approval" },
  { from: "approved", action: "activate", to: "active", when: "2 qualifying approvals" },
  { from: "active", action: "activate another release", to: "superseded" },
  { from: "active", action: "rollback", to: "rolled_back" },
  { from: "superseded", action: "rollback of the release that followed it", to: "active" },
  { from: "draft", action: "cancel", to: "cancelled" },
  { from: "pending_approval", action: "cancel", to: "cancelled" },
  { from: "approved", action: "cancel", to: "cancelled" },
] as const;

/** A release that never served can be cancelled (kept, terminal) or deleted (gone, with its approvals). */
export const WITHDRAWABLE: readonly ReleaseState[] = ["draft", "pending_approval", "approved"];
export const DELETABLE: readonly ReleaseState[] = [...WITHDRAWABLE, "cancelled"];

export interface ReleaseFacts {
  state: ReleaseState;
  creatorUserId: string | null;
  /** Users who approved, in any order. */
  approverIds: readonly string[];
  /** Distinct approvers whose approval counts (approval-policy.ts decides which do). */
  qualifying: number;
}

const invalid = (state: ReleaseState, action: string) =>
  new PlatformError("INVALID_TRANSITION", `Cannot ${action} a release in state ${state}`);

export function submit(facts: ReleaseFacts): ReleaseState {
  if (facts.state !== "draft") throw invalid(facts.state, "submit");
  return "pending_approval";
}

/**
 * The state after `approverId` approves, or the reason they cannot. `counts`: whether this approval
 * counts under the organisation's policy (one that does not is recorded, with its reason, all the same).
 */
export function approve(facts: ReleaseFacts, approverId: string, counts: boolean): ReleaseState {
  if (facts.state !== "pending_approval") throw invalid(facts.state, "approve");
  if (approverId === facts.creatorUserId)
    throw new PlatformError("CREATOR_CANNOT_APPROVE", "The creator of a release cannot approve it");
  if (facts.approverIds.includes(approverId))
    throw new PlatformError("ALREADY_APPROVED", "You have already approved this release");
  const count = facts.qualifying + (counts ? 1 : 0);
  return count >= REQUIRED_APPROVALS ? "approved" : "pending_approval";
}

export function activate(facts: ReleaseFacts): ReleaseState {
  const waiting = facts.state === "draft" || facts.state === "pending_approval" || facts.state === "approved";
  if (waiting && facts.qualifying < REQUIRED_APPROVALS) {
    throw new PlatformError(
      "APPROVAL_REQUIRED",
      `Release needs ${REQUIRED_APPROVALS} approvals that count (has ${facts.qualifying}); ` +
        "each approval on the release says why it counts or not",
    );
  }
  if (facts.state !== "approved") throw invalid(facts.state, "activate");
  return "active";
}

export function rollback(facts: ReleaseFacts): ReleaseState {
  if (facts.state !== "active") throw invalid(facts.state, "roll back");
  return "rolled_back";
}

/** Withdraws a release before it ever serves; its approvals stay on record, nothing can move it on. */
export function cancel(facts: ReleaseFacts): ReleaseState {
  if (!WITHDRAWABLE.includes(facts.state)) throw invalid(facts.state, "cancel");
  return "cancelled";
}

/** Only releases that never served may be deleted: the others are the capability's history. */
export function assertDeletable(facts: ReleaseFacts): void {
  if (!DELETABLE.includes(facts.state))
    throw new PlatformError(
      "INVALID_TRANSITION",
      `Cannot delete a release in state ${facts.state}; only ${DELETABLE.join(", ")} releases can be deleted`,
    );
}
