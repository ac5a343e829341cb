import { useState } from "react";
import { query } from "../api/http";
import type { Page, Workspace } from "../api/types";
import { ErrorAlert, Loading, PageHeader, SelectField, TableWrap } from "../components/ui";
import { formatTime } from "../format";
import type { Repo } from "../repos/repo-types";
import { Link, navigate, useLocation } from "../router";
import { useApi } from "../use-api";

/** A workspace's repositories (`GET /api/repos?workspaceId=`): content-addressed, signed commits. */
export function ReposPage() {
  const { search } = useLocation();
  const workspaces = useApi<Page<Workspace>>("/api/workspaces?limit=200");
  const [picked, setPicked] = useState(search.get("workspaceId") ?? "");
  const workspaceId = picked || workspaces.data?.items[0]?.id || "";
  const repos = useApi<Page<Repo>>(workspaceId ? `/api/repos${query({ workspaceId, limit: 200 })}` : null);

  return (
    <>
      <PageHeader title="Repositories" />
      <p className="lead">
        Capabilities kept as files in signed commits, with branches and merge requests. Commits are made with{" "}
        <code>promptctl</code> or the client (they are signed with your key, which the browser does not hold).
      </p>
      <ErrorAlert error={workspaces.error} title="Could not load the workspaces" />
      <form className="filters" onSubmit={(e) => e.preventDefault()} aria-label="Choose a workspace">
        <SelectField
          label="Workspace"
          value={workspaceId}
          onChange={(e) => {
            setPicked(e.target.value);
            navigate(`/repos${query({ workspaceId: e.target.value })}`, { replace: true });
          }}
        >
          {workspaces.data?.items.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </SelectField>
      </form>
      <ErrorAlert error={repos.error} title="Could not load the repositories" />
      {repos.loading && !repos.data ? <Loading /> : null}
      {repos.data && repos.data.items.length === 0 ? <p>No repositories in this workspace.</p> : null}
      {repos.data && repos.data.items.length > 0 ? (
        <TableWrap label="Repositories">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Default branch</th>
                <th scope="col">Capabilities</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {repos.data.items.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <Link to={`/repos/${r.id}`}>{r.name}</Link>
                  </th>
                  <td>{r.defaultBranch}</td>
                  <td>{r.capabilities.length}</td>
                  <td>{formatTime(r.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
    </>
  );
}
