import { type FormEvent, useEffect, useState } from "react";
import type { Page, StoredManifest, Version } from "../api/types";
import { Breadcrumbs } from "../components/breadcrumbs";
import { ErrorAlert, Loading, PageHeader, SelectField, StatusMessage, TextArea } from "../components/ui";
import type { Execution } from "../executions/execution-types";
import { runInPlayground } from "../executions/playground-run";
import { TraceTable } from "../executions/trace-table";
import { formatUsd } from "../format";
import { outlineOf } from "../releases/manifest-diff";
import { Link, useLocation } from "../router";
import { useApi } from "../use-api";
import { useCapabilityTrail } from "../use-capability-trail";

/** Try a version with inputs before releasing it: each node's output, tokens, cost and latency. */
export function PlaygroundPage({ capabilityId }: { capabilityId: string }) {
  const { search } = useLocation();
  const { trail } = useCapabilityTrail(capabilityId);
  const versions = useApi<Page<Version>>(
    `/api/capabilities/${encodeURIComponent(capabilityId)}/versions?limit=200`,
  );
  const [versionId, setVersionId] = useState(search.get("versionId") ?? "");
  const version = versions.data?.items.find((v) => v.id === versionId) ?? versions.data?.items[0];
  const manifest = useApi<StoredManifest>(version ? `/api/manifests/${version.manifestHash}` : null);
  const [inputs, setInputs] = useState("");
  const [parseError, setParseError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [result, setResult] = useState<{ execution: Execution; error: string | null }>();

  // A new version's inputs, as an empty template to fill in.
  const names = manifest.data ? outlineOf(manifest.data.manifest).inputs : undefined;
  const template = names ? JSON.stringify(Object.fromEntries(names.map((n) => [n, ""])), null, 2) : "";
  useEffect(() => setInputs(template), [template]);

  if (versions.error) return <ErrorAlert error={versions.error} title="Could not load the versions" />;
  if (!versions.data) return <Loading />;

  const run = async (event: FormEvent) => {
    event.preventDefault();
    if (!version) return;
    let values: unknown;
    try {
      values = JSON.parse(inputs || "{}");
    } catch (failure) {
      return setParseError(`Not valid JSON: ${(failure as Error).message}`);
    }
    if (typeof values !== "object" || values === null || Array.isArray(values))
      return setParseError("The inputs must be a JSON object.");
    setParseError(undefined);
    setBusy(true);
    setError(undefined);
    setResult(undefined);
    try {
      setResult(await runInPlayground({ versionId: version.id, inputs: values as Record<string, unknown> }));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const e = result?.execution;
  return (
    <>
      <Breadcrumbs trail={[...trail, { label: "Playground" }]} />
      <PageHeader title="Playground" />
      <p className="lead">
        Runs a version once with your inputs, without a release, through the firewall and the budgets. Each
        try is recorded as an execution of kind playground; it is never an eval run.
      </p>
      {versions.data.items.length === 0 ? (
        <p>
          No versions yet:{" "}
          <Link to={`/capabilities/${capabilityId}`}>create one on the capability's page</Link>.
        </p>
      ) : (
        <form className="card" onSubmit={run} aria-label="Try a version">
          <SelectField
            label="Version"
            value={version?.id ?? ""}
            onChange={(ev) => setVersionId(ev.target.value)}
          >
            {versions.data.items.map((v) => (
              <option key={v.id} value={v.id}>
                v{v.number}
                {v.notes ? ` · ${v.notes}` : ""}
              </option>
            ))}
          </SelectField>
          <TextArea
            label="Playground inputs (JSON)"
            className="code-input"
            rows={5}
            spellCheck={false}
            value={inputs}
            error={parseError}
            hint={names ? `This version reads: ${names.join(", ") || "no inputs"}` : undefined}
            onChange={(ev) => setInputs(ev.target.value)}
          />
          <button type="submit" className="button button-primary" disabled={busy || !version}>
            {busy ? "Running…" : "Run in the playground"}
          </button>
        </form>
      )}
      <ErrorAlert error={error} title="The playground could not run" />
      <StatusMessage tone={result?.error ? "error" : "success"}>
        {result
          ? result.error
            ? `The run failed: ${result.error}`
            : `Ran v${version?.number}: ${e?.tokens.total} tokens, ${formatUsd(e?.costUsd ?? 0, 6)}, ${e?.latencyMs} ms, firewall ${e?.firewall.decision}.`
          : null}
      </StatusMessage>
      {e ? (
        <section aria-labelledby="playground-result">
          <h2 id="playground-result">Nodes</h2>
          <TraceTable trace={e.trace} label="Playground nodes" />
          <h2>Output</h2>
          <pre className="output" data-testid="playground-output">
            {e.output ?? "—"}
          </pre>
          <p>
            <Link to={`/executions/${e.id}`}>Open the recorded execution</Link>
          </p>
        </section>
      ) : null}
    </>
  );
}
