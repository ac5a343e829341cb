import { useState } from "react";
import { ErrorAlert, Loading } from "../components/ui";
import { formatPercent } from "../format";
import { Link } from "../router";
import { useApi } from "../use-api";
import type { EvalRunDetail } from "./eval-types";

/** A run's per-case results with each grader's score and detail, fetched when the reader opens them. */
export function CaseList({ runId }: { runId: string }) {
  const [open, setOpen] = useState(false);
  const run = useApi<EvalRunDetail>(open ? `/api/eval/runs/${encodeURIComponent(runId)}` : null);
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>cases</summary>
      {run.error ? <ErrorAlert error={run.error} title="Could not load the cases" /> : null}
      {open && run.loading ? <Loading /> : null}
      <ul className="cases">
        {run.data?.cases.map((c) => (
          <li key={c.caseId}>
            {c.caseName}: {formatPercent(c.score)} {c.passed ? "✓" : "✗"}
            {c.executionId ? (
              <>
                {" "}
                <Link to={`/executions/${c.executionId}`}>execution</Link>
              </>
            ) : null}
            {c.error ? <span className="bad"> {c.error}</span> : null}
            {c.graders.length > 0 ? (
              <ul>
                {c.graders.map((g) => (
                  <li key={g.name}>
                    {g.name} ({g.kind}, weight {g.weight}): {formatPercent(g.score)}, {g.detail}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
