import { type FormEvent, useEffect, useState } from "react";
import { api } from "../api/http";
import { ErrorAlert, SelectField, StatusMessage, TableWrap, TextArea } from "../components/ui";
import { formatTime } from "../format";
import {
  ACTION_TEXT,
  ACTIONS,
  CATEGORIES,
  type FirewallAction,
  type FirewallPolicy,
  type FirewallPolicyAnswer,
  type FirewallRule,
} from "./firewall-types";

/**
 * The organisation's firewall policy edited in place: an action per category, per-rule overrides,
 * the allow-list, and whether masked values are restored. Saving sends the whole policy (PUT).
 */
export function PolicyForm({
  answer,
  rules,
  canEdit,
  names,
  onSaved,
}: {
  answer: FirewallPolicyAnswer;
  rules: FirewallRule[];
  canEdit: boolean;
  names: ReadonlyMap<string, string>;
  onSaved: (answer: FirewallPolicyAnswer) => void;
}) {
  const [policy, setPolicy] = useState<FirewallPolicy>(answer.policy);
  const [allow, setAllow] = useState(answer.policy.allow.join("\n"));
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();
  useEffect(() => {
    setPolicy(answer.policy);
    setAllow(answer.policy.allow.join("\n"));
  }, [answer]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setDone(undefined);
    try {
      const body = {
        categories: policy.categories,
        rules: policy.rules,
        allow: allow
          .split("\n")
          .map((v) => v.trim())
          .filter(Boolean),
        restore: policy.restore,
      };
      onSaved(await api<FirewallPolicyAnswer>("PUT", "/api/firewall/policy", { body }));
      setDone("Policy saved; it applies to the next request.");
    } catch (failure) {
      setError(failure);
    }
  };

  const setRule = (id: string, action: FirewallAction | "") => {
    const next = { ...policy.rules };
    if (action) next[id] = action;
    else delete next[id];
    setPolicy({ ...policy, rules: next });
  };

  return (
    <form className="card" onSubmit={save} aria-label="Firewall policy">
      <h2>Policy</h2>
      <p className="muted">
        {answer.custom
          ? `Custom policy, last changed by ${names.get(answer.updatedBy?.replace(/^user:/, "") ?? "") ?? answer.updatedBy ?? "—"} on ${formatTime(answer.updatedAt)}.`
          : "The built-in policy applies (no custom policy saved)."}
      </p>
      <fieldset className="policy-grid" disabled={!canEdit}>
        <legend>Action by category</legend>
        {CATEGORIES.map((c) => (
          <SelectField
            key={c}
            label={`Category ${c}`}
            value={policy.categories[c]}
            hint={ACTION_TEXT[policy.categories[c]]}
            onChange={(e) =>
              setPolicy({
                ...policy,
                categories: { ...policy.categories, [c]: e.target.value as FirewallAction },
              })
            }
          >
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </SelectField>
        ))}
      </fieldset>
      <h3>Rules</h3>
      <TableWrap label="Firewall rules">
        <table>
          <thead>
            <tr>
              <th scope="col">Rule</th>
              <th scope="col">Category</th>
              <th scope="col">Severity</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((r) => (
              <tr key={r.id}>
                <th scope="row">
                  <code>{r.id}</code>
                  <br />
                  <span className="muted">{r.description}</span>
                </th>
                <td>{r.category}</td>
                <td>{r.severity}</td>
                <td>
                  <select
                    aria-label={`Action for ${r.id}`}
                    value={policy.rules[r.id] ?? ""}
                    disabled={!canEdit}
                    onChange={(e) => setRule(r.id, e.target.value as FirewallAction | "")}
                  >
                    <option value="">category's action</option>
                    {ACTIONS.map((a) => (
                      <option key={a} value={a}>
                        {a}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <TextArea
        label="Allow-list (one value per line, never reported)"
        rows={3}
        value={allow}
        disabled={!canEdit}
        onChange={(e) => setAllow(e.target.value)}
      />
      <div className="field">
        <label>
          <input
            type="checkbox"
            checked={policy.restore}
            disabled={!canEdit}
            onChange={(e) => setPolicy({ ...policy, restore: e.target.checked })}
          />{" "}
          Restore masked values in the model's answer (redact)
        </label>
      </div>
      <ErrorAlert error={error} title="Could not save the policy" />
      {canEdit ? (
        <button type="submit" className="button button-primary">
          Save policy
        </button>
      ) : (
        <p className="reason">Changing the policy needs the admin role.</p>
      )}
      <StatusMessage>{done}</StatusMessage>
    </form>
  );
}
