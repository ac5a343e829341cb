import { ErrorAlert, TableWrap } from "../components/ui";
import { formatPercent, formatTime, shortHash } from "../format";
import { Link } from "../router";
import type { EvalRun, Suite } from "./eval-types";
import { PassBadge } from "./run-cells";

/** Every suite of the organisation, by capability; a suite's page has its graders, cases and runs. */
export function SuitesList({
  suites,
  capabilities,
}: {
  suites: Suite[] | undefined;
  capabilities: ReadonlyMap<string, string>;
}) {
  return (
    <section aria-labelledby="suites-title">
      <h2 id="suites-title">Suites</h2>
      {suites && suites.length === 0 ? <p>No suites yet: create one on a capability's page.</p> : null}
      {suites && suites.length > 0 ? (
        <TableWrap label="Suites">
          <table>
            <thead>
              <tr>
                <th scope="col">Suite</th>
                <th scope="col">Capability</th>
                <th scope="col">Graders</th>
                <th scope="col">Cases</th>
                <th scope="col">Threshold</th>
              </tr>
            </thead>
            <tbody>
              {suites.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    <Link to={`/evals/suites/${s.id}`}>{s.name}</Link>
                  </th>
                  <td>
                    <Link to={`/capabilities/${s.capabilityId}`}>
                      {capabilities.get(s.capabilityId) ?? "…"}
                    </Link>
                  </td>
                  <td>{s.graders.length}</td>
                  <td>{s.cases.length}</td>
                  <td>{formatPercent(s.passThreshold)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
    </section>
  );
}

/** The gate's history on one repository: the runs it recorded, per branch and commit, newest first. */
export function GateHistory({ runs, error }: { runs: EvalRun[]; error: unknown }) {
  return (
    <>
      <h3>Gate history of this repository</h3>
      <ErrorAlert error={error} title="Could not load the gate's history" />
      {runs.length === 0 ? <p className="muted">No gate runs on this repository yet.</p> : null}
      {runs.length > 0 ? (
        <TableWrap label="Gate history">
          <table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Branch</th>
                <th scope="col">Commit</th>
                <th scope="col">Score</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((r) => (
                <tr key={r.id}>
                  <th scope="row">{formatTime(r.createdAt)}</th>
                  <td>{r.branch ?? "—"}</td>
                  <td>{r.commitId ? <code>{shortHash(r.commitId, 10)}</code> : "—"}</td>
                  <td>{formatPercent(r.score)}</td>
                  <td>
                    <PassBadge passed={r.passed} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
    </>
  );
}
