import { atLeast, type Me, type Release } from "../api/types";

/** Whether a release action is open to the signed-in user, and if not, why (shown beside the button). */
export interface ActionRule {
  allowed: boolean;
  reason?: string;
}

export interface ReleaseActions {
  submit: ActionRule;
  approve: ActionRule;
  activate: ActionRule;
  rollback: ActionRule;
  /** Withdraw (the creator) or reject (an admin): the platform's cancel, with a reason. */
  cancel: ActionRule;
}

const allow: ActionRule = { allowed: true };
const deny = (reason: string): ActionRule => ({ allowed: false, reason });

const STATE_LABEL: Record<string, string> = {
  draft: "a draft",
  pending_approval: "pending approval",
  approved: "approved",
  active: "active",
  superseded: "superseded",
  rolled_back: "rolled back",
  cancelled: "cancelled",
};

export const stateLabel = (state: string) => STATE_LABEL[state] ?? state;

/**
 * The platform's release rules from the caller's side (docs/prompt-platform.md, release state
 * machine and permission table), so buttons are disabled with the reason instead of failing. The
 * server stays the authority: it refuses the same cases with CREATOR_CANNOT_APPROVE, ALREADY_APPROVED,
 * APPROVAL_REQUIRED, INVALID_TRANSITION or FORBIDDEN.
 */
export function releaseActions(release: Release, me: Me): ReleaseActions {
  const userId = me.user?.id;
  const count = release.approvalCount;
  const required = release.approvalsRequired;

  let submit = allow;
  if (release.state !== "draft")
    submit = deny(`Only a draft can be submitted; this release is ${stateLabel(release.state)}.`);
  else if (!atLeast(me.role, "developer")) submit = deny("Submitting needs the developer role or above.");

  let approve = allow;
  const mine = release.approvals.find((a) => a.userId === userId);
  if (!userId) approve = deny("Only people can approve releases, not agents.");
  else if (userId === release.creatorUserId)
    approve = deny("You created this release; two other people must approve it.");
  else if (mine) approve = deny(`You approved this release (${count} of ${required} approvals).`);
  else if (release.state === "draft")
    approve = deny("The release is a draft: it must be submitted before approval.");
  else if (release.state !== "pending_approval")
    approve = deny(
      `Only releases pending approval can be approved; this one is ${stateLabel(release.state)}.`,
    );
  else if (!atLeast(me.role, "developer")) approve = deny("Approving needs the developer role or above.");

  let activate = allow;
  if (release.state === "active") activate = deny("This release is already active.");
  else if (["superseded", "rolled_back", "cancelled"].includes(release.state))
    activate = deny(`A ${stateLabel(release.state)} release cannot be activated.`);
  else if (release.state !== "approved" || count < required)
    activate = deny(
      `Needs ${required} approvals from people other than its creator (${count} of ${required} so far).`,
    );
  else if (!atLeast(me.role, "admin")) activate = deny("Activating needs the admin role or above.");

  let rollback = allow;
  if (release.state !== "active") rollback = deny("Only the active release can be rolled back.");
  else if (!atLeast(me.role, "admin")) rollback = deny("Rolling back needs the admin role or above.");

  let cancel = allow;
  const isCreator = userId !== undefined && userId === release.creatorUserId;
  if (!["draft", "pending_approval", "approved"].includes(release.state))
    cancel = deny(
      `Only draft, pending or approved releases can be cancelled; this one is ${stateLabel(release.state)}.`,
    );
  else if (!isCreator && !atLeast(me.role, "admin"))
    cancel = deny("Only the release's creator or an admin can reject or withdraw it.");
  else if (!atLeast(me.role, "developer")) cancel = deny("Cancelling needs the developer role or above.");

  return { submit, approve, activate, rollback, cancel };
}
