import { type FormEvent, useState } from "react";
import { api, query } from "../api/http";
import { atLeast, type Page, type Workspace } from "../api/types";
import {
  ErrorAlert,
  Loading,
  LoadMoreButton,
  PageHeader,
  SelectField,
  StatusMessage,
  TableWrap,
} from "../components/ui";
import { CaseList } from "../evals/case-list";
import type { EvalRun, GateResult, Repo, Suite } from "../evals/eval-types";
import { GateHistory, SuitesList } from "../evals/evals-lists";
import { DeltaText, PassBadge } from "../evals/run-cells";
import { runDeltas } from "../evals/run-deltas";
import { formatPercent, formatTime, shortHash } from "../format";
import { Link } from "../router";
import { useMe } from "../session";
import { useApi } from "../use-api";
import { useCapabilityNames } from "../use-capability-names";
import { usePaged } from "../use-paged";

/** Past eval runs with their scores and regressions, and the CI gate over a repository's suites. */
export function EvalsPage() {
  const runs = usePaged<EvalRun>("/api/eval/runs?limit=50");
  const suites = useApi<Page<Suite>>("/api/eval/suites?limit=200");
  const suiteNames = new Map((suites.data?.items ?? []).map((s) => [s.id, s.name]));
  const deltas = runDeltas(runs.items);
  const capabilities = useCapabilityNames([
    ...runs.items.map((r) => r.capabilityId),
    ...(suites.data?.items ?? []).map((s) => s.capabilityId),
  ]);

  return (
    <>
      <PageHeader title="Evals" />
      <p className="lead">
        Each run scores a suite's cases (weighted graders) against a capability; a run below its threshold
        fails, and a score below the suite's previous run is a regression.
      </p>
      <section aria-labelledby="runs-title">
        <h2 id="runs-title">Runs</h2>
        {runs.error ? <ErrorAlert error={runs.error} title="Could not load the eval runs" /> : null}
        {runs.loading && runs.items.length === 0 ? <Loading /> : null}
        {!runs.loading && !runs.error && runs.items.length === 0 ? <p>No eval runs yet.</p> : null}
        {runs.items.length > 0 ? (
          <TableWrap label="Eval runs">
            <table>
              <thead>
                <tr>
                  <th scope="col">Suite</th>
                  <th scope="col">Capability</th>
                  <th scope="col">Score</th>
                  <th scope="col">Threshold</th>
                  <th scope="col">Result</th>
                  <th scope="col">Change</th>
                  <th scope="col">Cases</th>
                  <th scope="col">When</th>
                </tr>
              </thead>
              <tbody>
                {runs.items.map((r) => {
                  const d = deltas.get(r.id);
                  return (
                    <tr key={r.id} className={d?.regressed ? "regressed" : undefined}>
                      <th scope="row">
                        <Link to={`/evals/suites/${r.suiteId}`}>
                          {suiteNames.get(r.suiteId) ?? shortHash(r.suiteId, 12)}
                        </Link>
                        {r.branch ? <span className="muted"> · {r.branch}</span> : null}
                      </th>
                      <td>{capabilities.get(r.capabilityId) ?? "…"}</td>
                      <td>
                        <meter min={0} max={1} low={r.passThreshold} optimum={1} value={r.score}>
                          {formatPercent(r.score)}
                        </meter>{" "}
                        {formatPercent(r.score)}
                      </td>
                      <td>{formatPercent(r.passThreshold)}</td>
                      <td>
                        <PassBadge passed={r.passed} />
                      </td>
                      <td>
                        <DeltaText delta={d} />
                      </td>
                      <td>
                        {r.passedCases} / {r.caseCount}
                        <CaseList runId={r.id} />
                      </td>
                      <td>{formatTime(r.createdAt)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableWrap>
        ) : null}
        <LoadMoreButton list={runs}>Load more runs</LoadMoreButton>
      </section>
      <SuitesList suites={suites.data?.items} capabilities={capabilities} />
      <GateSection onRan={runs.reload} />
    </>
  );
}

/** `POST /api/repos/:id/eval-gate`: ok only when every suite of the repo's capabilities passes without regressing. */
function GateSection({ onRan }: { onRan: () => void }) {
  const me = useMe();
  const workspaces = useApi<Page<Workspace>>("/api/workspaces?limit=200");
  const [workspaceId, setWorkspaceId] = useState("");
  const repos = useApi<Page<Repo>>(workspaceId ? `/api/repos${query({ workspaceId, limit: 200 })}` : null);
  const [repoId, setRepoId] = useState("");
  const [result, setResult] = useState<GateResult>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const history = usePaged<EvalRun>(repoId ? `/api/eval/runs${query({ repoId, limit: 50 })}` : null);

  const run = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setResult(undefined);
    try {
      setResult(
        await api<GateResult>("POST", `/api/repos/${encodeURIComponent(repoId)}/eval-gate`, { body: {} }),
      );
      // The gate records a run per suite: both lists show them at once.
      onRan();
      history.reload();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="gate-title">
      <h2 id="gate-title">Gate</h2>
      <p>
        The check CI runs (<code>promptctl eval gate &lt;repo-id&gt;</code>), over every suite of the
        repository.
      </p>
      <form onSubmit={run}>
        <SelectField label="Workspace" value={workspaceId} onChange={(e) => setWorkspaceId(e.target.value)}>
          <option value="">Choose a workspace</option>
          {workspaces.data?.items.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Repository"
          value={repoId}
          onChange={(e) => setRepoId(e.target.value)}
          disabled={!workspaceId}
        >
          <option value="">Choose a repository</option>
          {repos.data?.items.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </SelectField>
        {repos.error ? <ErrorAlert error={repos.error} title="Could not load the repositories" /> : null}
        <button
          type="submit"
          className="button button-primary"
          disabled={!repoId || busy || !atLeast(me.role, "viewer")}
        >
          {busy ? "Running the gate…" : "Run the gate"}
        </button>
      </form>
      <ErrorAlert error={error} title="The gate could not run" />
      <StatusMessage tone={result && !result.ok ? "error" : "success"}>
        {result ? (
          <span>
            Gate {result.ok ? "passed" : "failed"}: score {formatPercent(result.score)},{" "}
            {result.regressions.length} regression(s).
          </span>
        ) : null}
      </StatusMessage>
      {result ? <GateDetails result={result} /> : null}
      {repoId ? <GateHistory runs={history.items} error={history.error} /> : null}
    </section>
  );
}

function GateDetails({ result }: { result: GateResult }) {
  return (
    <>
      <p>
        <code>{result.ref}</code> at <code>{shortHash(result.commitId, 12)}</code> against the last passing
        runs of <code>{result.targetBranch}</code>.
      </p>
      <h3>Suites</h3>
      <ul>
        {result.suites.map((s) => (
          <li key={s.suiteId}>
            {s.name}: {formatPercent(s.score)} (threshold {formatPercent(s.passThreshold)}
            {s.baselineScore !== null ? `, baseline ${formatPercent(s.baselineScore)}` : ""}){" "}
            {s.passed ? null : <strong className="bad">below threshold</strong>}
          </li>
        ))}
      </ul>
      {result.regressions.length > 0 ? (
        <>
          <h3>Regressions</h3>
          <ul>
            {result.regressions.map((r) => (
              <li key={`${r.suiteId}/${r.caseId}`}>
                <strong>{r.suite}</strong> / {r.case}: {formatPercent(r.baselineScore)} →{" "}
                {formatPercent(r.score)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {result.reasons.length > 0 ? (
        <>
          <h3>Why</h3>
          <ul>
            {result.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
