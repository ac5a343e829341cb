import { type FormEvent, useState } from "react";
import { ApiError, api } from "../api/http";
import { atLeast, type Workspace } from "../api/types";
import {
  ErrorAlert,
  Loading,
  LoadMoreButton,
  PageHeader,
  StatusMessage,
  TableWrap,
  TextArea,
  TextField,
} from "../components/ui";
import { formatTime } from "../format";
import { Link } from "../router";
import { useMe } from "../session";
import { usePaged } from "../use-paged";

/** Workspaces of the organisation (`GET /api/workspaces`) and a form to create one. */
export function WorkspacesPage() {
  const me = useMe();
  const list = usePaged<Workspace>("/api/workspaces?limit=50");
  const [form, setForm] = useState({ name: "", description: "" });
  const [error, setError] = useState<unknown>();
  const [created, setCreated] = useState<Workspace>();
  const [busy, setBusy] = useState(false);
  const canWrite = atLeast(me.role, "developer");

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const workspace = await api<Workspace>("POST", "/api/workspaces", { body: form });
      setCreated(workspace);
      setForm({ name: "", description: "" });
      list.reload();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title="Workspaces" />
      <p className="lead">A workspace holds projects; a project holds capabilities and their versions.</p>
      {list.error ? <ErrorAlert error={list.error} title="Could not load the workspaces" /> : null}
      {list.items.length === 0 && list.loading ? <Loading /> : null}
      {list.items.length === 0 && !list.loading && !list.error ? <p>No workspaces yet.</p> : null}
      {list.items.length > 0 ? (
        <TableWrap label="Workspaces">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Description</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((w) => (
                <tr key={w.id}>
                  <th scope="row">
                    <Link to={`/workspaces/${w.id}`}>{w.name}</Link>
                  </th>
                  <td>{w.description || <span className="muted">—</span>}</td>
                  <td>{formatTime(w.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      <LoadMoreButton list={list}>Load more workspaces</LoadMoreButton>

      <section aria-labelledby="new-workspace" className="card">
        <h2 id="new-workspace">New workspace</h2>
        {canWrite ? (
          <form onSubmit={create}>
            <TextField
              label="Name"
              name="name"
              required
              maxLength={200}
              value={form.name}
              error={error instanceof ApiError && error.code === "NAME_TAKEN" ? error.message : undefined}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
            />
            <TextArea
              label="Description"
              name="description"
              rows={2}
              maxLength={2000}
              value={form.description}
              onChange={(e) => setForm({ ...form, description: e.target.value })}
            />
            {error && !(error instanceof ApiError && error.code === "NAME_TAKEN") ? (
              <ErrorAlert error={error} title="Could not create the workspace" />
            ) : null}
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? "Creating…" : "Create workspace"}
            </button>
          </form>
        ) : (
          <p className="muted">Creating workspaces needs the developer role or above; you are a {me.role}.</p>
        )}
        <StatusMessage>
          {created ? (
            <>
              Workspace <Link to={`/workspaces/${created.id}`}>{created.name}</Link> created.
            </>
          ) : null}
        </StatusMessage>
      </section>
    </>
  );
}
