import { describe, expect, it } from "vitest";
import { approvalsAt } from "./merge-approvals.js";
import type { Review, ReviewVerdict } from "./merge-request-store.js";

let n = 0;
const review = (userId: string, verdict: ReviewVerdict, commitId: string): Review => ({
  id: `r${n++}`,
  userId,
  verdict,
  body: "",
  commitId,
  createdAt: "2026-11-27T00:00:00.000Z",
});

describe("merge request approvals", () => {
  it("counts distinct approvers other than the author, at the source's current head only", () => {
    const reviews = [
      review("u-author", "approve", "h2"),
      review("u-b", "approve", "h1"),
      review("u-c", "comment", "h2"),
      review("u-d", "request_changes", "h2"),
    ];
    expect(approvalsAt(reviews, "u-author", "h2")).toBe(0);
    expect(approvalsAt(reviews, "u-author", "h1")).toBe(1);
    expect(
      approvalsAt(
        [...reviews, review("u-b", "approve", "h2"), review("u-b", "approve", "h2")],
        "u-author",
        "h2",
      ),
    ).toBe(1);
    expect(approvalsAt([...reviews, review("u-c", "approve", "h2")], "u-author", "h2")).toBe(1);
    expect(approvalsAt(reviews, "u-author", undefined)).toBe(0);
  });
});
