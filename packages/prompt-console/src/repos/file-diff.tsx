import { query } from "../api/http";
import { ErrorAlert, Loading, TableWrap } from "../components/ui";
import { useApi } from "../use-api";
import type { FileList, RepoFile } from "./repo-types";
import { diffTrees, type FileChange, sideBySide } from "./tree-diff";

/** The files a merge request changes, each side by side (target on the left, source on the right). */
export function BranchDiff({ repoId, target, source }: { repoId: string; target: string; source: string }) {
  const enc = encodeURIComponent(repoId);
  const before = useApi<FileList>(`/api/repos/${enc}/files${query({ ref: target })}`);
  const after = useApi<FileList>(`/api/repos/${enc}/files${query({ ref: source })}`);
  if (before.error || after.error)
    return <ErrorAlert error={before.error ?? after.error} title="Could not load the files to compare" />;
  if (!before.data || !after.data) return <Loading what="Comparing the branches" />;
  const changes = diffTrees(before.data.files, after.data.files);
  return (
    <section aria-labelledby="diff-title">
      <h2 id="diff-title">Changes</h2>
      <p data-testid="mr-diff-summary">
        {changes.length === 0 ? "No file differs." : `${changes.length} file(s) changed.`}
      </p>
      {changes.map((c) => (
        <FileDiff key={c.path} repoId={repoId} change={c} target={target} source={source} />
      ))}
    </section>
  );
}

function FileDiff({
  repoId,
  change,
  target,
  source,
}: {
  repoId: string;
  change: FileChange;
  target: string;
  source: string;
}) {
  const enc = encodeURIComponent(repoId);
  const left = useApi<RepoFile>(
    change.before ? `/api/repos/${enc}/file${query({ ref: target, path: change.path })}` : null,
  );
  const right = useApi<RepoFile>(
    change.after ? `/api/repos/${enc}/file${query({ ref: source, path: change.path })}` : null,
  );
  const ready = (!change.before || left.data) && (!change.after || right.data);
  return (
    <div className="card">
      <h3>
        {change.path}{" "}
        <span className={`badge badge-diff-${change.change === "modified" ? "changed" : change.change}`}>
          {change.change}
        </span>
      </h3>
      <ErrorAlert error={left.error ?? right.error} title="Could not load the file" />
      {!ready ? <Loading /> : null}
      {ready ? (
        <TableWrap label={`Diff of ${change.path}`}>
          <table className="line-diff">
            <thead>
              <tr>
                <th scope="col">{target}</th>
                <th scope="col">{source}</th>
              </tr>
            </thead>
            <tbody>
              {sideBySide(pretty(left.data?.content), pretty(right.data?.content)).map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines are positions in the diff
                <tr key={i} className={`line-${line.kind}`}>
                  <td className="line-before">{line.before ?? ""}</td>
                  <td className="line-after">{line.after ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
    </div>
  );
}

/** Capability files are one-line JSON: indent them so the diff has lines to compare. */
function pretty(content: string | undefined): string {
  if (content === undefined) return "";
  try {
    return JSON.stringify(JSON.parse(content), null, 2);
  } catch {
    return content;
  }
}
