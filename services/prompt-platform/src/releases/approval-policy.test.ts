import { describe, expect, it } from "vitest";
import {
  type ApprovalFacts,
  type ApprovalPolicy,
  countingApprovals,
  judgeApproval,
} from "./approval-policy.js";

const HOUR = 3_600_000;
const strict: ApprovalPolicy = { independentApprovers: true, approverMinMembershipHours: 24 };
const lax: ApprovalPolicy = { independentApprovers: false, approverMinMembershipHours: 24 };

const approval = (over: Partial<ApprovalFacts> = {}): ApprovalFacts => ({
  userId: "u-b",
  approvedAt: 100 * HOUR,
  credential: "api_key:k1",
  selfIssued: true,
  membership: { since: 0, invitedBy: "u-admin" },
  ...over,
});

describe("approval policy", () => {
  it("counts an independent approver with their own credential, and says why", () => {
    const v = judgeApproval(approval(), "u-a", strict);
    expect(v).toEqual({
      counts: true,
      failed: [],
      reason:
        "Counts: not the creator, signed in with their own credential (api_key:k1), not invited by the creator, " +
        "a member for 100.0 h (policy: at least 24 h)",
    });
    expect(judgeApproval(approval(), "u-a", lax).reason).toBe(
      "Counts: not the creator, signed in with their own credential (api_key:k1) (independentApprovers is off)",
    );
  });

  it("names every check an approval fails", () => {
    expect(judgeApproval(approval({ userId: "u-a" }), "u-a", strict).failed).toEqual(["creator"]);
    expect(judgeApproval(approval({ selfIssued: false }), "u-a", strict).failed).toEqual([
      "credential_not_self_issued",
    ]);
    expect(judgeApproval(approval({ membership: null }), "u-a", strict)).toMatchObject({
      counts: false,
      failed: ["not_a_member"],
      reason: "Does not count: the approver is no longer a member of the organisation",
    });
    expect(
      judgeApproval(approval({ membership: { since: 90 * HOUR, invitedBy: "u-a" } }), "u-a", strict).failed,
    ).toEqual(["invited_by_creator", "membership_too_recent"]);
  });

  it("holds the membership age at the boundary: 24 h counts, a millisecond less does not", () => {
    const at = (ms: number) => approval({ approvedAt: ms, membership: { since: 0, invitedBy: null } });
    expect(judgeApproval(at(24 * HOUR), "u-a", strict).counts).toBe(true);
    expect(judgeApproval(at(24 * HOUR - 1), "u-a", strict).failed).toEqual(["membership_too_recent"]);
    // With independentApprovers off, neither the inviter nor the age matters.
    expect(
      judgeApproval(approval({ membership: { since: 100 * HOUR, invitedBy: "u-a" } }), "u-a", lax).counts,
    ).toBe(true);
  });

  it("counts distinct approvers whose approval counts", () => {
    const list = [
      approval(),
      approval(),
      approval({ userId: "u-c", selfIssued: false }),
      approval({ userId: "u-d" }),
    ];
    expect(countingApprovals(list, "u-a", strict)).toBe(2);
    expect(countingApprovals([], "u-a", strict)).toBe(0);
  });
});
