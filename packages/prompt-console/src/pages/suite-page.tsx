import { useState } from "react";
import { atLeast } from "../api/types";
import { Breadcrumbs } from "../components/breadcrumbs";
import { ErrorAlert, Loading, PageHeader, TableWrap } from "../components/ui";
import type { Suite } from "../evals/eval-types";
import { DeleteSuite } from "../evals/suite-delete";
import { AddCaseForm, AddGraderForm, ImportCasesForm } from "../evals/suite-forms";
import { SuiteRuns } from "../evals/suite-runs";
import { formatPercent } from "../format";
import { useMe } from "../session";
import { useApi } from "../use-api";
import { useCapabilityTrail } from "../use-capability-trail";

/** One eval suite: its graders and cases (add, import), running it, and its run history. */
export function SuitePage({ id }: { id: string }) {
  const me = useMe();
  const loaded = useApi<Suite>(`/api/eval/suites/${encodeURIComponent(id)}`);
  const [changed, setChanged] = useState<Suite>();
  const suite = changed ?? loaded.data;
  const { trail } = useCapabilityTrail(suite?.capabilityId);
  const canWrite = atLeast(me.role, "developer");

  if (loaded.error) return <ErrorAlert error={loaded.error} title="Could not load the suite" />;
  if (!suite) return <Loading />;

  return (
    <>
      <Breadcrumbs trail={[...trail, { label: "Evals", to: "/evals" }, { label: suite.name }]} />
      <PageHeader title={suite.name}>
        <p>
          Passes at {formatPercent(suite.passThreshold)} (the weighted mean of the graders over the cases).
        </p>
      </PageHeader>

      <section aria-labelledby="graders-title">
        <h2 id="graders-title">Graders</h2>
        {suite.graders.length === 0 ? <p>No graders yet.</p> : null}
        {suite.graders.length > 0 ? (
          <TableWrap label="Graders">
            <table>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Weight</th>
                  <th scope="col">Config</th>
                </tr>
              </thead>
              <tbody>
                {suite.graders.map((g) => (
                  <tr key={g.id}>
                    <th scope="row">{g.name}</th>
                    <td>{g.kind}</td>
                    <td>{g.weight}</td>
                    <td>
                      <code>{JSON.stringify(g.config)}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        ) : null}
        {canWrite ? <AddGraderForm suite={suite} onChanged={setChanged} /> : null}
      </section>

      <section aria-labelledby="cases-title">
        <h2 id="cases-title">Cases</h2>
        {suite.cases.length === 0 ? <p>No cases yet.</p> : null}
        {suite.cases.length > 0 ? (
          <TableWrap label="Cases">
            <table>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Inputs</th>
                  <th scope="col">Expected</th>
                </tr>
              </thead>
              <tbody>
                {suite.cases.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">{c.name}</th>
                    <td>
                      <code>{JSON.stringify(c.inputs)}</code>
                    </td>
                    <td>{c.expected ?? <span className="muted">—</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        ) : null}
        {canWrite ? (
          <div className="form-pair">
            <AddCaseForm suite={suite} onChanged={setChanged} />
            <ImportCasesForm suite={suite} onChanged={setChanged} />
          </div>
        ) : null}
      </section>

      <SuiteRuns suite={suite} canRun={canWrite} />
      <DeleteSuite suite={suite} canWrite={canWrite} />
    </>
  );
}
