import type { ResponseOf } from "@platform/prompt-client";
import { type FormEvent, useState } from "react";
import { api } from "../api/http";
import { ErrorAlert, StatusMessage, TextField } from "../components/ui";

type Redeemed = ResponseOf<"/api/invitations/redeem", "post">;

/**
 * The invitee's side of an invitation: redeem the token for your own API key (shown once, to keep
 * for the CLI and the client), and sign in with it.
 */
export function JoinForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [form, setForm] = useState({ token: "", name: "" });
  const [joined, setJoined] = useState<Redeemed>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const redeemed = await api<Redeemed>("POST", "/api/invitations/redeem", {
        body: { token: form.token.trim(), name: form.name },
      });
      setJoined(redeemed);
      await api("POST", "/api/auth/login", { body: { apiKey: redeemed.secret } });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="card" aria-label="Join with an invitation">
      <h2>Join with an invitation</h2>
      <TextField
        label="Invitation token"
        type="password"
        autoComplete="off"
        spellCheck={false}
        required
        hint={
          <>
            A token starting with <code>ppi_</code> from an admin of the organisation; it works once.
          </>
        }
        value={form.token}
        onChange={(e) => setForm({ ...form, token: e.target.value })}
      />
      <TextField
        label="Your name"
        required
        maxLength={200}
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <ErrorAlert error={error} title="Could not join" />
      {joined ? null : (
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? "Joining…" : "Join"}
        </button>
      )}
      <StatusMessage>
        {joined ? (
          <>
            Welcome to {joined.org.name}, {joined.user.name} ({joined.role}). Your API key, shown once (for
            promptctl and the client):{" "}
            <code className="secret" data-testid="joined-key">
              {joined.secret}
            </code>{" "}
            <button type="button" className="button button-primary" onClick={onSignedIn}>
              Continue to the console
            </button>
          </>
        ) : null}
      </StatusMessage>
    </form>
  );
}
