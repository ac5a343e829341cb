import { type FormEvent, useState } from "react";
import { api, query } from "../api/http";
import type { Page, Release, Version } from "../api/types";
import { ErrorAlert, SelectField, StatusMessage, TableWrap } from "../components/ui";
import { formatPercent, formatTime, formatUsd } from "../format";
import { useApi } from "../use-api";
import { usePaged } from "../use-paged";
import { CaseList } from "./case-list";
import type { EvalRun, EvalRunDetail, Suite } from "./eval-types";
import { DeltaText, PassBadge } from "./run-cells";
import { runDeltas } from "./run-deltas";

/** Runs the suite against a version or a release, then lists its runs with regressions and cases. */
export function SuiteRuns({ suite, canRun }: { suite: Suite; canRun: boolean }) {
  const runs = usePaged<EvalRun>(`/api/eval/runs${query({ suiteId: suite.id, limit: 50 })}`);
  const deltas = runDeltas(runs.items);
  return (
    <section aria-labelledby="suite-runs-title">
      <h2 id="suite-runs-title">Runs</h2>
      {canRun ? <RunSuiteForm suite={suite} onRan={runs.reload} /> : null}
      <ErrorAlert error={runs.error} title="Could not load the runs" />
      {!runs.loading && runs.items.length === 0 ? <p>No runs of this suite yet.</p> : null}
      {runs.items.length > 0 ? (
        <TableWrap label="Runs of this suite">
          <table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Target</th>
                <th scope="col">Score</th>
                <th scope="col">Result</th>
                <th scope="col">Against the previous run</th>
                <th scope="col">Cases</th>
                <th scope="col">Cost</th>
              </tr>
            </thead>
            <tbody>
              {runs.items.map((r) => {
                const d = deltas.get(r.id);
                return (
                  <tr key={r.id} className={d?.regressed ? "regressed" : undefined}>
                    <th scope="row">{formatTime(r.createdAt)}</th>
                    <td>{r.target}</td>
                    <td>{formatPercent(r.score)}</td>
                    <td>
                      <PassBadge passed={r.passed} />
                    </td>
                    <td>
                      <DeltaText delta={d} first="baseline (first run)" />
                    </td>
                    <td>
                      {r.passedCases} / {r.caseCount}
                      <CaseList runId={r.id} />
                    </td>
                    <td>{formatUsd(r.costUsd)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
    </section>
  );
}

function RunSuiteForm({ suite, onRan }: { suite: Suite; onRan: () => void }) {
  const cap = encodeURIComponent(suite.capabilityId);
  const versions = useApi<Page<Version>>(`/api/capabilities/${cap}/versions?limit=200`);
  const releases = useApi<Page<Release>>(
    `/api/releases${query({ capabilityId: suite.capabilityId, limit: 200 })}`,
  );
  const [target, setTarget] = useState("");
  const [result, setResult] = useState<EvalRunDetail>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setResult(undefined);
    const [kind, id] = target.split(":");
    try {
      const body = {
        suiteId: suite.id,
        ...(kind === "version" ? { versionId: id } : kind === "release" ? { releaseId: id } : {}),
      };
      setResult(await api<EvalRunDetail>("POST", "/api/eval/run", { body }));
      onRan();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card" onSubmit={submit} aria-label="Run suite">
      <h3>Run the suite</h3>
      <SelectField label="Run against" value={target} onChange={(e) => setTarget(e.target.value)}>
        <option value="">the active release</option>
        {versions.data?.items.map((v) => (
          <option key={v.id} value={`version:${v.id}`}>
            version v{v.number}
          </option>
        ))}
        {releases.data?.items.map((r) => (
          <option key={r.id} value={`release:${r.id}`}>
            release of v{r.versionNumber} ({r.state.replace(/_/g, " ")})
          </option>
        ))}
      </SelectField>
      <button type="submit" className="button button-primary" disabled={busy || suite.cases.length === 0}>
        {busy ? "Running…" : "Run suite"}
      </button>
      {suite.cases.length === 0 ? <p className="reason">Add a case first.</p> : null}
      <ErrorAlert error={error} title="The suite could not run" />
      <StatusMessage tone={result && !result.passed ? "error" : "success"}>
        {result
          ? `Score ${formatPercent(result.score)} against the threshold ${formatPercent(result.passThreshold)}: ${result.passed ? "passed" : "failed"}, ${result.passedCases} of ${result.caseCount} case(s) passed.`
          : null}
      </StatusMessage>
    </form>
  );
}
