import { atLeast } from "../api/types";
import { Breadcrumbs } from "../components/breadcrumbs";
import { ErrorAlert, Loading, PageHeader } from "../components/ui";
import type { Execution, ReplayAttempt, ReplayList } from "../executions/execution-types";
import { StreamView } from "../executions/stream-view";
import { TraceTable } from "../executions/trace-table";
import { useExecutionStream } from "../executions/use-execution-stream";
import { formatTime, formatUsd, shortHash } from "../format";
import { Link } from "../router";
import { useMe } from "../session";
import { useApi } from "../use-api";
import { useCapabilityTrail } from "../use-capability-trail";

/** One recorded execution: inputs, the per-node trace, a streamed replay, and every replay's diff. */
export function ExecutionPage({ id }: { id: string }) {
  const me = useMe();
  const enc = encodeURIComponent(id);
  const execution = useApi<Execution>(`/api/executions/${enc}`);
  const replays = useApi<ReplayList>(`/api/executions/${enc}/replays?limit=50`);
  const stream = useExecutionStream();
  const { trail, capability } = useCapabilityTrail(execution.data?.capabilityId);

  if (execution.error) return <ErrorAlert error={execution.error} title="Could not load the execution" />;
  if (!execution.data) return <Loading />;
  const e = execution.data;

  const replay = async () => {
    await stream.start(`/api/executions/${enc}/replay`, undefined);
    replays.reload();
    execution.reload();
  };

  return (
    <>
      <Breadcrumbs
        trail={[
          ...trail,
          { label: "Executions", to: `/executions?capabilityId=${e.capabilityId}` },
          { label: e.id.slice(-12) },
        ]}
      />
      <PageHeader title={`Execution ${e.id.slice(-12)}`}>
        <p>
          <span className={`badge badge-${e.status}`}>{e.status}</span> {e.kind}
          {e.replay_of ? (
            <>
              {" "}
              of <Link to={`/executions/${e.replay_of}`}>{e.replay_of.slice(-12)}</Link>
            </>
          ) : null}
        </p>
      </PageHeader>
      <dl className="facts">
        <dt>Capability</dt>
        <dd>
          <Link to={`/capabilities/${e.capabilityId}`}>{capability?.name ?? "…"}</Link>
        </dd>
        <dt>Manifest</dt>
        <dd>
          <code title={e.manifestHash}>{shortHash(e.manifestHash, 16)}</code>
        </dd>
        <dt>Tokens</dt>
        <dd>
          {e.tokens.total} ({e.tokens.prompt} prompt, {e.tokens.completion} completion)
        </dd>
        <dt>Cost</dt>
        <dd>{formatUsd(e.costUsd, 6)}</dd>
        <dt>Latency</dt>
        <dd>{e.latencyMs} ms</dd>
        <dt>Finished</dt>
        <dd>{formatTime(e.completedAt)}</dd>
        <dt>Replays</dt>
        <dd>{e.replay_count}</dd>
      </dl>
      {e.error ? (
        <ErrorAlert error={`${e.error.code} at node ${e.error.nodeId}: ${e.error.message}`} title="Failed" />
      ) : null}
      <h2>Inputs</h2>
      <pre className="output">{JSON.stringify(e.inputs, null, 2)}</pre>
      <h2>Trace</h2>
      <TraceTable trace={e.trace} />
      <h2>Output</h2>
      <pre className="output">{e.output ?? "—"}</pre>

      <section className="card" aria-labelledby="replay-title">
        <h2 id="replay-title">Replay</h2>
        <p>Runs again with the same manifest, models, environment and inputs, and compares node by node.</p>
        <button
          type="button"
          className="button button-primary"
          disabled={!atLeast(me.role, "developer") || stream.state.phase === "running"}
          onClick={() => void replay()}
        >
          {stream.state.phase === "running" ? "Replaying…" : "Replay and stream"}
        </button>
      </section>
      <StreamView state={stream.state} error={stream.error} />

      <h2>Replays</h2>
      {replays.error ? <ErrorAlert error={replays.error} /> : null}
      {replays.data?.items.length === 0 ? <p>Not replayed yet.</p> : null}
      {replays.data?.items.map((r) => (
        <ReplayCard key={r.id} attempt={r} />
      ))}
    </>
  );
}

function ReplayCard({ attempt }: { attempt: ReplayAttempt }) {
  const d = attempt.diff;
  return (
    <section className="card" aria-label={`Replay ${attempt.id.slice(-12)}`}>
      <h3>
        <Link to={`/executions/${attempt.id}`}>{attempt.id.slice(-12)}</Link>{" "}
        <span className={`badge badge-${attempt.outcome}`}>{attempt.outcome}</span>
      </h3>
      <p className="muted">
        {formatTime(attempt.completedAt)} · cost Δ {formatUsd(d.costDeltaUsd, 6)} · latency Δ{" "}
        {d.latencyDeltaMs} ms · tokens Δ {d.tokensDelta}
      </p>
      {d.changed.length === 0 && d.added.length === 0 && d.removed.length === 0 ? (
        <p>Every node produced the same output ({d.unchanged.length} unchanged).</p>
      ) : (
        <ul>
          {d.changed.map((c) => (
            <li key={c.nodeId}>
              <strong>{c.nodeId}</strong> changed ({c.statusBefore} → {c.statusAfter})
              <div className="diff">
                <del>
                  <span className="visually-hidden">Before: </span>
                  {c.before ?? "—"}
                </del>
                <ins>
                  <span className="visually-hidden">After: </span>
                  {c.after ?? "—"}
                </ins>
              </div>
            </li>
          ))}
          {d.added.map((n) => (
            <li key={`+${n.nodeId}`}>
              <strong>{n.nodeId}</strong> added
            </li>
          ))}
          {d.removed.map((n) => (
            <li key={`-${n.nodeId}`}>
              <strong>{n.nodeId}</strong> removed
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
