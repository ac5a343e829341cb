import { query } from "../api/http";
import { RELEASE_STATES, type Release } from "../api/types";
import {
  ErrorAlert,
  Loading,
  LoadMoreButton,
  PageHeader,
  SelectField,
  StateBadge,
  TableWrap,
} from "../components/ui";
import { actorName, formatTime } from "../format";
import { Link, navigate, useLocation } from "../router";
import { useCapabilityNames } from "../use-capability-names";
import { useMemberNames } from "../use-members";
import { usePaged } from "../use-paged";

/** Every release of the organisation with its approval state (`GET /api/releases`), filtered by state. */
export function ReleasesPage() {
  const { search } = useLocation();
  const state = search.get("state") ?? "";
  const list = usePaged<Release>(`/api/releases${query({ state, limit: 50 })}`);
  const names = useMemberNames();
  const capabilities = useCapabilityNames(list.items.map((r) => r.capabilityId));

  return (
    <>
      <PageHeader title="Releases" />
      <p className="lead">
        A release needs two approvals from people other than its creator before an admin can activate it.
      </p>
      <form className="filters" onSubmit={(e) => e.preventDefault()} aria-label="Filter releases">
        <SelectField
          label="State"
          value={state}
          onChange={(e) => navigate(`/releases${query({ state: e.target.value })}`, { replace: true })}
        >
          <option value="">All states</option>
          {RELEASE_STATES.map((s) => (
            <option key={s} value={s}>
              {s.replace(/_/g, " ")}
            </option>
          ))}
        </SelectField>
      </form>
      {list.error ? <ErrorAlert error={list.error} title="Could not load the releases" /> : null}
      {list.loading && list.items.length === 0 ? <Loading /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? (
        <p>No releases{state ? " in this state" : ""}.</p>
      ) : null}
      {list.items.length > 0 ? (
        <TableWrap label="Releases">
          <table>
            <thead>
              <tr>
                <th scope="col">Release</th>
                <th scope="col">Capability</th>
                <th scope="col">State</th>
                <th scope="col">Approvals</th>
                <th scope="col">Created by</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <Link to={`/releases/${r.id}`}>
                      v{r.versionNumber} · {r.notes || r.id.slice(-8)}
                    </Link>
                  </th>
                  <td>
                    <Link to={`/capabilities/${r.capabilityId}`}>
                      {capabilities.get(r.capabilityId) ?? "…"}
                    </Link>
                  </td>
                  <td>
                    <StateBadge state={r.state} />
                  </td>
                  <td>
                    {r.approvalCount} of {r.approvalsRequired}
                  </td>
                  <td>{actorName(r.createdBy, names)}</td>
                  <td>{formatTime(r.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      <LoadMoreButton list={list}>Load more releases</LoadMoreButton>
    </>
  );
}
