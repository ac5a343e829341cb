import { type FormEvent, useState } from "react";
import { api } from "../api/http";
import { atLeast } from "../api/types";
import { Breadcrumbs } from "../components/breadcrumbs";
import {
  ErrorAlert,
  Loading,
  PageHeader,
  SelectField,
  StateBadge,
  StatusMessage,
  TextField,
} from "../components/ui";
import { formatTime } from "../format";
import { BranchDiff } from "../repos/file-diff";
import type { MergePreview, MergeRequest, Repo, ReviewVerdict } from "../repos/repo-types";
import { useMe } from "../session";
import { useApi } from "../use-api";
import { useMemberNames } from "../use-members";

/** A merge request: the diff, its reviews, a review form, and merge or close as the API allows. */
export function MergeRequestPage({ id }: { id: string }) {
  const me = useMe();
  const names = useMemberNames();
  const enc = encodeURIComponent(id);
  const loaded = useApi<MergeRequest>(`/api/merge-requests/${enc}`);
  const [changed, setChanged] = useState<MergeRequest>();
  const mr = changed ?? loaded.data;
  const repo = useApi<Repo>(mr ? `/api/repos/${mr.repoId}` : null);
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<{ text: string; tone: "success" | "warning" | "error" }>();
  const [review, setReview] = useState<{ verdict: ReviewVerdict; body: string }>({
    verdict: "approve",
    body: "",
  });

  if (loaded.error) return <ErrorAlert error={loaded.error} title="Could not load the merge request" />;
  if (!mr) return <Loading />;

  const act = async (what: () => Promise<MergeRequest | undefined>, text: string) => {
    setError(undefined);
    setDone(undefined);
    try {
      const next = await what();
      if (next) {
        setChanged(next);
        setDone({ text, tone: "success" });
      }
    } catch (failure) {
      setError(failure);
    }
  };

  const submitReview = (event: FormEvent) => {
    event.preventDefault();
    void act(
      () => api<MergeRequest>("POST", `/api/merge-requests/${enc}/reviews`, { body: review }),
      "Your review is recorded.",
    );
  };

  const merge = () =>
    act(async () => {
      const preview = await api<MergePreview>("GET", `/api/merge-requests/${enc}/merge-preview`);
      if (preview.method === "conflict") {
        setDone({
          text: `Conflicts in ${preview.conflicts.map((c) => c.path).join(", ")}: resolve them on the source branch.`,
          tone: "error",
        });
        return undefined;
      }
      if (preview.method === "merge") {
        setDone({
          text: "The branches diverged: the merge commit must be signed with your key (promptctl or the client); the browser holds no key.",
          tone: "warning",
        });
        return undefined;
      }
      return api<MergeRequest>("POST", `/api/merge-requests/${enc}/merge`, { body: {} });
    }, "Merged.");

  const isAuthor = mr.authorUserId === me.user?.id;
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: "Repositories", to: repo.data ? `/repos?workspaceId=${repo.data.workspaceId}` : "/repos" },
          { label: repo.data?.name ?? "…", to: `/repos/${mr.repoId}` },
          { label: mr.title },
        ]}
      />
      <PageHeader title={mr.title}>
        <p>
          <StateBadge state={mr.state} /> {mr.sourceBranch} → {mr.targetBranch} · opened by{" "}
          {names.get(mr.authorUserId) ?? "a member"} on {formatTime(mr.createdAt)} · {mr.approvalCount} of{" "}
          {mr.approvalsRequired} approvals
        </p>
      </PageHeader>
      {mr.description ? <p className="lead">{mr.description}</p> : null}

      <BranchDiff repoId={mr.repoId} target={mr.targetBranch} source={mr.sourceBranch} />

      <section aria-labelledby="reviews-title" className="card">
        <h2 id="reviews-title">Reviews</h2>
        {mr.reviews.length === 0 ? <p className="muted">No reviews yet.</p> : null}
        <ul className="approvals">
          {mr.reviews.map((r) => (
            <li key={r.id}>
              <strong>{names.get(r.userId) ?? "a member"}</strong>: {r.verdict.replace(/_/g, " ")} on{" "}
              {formatTime(r.createdAt)}
              {r.body ? <q>{r.body}</q> : null}
            </li>
          ))}
        </ul>
        {mr.state === "open" && atLeast(me.role, "developer") ? (
          <form onSubmit={submitReview} aria-label="Review">
            <SelectField
              label="Verdict"
              value={review.verdict}
              hint={isAuthor ? "Your own approval does not count." : undefined}
              onChange={(e) => setReview({ ...review, verdict: e.target.value as ReviewVerdict })}
            >
              <option value="approve">approve</option>
              <option value="comment">comment</option>
              <option value="request_changes">request changes</option>
            </SelectField>
            <TextField
              label="Review comment"
              maxLength={2000}
              value={review.body}
              onChange={(e) => setReview({ ...review, body: e.target.value })}
            />
            <button type="submit" className="button button-primary">
              Submit review
            </button>
          </form>
        ) : null}
      </section>

      {mr.state === "open" ? (
        <section aria-labelledby="mr-actions" className="card">
          <h2 id="mr-actions">Merge</h2>
          <button type="button" className="button button-primary" onClick={() => void merge()}>
            Merge
          </button>{" "}
          <button
            type="button"
            className="button button-danger"
            onClick={() =>
              void act(() => api<MergeRequest>("POST", `/api/merge-requests/${enc}/close`), "Closed.")
            }
          >
            Close
          </button>
        </section>
      ) : null}
      <ErrorAlert error={error} title="The platform refused" />
      <StatusMessage tone={done?.tone ?? "success"}>{done?.text}</StatusMessage>
    </>
  );
}
