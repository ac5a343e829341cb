import type { Release } from "../api/types";
import { formatTime, shortHash } from "../format";

/**
 * The approvals with why each counts or not (the platform's `counts` and `reason`: creator,
 * membership too recent, invited by the creator, key not self-issued), and the policy in force.
 */
export function ApprovalsCard({
  release,
  names,
  myId,
}: {
  release: Release;
  names: ReadonlyMap<string, string>;
  myId: string | undefined;
}) {
  const policy = release.approvalPolicy;
  return (
    <section aria-labelledby="approvals" className="card">
      <h2 id="approvals">
        Approvals{" "}
        <span className="count">
          {release.approvalCount} of {release.approvalsRequired}
        </span>
      </h2>
      <progress
        max={release.approvalsRequired}
        value={Math.min(release.approvalCount, release.approvalsRequired)}
      >
        {release.approvalCount} of {release.approvalsRequired}
      </progress>
      <p className="muted">
        Policy: {release.approvalsRequired} approvals from people other than the creator
        {policy.independentApprovers ? ", not invited by the creator, signed in with their own key" : ""}
        {policy.approverMinMembershipHours > 0
          ? `, members for at least ${policy.approverMinMembershipHours} h`
          : ""}
        .
      </p>
      {release.approvals.length === 0 ? (
        <p className="muted">No approvals yet.</p>
      ) : (
        <ul className="approvals">
          {release.approvals.map((a) => (
            <li key={a.userId} data-counts={a.counts}>
              <strong>{names.get(a.userId) ?? shortHash(a.userId, 10)}</strong>
              {a.userId === myId ? " (you)" : ""} approved on {formatTime(a.createdAt)}
              {a.comment ? <q>{a.comment}</q> : null}
              <br />
              <span className={a.counts ? "approval-counts" : "approval-discounted"}>
                {a.counts ? "Counts" : "Does not count"}: {a.reason}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
