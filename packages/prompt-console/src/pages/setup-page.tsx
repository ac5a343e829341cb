import { type FormEvent, useState } from "react";
import { ApiError, api } from "../api/http";
import { ErrorAlert, PageHeader, TextField } from "../components/ui";

/**
 * First run: creates the platform's first administrator and organisation (`POST /api/bootstrap/admin`,
 * allowed once) and signs them in with a session cookie.
 */
export function SetupPage({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState({ userName: "", userEmail: "", orgName: "" });
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const issue = (field: string) =>
    error instanceof ApiError ? error.issues.find((i) => i.path === `/body/${field}`)?.message : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await api("POST", "/api/bootstrap/admin", { body: form });
      onDone();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <main id="main" className="narrow">
      <PageHeader title="Set up the prompt platform" />
      <p>
        Nobody has used this platform yet. Create the first administrator and the organisation; you will be
        signed in as its owner. This can be done only once.
      </p>
      <form onSubmit={submit} className="card" aria-label="First administrator">
        <TextField
          label="Your name"
          name="userName"
          autoComplete="name"
          required
          value={form.userName}
          error={issue("userName")}
          onChange={(e) => setForm({ ...form, userName: e.target.value })}
        />
        <TextField
          label="E-mail"
          name="userEmail"
          type="email"
          autoComplete="email"
          required
          value={form.userEmail}
          error={issue("userEmail")}
          onChange={(e) => setForm({ ...form, userEmail: e.target.value })}
        />
        <TextField
          label="Organisation name"
          name="orgName"
          autoComplete="organization"
          required
          value={form.orgName}
          error={issue("orgName")}
          onChange={(e) => setForm({ ...form, orgName: e.target.value })}
        />
        <ErrorAlert error={error} title="Setup failed" />
        {error instanceof ApiError && error.code === "ALREADY_BOOTSTRAPPED" ? (
          <p>
            <a href="/">Go to sign-in</a>
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? "Creating…" : "Create administrator"}
        </button>
      </form>
    </main>
  );
}
