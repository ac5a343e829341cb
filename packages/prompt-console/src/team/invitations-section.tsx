import type { ResponseOf } from "@platform/prompt-client";
import { type FormEvent, useState } from "react";
import { api } from "../api/http";
import { ROLE_ORDER, type Role } from "../api/types";
import { ErrorAlert, SelectField, StatusMessage, TableWrap, TextField } from "../components/ui";
import { formatTime } from "../format";
import { useApi } from "../use-api";

type Invitation = ResponseOf<"/api/invitations", "get">["items"][number];
type Created = ResponseOf<"/api/invitations", "post">;

type InvitationState = "redeemed" | "revoked" | "expired" | "pending";

/** pending until redeemed, revoked or past its expiry. */
function invitationState(inv: Invitation, now: number): InvitationState {
  if (inv.redeemedAt) return "redeemed";
  if (inv.revokedAt) return "revoked";
  return Date.parse(inv.expiresAt) <= now ? "expired" : "pending";
}

const BADGE: Record<InvitationState, string> = {
  redeemed: "passed",
  revoked: "failed",
  expired: "failed",
  pending: "draft",
};

/**
 * Invitations (issue 24): an admin creates one, copies the one-time token and passes it on; the
 * invitee redeems it for their own API key. The token is shown here once and never again.
 */
export function InvitationsSection({
  names,
  onChanged,
}: {
  names: ReadonlyMap<string, string>;
  onChanged: () => void;
}) {
  const list = useApi<{ items: Invitation[] }>("/api/invitations");
  const now = Date.now();
  const [revokeError, setRevokeError] = useState<unknown>();
  const [revoked, setRevoked] = useState<Invitation>();

  // DELETE /api/invitations/{id}: the token stops working; the platform audits it (invitation.revoke).
  const revoke = async (inv: Invitation) => {
    setRevokeError(undefined);
    setRevoked(undefined);
    try {
      setRevoked(await api<Invitation>("DELETE", `/api/invitations/${encodeURIComponent(inv.id)}`));
      list.reload();
    } catch (failure) {
      setRevokeError(failure);
    }
  };
  return (
    <section aria-labelledby="invitations-title">
      <h2 id="invitations-title">Invitations</h2>
      <ErrorAlert error={list.error} title="Could not load the invitations" />
      <ErrorAlert error={revokeError} title="Could not revoke the invitation" />
      <StatusMessage>
        {revoked
          ? `Revoked the invitation for ${revoked.email ?? "any e-mail"}: its token no longer works.`
          : null}
      </StatusMessage>
      {list.data && list.data.items.length === 0 ? <p>No invitations yet.</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <TableWrap label="Invitations">
          <table>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
                <th scope="col">Invited by</th>
                <th scope="col">Expires</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((inv) => {
                const state = invitationState(inv, now);
                return (
                  <tr key={inv.id}>
                    <th scope="row">{inv.email ?? "(any e-mail)"}</th>
                    <td>{inv.role}</td>
                    <td>
                      <span className={`badge badge-${BADGE[state]}`}>{state}</span>
                      {inv.redeemedBy ? ` by ${names.get(inv.redeemedBy) ?? "a new member"}` : null}
                    </td>
                    <td>{names.get(inv.invitedBy) ?? "—"}</td>
                    <td>{formatTime(inv.expiresAt)}</td>
                    <td>
                      {state === "pending" ? (
                        <button
                          type="button"
                          className="button button-danger"
                          onClick={() => void revoke(inv)}
                        >
                          Revoke{" "}
                          <span className="visually-hidden">
                            the invitation for {inv.email ?? "any e-mail"}
                          </span>
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      <InviteForm
        onInvited={() => {
          list.reload();
          onChanged();
        }}
      />
    </section>
  );
}

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [form, setForm] = useState({ email: "", role: "developer" as Role });
  const [error, setError] = useState<unknown>();
  const [created, setCreated] = useState<Created>();
  const [copied, setCopied] = useState<"copied" | "failed">();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setCreated(undefined);
    setCopied(undefined);
    try {
      setCreated(
        await api<Created>("POST", "/api/invitations", { body: { role: form.role, email: form.email } }),
      );
      setForm({ email: "", role: form.role });
      onInvited();
    } catch (failure) {
      setError(failure);
    }
  };

  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied("copied");
    } catch {
      // No clipboard permission (an insecure origin, a locked-down browser): the token stays selectable.
      setCopied("failed");
    }
  };

  return (
    <form className="card" onSubmit={submit} aria-label="Invite member">
      <h3>Invite a member</h3>
      <TextField
        label="E-mail"
        type="email"
        required
        value={form.email}
        onChange={(e) => setForm({ ...form, email: e.target.value })}
      />
      <SelectField
        label="Role"
        value={form.role}
        onChange={(e) => setForm({ ...form, role: e.target.value as Role })}
      >
        {[...ROLE_ORDER].reverse().map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </SelectField>
      <ErrorAlert error={error} title="Could not invite the member" />
      <button type="submit" className="button button-primary">
        Invite member
      </button>
      <StatusMessage>
        {created ? (
          <>
            Invitation for {created.invitation.email} as {created.invitation.role}, valid until{" "}
            {formatTime(created.invitation.expiresAt)}. Send them this token (shown once); they redeem it for
            their own API key:{" "}
            <span className="token-box">
              <code className="secret" data-testid="invitation-token">
                {created.token}
              </code>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => void copy(created.token)}
              >
                Copy token
              </button>
              {copied === "copied" ? <span>Copied.</span> : null}
              {copied === "failed" ? (
                <span>The browser refused the clipboard: select the token and copy it.</span>
              ) : null}
            </span>
          </>
        ) : null}
      </StatusMessage>
    </form>
  );
}
