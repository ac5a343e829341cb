import { PlatformError } from "../errors.js";
import type { ApprovalPolicy } from "../releases/approval-policy.js";
import type { StoredApprovalPolicy } from "./org-store.js";
import type { Principal } from "./principal.js";
import { can, type Role, roleAtLeast, weakerRole } from "./roles.js";

/** Who may do what to memberships, keys and invitations: plain data in, a refusal or nothing out. */

const ownerOnly = () =>
  new PlatformError("FORBIDDEN", "Only an owner can grant, change or remove the owner role");

/** Only an owner grants (or touches) the owner role; admins manage everyone else. */
export function mayGrant(principal: Pick<Principal, "role">, role: Role): void {
  if (role === "owner" && principal.role !== "owner") throw ownerOnly();
  if (!roleAtLeast(principal.role, "admin"))
    throw new PlatformError("FORBIDDEN", "Managing members needs the admin role");
}

/** An owner's membership is changed or removed by an owner only. */
export function mayTouchMember(principal: Pick<Principal, "role">, member: { role: Role }): void {
  if (member.role === "owner" && principal.role !== "owner") throw ownerOnly();
}

/** Demoting or removing an owner needs another owner to remain. */
export function keepAnOwner(owners: number): void {
  if (owners <= 1) throw new PlatformError("LAST_OWNER", "An organisation must keep at least one owner");
}

/**
 * The role of a new API key: the one asked for, else the weaker of the member's and the issuer's;
 * never more than either.
 */
export function keyRole(issuer: Role, member: Role, asked: Role | undefined): Role {
  const role = asked ?? weakerRole(member, issuer);
  if (!roleAtLeast(issuer, role) || !roleAtLeast(member, role))
    throw new PlatformError(
      "FORBIDDEN",
      `A key cannot carry more than its issuer's and owner's role (${role})`,
    );
  return role;
}

/** A member revokes their own keys; admins anyone's. */
export function mayRevokeKey(principal: Pick<Principal, "role" | "userId">, key: { userId: string }): void {
  if (key.userId !== principal.userId && !can(principal.role, "api_key.manage_all"))
    throw new PlatformError("FORBIDDEN", "Revoking other members' keys needs the admin role");
}

/** Users with the admin role invite; only owners invite owners. */
export function mayInvite(principal: Pick<Principal, "role" | "userId">, role: Role): void {
  if (!principal.userId) throw new PlatformError("FORBIDDEN", "Invitations are issued by users, not agents");
  if (!roleAtLeast(principal.role, "admin"))
    throw new PlatformError("FORBIDDEN", "Inviting members needs the admin role");
  if (role === "owner" && principal.role !== "owner") throw ownerOnly();
}

/** A token is redeemable while it is unredeemed, unrevoked and unexpired (`now` in epoch ms). */
export const redeemable = (
  i: { redeemedAt: string | null; revokedAt?: string | null; expiresAt: string },
  now: number,
) => i.redeemedAt === null && !i.revokedAt && Date.parse(i.expiresAt) > now;

export interface OrgApprovalPolicy extends ApprovalPolicy {
  /** Which values are the organisation's own, and which the deployment's defaults. */
  source: { independentApprovers: "org" | "default"; approverMinMembershipHours: "org" | "default" };
}

/** The organisation's own values where it set them, else the deployment's defaults. */
export function resolveApprovalPolicy(
  stored: StoredApprovalPolicy,
  defaults: ApprovalPolicy,
): OrgApprovalPolicy {
  return {
    independentApprovers: stored.independentApprovers ?? defaults.independentApprovers,
    approverMinMembershipHours: stored.approverMinMembershipHours ?? defaults.approverMinMembershipHours,
    source: {
      independentApprovers: stored.independentApprovers === null ? "default" : "org",
      approverMinMembershipHours: stored.approverMinMembershipHours === null ? "default" : "org",
    },
  };
}
