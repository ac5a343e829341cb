import { type FormEvent, useState } from "react";
import { api } from "../api/http";
import { ErrorAlert, TextField } from "./ui";

/** A `{name, description}` create form that POSTs to `path` and hands the created resource back. */
export function CreateForm<T>({
  path,
  noun,
  onCreated,
}: {
  path: string;
  noun: string;
  onCreated: (created: T) => void;
}) {
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const created = await api<T>("POST", path, { body: { name, description } });
      setName("");
      setDescription("");
      onCreated(created);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="inline-form" aria-label={`New ${noun}`}>
      <TextField
        label={`New ${noun} name`}
        required
        maxLength={200}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label="Description"
        maxLength={2000}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? "Creating…" : `Create ${noun}`}
      </button>
      <ErrorAlert error={error} title={`Could not create the ${noun}`} />
    </form>
  );
}
