import { useState } from "react";
import { api } from "../api/http";
import type { Capability, Release } from "../api/types";
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
import { releaseActions, stateLabel } from "../releases/release-rules";
import { Link } from "../router";
import { useMe } from "../session";
import { useApi } from "../use-api";
import { useMemberNames } from "../use-members";

type Verb = "submit" | "approve" | "activate" | "rollback";

const DONE: Record<Verb, string> = {
  submit: "Submitted for approval.",
  approve: "Your approval is recorded.",
  activate: "The release is active.",
  rollback: "The release is rolled back.",
};

/** One release: its approvals and the transitions the signed-in user may make, each with its rule. */
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
  const capability = useApi<Capability>(current ? `/api/capabilities/${current.capabilityId}` : null);

  if (loaded.error) return <ErrorAlert error={loaded.error} title="Could not load the release" />;
  if (!current) return <Loading />;

  const act = async (verb: Verb) => {
    setBusy(verb);
    setError(undefined);
    setDone(undefined);
    try {
      const body = verb === "approve" ? { body: comment ? { comment } : {} } : {};
      setRelease(await api<Release>("POST", `/api/releases/${encodeURIComponent(id)}/${verb}`, body));
      setDone(DONE[verb]);
      setComment("");
    } catch (failure) {
      setError(failure);
      // The release may have moved on under us (another approver): show its current state.
      api<Release>("GET", `/api/releases/${encodeURIComponent(id)}`).then(setRelease, () => undefined);
    } finally {
      setBusy(undefined);
    }
  };

  const rules = releaseActions(current, me);
  const title = `${capability.data?.name ?? "Release"} v${current.versionNumber}`;

  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/releases">Releases</Link> / <span aria-current="page">{shortHash(current.id, 18)}</span>
      </nav>
      <PageHeader title={title}>
        <p>
          <StateBadge state={current.state} />{" "}
          <span className="visually-hidden">State: {stateLabel(current.state)}</span>
        </p>
      </PageHeader>
      <dl className="facts">
        <dt>Capability</dt>
        <dd>
          <Link to={`/capabilities/${current.capabilityId}`}>
            {capability.data?.name ?? current.capabilityId}
          </Link>
        </dd>
        <dt>Manifest</dt>
        <dd>
          <code title={current.manifestHash}>{shortHash(current.manifestHash, 16)}</code>
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

      <section aria-labelledby="approvals" className="card">
        <h2 id="approvals">
          Approvals{" "}
          <span className="count">
            {current.approvalCount} of {current.approvalsRequired}
          </span>
        </h2>
        <progress
          max={current.approvalsRequired}
          value={Math.min(current.approvalCount, current.approvalsRequired)}
        >
          {current.approvalCount} of {current.approvalsRequired}
        </progress>
        {current.approvals.length === 0 ? (
          <p className="muted">No approvals yet.</p>
        ) : (
          <ul className="approvals">
            {current.approvals.map((a) => (
              <li key={a.userId}>
                <strong>{names.get(a.userId) ?? shortHash(a.userId, 10)}</strong>
                {a.userId === me.user?.id ? " (you)" : ""} approved on {formatTime(a.createdAt)}
                {a.comment ? <q>{a.comment}</q> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

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
        {rules.approve.allowed ? (
          <TextField
            label="Approval comment (optional)"
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
        <ErrorAlert error={error} title="The platform refused" />
        <StatusMessage>{done}</StatusMessage>
      </section>
    </>
  );
}
