import { iso, isUniqueViolation, type Queryable } from "../db/database.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import { microsToUsd, usdToMicros } from "../executions/pricing.js";
import { createId } from "../ids.js";
import type { Principal } from "../tenancy/principal.js";
import { type BudgetPeriod, periodBounds } from "./budget-period.js";

export interface Budget {
  id: string;
  name: string;
  period: BudgetPeriod;
  limitUsd: number;
  /** Ratio of the limit at which an alert is recorded in the audit chain (once per period). */
  alertThreshold: number;
  /** A hard budget refuses executions that would exceed it; a soft one only alerts. */
  hard: boolean;
  periodStart: string;
  periodEnd: string;
  spentUsd: number;
  createdBy: string;
  createdAt: string;
}

export interface BudgetInput {
  name: string;
  period: BudgetPeriod;
  limitUsd: number;
  alertThreshold?: number | undefined;
  hard?: boolean | undefined;
}

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

export interface BudgetServiceDeps extends ServiceDeps {
  /** How long a reservation counts against hard budgets if its execution never settles (a crash). */
  reservationTtlMs: number;
}

/** Whether the organisation has a hard budget (true), only soft ones (false) or none (null). */
export type BudgetKinds = boolean | null;

/** The organisation's BudgetKinds as an SQL expression, for a query that has its id as `orgParam`. */
export const budgetKindsSql = (orgParam: string) =>
  `(SELECT bool_or(hard) FROM budgets WHERE org_id = ${orgParam})`;

/** What `reserve` holds for one execution, handed back to `settle` or `release`. */
export interface BudgetHold {
  /** The reservation against the hard budgets; null when the organisation has none. */
  reservationId: string | null;
  /** Whether the organisation had any budget, hard or soft, when the hold was made. */
  budgeted: boolean;
}

/**
 * Budgets per organisation. Before an execution runs, its cost estimate is reserved against every hard
 * budget under the budgets' row locks (so parallel executions cannot overshoot together); when it ends,
 * the reservation is dropped in the same transaction that records the execution's real cost, and a
 * budget whose spend reaches its alert threshold records `budget.alert` in the audit chain.
 */
export class BudgetService {
  constructor(private readonly deps: BudgetServiceDeps) {}

