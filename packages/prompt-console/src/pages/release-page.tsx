import { useState } from "react";
import { api } from "../api/http";
import type { Release } from "../api/types";
import { Breadcrumbs } from "../components/breadcrumbs";
import {
  ActionButton,
  ErrorAlert,
  Loading,
  PageHeader,
  StateBadge,
  StatusMessage,
  TextField,
} from "../components/ui";
import { actorName, formatTime, shortHash } from "../format";
import { ApprovalsCard } from "../releases/approvals-card";
import { ManifestReview } from "../releases/manifest-review";
import { ReleaseEvals } from "../releases/release-evals";
import { releaseActions, stateLabel } from "../releases/release-rules";
import { useMe } from "../session";
import { useApi } from "../use-api";
import { useCapabilityTrail } from "../use-capability-trail";
import { useMemberNames } from "../use-members";

type Verb = "submit" | "approve" | "activate" | "rollback" | "cancel";

const DONE: Record<Verb, string> = {
  submit: "Submitted for approval.",
  approve: "Your approval is recorded.",
  activate: "The release is active.",
  rollback: "The release is rolled back.",
  cancel: "The release is cancelled.",
};

/**
 * One release as an approver reviews it: the manifest and its diff against the active release, the
 * approvals and why each counts, the eval results of its manifest, and the transitions the
 * signed-in user may make, each with its rule.
 */
export function ReleasePage({ id }: { id: string }) {
  const me = useMe();
  const names = useMemberNames();
  const loaded = useApi<Release>(`/api/releases/${encodeURIComponent(id)}`);
  const [release, setRelease] = useState<Release>();
  const [busy, setBusy] = useState<Verb>();
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();
  const [comment, setComment] = useState("");
  const current = release ?? loaded.data;
  const { trail, capability, reload: reloadCapability } = useCapabilityTrail(current?.capabilityId);

  if (loaded.error) return <ErrorAlert error={loaded.error} title="Could not load the release" />;
  if (!current) return <Loading />;

  const act = async (verb: Verb) => {
    setBusy(verb);
    setError(undefined);
    setDone(undefined);
    try {
      const body =
        verb === "approve"
          ? { body: comment ? { comment } : {} }
          : verb === "cancel"
            ? { body: { reason: comment } }
            : {};
      setRelease(await api<Release>("POST", `/api/releases/${encodeURIComponent(id)}/${verb}`, body));
      setDone(DONE[verb]);
      setComment("");
      if (verb === "activate" || verb === "rollback") reloadCapability();
    } catch (failure) {
      setError(failure);
      // The release may have moved on under us (another approver): show its current state.
      api<Release>("GET", `/api/releases/${encodeURIComponent(id)}`).then(setRelease, () => undefined);
    } finally {
      setBusy(undefined);
    }
  };

  const rules = releaseActions(current, me);
  const isCreator = me.user?.id !== undefined && me.user.id === current.creatorUserId;
  const title = `${capability?.name ?? "Release"} v${current.versionNumber}`;

  return (
    <>
      <Breadcrumbs trail={[...trail, { label: `Release v${current.versionNumber}` }]} />
      <PageHeader title={title}>
        <p>
          <StateBadge state={current.state} />{" "}
          <span className="visually-hidden">State: {stateLabel(current.state)}</span>
        </p>
      </PageHeader>
      <dl className="facts">
        <dt>Release</dt>
        <dd>
          <code title={current.id}>{shortHash(current.id, 18)}</code>
        </dd>
        <dt>Created by</dt>
        <dd>
          {actorName(current.createdBy, names)} on {formatTime(current.createdAt)}
        </dd>
        {current.activatedAt ? (
          <>
            <dt>Activated</dt>
            <dd>{formatTime(current.activatedAt)}</dd>
          </>
        ) : null}
        {current.notes ? (
          <>
            <dt>Notes</dt>
            <dd>{current.notes}</dd>
          </>
        ) : null}
      </dl>

      <ManifestReview release={current} capability={capability} />
      <ApprovalsCard release={current} names={names} myId={me.user?.id} />
      <ReleaseEvals capabilityId={current.capabilityId} manifestHash={current.manifestHash} />

      <section aria-labelledby="actions" className="card">
        <h2 id="actions">Actions</h2>
        {current.state === "draft" ? (
          <ActionButton
            label="Submit for approval"
            allowed={rules.submit.allowed}
            reason={rules.submit.reason}
            busy={busy === "submit"}
            onClick={() => void act("submit")}
          />
        ) : null}
        {rules.approve.allowed || rules.cancel.allowed ? (
          <TextField
            label="Comment (why you approve or reject)"
            maxLength={2000}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        ) : null}
        <ActionButton
          label="Approve"
          allowed={rules.approve.allowed}
          reason={rules.approve.reason}
          busy={busy === "approve"}
          onClick={() => void act("approve")}
        />
        <ActionButton
          label="Activate"
          allowed={rules.activate.allowed}
          reason={rules.activate.reason}
          busy={busy === "activate"}
          onClick={() => void act("activate")}
        />
        {current.state === "active" ? (
          <ActionButton
            label="Roll back"
            variant="danger"
            allowed={rules.rollback.allowed}
            reason={rules.rollback.reason}
            busy={busy === "rollback"}
            onClick={() => void act("rollback")}
          />
        ) : null}
        {["draft", "pending_approval", "approved"].includes(current.state) ? (
          <ActionButton
            label={isCreator ? "Withdraw" : "Reject"}
            variant="danger"
            allowed={rules.cancel.allowed && (isCreator || comment.trim() !== "")}
            reason={
              rules.cancel.reason ?? "Say why in the comment first: the reason goes to the audit chain."
            }
            busy={busy === "cancel"}
            onClick={() => void act("cancel")}
          />
        ) : null}
        <ErrorAlert error={error} title="The platform refused" />
        <StatusMessage tone={busy === undefined && done === DONE.cancel ? "warning" : "success"}>
          {done}
        </StatusMessage>
      </section>
    </>
  );
}
