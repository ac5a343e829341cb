import { useState } from "react";
import { api } from "../api/http";
import { type Member, ROLE_ORDER, type Role } from "../api/types";
import { ErrorAlert } from "../components/ui";

/**
 * A member's role, changed in place by an admin (`PUT /api/members/{userId}`); the platform refuses
 * what the caller may not do (demoting the last owner, raising above your own role) and the select
 * returns to the stored role with the refusal beside it.
 */
export function RoleSelect({ member, onChanged }: { member: Member; onChanged: () => void }) {
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const change = async (role: Role) => {
    setError(undefined);
    setBusy(true);
    try {
      await api("PUT", `/api/members/${encodeURIComponent(member.userId)}`, { body: { role } });
      onChanged();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <select
        aria-label={`Role of ${member.name}`}
        value={member.role}
        disabled={busy}
        onChange={(e) => void change(e.target.value as Role)}
      >
        {[...ROLE_ORDER].reverse().map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
      <ErrorAlert error={error} title="Role not changed" />
    </>
  );
}
