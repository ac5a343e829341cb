import type { Capability, Release, StoredManifest } from "../api/types";
import { ErrorAlert, Loading, TableWrap } from "../components/ui";
import { shortHash } from "../format";
import { Link } from "../router";
import { useApi } from "../use-api";
import { diffManifests, type FieldName, type ManifestNode, type NodeDiff } from "./manifest-diff";

const CHANGE_TEXT = {
  added: "added",
  removed: "removed",
  changed: "changed",
  unchanged: "unchanged",
} as const;

/**
 * What an approver reviews: the release's manifest (inputs, output, each node's model, prompt and
 * parameters) side by side with the capability's active release, each changed field marked.
 */
export function ManifestReview({
  release,
  capability,
}: {
  release: Release;
  capability: Capability | undefined;
}) {
  const manifest = useApi<StoredManifest>(`/api/manifests/${release.manifestHash}`);
  const activeId = capability?.activeReleaseId ?? null;
  const comparesItself = activeId === release.id;
  const active = useApi<Release>(activeId && !comparesItself ? `/api/releases/${activeId}` : null);
  const activeManifest = useApi<StoredManifest>(
    active.data && !comparesItself ? `/api/manifests/${active.data.manifestHash}` : null,
  );

  if (manifest.error) return <ErrorAlert error={manifest.error} title="Could not load the manifest" />;
  if (
    !manifest.data ||
    !capability ||
    (activeId && !comparesItself && !activeManifest.data && !active.error && !activeManifest.error)
  )
    return <Loading what="Loading the manifest" />;

  const base = comparesItself ? manifest.data.manifest : activeManifest.data?.manifest;
  const diff = diffManifests(base, manifest.data.manifest);
  const baseLabel = comparesItself
    ? "this release (active)"
    : active.data
      ? `active release v${active.data.versionNumber}`
      : "no active release";

  return (
    <section className="card" aria-labelledby="review-title">
      <h2 id="review-title">Manifest and changes</h2>
      <p>
        Manifest <code title={release.manifestHash}>{shortHash(release.manifestHash, 16)}</code> compared with{" "}
        {active.data && !comparesItself ? (
          <Link to={`/releases/${active.data.id}`}>{baseLabel}</Link>
        ) : (
          baseLabel
        )}
        {": "}
        <strong data-testid="diff-summary">
          {!base
            ? `${diff.nodes.length} node(s), all new`
            : diff.changed
              ? summarise(diff.nodes)
              : "no changes"}
        </strong>
      </p>
      <ErrorAlert error={active.error ?? activeManifest.error} title="Could not load the active release" />
      <dl className="facts">
        <dt>Inputs</dt>
        <dd>
          <Compare
            before={base ? diff.inputsBefore.join(", ") : undefined}
            after={diff.inputsAfter.join(", ")}
          />
        </dd>
        <dt>Output node</dt>
        <dd>
          <Compare before={base ? diff.outputBefore : undefined} after={diff.outputAfter} />
        </dd>
      </dl>
      <TableWrap label="Nodes compared">
        <table className="diff-table">
          <thead>
            <tr>
              <th scope="col">Node</th>
              <th scope="col">{base ? baseLabel : "Before"}</th>
              <th scope="col">This release</th>
            </tr>
          </thead>
          <tbody>
            {diff.nodes.map((node) => (
              <tr key={node.id} data-change={node.change}>
                <th scope="row">
                  {node.id}{" "}
                  <span className={`badge badge-diff-${node.change}`}>{CHANGE_TEXT[node.change]}</span>
                </th>
                <td>
                  <NodeFields node={node.before} changed={node.fields} side="before" />
                </td>
                <td>
                  <NodeFields node={node.after} changed={node.fields} side="after" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
  );
}

function summarise(nodes: NodeDiff[]): string {
  const count = (change: NodeDiff["change"]) => nodes.filter((n) => n.change === change).length;
  return `${count("changed")} changed, ${count("added")} added, ${count("removed")} removed, ${count("unchanged")} unchanged node(s)`;
}

function Compare({ before, after }: { before: string | undefined; after: string | undefined }) {
  if (before === undefined || before === after) return <>{after || "—"}</>;
  return (
    <>
      <del>{before || "—"}</del> → <ins>{after || "—"}</ins>
    </>
  );
}

const LABEL: Record<FieldName, string> = { model: "Model", prompt: "Prompt", params: "Other fields" };

function NodeFields({
  node,
  changed,
  side,
}: {
  node: ManifestNode | undefined;
  changed: FieldName[];
  side: "before" | "after";
}) {
  if (!node) return <span className="muted">—</span>;
  return (
    <dl className="node-fields">
      {(["model", "prompt", "params"] as const).map((field) =>
        node[field] === undefined ? null : (
          <div key={field} className={changed.includes(field) ? `field-changed field-${side}` : undefined}>
            <dt>
              {LABEL[field]}
              {changed.includes(field) ? <span className="visually-hidden"> (changed)</span> : null}
            </dt>
            <dd>
              <pre className="prompt">{node[field]}</pre>
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}
