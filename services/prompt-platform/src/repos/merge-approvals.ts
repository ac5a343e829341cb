import type { Review } from "./merge-request-store.js";

/** Approvals needed to merge, from users other than the author, at the source's current head. */
export const MERGE_APPROVALS_REQUIRED = 1;

/**
 * Distinct users who approved at `head` and are not the author: an approval given at an older head
 * no longer counts once the source branch moves on.
 */
export function approvalsAt(
  reviews: readonly Review[],
  authorUserId: string,
  head: string | undefined,
): number {
  const approvers = new Set(
    reviews
      .filter((v) => v.verdict === "approve" && v.userId !== authorUserId && v.commitId === head)
      .map((v) => v.userId),
  );
  return approvers.size;
}
