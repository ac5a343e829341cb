import { isoNow, type ServiceDeps, type Tx } from "../deps.js";
import { notFound } from "../errors.js";
import { usdToMicros } from "../executions/pricing.js";
import { createId } from "../ids.js";
import type { Principal } from "../tenancy/principal.js";
import { type BudgetPeriod, periodBounds } from "./budget-period.js";
import {
  alertDetails,
  alertReached,
  alreadyAlerted,
  type Budget,
  budgetExceeded,
  budgetView,
  DEFAULT_ALERT_THRESHOLD,
  DEFAULT_HARD,
  holdNeeded,
  refuseUnpriced,
  wouldExceed,
} from "./budget-rules.js";
import type { BudgetKinds, BudgetRecord, BudgetStore } from "./budget-store.js";

export type { Budget } from "./budget-rules.js";
export type { BudgetKinds } from "./budget-store.js";

export interface BudgetInput {
  name: string;
  period: BudgetPeriod;
  limitUsd: number;
  alertThreshold?: number | undefined;
  hard?: boolean | undefined;
}

export interface BudgetServiceDeps extends ServiceDeps {
  store: BudgetStore;
  /** How long a reservation counts against hard budgets if its execution never settles (a crash). */
  reservationTtlMs: number;
}

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
    const alertThreshold = input.alertThreshold ?? DEFAULT_ALERT_THRESHOLD;
    const hard = input.hard ?? DEFAULT_HARD;
    await this.deps.db.transaction(async (tx) => {
      await this.deps.store.insert(tx, principal.orgId, {
        id,
        name: input.name,
        period: input.period,
        limitMicros: usdToMicros(input.limitUsd),
        alertThreshold,
        hard,
        createdBy: principal.actor,
        createdAt: isoNow(this.deps.clock),
      });
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "budget.create",
        resource: `budget:${id}`,
        details: { name: input.name, period: input.period, limitUsd: input.limitUsd, alertThreshold, hard },
      });
    });
    return this.get(principal.orgId, id);
  }

  async list(orgId: string): Promise<Budget[]> {
    const records = await this.deps.store.list(this.deps.db, orgId);
    return Promise.all(records.map((r) => this.#view(orgId, r)));
  }

  async get(orgId: string, id: string): Promise<Budget> {
    const record = await this.deps.store.get(this.deps.db, orgId, id);
    if (!record) throw notFound("budget", id);
    return this.#view(orgId, record);
  }

  async delete(principal: Principal, id: string): Promise<Budget> {
    const budget = await this.get(principal.orgId, id);
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.store.delete(tx, principal.orgId, id))) throw notFound("budget", id);
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

  /** Whether the organisation has a hard budget, only soft ones or none (one small query). */
  kinds(orgId: string): Promise<BudgetKinds> {
    return this.deps.store.kinds(this.deps.db, orgId);
  }

  /**
   * Holds `amountMicros` against the organisation's hard budgets, or refuses with BUDGET_EXCEEDED when
   * spent + reserved + amount would pass a limit. The hold says whether the organisation had any budget
   * at all, so that settling an execution of one without budgets costs no query. `kinds` is what
   * `kinds` answered, when the caller read it alongside its own query.
   */
  async reserve(
    orgId: string,
    amountMicros: number,
    kinds?: BudgetKinds,
    /** Models the execution calls that have no known price (issue 24): refused under a hard budget. */
    unpriced: readonly string[] = [],
  ): Promise<BudgetHold> {
    const needed = holdNeeded(kinds === undefined ? await this.kinds(orgId) : kinds);
    if (!needed.reserve) return { reservationId: null, budgeted: needed.budgeted };
    refuseUnpriced(unpriced);
    const now = this.deps.clock();
    const id = createId(now);
    const { store } = this.deps;
    await this.deps.db.transaction(async (tx) => {
      const budgets = await store.lockAll(tx, orgId);
      await store.dropExpiredReservations(tx, orgId, new Date(now).toISOString());
      const reserved = await store.reservedMicros(tx, orgId);
      for (const budget of budgets) {
        if (!budget.hard) continue;
        const bounds = periodBounds(budget.period, now);
        const spent = await store.spentMicros(tx, orgId, bounds.start, bounds.end);
        if (wouldExceed(budget.limitMicros, spent, reserved, amountMicros))
          throw budgetExceeded(budget, spent, reserved, amountMicros);
      }
      await store.reserve(tx, {
        id,
        orgId,
        amountMicros,
        expiresAt: new Date(now + this.deps.reservationTtlMs).toISOString(),
      });
    });
    return { reservationId: id, budgeted: true };
  }

  /** Drops a reservation that will not settle (the execution could not be recorded). */
  async release({ reservationId }: BudgetHold): Promise<void> {
    if (reservationId) await this.deps.store.dropReservation(this.deps.db, reservationId);
  }

  /**
   * Inside the transaction that has just recorded an execution's cost: drops its reservation and
   * records `budget.alert` for every budget whose period spend has reached its alert threshold and
   * has not alerted in this period yet. Appends audit frames, so call it last but for the caller's own.
   * An organisation that had no budget when the execution was reserved is not looked at again: a
   * budget created while that execution ran has its first alert checked by the next execution.
   */
  async settle(tx: Tx, orgId: string, hold: BudgetHold, actor: string): Promise<void> {
    const { store } = this.deps;
    if (hold.reservationId) await store.dropReservation(tx, hold.reservationId);
    if (!hold.budgeted) return;
    const budgets = await store.lockAll(tx, orgId);
    const now = this.deps.clock();
    for (const budget of budgets) {
      const bounds = periodBounds(budget.period, now);
      if (alreadyAlerted(budget, bounds)) continue;
      const spent = await store.spentMicros(tx, orgId, bounds.start, bounds.end);
      if (!alertReached(budget, spent)) continue;
      await store.markAlerted(tx, budget.id, bounds.key);
      await this.deps.audit.append(tx, {
        actor,
        orgId,
        action: "budget.alert",
        resource: `budget:${budget.id}`,
        details: alertDetails(budget, bounds, spent),
      });
    }
  }

  async #view(orgId: string, record: BudgetRecord): Promise<Budget> {
    const bounds = periodBounds(record.period, this.deps.clock());
    return budgetView(
      record,
      bounds,
      await this.deps.store.spentMicros(this.deps.db, orgId, bounds.start, bounds.end),
    );
  }
}
