import { describe, expect, it } from "vitest";
import type { Role } from "./roles.js";
import {
  keepAnOwner,
  keyRole,
  mayGrant,
  mayInvite,
  mayRevokeKey,
  mayTouchMember,
  redeemable,
  resolveApprovalPolicy,
} from "./tenancy-rules.js";

const as = (role: Role, userId: string | null = "u1") => ({ role, userId });
const OWNER_ONLY = "Only an owner can grant, change or remove the owner role";

describe("tenancy rules", () => {
  it("admins manage members; only owners grant or touch the owner role", () => {
    expect(() => mayGrant(as("owner"), "owner")).not.toThrow();
    expect(() => mayGrant(as("admin"), "developer")).not.toThrow();
    expect(() => mayGrant(as("admin"), "owner")).toThrow(OWNER_ONLY);
    expect(() => mayGrant(as("developer"), "viewer")).toThrow("Managing members needs the admin role");
    expect(() => mayTouchMember(as("admin"), { role: "owner" })).toThrow(OWNER_ONLY);
    expect(() => mayTouchMember(as("admin"), { role: "admin" })).not.toThrow();
  });

  it("the last owner stays: one owner is refused, two are not", () => {
    expect(() => keepAnOwner(1)).toThrow("An organisation must keep at least one owner");
    expect(() => keepAnOwner(2)).not.toThrow();
  });

  it("a key carries at most the weaker of its issuer's and its member's role", () => {
    expect(keyRole("admin", "owner", undefined)).toBe("admin");
    expect(keyRole("owner", "developer", undefined)).toBe("developer");
    expect(keyRole("admin", "admin", "viewer")).toBe("viewer");
    expect(() => keyRole("developer", "owner", "admin")).toThrow(
      "A key cannot carry more than its issuer's and owner's role (admin)",
    );
    expect(() => keyRole("owner", "viewer", "developer")).toThrow("(developer)");
  });

  it("members revoke their own keys; admins anyone's", () => {
    expect(() => mayRevokeKey(as("viewer", "u1"), { userId: "u1" })).not.toThrow();
    expect(() => mayRevokeKey(as("developer", "u1"), { userId: "u2" })).toThrow(
      "Revoking other members' keys needs the admin role",
    );
    expect(() => mayRevokeKey(as("admin", "u1"), { userId: "u2" })).not.toThrow();
  });

  it("users with the admin role invite; owners only invite owners; agents never", () => {
    expect(() => mayInvite(as("admin", null), "viewer")).toThrow(
      "Invitations are issued by users, not agents",
    );
    expect(() => mayInvite(as("developer"), "viewer")).toThrow("Inviting members needs the admin role");
    expect(() => mayInvite(as("admin"), "owner")).toThrow(OWNER_ONLY);
    expect(() => mayInvite(as("owner"), "owner")).not.toThrow();
  });

  it("an invitation is redeemable until it expires (the expiry instant is too late) and only once", () => {
    const expiresAt = "2026-11-27T12:00:00.000Z";
    const at = Date.parse(expiresAt);
    expect(redeemable({ redeemedAt: null, expiresAt }, at - 1)).toBe(true);
    expect(redeemable({ redeemedAt: null, expiresAt }, at)).toBe(false);
    expect(redeemable({ redeemedAt: "2026-11-27T11:00:00.000Z", expiresAt }, at - 1)).toBe(false);
    expect(redeemable({ redeemedAt: null, revokedAt: "2026-11-27T11:00:00.000Z", expiresAt }, at - 1)).toBe(
      false,
    );
  });

  it("the approval policy takes the organisation's values where set, else the defaults, and says which", () => {
    const defaults = { independentApprovers: false, approverMinMembershipHours: 24 };
    expect(
      resolveApprovalPolicy({ independentApprovers: null, approverMinMembershipHours: null }, defaults),
    ).toEqual({
      ...defaults,
      source: { independentApprovers: "default", approverMinMembershipHours: "default" },
    });
    expect(
      resolveApprovalPolicy({ independentApprovers: true, approverMinMembershipHours: 0 }, defaults),
    ).toEqual({
      independentApprovers: true,
      approverMinMembershipHours: 0,
      source: { independentApprovers: "org", approverMinMembershipHours: "org" },
    });
  });
});
