import { type FormEvent, useState } from "react";
import { api } from "../api/http";
import { atLeast } from "../api/types";
import {
  ErrorAlert,
  Loading,
  PageHeader,
  SelectField,
  StatusMessage,
  TableWrap,
  TextField,
} from "../components/ui";
import type { Budget, BudgetPeriod, CostForecast } from "../cost/cost-types";
import { ForecastChart } from "../cost/forecast-chart";
import { formatPercent, formatTime, formatUsd } from "../format";
import { useMe } from "../session";
import { useApi } from "../use-api";

/** Daily execution cost with the least-squares forecast, and the organisation's budgets (admins). */
export function CostPage() {
  const me = useMe();
  const isAdmin = atLeast(me.role, "admin");
  const forecast = useApi<CostForecast>(
    isAdmin ? "/api/admin/cost-forecast?historyDays=30&horizonDays=30" : null,
  );
  const budgets = useApi<{ items: Budget[] }>(isAdmin ? "/api/admin/budgets" : null);

  if (!isAdmin)
    return (
      <>
        <PageHeader title="Cost and budgets" />
        <p>Cost reports and budgets are for admins and owners; you are a {me.role}.</p>
      </>
    );

  const f = forecast.data;
  return (
    <>
      <PageHeader title="Cost and budgets" />
      <section aria-labelledby="forecast-title">
        <h2 id="forecast-title">Forecast</h2>
        {forecast.error ? <ErrorAlert error={forecast.error} title="Could not load the forecast" /> : null}
        {!f && !forecast.error ? <Loading /> : null}
        {f ? (
          <>
            <ForecastChart forecast={f} />
            <dl className="facts stats">
              <dt>Slope</dt>
              <dd>{formatUsd(f.fit.slope, 6)} / day</dd>
              <dt>Intercept</dt>
              <dd>{formatUsd(f.fit.intercept, 6)}</dd>
              <dt>R²</dt>
              <dd>{f.fit.r2.toFixed(3)}</dd>
              <dt>Next {f.horizonDays} days</dt>
              <dd>{formatUsd(f.projectedTotalUsd, 2)}</dd>
            </dl>
            <details>
              <summary>Daily figures</summary>
              <TableWrap label="Daily cost and projection">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Day</th>
                      <th scope="col">Cost</th>
                      <th scope="col">Executions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {f.history.map((d) => (
                      <tr key={d.day}>
                        <th scope="row">{d.day}</th>
                        <td>{formatUsd(d.costUsd, 6)}</td>
                        <td>{d.executions}</td>
                      </tr>
                    ))}
                    {f.projection.map((d) => (
                      <tr key={d.day} className="projected-row">
                        <th scope="row">{d.day} (projected)</th>
                        <td>{formatUsd(d.costUsd, 6)}</td>
                        <td>—</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            </details>
          </>
        ) : null}
      </section>

      <section aria-labelledby="budgets-title">
        <h2 id="budgets-title">Budgets</h2>
        {budgets.error ? <ErrorAlert error={budgets.error} title="Could not load the budgets" /> : null}
        {budgets.data?.items.length === 0 ? <p>No budgets yet.</p> : null}
        {budgets.data && budgets.data.items.length > 0 ? (
          <TableWrap label="Budget list">
            <table>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Period</th>
                  <th scope="col">Spent</th>
                  <th scope="col">Limit</th>
                  <th scope="col">Alert at</th>
                  <th scope="col">Kind</th>
                </tr>
              </thead>
              <tbody>
                {budgets.data.items.map((b) => (
                  <tr key={b.id}>
                    <th scope="row">{b.name}</th>
                    <td>
                      {b.period} <span className="muted">(ends {formatTime(b.periodEnd)})</span>
                    </td>
                    <td>
                      <meter min={0} max={b.limitUsd} high={b.limitUsd * b.alertThreshold} value={b.spentUsd}>
                        {formatPercent(b.spentUsd / b.limitUsd)}
                      </meter>{" "}
                      {formatUsd(b.spentUsd, 2)}
                    </td>
                    <td>{formatUsd(b.limitUsd, 2)}</td>
                    <td>{formatPercent(b.alertThreshold)}</td>
                    <td>{b.hard ? "hard (refuses executions)" : "soft (alerts only)"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        ) : null}
        <NewBudgetForm onCreated={budgets.reload} />
      </section>
    </>
  );
}

function NewBudgetForm({ onCreated }: { onCreated: () => void }) {
  const [form, setForm] = useState({
    name: "",
    period: "monthly" as BudgetPeriod,
    limitUsd: "100",
    alert: "80",
    hard: true,
  });
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setDone(undefined);
    try {
      const budget = await api<Budget>("POST", "/api/admin/budgets", {
        body: {
          name: form.name,
          period: form.period,
          limitUsd: Number(form.limitUsd),
          alertThreshold: Number(form.alert) / 100,
          hard: form.hard,
        },
      });
      setDone(`Budget ${budget.name} created.`);
      setForm({ ...form, name: "" });
      onCreated();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card" onSubmit={submit} aria-label="New budget">
      <h3>New budget</h3>
      <TextField
        label="Name"
        required
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <SelectField
        label="Period"
        value={form.period}
        onChange={(e) => setForm({ ...form, period: e.target.value as BudgetPeriod })}
      >
        <option value="daily">daily</option>
        <option value="weekly">weekly</option>
        <option value="monthly">monthly</option>
      </SelectField>
      <TextField
        label="Limit (USD)"
        type="number"
        inputMode="decimal"
        min="0.000001"
        step="any"
        required
        value={form.limitUsd}
        onChange={(e) => setForm({ ...form, limitUsd: e.target.value })}
      />
      <TextField
        label="Alert threshold (% of the limit)"
        type="number"
        min="1"
        max="100"
        required
        value={form.alert}
        onChange={(e) => setForm({ ...form, alert: e.target.value })}
      />
      <div className="field checkbox">
        <input
          id="budget-hard"
          type="checkbox"
          checked={form.hard}
          onChange={(e) => setForm({ ...form, hard: e.target.checked })}
        />
        <label htmlFor="budget-hard">Hard limit: refuse executions that would exceed it</label>
      </div>
      <ErrorAlert error={error} title="Could not create the budget" />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? "Creating…" : "Create budget"}
      </button>
      <StatusMessage>{done}</StatusMessage>
    </form>
  );
}
