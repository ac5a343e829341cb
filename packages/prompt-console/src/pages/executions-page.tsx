import { type FormEvent, useEffect, useMemo, useState } from "react";
import { api } from "../api/http";
import { atLeast, type Capability, type Page, type Release, type StoredManifest } from "../api/types";
import {
  ErrorAlert,
  Loading,
  LoadMoreButton,
  PageHeader,
  SelectField,
  TableWrap,
  TextArea,
} from "../components/ui";
import type { Execution } from "../executions/execution-types";
import { StreamView } from "../executions/stream-view";
import { useExecutionStream } from "../executions/use-execution-stream";
import { formatTime, formatUsd } from "../format";
import { Link, useLocation } from "../router";
import { useMe } from "../session";
import { useApi } from "../use-api";
import { usePaged } from "../use-paged";

/** Runs a capability's active release and streams its node events live; lists recent executions. */
export function ExecutionsPage() {
  const me = useMe();
  const { search } = useLocation();
  const active = useApi<Page<Release>>("/api/releases?state=active&limit=200");
  const [names, setNames] = useState<Record<string, string>>({});
  const [capabilityId, setCapabilityId] = useState(search.get("capabilityId") ?? "");
  const [inputs, setInputs] = useState('{\n  "question": "What does a release need before activation?"\n}');
  const [inputError, setInputError] = useState<string>();
  const { state, error, start } = useExecutionStream();
  const recent = usePaged<Execution>("/api/executions?limit=20");
  const canRun = atLeast(me.role, "developer");

  const releases = active.data?.items ?? [];
  const release = useMemo(
    () => releases.find((r) => r.capabilityId === capabilityId),
    [releases, capabilityId],
  );

  // Capability names for the picker; the first one is chosen unless the address named one.
  useEffect(() => {
    const items = active.data?.items ?? [];
    for (const r of items)
      api<Capability>("GET", `/api/capabilities/${r.capabilityId}`).then(
        (c) => setNames((n) => ({ ...n, [c.id]: c.name })),
        () => undefined,
      );
    if (items[0]) setCapabilityId((current) => current || items[0]!.capabilityId);
  }, [active.data]);

  // Prefill the inputs the selected manifest declares.
  useEffect(() => {
    if (!release) return;
    api<StoredManifest>("GET", `/api/manifests/${release.manifestHash}`).then(
      (stored) => {
        const declared = stored.manifest.inputs;
        if (!Array.isArray(declared)) return;
        setInputs((current) => {
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(current) as Record<string, unknown>;
          } catch {
            // replace an unparsable draft
          }
          const next = Object.fromEntries(declared.map((k) => [String(k), parsed[String(k)] ?? ""]));
          return JSON.stringify(next, null, 2);
        });
      },
      () => undefined,
    );
  }, [release]);

  // A finished run appears in the list below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when a run finishes
  useEffect(() => {
    if (state.finished) recent.reload();
  }, [state.finished]);

  const run = (event: FormEvent) => {
    event.preventDefault();
    let parsed: unknown;
    try {
      parsed = JSON.parse(inputs);
    } catch (failure) {
      setInputError(`Not valid JSON: ${(failure as Error).message}`);
      return;
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      setInputError("Inputs must be a JSON object.");
      return;
    }
    setInputError(undefined);
    void start("/api/executions", { capabilityId, inputs: parsed });
  };

  return (
    <>
      <PageHeader title="Executions" />
      <p className="lead">
        Run a capability's active release; node events stream in as the platform runs it.
      </p>
      <section className="card" aria-labelledby="run-title">
        <h2 id="run-title">Run</h2>
        {active.error ? <ErrorAlert error={active.error} /> : null}
        {active.data && releases.length === 0 ? (
          <p>
            No capability has an active release yet. Activate one on the <Link to="/releases">Releases</Link>{" "}
            page.
          </p>
        ) : null}
        {releases.length > 0 ? (
          <form onSubmit={run}>
            <SelectField
              label="Capability"
              value={capabilityId}
              onChange={(e) => setCapabilityId(e.target.value)}
            >
              {releases.map((r) => (
                <option key={r.id} value={r.capabilityId}>
                  {names[r.capabilityId] ?? r.capabilityId} (v{r.versionNumber})
                </option>
              ))}
            </SelectField>
            <TextArea
              label="Inputs (JSON)"
              className="code-input"
              rows={5}
              spellCheck={false}
              value={inputs}
              error={inputError}
              onChange={(e) => setInputs(e.target.value)}
            />
            <button
              type="submit"
              className="button button-primary"
              disabled={!canRun || state.phase === "running" || !capabilityId}
            >
              {state.phase === "running" ? "Running…" : "Run and stream"}
            </button>
            {!canRun ? <p className="reason">Running needs the developer role or above.</p> : null}
          </form>
        ) : null}
      </section>
      <StreamView state={state} error={error} />
      <RecentExecutions list={recent} />
    </>
  );
}

function RecentExecutions({ list }: { list: ReturnType<typeof usePaged<Execution>> }) {
  return (
    <section aria-labelledby="recent-title">
      <h2 id="recent-title">Recent executions</h2>
      {list.error ? <ErrorAlert error={list.error} title="Could not load the executions" /> : null}
      {list.loading && list.items.length === 0 ? <Loading /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? <p>No executions yet.</p> : null}
      {list.items.length > 0 ? (
        <TableWrap label="Recent executions">
          <table>
            <thead>
              <tr>
                <th scope="col">Execution</th>
                <th scope="col">Kind</th>
                <th scope="col">Status</th>
                <th scope="col">Tokens</th>
                <th scope="col">Cost</th>
                <th scope="col">Latency</th>
                <th scope="col">Finished</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((e) => (
                <tr key={e.id}>
                  <th scope="row">
                    <Link to={`/executions/${e.id}`}>{e.id.slice(-12)}</Link>
                  </th>
                  <td>{e.kind}</td>
                  <td>
                    <span className={`badge badge-${e.status}`}>{e.status}</span>
                  </td>
                  <td>{e.tokens.total}</td>
                  <td>{formatUsd(e.costUsd, 6)}</td>
                  <td>{e.latencyMs} ms</td>
                  <td>{formatTime(e.completedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      <LoadMoreButton list={list}>Load more executions</LoadMoreButton>
    </section>
  );
}
