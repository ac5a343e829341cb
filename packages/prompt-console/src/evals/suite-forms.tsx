import { type FormEvent, useState } from "react";
import { api } from "../api/http";
import { ErrorAlert, SelectField, StatusMessage, TextArea, TextField } from "../components/ui";
import { useFormAction } from "../use-form-action";
import type { Suite } from "./eval-types";
import { GRADER_CONFIG_HINT, GRADER_KINDS, type GraderKind } from "./grader-kinds";
import { parseJsonlCases } from "./jsonl-cases";

const suitePath = (suite: Suite, what: "graders" | "cases") =>
  `/api/eval/suites/${encodeURIComponent(suite.id)}/${what}`;

function parseObject(text: string, what: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text || "{}");
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error(`${what} must be a JSON object`);
  return value as Record<string, unknown>;
}

/** `POST /api/eval/suites/:id/graders`: a named, weighted grader of one kind with its config. */
export function AddGraderForm({ suite, onChanged }: { suite: Suite; onChanged: (suite: Suite) => void }) {
  const [form, setForm] = useState({ name: "", kind: "contains" as GraderKind, weight: "1", config: "{}" });
  const { error, done, submitWith } = useFormAction();
  const submit = submitWith(async () => {
    const config = parseObject(form.config, "The config");
    const body = { name: form.name, kind: form.kind, weight: Number(form.weight), config };
    onChanged(await api<Suite>("POST", suitePath(suite, "graders"), { body }));
    setForm({ ...form, name: "", config: "{}" });
    return `Grader ${form.name} added.`;
  });

  return (
    <form className="card" onSubmit={submit} aria-label="Add grader">
      <h3>Add a grader</h3>
      <TextField
        label="Grader name"
        required
        maxLength={200}
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <SelectField
        label="Kind"
        value={form.kind}
        onChange={(e) => setForm({ ...form, kind: e.target.value as GraderKind })}
      >
        {GRADER_KINDS.map((k) => (
          <option key={k} value={k}>
            {k}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Weight"
        type="number"
        min={0.01}
        max={1000}
        step="any"
        required
        value={form.weight}
        onChange={(e) => setForm({ ...form, weight: e.target.value })}
      />
      <TextField
        label="Config (JSON)"
        hint={GRADER_CONFIG_HINT[form.kind]}
        className="code-input"
        value={form.config}
        onChange={(e) => setForm({ ...form, config: e.target.value })}
      />
      <ErrorAlert error={error} title="Could not add the grader" />
      <button type="submit" className="button button-primary">
        Add grader
      </button>
      <StatusMessage>{done}</StatusMessage>
    </form>
  );
}

/** One case by hand: a name, inputs as JSON and the expected output. */
export function AddCaseForm({ suite, onChanged }: { suite: Suite; onChanged: (suite: Suite) => void }) {
  const [form, setForm] = useState({ name: "", inputs: "{}", expected: "" });
  const { error, done, submitWith } = useFormAction();
  const submit = submitWith(async () => {
    const inputs = parseObject(form.inputs, "The inputs");
    const body = { name: form.name, inputs, ...(form.expected ? { expected: form.expected } : {}) };
    onChanged(await api<Suite>("POST", suitePath(suite, "cases"), { body }));
    setForm({ name: "", inputs: form.inputs, expected: "" });
    return `Case ${form.name} added.`;
  });

  return (
    <form className="card" onSubmit={submit} aria-label="Add case">
      <h3>Add a case</h3>
      <TextField
        label="Case name"
        required
        maxLength={200}
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <TextField
        label="Case inputs (JSON)"
        className="code-input"
        value={form.inputs}
        onChange={(e) => setForm({ ...form, inputs: e.target.value })}
      />
      <TextField
        label="Expected output"
        value={form.expected}
        onChange={(e) => setForm({ ...form, expected: e.target.value })}
      />
      <ErrorAlert error={error} title="Could not add the case" />
      <button type="submit" className="button button-primary">
        Add case
      </button>
      <StatusMessage>{done}</StatusMessage>
    </form>
  );
}

/**
 * Cases from JSON Lines, checked whole before anything is sent, then added one by one (the API
 * adds one case per call); a refusal stops the import and says how many went in.
 */
export function ImportCasesForm({ suite, onChanged }: { suite: Suite; onChanged: (suite: Suite) => void }) {
  const [text, setText] = useState("");
  const [lineErrors, setLineErrors] = useState<string[]>([]);
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setDone(undefined);
    const parsed = parseJsonlCases(text);
    setLineErrors(parsed.errors);
    if (parsed.errors.length > 0 || parsed.cases.length === 0) {
      if (parsed.cases.length === 0 && parsed.errors.length === 0)
        setLineErrors(["no cases: one JSON object per line"]);
      return;
    }
    setBusy(true);
    let added = 0;
    try {
      for (const body of parsed.cases) {
        onChanged(await api<Suite>("POST", suitePath(suite, "cases"), { body }));
        added++;
      }
      setDone(`${added} case(s) imported.`);
      setText("");
    } catch (failure) {
      setError(failure);
      if (added > 0) setDone(`${added} of ${parsed.cases.length} case(s) imported before the refusal.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card" onSubmit={submit} aria-label="Import cases">
      <h3>Import cases (JSON Lines)</h3>
      <TextArea
        label="Cases, one JSON object per line"
        className="code-input"
        rows={5}
        spellCheck={false}
        hint='{"name": "paris", "inputs": {"country": "France"}, "expected": "Paris"}'
        error={lineErrors.length > 0 ? lineErrors.join("; ") : undefined}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <ErrorAlert error={error} title="The import stopped" />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? "Importing…" : "Import cases"}
      </button>
      <StatusMessage tone={error ? "warning" : "success"}>{done}</StatusMessage>
    </form>
  );
}
