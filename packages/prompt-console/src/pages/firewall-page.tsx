import { useEffect, useState } from "react";
import { api, query } from "../api/http";
import { type AuditFrame, atLeast } from "../api/types";
import { ErrorAlert, Loading, PageHeader, TableWrap } from "../components/ui";
import { type DecisionEntry, decisionsFrom } from "../firewall/decision-log";
import type { FirewallPolicyAnswer, FirewallRule } from "../firewall/firewall-types";
import { PolicyForm } from "../firewall/policy-form";
import { formatTime } from "../format";
import { useMe } from "../session";
import { useApi } from "../use-api";
import { useMemberNames } from "../use-members";

/** How many audit frames one "older decisions" step reads (decisions are a subset of them). */
const FRAMES_PER_STEP = 200;

/** The organisation's firewall policy (edited in place) and its decision log from the audit chain. */
export function FirewallPage() {
  const me = useMe();
  const names = useMemberNames();
  const loaded = useApi<FirewallPolicyAnswer>("/api/firewall/policy");
  const rules = useApi<{ rules: FirewallRule[] }>("/api/firewall/rules");
  const [saved, setSaved] = useState<FirewallPolicyAnswer>();
  const answer = saved ?? loaded.data;

  return (
    <>
      <PageHeader title="Firewall" />
      <p className="lead">
        Every prompt of an execution, replay, eval case and sidecar request is scanned before any model is
        called.
      </p>
      <ErrorAlert error={loaded.error ?? rules.error} title="Could not load the firewall policy" />
      {answer && rules.data ? (
        <PolicyForm
          answer={answer}
          rules={rules.data.rules}
          canEdit={atLeast(me.role, "admin")}
          names={names}
          onSaved={setSaved}
        />
      ) : !loaded.error && !rules.error ? (
        <Loading />
      ) : null}
      <DecisionLog />
    </>
  );
}

/** `firewall.decision` frames: time, route, decision and rule ids; the chain never holds the content. */
function DecisionLog() {
  const [entries, setEntries] = useState<DecisionEntry[]>([]);
  const [oldest, setOldest] = useState<number>();
  const [more, setMore] = useState(true);
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(false);

  const load = async (before?: number) => {
    setLoading(true);
    try {
      const page = await api<{ items: AuditFrame[] }>(
        "GET",
        `/api/audit/frames${query({ before, limit: FRAMES_PER_STEP })}`,
      );
      setEntries((prev) => [...(before === undefined ? [] : prev), ...decisionsFrom(page.items)]);
      setOldest(page.items.at(-1)?.sequence);
      setMore(page.items.length === FRAMES_PER_STEP);
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once
  useEffect(() => void load(), []);

  return (
    <section aria-labelledby="decisions-title">
      <h2 id="decisions-title">Decision log</h2>
      <p className="muted">
        Blocked executions and every sidecar request, from the audit chain: where, what and which rules, never
        the prompt.
      </p>
      <ErrorAlert error={error} title="Could not load the decisions" />
      {!loading && entries.length === 0 && !error ? (
        <p>No firewall decisions in the frames read so far.</p>
      ) : null}
      {entries.length > 0 ? (
        <TableWrap label="Firewall decisions">
          <table>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Route</th>
                <th scope="col">Decision</th>
                <th scope="col">Rules</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((d) => (
                <tr key={d.sequence}>
                  <th scope="row">{formatTime(d.timestamp)}</th>
                  <td>{d.route}</td>
                  <td>
                    <span
                      className={`badge badge-${d.decision === "block" ? "failed" : d.decision === "allow" ? "passed" : "draft"}`}
                    >
                      {d.decision}
                    </span>
                  </td>
                  <td>{d.ruleIds.length > 0 ? d.ruleIds.map((id) => <code key={id}>{id} </code>) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      {more ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={loading}
          onClick={() => void load(oldest)}
        >
          Older decisions
        </button>
      ) : null}
    </section>
  );
}
