import { type FormEvent, useState } from "react";
import { api } from "../api/http";
import { ErrorAlert, PageHeader, StatusMessage, TextField } from "../components/ui";
import { JoinForm } from "../team/join-form";

/**
 * Sign-in: the platform has no passwords; an API key is exchanged for a session cookie
 * (`POST /api/auth/login`), capped at the key's role.
 */
export function LoginPage({ notice, onDone }: { notice?: string | undefined; onDone: () => void }) {
  const [apiKey, setApiKey] = useState("");
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await api("POST", "/api/auth/login", { body: { apiKey: apiKey.trim() } });
      onDone();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <main id="main" className="narrow">
      <PageHeader title="Sign in" />
      <StatusMessage tone={notice?.includes("ended") ? "warning" : "success"}>{notice}</StatusMessage>
      <form onSubmit={submit} className="card" aria-label="Sign in">
        <TextField
          label="API key"
          name="apiKey"
          type="password"
          autoComplete="off"
          spellCheck={false}
          required
          value={apiKey}
          hint={
            <>
              A key starting with <code>ppk_</code>. An admin issues one on the Team page; the session you get
              has the key's role.
            </>
          }
          onChange={(e) => setApiKey(e.target.value)}
        />
        <ErrorAlert error={error} title="Sign-in failed" />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
      <JoinForm onSignedIn={onDone} />
    </main>
  );
}