  async create(principal: Principal, input: BudgetInput): Promise<Budget> {
    const id = createId(this.deps.clock());
    const now = isoNow(this.deps.clock);
    try {
      await this.deps.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO budgets (id, org_id, name, period, limit_micros, alert_threshold, hard, created_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            id,
            principal.orgId,
            input.name,
            input.period,
            usdToMicros(input.limitUsd),
            input.alertThreshold ?? 0.8,
            input.hard ?? true,
            principal.actor,
            now,
          ],
        );
        await this.deps.audit.append(tx, {
          actor: principal.actor,
          orgId: principal.orgId,
          action: "budget.create",
          resource: `budget:${id}`,
          details: {
            name: input.name,
            period: input.period,
            limitUsd: input.limitUsd,
            alertThreshold: input.alertThreshold ?? 0.8,
            hard: input.hard ?? true,
          },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, "budgets_name"))
        throw new PlatformError("NAME_TAKEN", `A budget named "${input.name}" already exists`);
      throw error;
    }
    return this.get(principal.orgId, id);
  }

  async list(orgId: string): Promise<Budget[]> {
    const rows = await this.deps.db.query<BudgetRow>(
      `SELECT ${COLUMNS} FROM budgets WHERE org_id = $1 ORDER BY id`,
      [orgId],
    );
    return Promise.all(rows.map((r) => this.#toBudget(this.deps.db, orgId, r)));
  }

  async get(orgId: string, id: string): Promise<Budget> {
    const [row] = await this.deps.db.query<BudgetRow>(
      `SELECT ${COLUMNS} FROM budgets WHERE org_id = $1 AND id = $2`,
      [orgId, id],
    );
    if (!row) throw notFound("budget", id);
    return this.#toBudget(this.deps.db, orgId, row);
  }

  async delete(principal: Principal, id: string): Promise<Budget> {
    const budget = await this.get(principal.orgId, id);
    await this.deps.db.transaction(async (tx) => {
      const gone = await tx.query("DELETE FROM budgets WHERE org_id = $1 AND id = $2 RETURNING id", [
        principal.orgId,
        id,
      ]);
      if (gone.length === 0) throw notFound("budget", id);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "budget.delete",
        resource: `budget:${id}`,
        details: { name: budget.name },
      });
    });
    return budget;
  }

  /**
   * Holds `amountMicros` against the organisation's hard budgets, or refuses with BUDGET_EXCEEDED when
   * spent + reserved + amount would pass a limit. The hold says whether the organisation had any budget
   * at all, so that settling an execution of one without budgets costs no query. `kinds` is what
   * budgetKindsSql answered, when the caller read it within its own query (saving a round trip).
   */
  async reserve(
    orgId: string,
    amountMicros: number,
    kinds?: BudgetKinds,
    /** Models the execution calls that have no known price (issue 24): refused under a hard budget. */
    unpriced: readonly string[] = [],
  ): Promise<BudgetHold> {
    const hard =
      kinds === undefined
        ? (
            await this.deps.db.query<{ hard: BudgetKinds }>(`SELECT ${budgetKindsSql("$1")} AS hard`, [orgId])
          )[0]!.hard
        : kinds;
    if (hard !== true) return { reservationId: null, budgeted: hard === false };
    // A model without a price would cost $0 and slip under every hard limit.
    if (unpriced.length > 0)
      throw new PlatformError(
        "PRICE_UNKNOWN",
        `No price is known for ${unpriced.join(", ")}, and this organisation has a hard budget: ` +
          "add the model to PLATFORM_MODEL_PRICES or use a priced model",
      );
    const now = this.deps.clock();
    const id = createId(now);
    await this.deps.db.transaction(async (tx) => {
      const rows = await tx.query<BudgetRow>(
        `SELECT ${COLUMNS} FROM budgets WHERE org_id = $1 ORDER BY id FOR UPDATE`,
        [orgId],
      );
      await tx.query("DELETE FROM budget_reservations WHERE org_id = $1 AND expires_at <= $2", [
        orgId,
        new Date(now).toISOString(),
      ]);
      const [held] = await tx.query<{ total: string | number | null }>(
        "SELECT sum(amount_micros) AS total FROM budget_reservations WHERE org_id = $1",
        [orgId],
      );
      const reserved = Number(held?.total ?? 0);
      for (const row of rows) {
        if (!row.hard) continue;
        const bounds = periodBounds(row.period, now);
        const spent = await spentMicros(tx, orgId, bounds.start, bounds.end);
        const limit = Number(row.limit_micros);
        if (spent + reserved + amountMicros > limit) {
          const usd = (m: number) => `$${microsToUsd(m).toFixed(6)}`;
          throw new PlatformError(
            "BUDGET_EXCEEDED",
            `Budget "${row.name}" (${row.period}, limit ${usd(limit)}) would be exceeded: spent ${usd(spent)}, ` +
              `reserved by running executions ${usd(reserved)}, this execution up to ${usd(amountMicros)}`,
          );
        }
      }
      await tx.query(
        "INSERT INTO budget_reservations (id, org_id, amount_micros, expires_at) VALUES ($1, $2, $3, $4)",
        [id, orgId, amountMicros, new Date(now + this.deps.reservationTtlMs).toISOString()],
      );
    });
    return { reservationId: id, budgeted: true };
  }

  /** Drops a reservation that will not settle (the execution could not be recorded). */
  async release({ reservationId }: BudgetHold): Promise<void> {
    if (reservationId)
      await this.deps.db.query("DELETE FROM budget_reservations WHERE id = $1", [reservationId]);
  }

  /**
   * Inside the transaction that has just recorded an execution's cost: drops its reservation and
   * records `budget.alert` for every budget whose period spend has reached its alert threshold and
   * has not alerted in this period yet. Appends audit frames, so call it last but for the caller's own.
   * An organisation that had no budget when the execution was reserved is not looked at again: a
   * budget created while that execution ran has its first alert checked by the next execution.
   */
  async settle(tx: Queryable, orgId: string, hold: BudgetHold, actor: string): Promise<void> {
    if (hold.reservationId)
      await tx.query("DELETE FROM budget_reservations WHERE id = $1", [hold.reservationId]);
    if (!hold.budgeted) return;
    const rows = await tx.query<BudgetRow>(
      `SELECT ${COLUMNS} FROM budgets WHERE org_id = $1 ORDER BY id FOR UPDATE`,
      [orgId],
    );
    const now = this.deps.clock();
    for (const row of rows) {
      const bounds = periodBounds(row.period, now);
      if (row.alerted_period === bounds.key) continue;
      const spent = await spentMicros(tx, orgId, bounds.start, bounds.end);
      const limit = Number(row.limit_micros);
      if (spent < row.alert_threshold * limit) continue;
      await tx.query("UPDATE budgets SET alerted_period = $2 WHERE id = $1", [row.id, bounds.key]);
      await this.deps.audit.append(tx, {
        actor,
        orgId,
        action: "budget.alert",
        resource: `budget:${row.id}`,
        details: {
          name: row.name,
          period: row.period,
          periodStart: bounds.start.toISOString(),
          limitUsd: microsToUsd(limit),
          alertThreshold: row.alert_threshold,
          spentUsd: microsToUsd(spent),
          hard: row.hard,
        },
      });
    }
  }

  async #toBudget(db: Queryable, orgId: string, r: BudgetRow): Promise<Budget> {
    const bounds = periodBounds(r.period, this.deps.clock());
    return {
      id: r.id,
      name: r.name,
      period: r.period,
      limitUsd: microsToUsd(Number(r.limit_micros)),
      alertThreshold: r.alert_threshold,
      hard: r.hard,
      periodStart: bounds.start.toISOString(),
      periodEnd: bounds.end.toISOString(),
      spentUsd: microsToUsd(await spentMicros(db, orgId, bounds.start, bounds.end)),
      createdBy: r.created_by,
      createdAt: iso(r.created_at),
    };
  }
}

/** The organisation's execution cost completed in [start, end), in micro-USD. */
export async function spentMicros(db: Queryable, orgId: string, start: Date, end: Date): Promise<number> {
  const [row] = await db.query<{ total: string | number | null }>(
    `SELECT sum(cost_micros) AS total FROM executions
     WHERE org_id = $1 AND completed_at >= $2 AND completed_at < $3`,
    [orgId, start.toISOString(), end.toISOString()],
  );
  return Number(row?.total ?? 0);
}
