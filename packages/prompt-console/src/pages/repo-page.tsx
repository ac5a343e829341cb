import { useState } from "react";
import { query } from "../api/http";
import type { Page, Workspace } from "../api/types";
import { Breadcrumbs } from "../components/breadcrumbs";
import {
  ErrorAlert,
  Loading,
  LoadMoreButton,
  PageHeader,
  SelectField,
  StateBadge,
  TableWrap,
} from "../components/ui";
import { formatTime, shortHash } from "../format";
import type { Branch, Commit, FileList, MergeRequest, Repo, RepoFile } from "../repos/repo-types";
import { Link } from "../router";
import { useApi } from "../use-api";
import { useMemberNames } from "../use-members";
import { usePaged } from "../use-paged";

/** One repository: branches, the commit history of a branch with its signatures, files, merge requests. */
export function RepoPage({ id }: { id: string }) {
  const enc = encodeURIComponent(id);
  const repo = useApi<Repo>(`/api/repos/${enc}`);
  const workspace = useApi<Workspace>(repo.data ? `/api/workspaces/${repo.data.workspaceId}` : null);
  const branches = useApi<{ items: Branch[] }>(`/api/repos/${enc}/branches`);
  const [picked, setPicked] = useState("");
  const ref = picked || repo.data?.defaultBranch || "";
  const commits = usePaged<Commit>(ref ? `/api/repos/${enc}/commits${query({ ref, limit: 20 })}` : null);
  const files = useApi<FileList>(
    ref && branches.data?.items.length ? `/api/repos/${enc}/files${query({ ref })}` : null,
  );
  const [path, setPath] = useState<string>();
  const file = useApi<RepoFile>(path ? `/api/repos/${enc}/file${query({ ref, path })}` : null);
  const mrs = useApi<Page<MergeRequest>>(`/api/merge-requests${query({ repoId: id, limit: 100 })}`);
  const names = useMemberNames();

  if (repo.error) return <ErrorAlert error={repo.error} title="Could not load the repository" />;
  if (!repo.data) return <Loading />;
  const r = repo.data;

  return (
    <>
      <Breadcrumbs
        trail={[
          { label: "Repositories", to: `/repos?workspaceId=${r.workspaceId}` },
          { label: workspace.data?.name ?? "…", to: `/workspaces/${r.workspaceId}` },
          { label: r.name },
        ]}
      />
      <PageHeader title={r.name}>{r.description ? <p>{r.description}</p> : null}</PageHeader>

      <section aria-labelledby="branches-title">
        <h2 id="branches-title">Branches</h2>
        <ErrorAlert error={branches.error} title="Could not load the branches" />
        {branches.data?.items.length === 0 ? <p>No commits yet: the repository is empty.</p> : null}
        {branches.data && branches.data.items.length > 0 ? (
          <SelectField
            label="Branch"
            value={ref}
            onChange={(e) => {
              setPicked(e.target.value);
              setPath(undefined);
            }}
          >
            {branches.data.items.map((b) => (
              <option key={b.name} value={b.name}>
                {b.name} (head {shortHash(b.commitId, 8)}, {formatTime(b.updatedAt)})
              </option>
            ))}
          </SelectField>
        ) : null}
      </section>

      {branches.data && branches.data.items.length > 0 ? (
        <section aria-labelledby="commits-title">
          <h2 id="commits-title">Commits on {ref}</h2>
          <ErrorAlert error={commits.error} title="Could not load the commits" />
          <TableWrap label="Commits">
            <table>
              <thead>
                <tr>
                  <th scope="col">Commit</th>
                  <th scope="col">Message</th>
                  <th scope="col">Author</th>
                  <th scope="col">Signature</th>
                  <th scope="col">When</th>
                </tr>
              </thead>
              <tbody>
                {commits.items.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">
                      <code title={c.id}>{shortHash(c.id, 10)}</code>
                    </th>
                    <td>{c.message}</td>
                    <td>{c.author.name}</td>
                    <td>
                      <span className="badge badge-passed">verified</span>{" "}
                      <span className="muted">
                        {names.get(c.committer.userId) ?? "a member"}'s key {shortHash(c.committer.keyId, 10)}
                      </span>
                    </td>
                    <td>{formatTime(c.timestamp)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <LoadMoreButton list={commits}>Older commits</LoadMoreButton>

          <h2>Files on {ref}</h2>
          <ErrorAlert error={files.error} title="Could not load the files" />
          <ul className="link-list">
            {files.data?.files.map((f) => (
              <li key={f.path}>
                <button
                  type="button"
                  className="button-link"
                  aria-pressed={path === f.path}
                  onClick={() => setPath(f.path)}
                >
                  {f.path}
                </button>
              </li>
            ))}
          </ul>
          <ErrorAlert error={file.error} title="Could not load the file" />
          {file.data ? (
            <section aria-label={`File ${file.data.path}`}>
              <h3>{file.data.path}</h3>
              <pre className="output">{file.data.content}</pre>
            </section>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="mrs-title">
        <h2 id="mrs-title">Merge requests</h2>
        <ErrorAlert error={mrs.error} title="Could not load the merge requests" />
        {mrs.data?.items.length === 0 ? <p>No merge requests.</p> : null}
        <ul className="link-list">
          {mrs.data?.items.map((m) => (
            <li key={m.id}>
              <Link to={`/merge-requests/${m.id}`}>{m.title}</Link> <StateBadge state={m.state} />{" "}
              <span className="muted">
                {m.sourceBranch} → {m.targetBranch} · {m.approvalCount} of {m.approvalsRequired} approvals ·{" "}
                {names.get(m.authorUserId) ?? "a member"}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
