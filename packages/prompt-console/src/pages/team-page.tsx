import { type FormEvent, useState } from "react";
import { api } from "../api/http";
import { type ApiKey, atLeast, type Member, ROLE_ORDER, type Role } from "../api/types";
import { ErrorAlert, PageHeader, SelectField, StatusMessage, TableWrap, TextField } from "../components/ui";
import { formatTime } from "../format";
import { useMe } from "../session";
import { InvitationsSection } from "../team/invitations-section";
import { RoleSelect } from "../team/role-select";
import { useApi } from "../use-api";

/**
 * Members and API keys. A new member signs in with a key an admin issues for them here (the
 * platform has no passwords); the key's secret is shown once.
 */
export function TeamPage() {
  const me = useMe();
  const isAdmin = atLeast(me.role, "admin");
  const members = useApi<{ items: Member[] }>("/api/members");
  const keys = useApi<{ items: ApiKey[] }>("/api/api-keys");
  const names = new Map((members.data?.items ?? []).map((m) => [m.userId, m.name]));
  const [revokeError, setRevokeError] = useState<unknown>();

  const revoke = async (key: ApiKey) => {
    setRevokeError(undefined);
    try {
      await api("DELETE", `/api/api-keys/${key.id}`);
      keys.reload();
    } catch (failure) {
      setRevokeError(failure);
    }
  };

  return (
    <>
      <PageHeader title="Team" />
      <section aria-labelledby="members-title">
        <h2 id="members-title">Members of {me.org.name}</h2>
        <ErrorAlert error={members.error} />
        {members.data ? (
          <TableWrap label="Members">
            <table>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Role</th>
                  <th scope="col">Joined</th>
                </tr>
              </thead>
              <tbody>
                {members.data.items.map((m) => (
                  <tr key={m.userId}>
                    <th scope="row">
                      {m.name}
                      {m.userId === me.user?.id ? " (you)" : ""}
                    </th>
                    <td>{m.email}</td>
                    <td>
                      {isAdmin && m.userId !== me.user?.id ? (
                        <RoleSelect member={m} onChanged={members.reload} />
                      ) : (
                        m.role
                      )}
                    </td>
                    <td>{formatTime(m.joinedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        ) : null}
      </section>
      {isAdmin ? <InvitationsSection names={names} onChanged={members.reload} /> : null}

      <section aria-labelledby="keys-title">
        <h2 id="keys-title">API keys</h2>
        <ErrorAlert error={keys.error} />
        <ErrorAlert error={revokeError} title="Could not revoke the key" />
        {keys.data && keys.data.items.length > 0 ? (
          <TableWrap label="API keys">
            <table>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Owner</th>
                  <th scope="col">Role</th>
                  <th scope="col">Prefix</th>
                  <th scope="col">Last used</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {keys.data.items.map((k) => (
                  <tr key={k.id}>
                    <th scope="row">{k.name}</th>
                    <td>{names.get(k.userId) ?? k.userId}</td>
                    <td>{k.role}</td>
                    <td>
                      <code>{k.prefix}</code>
                    </td>
                    <td>{formatTime(k.lastUsedAt)}</td>
                    <td>
                      {k.revokedAt ? (
                        <span className="muted">revoked {formatTime(k.revokedAt)}</span>
                      ) : (
                        <button type="button" className="button button-danger" onClick={() => void revoke(k)}>
                          Revoke <span className="visually-hidden">{k.name}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        ) : (
          <p>No API keys yet.</p>
        )}
        <NewKeyForm myRole={me.role} onCreated={keys.reload} />
      </section>
    </>
  );
}

/** A key for the signed-in user only: nobody issues keys for another member (issue 24). */
function NewKeyForm({ myRole, onCreated }: { myRole: Role; onCreated: () => void }) {
  const [name, setName] = useState("");
  const [role, setRole] = useState<Role | "">("");
  const [secret, setSecret] = useState<string>();
  const [error, setError] = useState<unknown>();
  const roles = ROLE_ORDER.filter((r) => atLeast(myRole, r));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setSecret(undefined);
    try {
      const body = { name, ...(role ? { role } : {}) };
      const created = await api<{ apiKey: ApiKey; secret: string }>("POST", "/api/api-keys", { body });
      setSecret(created.secret);
      setName("");
      onCreated();
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <form className="card" onSubmit={submit} aria-label="New API key">
      <h3>New API key</h3>
      <TextField label="Key name" required value={name} onChange={(e) => setName(e.target.value)} />
      <SelectField
        label="Role"
        value={role}
        hint="Never above your own role."
        onChange={(e) => setRole(e.target.value as Role | "")}
      >
        <option value="">My role</option>
        {roles.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </SelectField>
      <ErrorAlert error={error} title="Could not create the key" />
      <button type="submit" className="button button-primary">
        Create key
      </button>
      <StatusMessage>
        {secret ? (
          <>
            Key created. Copy it now; it is not shown again:{" "}
            <code className="secret" data-testid="new-key-secret">
              {secret}
            </code>
          </>
        ) : null}
      </StatusMessage>
    </form>
  );
}
