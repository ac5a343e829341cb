import { type FormEvent, useState } from "react";
import { api, query } from "../api/http";
import { atLeast, type Capability, type Page, type Release, type Version } from "../api/types";
import { Breadcrumbs } from "../components/breadcrumbs";
import {
  ErrorAlert,
  Loading,
  PageHeader,
  StateBadge,
  StatusMessage,
  TableWrap,
  TextArea,
  TextField,
} from "../components/ui";
import { CapabilitySuites } from "../evals/capability-suites";
import { formatTime, shortHash } from "../format";
import { Link, navigate } from "../router";
import { useMe } from "../session";
import { useApi } from "../use-api";
import { useCapabilityTrail } from "../use-capability-trail";

/** A manifest the built-in simulator runs: three nodes, the last two reading earlier outputs. */
export const SAMPLE_MANIFEST = {
  inputs: ["question"],
  nodes: [
    { id: "draft", model: "simulator", prompt: "Answer briefly: {{question}}" },
    { id: "critique", model: "simulator", prompt: "List the weak points of: {{nodes.draft}}" },
    { id: "final", model: "simulator", prompt: "Rewrite {{nodes.draft}} fixing {{nodes.critique}}" },
  ],
  output: "final",
};

/** A capability: its immutable versions, a form for the next one, and its releases. */
export function CapabilityPage({ id }: { id: string }) {
  const me = useMe();
  const enc = encodeURIComponent(id);
  const capability = useApi<Capability>(`/api/capabilities/${enc}`);
  const { trail } = useCapabilityTrail(id);
  const versions = useApi<Page<Version>>(`/api/capabilities/${enc}/versions?limit=200`);
  const releases = useApi<Page<Release>>(`/api/releases${query({ capabilityId: id, limit: 200 })}`);
  const [releaseError, setReleaseError] = useState<unknown>();
  const canWrite = atLeast(me.role, "developer");

  if (capability.error) return <ErrorAlert error={capability.error} title="Could not load the capability" />;
  if (!capability.data) return <Loading />;
  const c = capability.data;

  const createRelease = async (version: Version) => {
    setReleaseError(undefined);
    try {
      const release = await api<Release>("POST", `/api/capabilities/${enc}/releases`, {
        body: { versionId: version.id, notes: `Version ${version.number}` },
      });
      navigate(`/releases/${release.id}`);
    } catch (failure) {
      setReleaseError(failure);
    }
  };

  return (
    <>
      <Breadcrumbs trail={trail} />
      <PageHeader title={c.name}>
        {c.activeReleaseId ? (
          <p>
            Active release:{" "}
            <Link to={`/releases/${c.activeReleaseId}`}>
              v{releases.data?.items.find((r) => r.id === c.activeReleaseId)?.versionNumber ?? "…"}
            </Link>{" "}
            · <Link to={`/executions${query({ capabilityId: c.id })}`}>Run it</Link>
          </p>
        ) : (
          <p className="muted">No active release yet.</p>
        )}
        <p>
          <Link to={`/capabilities/${c.id}/playground`}>Try a version in the playground</Link>
        </p>
      </PageHeader>
      {c.description ? <p className="lead">{c.description}</p> : null}

      <h2>Versions</h2>
      {versions.error ? <ErrorAlert error={versions.error} /> : null}
      {versions.data?.items.length === 0 ? <p>No versions yet.</p> : null}
      {versions.data && versions.data.items.length > 0 ? (
        <TableWrap label="Versions">
          <table>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Manifest</th>
                <th scope="col">Notes</th>
                <th scope="col">Created</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.data.items.map((v) => (
                <tr key={v.id}>
                  <th scope="row">v{v.number}</th>
                  <td>
                    <code title={v.manifestHash}>{shortHash(v.manifestHash)}</code>
                  </td>
                  <td>{v.notes || <span className="muted">—</span>}</td>
                  <td>{formatTime(v.createdAt)}</td>
                  <td>
                    {canWrite ? (
                      <button
                        type="button"
                        className="button button-secondary"
                        onClick={() => void createRelease(v)}
                      >
                        Create release from v{v.number}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      <ErrorAlert error={releaseError} title="Could not create the release" />
      {canWrite ? <NewVersionForm capabilityId={id} onCreated={versions.reload} /> : null}

      <CapabilitySuites capabilityId={id} canWrite={canWrite} />

      <h2>Releases</h2>
      {releases.error ? <ErrorAlert error={releases.error} /> : null}
      {releases.data?.items.length === 0 ? <p>No releases yet.</p> : null}
      {releases.data && releases.data.items.length > 0 ? (
        <ul className="link-list">
          {releases.data.items.map((r) => (
            <li key={r.id}>
              <Link to={`/releases/${r.id}`}>Release of v{r.versionNumber}</Link>{" "}
              <StateBadge state={r.state} />{" "}
              <span className="muted">
                {r.approvalCount} of {r.approvalsRequired} approvals · {formatTime(r.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function NewVersionForm({ capabilityId, onCreated }: { capabilityId: string; onCreated: () => void }) {
  const [manifest, setManifest] = useState(JSON.stringify(SAMPLE_MANIFEST, null, 2));
  const [notes, setNotes] = useState("");
  const [parseError, setParseError] = useState<string>();
  const [error, setError] = useState<unknown>();
  const [created, setCreated] = useState<Version>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setCreated(undefined);
    let document: unknown;
    try {
      document = JSON.parse(manifest);
    } catch (failure) {
      setParseError(`Not valid JSON: ${(failure as Error).message}`);
      return;
    }
    if (typeof document !== "object" || document === null || Array.isArray(document)) {
      setParseError("The manifest must be a JSON object.");
      return;
    }
    setParseError(undefined);
    setBusy(true);
    try {
      const version = await api<Version>(
        "POST",
        `/api/capabilities/${encodeURIComponent(capabilityId)}/versions`,
        {
          body: { manifest: document, ...(notes ? { notes } : {}) },
        },
      );
      setCreated(version);
      setNotes("");
      onCreated();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="new-version">
      <h3 id="new-version">New version</h3>
      <form onSubmit={submit}>
        <TextArea
          label="Manifest (JSON)"
          className="code-input"
          rows={12}
          spellCheck={false}
          value={manifest}
          error={parseError}
          hint="Nodes with a prompt template ({{input}} or {{nodes.id}}) and a model (simulator, or openai:<model>). Versions are immutable."
          onChange={(e) => setManifest(e.target.value)}
        />
        <TextField label="Notes" maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
        <ErrorAlert error={error} title="Could not create the version" />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? "Creating…" : "Create version"}
        </button>
        <StatusMessage>{created ? `Version ${created.number} created.` : null}</StatusMessage>
      </form>
    </section>
  );
}
