import { iso, isUniqueViolation, type Queryable } from "../db/database.js";
import { PlatformError } from "../errors.js";
import type { BudgetPeriod } from "./budget-period.js";

/** A budget as stored: amounts in integer micro-USD. */
export interface BudgetRecord {
  id: string;
  name: string;
  period: BudgetPeriod;
  limitMicros: number;
  alertThreshold: number;
  hard: boolean;
  /** The key of the period in which the budget last alerted (null: never). */
  alertedPeriod: string | null;
  createdBy: string;
  createdAt: string;
}

/** Whether the organisation has a hard budget (true), only soft ones (false) or none (null). */
export type BudgetKinds = boolean | null;

interface BudgetRow {
  id: string;
  name: string;
  period: BudgetPeriod;
  limit_micros: string | number;
  alert_threshold: number;
  hard: boolean;
  alerted_period: string | null;
  created_by: string;
  created_at: Date | string;
}

const COLUMNS =
  "id, name, period, limit_micros, alert_threshold, hard, alerted_period, created_by, created_at";

const toRecord = (r: BudgetRow): BudgetRecord => ({
  id: r.id,
  name: r.name,
  period: r.period,
  limitMicros: Number(r.limit_micros),
  alertThreshold: r.alert_threshold,
  hard: r.hard,
  alertedPeriod: r.alerted_period,
  createdBy: r.created_by,
  createdAt: iso(r.created_at),
});

const sum = (rows: { total: string | number | null }[]) => Number(rows[0]?.total ?? 0);

/**
 * Tables budgets and budget_reservations, and the executions' cost as budgets count it. Every method
 * takes the connection or transaction to run on (`q`), so the service decides what is atomic.
 */
export class BudgetStore {
  /** Refuses a second budget of the same name in the organisation with NAME_TAKEN. */
  async insert(q: Queryable, orgId: string, b: Omit<BudgetRecord, "alertedPeriod">): Promise<void> {
    try {
      await q.query(
        `INSERT INTO budgets (id, org_id, name, period, limit_micros, alert_threshold, hard, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [b.id, orgId, b.name, b.period, b.limitMicros, b.alertThreshold, b.hard, b.createdBy, b.createdAt],
      );
    } catch (error) {
      if (isUniqueViolation(error, "budgets_name"))
        throw new PlatformError("NAME_TAKEN", `A budget named "${b.name}" already exists`);
      throw error;
    }
  }

  async list(q: Queryable, orgId: string): Promise<BudgetRecord[]> {
    const rows = await q.query<BudgetRow>(`SELECT ${COLUMNS} FROM budgets WHERE org_id = $1 ORDER BY id`, [
      orgId,
    ]);
    return rows.map(toRecord);
  }

  /**
   * The organisation's budgets, each row locked FOR UPDATE until the transaction ends: reservations
   * and alerts of parallel executions are judged one after the other.
   */
  async lockAll(tx: Queryable, orgId: string): Promise<BudgetRecord[]> {
    const rows = await tx.query<BudgetRow>(
      `SELECT ${COLUMNS} FROM budgets WHERE org_id = $1 ORDER BY id FOR UPDATE`,
      [orgId],
    );
    return rows.map(toRecord);
  }

  async get(q: Queryable, orgId: string, id: string): Promise<BudgetRecord | undefined> {
    const [row] = await q.query<BudgetRow>(`SELECT ${COLUMNS} FROM budgets WHERE org_id = $1 AND id = $2`, [
      orgId,
      id,
    ]);
    return row ? toRecord(row) : undefined;
  }

  /** Whether a row was deleted. */
  async delete(q: Queryable, orgId: string, id: string): Promise<boolean> {
    const gone = await q.query("DELETE FROM budgets WHERE org_id = $1 AND id = $2 RETURNING id", [orgId, id]);
    return gone.length > 0;
  }

  async markAlerted(tx: Queryable, id: string, periodKey: string): Promise<void> {
    await tx.query("UPDATE budgets SET alerted_period = $2 WHERE id = $1", [id, periodKey]);
  }

  /** The organisation's BudgetKinds in one small query. */
  async kinds(q: Queryable, orgId: string): Promise<BudgetKinds> {
    const [row] = await q.query<{ hard: BudgetKinds }>(
      "SELECT (SELECT bool_or(hard) FROM budgets WHERE org_id = $1) AS hard",
      [orgId],
    );
    return row!.hard;
  }

  async dropExpiredReservations(tx: Queryable, orgId: string, now: string): Promise<void> {
    await tx.query("DELETE FROM budget_reservations WHERE org_id = $1 AND expires_at <= $2", [orgId, now]);
  }

  /** What running executions of the organisation hold, in micro-USD. */
  async reservedMicros(tx: Queryable, orgId: string): Promise<number> {
    return sum(
      await tx.query<{ total: string | number | null }>(
        "SELECT sum(amount_micros) AS total FROM budget_reservations WHERE org_id = $1",
        [orgId],
      ),
    );
  }

  async reserve(
    tx: Queryable,
    r: { id: string; orgId: string; amountMicros: number; expiresAt: string },
  ): Promise<void> {
    await tx.query(
      "INSERT INTO budget_reservations (id, org_id, amount_micros, expires_at) VALUES ($1, $2, $3, $4)",
      [r.id, r.orgId, r.amountMicros, r.expiresAt],
    );
  }

  async dropReservation(q: Queryable, id: string): Promise<void> {
    await q.query("DELETE FROM budget_reservations WHERE id = $1", [id]);
  }

  /** The organisation's execution cost completed in [start, end), in micro-USD. */
  async spentMicros(q: Queryable, orgId: string, start: Date, end: Date): Promise<number> {
    return sum(
      await q.query<{ total: string | number | null }>(
        `SELECT sum(cost_micros) AS total FROM executions
         WHERE org_id = $1 AND completed_at >= $2 AND completed_at < $3`,
        [orgId, start.toISOString(), end.toISOString()],
      ),
    );
  }

  /** Cost and count of executions completed on each UTC day (YYYY-MM-DD) in [from, to); days without any are absent. */
  async dailyCost(
    q: Queryable,
    orgId: string,
    from: string,
    to: string,
  ): Promise<Map<string, { costMicros: number; executions: number }>> {
    const rows = await q.query<{ day: string; total: string | number; n: string | number }>(
      `SELECT to_char(completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(cost_micros) AS total, count(*) AS n
       FROM executions WHERE org_id = $1 AND completed_at >= $2 AND completed_at < $3 GROUP BY 1`,
      [orgId, from, to],
    );
    return new Map(rows.map((r) => [r.day, { costMicros: Number(r.total), executions: Number(r.n) }]));
  }
}
