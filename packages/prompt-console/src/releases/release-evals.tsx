import { query } from "../api/http";
import type { Page } from "../api/types";
import { ErrorAlert, Loading, TableWrap } from "../components/ui";
import type { EvalRun, Suite } from "../evals/eval-types";
import { PassBadge } from "../evals/run-cells";
import { formatPercent, formatTime } from "../format";
import { Link } from "../router";
import { useApi } from "../use-api";

/** The eval runs of the capability that ran this release's manifest (by release, version or hash). */
export function ReleaseEvals({ capabilityId, manifestHash }: { capabilityId: string; manifestHash: string }) {
  const runs = useApi<Page<EvalRun>>(`/api/eval/runs${query({ capabilityId, limit: 200 })}`);
  const suites = useApi<Page<Suite>>(`/api/eval/suites${query({ capabilityId, limit: 200 })}`);
  const names = new Map((suites.data?.items ?? []).map((s) => [s.id, s.name]));
  // Shown once the suites' names are in, so no row is ever named "suite" for a moment.
  const mine = suites.data ? (runs.data?.items ?? []).filter((r) => r.manifestHash === manifestHash) : [];
  return (
    <section className="card" aria-labelledby="release-evals">
      <h2 id="release-evals">Eval results of this manifest</h2>
      <ErrorAlert error={runs.error} title="Could not load the eval runs" />
      <ErrorAlert error={suites.error} title="Could not load the suites" />
      {(!runs.data && !runs.error) || (!suites.data && !suites.error) ? <Loading /> : null}
      {runs.data && suites.data && mine.length === 0 ? (
        <p className="muted">No eval run of this manifest yet: run a suite against its version first.</p>
      ) : null}
      {mine.length > 0 ? (
        <TableWrap label="Eval results of this manifest">
          <table>
            <thead>
              <tr>
                <th scope="col">Suite</th>
                <th scope="col">Score</th>
                <th scope="col">Result</th>
                <th scope="col">Cases</th>
                <th scope="col">When</th>
              </tr>
            </thead>
            <tbody>
              {mine.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <Link to={`/evals/suites/${r.suiteId}`}>{names.get(r.suiteId) ?? "suite"}</Link>
                  </th>
                  <td>
                    {formatPercent(r.score)}{" "}
                    <span className="muted">(threshold {formatPercent(r.passThreshold)})</span>
                  </td>
                  <td>
                    <PassBadge passed={r.passed} />
                  </td>
                  <td>
                    {r.passedCases} / {r.caseCount}
                  </td>
                  <td>{formatTime(r.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
    </section>
  );
}
