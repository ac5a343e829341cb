import { type FormEvent, useState } from "react";
import { api, query } from "../api/http";
import type { Page } from "../api/types";
import { ErrorAlert, SelectField, StatusMessage, TextField } from "../components/ui";
import { formatPercent } from "../format";
import { Link } from "../router";
import { useApi } from "../use-api";
import type { Suite } from "./eval-types";
import { GRADER_KINDS, type GraderKind } from "./grader-kinds";

/** A capability's eval suites and a form for a new one (a name, a threshold and a first grader). */
export function CapabilitySuites({ capabilityId, canWrite }: { capabilityId: string; canWrite: boolean }) {
  const suites = useApi<Page<Suite>>(`/api/eval/suites${query({ capabilityId, limit: 200 })}`);
  return (
    <section aria-labelledby="suites-title">
      <h2 id="suites-title">Eval suites</h2>
      <ErrorAlert error={suites.error} title="Could not load the suites" />
      {suites.data?.items.length === 0 ? <p>No suites yet.</p> : null}
      {suites.data && suites.data.items.length > 0 ? (
        <ul className="link-list">
          {suites.data.items.map((s) => (
            <li key={s.id}>
              <Link to={`/evals/suites/${s.id}`}>{s.name}</Link>{" "}
              <span className="muted">
                {s.graders.length} grader(s), {s.cases.length} case(s), passes at{" "}
                {formatPercent(s.passThreshold)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {canWrite ? <NewSuiteForm capabilityId={capabilityId} onCreated={suites.reload} /> : null}
    </section>
  );
}

function NewSuiteForm({ capabilityId, onCreated }: { capabilityId: string; onCreated: () => void }) {
  const [name, setName] = useState("");
  const [threshold, setThreshold] = useState("0.75");
  const [kind, setKind] = useState<GraderKind>("contains");
  const [error, setError] = useState<unknown>();
  const [created, setCreated] = useState<Suite>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setCreated(undefined);
    try {
      const { suite } = await api<{ suite: Suite }>("POST", "/api/eval/suites", {
        body: {
          capabilityId,
          name,
          passThreshold: Number(threshold),
          initialGraders: [{ name: kind, kind, weight: 1, config: {} }],
        },
      });
      setCreated(suite);
      setName("");
      onCreated();
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <form className="card" onSubmit={submit} aria-label="New suite">
      <h3>New suite</h3>
      <TextField
        label="Suite name"
        required
        maxLength={200}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label="Pass threshold (0–1)"
        type="number"
        min={0}
        max={1}
        step={0.01}
        required
        value={threshold}
        onChange={(e) => setThreshold(e.target.value)}
      />
      <SelectField
        label="First grader"
        hint="More graders and the cases are added on the suite's page."
        value={kind}
        onChange={(e) => setKind(e.target.value as GraderKind)}
      >
        {GRADER_KINDS.map((k) => (
          <option key={k} value={k}>
            {k}
          </option>
        ))}
      </SelectField>
      <ErrorAlert error={error} title="Could not create the suite" />
      <button type="submit" className="button button-primary">
        Create suite
      </button>
      <StatusMessage>
        {created ? (
          <>
            Suite <Link to={`/evals/suites/${created.id}`}>{created.name}</Link> created.
          </>
        ) : null}
      </StatusMessage>
    </form>
  );
}
