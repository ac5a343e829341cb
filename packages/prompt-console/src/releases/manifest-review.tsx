import { query } from "../api/http";
import type { Capability, Page, Release, StoredManifest } from "../api/types";
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
  const base = useBaseRelease(release, capability);
  const baseManifest = useApi<StoredManifest>(
    base.release ? `/api/manifests/${base.release.manifestHash}` : null,
  );

  if (manifest.error) return <ErrorAlert error={manifest.error} title="Could not load the manifest" />;
  const baseError = base.error ?? baseManifest.error;
  if (!manifest.data || base.loading || (base.release && !baseManifest.data && !baseError))
    return <Loading what="Loading the manifest" />;

  const before = baseManifest.data?.manifest;
  const diff = diffManifests(before, manifest.data.manifest);
  const baseLabel = base.release ? `${base.label} v${base.release.versionNumber}` : "no earlier release";

  return (
    <section className="card" aria-labelledby="review-title">
      <h2 id="review-title">Manifest and changes</h2>
      <p>
        Manifest <code title={release.manifestHash}>{shortHash(release.manifestHash, 16)}</code> compared with{" "}
        {base.release ? <Link to={`/releases/${base.release.id}`}>{baseLabel}</Link> : baseLabel}
        {": "}
        <strong data-testid="diff-summary">
          {!before
            ? `${diff.nodes.length} node(s), all new`
            : diff.changed
              ? summarise(diff.nodes)
              : "no changes"}
        </strong>
      </p>
      <ErrorAlert error={baseError} title="Could not load the release to compare with" />
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
          <Compare before={before ? diff.outputBefore : undefined} after={diff.outputAfter} />
        </dd>
      </dl>
      <TableWrap label="Nodes compared">
        <table className="diff-table">
          <thead>
            <tr>
              <th scope="col">Node</th>
              <th scope="col">{base.release ? baseLabel : "Before"}</th>
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

/**
 * What the release is compared with: the capability's active release; for the active release
 * itself, the newest superseded one (the release it replaced); otherwise nothing (all new).
 */
function useBaseRelease(release: Release, capability: Capability | undefined) {
  const activeId = capability?.activeReleaseId ?? null;
  const isActive = activeId === release.id;
  const active = useApi<Release>(activeId && !isActive ? `/api/releases/${activeId}` : null);
  const previous = useApi<Page<Release>>(
    isActive
      ? `/api/releases${query({ capabilityId: release.capabilityId, state: "superseded", limit: 1 })}`
      : null,
  );
  if (!capability) return { loading: true, release: undefined, label: "", error: undefined };
  if (isActive)
    return {
      loading: !previous.data && !previous.error,
      release: previous.data?.items[0],
      label: "previous release",
      error: previous.error,
    };
  if (activeId)
    return {
      loading: !active.data && !active.error,
      release: active.data,
      label: "active release",
      error: active.error,
    };
  return { loading: false, release: undefined, label: "", error: undefined };
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
