/**
 * The bureau report format the credit_bureau service ingests (`eventplat.bureau.v1`, documented in
 * docs/event-platform.md): a credit information report as the four Indian credit
 * information companies issue it, reduced to the fields underwriting uses.
 */
export const BUREAUS = ["CIBIL", "EXPERIAN", "EQUIFAX", "CRIF_HIGHMARK"] as const;
export const ACCOUNT_TYPES = [
  "personal_loan",
  "home_loan",
  "vehicle_loan",
  "business_loan",
  "gold_loan",
  "education_loan",
  "consumer_durable",
  "credit_card",
  "other",
] as const;
export const OWNERSHIPS = ["individual", "joint", "guarantor"] as const;
export const ACCOUNT_STATUSES = ["active", "closed", "written_off", "settled"] as const;

export const REPORT_LIMITS = { accounts: 500, history: 36, enquiries: 500 } as const;

export interface BureauAccount {
  account_id: string;
  type: (typeof ACCOUNT_TYPES)[number];
  ownership: (typeof OWNERSHIPS)[number];
  opened_on: string;
  closed_on: string | null;
  sanctioned_amount: number;
  current_balance: number;
  amount_overdue: number;
  emi: number | null;
  status: (typeof ACCOUNT_STATUSES)[number];
  payment_history: Array<{ month: string; dpd: number }>;
}

export interface BureauReport {
  format: "eventplat.bureau.v1";
  report_id: string;
  bureau: (typeof BUREAUS)[number];
  generated_at: string;
  subject: { borrower_id: string };
  score: { value: number; version: string } | null;
  accounts: BureauAccount[];
  enquiries: Array<{ date: string; purpose: string; amount: number }>;
}

const ID = /^[A-Za-z0-9_.:-]{1,128}$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Checks a report against the format and lists every problem with its path
 * (`accounts[2].current_balance must be a number >= 0`); an empty list means the report is valid.
 */
export function validateReport(value: unknown): string[] {
  const errors: string[] = [];
  const v = new Validator(errors);
  if (!v.object(value, "report")) return errors;
  const r = value as Record<string, unknown>;
  if (r.format !== "eventplat.bureau.v1") errors.push('format must be "eventplat.bureau.v1"');
  v.id(r.report_id, "report_id");
  v.oneOf(r.bureau, BUREAUS, "bureau");
  const generated = v.time(r.generated_at, "generated_at");
  if (v.object(r.subject, "subject"))
    v.id((r.subject as Record<string, unknown>).borrower_id, "subject.borrower_id");
  if (r.score !== null) {
    if (v.object(r.score, "score")) {
      const score = r.score as Record<string, unknown>;
      v.number(score.value, "score.value", { min: 300, max: 900, integer: true });
      v.text(score.version, "score.version");
    }
  }
  if (v.list(r.accounts, "accounts", REPORT_LIMITS.accounts)) {
    const seen = new Set<unknown>();
    (r.accounts as unknown[]).forEach((account, i) => {
      const path = `accounts[${i}]`;
      if (!v.object(account, path)) return;
      const a = account as Record<string, unknown>;
      if (v.id(a.account_id, `${path}.account_id`) && seen.has(a.account_id))
        errors.push(`${path}.account_id repeats`);
      seen.add(a.account_id);
      v.oneOf(a.type, ACCOUNT_TYPES, `${path}.type`);
      v.oneOf(a.ownership, OWNERSHIPS, `${path}.ownership`);
      const opened = v.date(a.opened_on, `${path}.opened_on`);
      if (a.closed_on !== null) {
        const closed = v.date(a.closed_on, `${path}.closed_on`);
        if (opened !== undefined && closed !== undefined && closed < opened)
          errors.push(`${path}.closed_on is before opened_on`);
      }
      if (opened !== undefined && generated !== undefined && opened > generated)
        errors.push(`${path}.opened_on is after generated_at`);
      v.number(a.sanctioned_amount, `${path}.sanctioned_amount`, { min: 0 });
      v.number(a.current_balance, `${path}.current_balance`, { min: 0 });
      v.number(a.amount_overdue, `${path}.amount_overdue`, { min: 0 });
      if (a.emi !== null) v.number(a.emi, `${path}.emi`, { min: 0 });
      v.oneOf(a.status, ACCOUNT_STATUSES, `${path}.status`);
      if (v.list(a.payment_history, `${path}.payment_history`, REPORT_LIMITS.history)) {
        const months = new Set<unknown>();
        (a.payment_history as unknown[]).forEach((entry, j) => {
          const at = `${path}.payment_history[${j}]`;
          if (!v.object(entry, at)) return;
          const e = entry as Record<string, unknown>;
          if (typeof e.month !== "string" || !MONTH.test(e.month)) errors.push(`${at}.month must be YYYY-MM`);
          else if (months.has(e.month)) errors.push(`${at}.month repeats`);
          months.add(e.month);
          v.number(e.dpd, `${at}.dpd`, { min: 0, max: 999, integer: true });
        });
      }
    });
  }
  if (v.list(r.enquiries, "enquiries", REPORT_LIMITS.enquiries)) {
    (r.enquiries as unknown[]).forEach((enquiry, i) => {
      const path = `enquiries[${i}]`;
      if (!v.object(enquiry, path)) return;
      const e = enquiry as Record<string, unknown>;
      v.date(e.date, `${path}.date`);
      v.text(e.purpose, `${path}.purpose`);
      v.number(e.amount, `${path}.amount`, { min: 0 });
    });
  }
  const known = new Set([
    "format",
    "report_id",
    "bureau",
    "generated_at",
    "subject",
    "score",
    "accounts",
    "enquiries",
  ]);
  for (const key of Object.keys(r)) if (!known.has(key)) errors.push(`${key} is not a field of the format`);
  return errors;
}

export interface BureauFacts {
  borrower_id: string;
  report_id: string;
  bureau: BureauReport["bureau"];
  generated_at: string;
  score: number | null;
  thin_file: boolean;
  active_accounts: number;
  total_outstanding: number;
  total_overdue: number;
  total_emi: number;
  max_dpd_12m: number;
  max_dpd_24m: number;
  written_off_or_settled: number;
  enquiries_6m: number;
  credit_history_months: number;
}

const monthIndex = (yearMonth: string) =>
  Number(yearMonth.slice(0, 4)) * 12 + Number(yearMonth.slice(5, 7)) - 1;

/**
 * The facts underwriting uses, as of the report's `generated_at`. Totals count active accounts the
 * borrower owes (individual or joint; a guarantee is contingent, so guarantor accounts are left
 * out). Days past due look back 12 and 24 months including the month of the report; enquiries
 * back 180 days; the credit history runs from the oldest account opened to the report.
 */
export function deriveFacts(report: BureauReport): BureauFacts {
  const generated = Date.parse(report.generated_at);
  const reportMonth = monthIndex(report.generated_at.slice(0, 7));
  const owed = report.accounts.filter((a) => a.status === "active" && a.ownership !== "guarantor");
  const sum = (pick: (a: BureauAccount) => number) =>
    Math.round(owed.reduce((s, a) => s + pick(a), 0) * 100) / 100;
  const maxDpd = (months: number) =>
    Math.max(
      0,
      ...report.accounts.flatMap((a) =>
        a.payment_history
          .filter((h) => {
            const age = reportMonth - monthIndex(h.month);
            return age >= 0 && age < months;
          })
          .map((h) => h.dpd),
      ),
    );
  const oldest = Math.min(...report.accounts.map((a) => Date.parse(a.opened_on)));
  const oldestMonth = Number.isFinite(oldest)
    ? monthIndex(new Date(oldest).toISOString().slice(0, 7))
    : reportMonth;
  return {
    borrower_id: report.subject.borrower_id,
    report_id: report.report_id,
    bureau: report.bureau,
    generated_at: report.generated_at,
    score: report.score?.value ?? null,
    thin_file: report.score === null || report.accounts.length === 0,
    active_accounts: owed.length,
    total_outstanding: sum((a) => a.current_balance),
    total_overdue: sum((a) => a.amount_overdue),
    total_emi: sum((a) => a.emi ?? 0),
    max_dpd_12m: maxDpd(12),
    max_dpd_24m: maxDpd(24),
    written_off_or_settled: report.accounts.filter(
      (a) => a.status === "written_off" || a.status === "settled",
    ).length,
    enquiries_6m: report.enquiries.filter((e) => {
      const age = generated - Date.parse(e.date);
      return age >= 0 && age <= 180 * 86_400_000;
    }).length,
    credit_history_months: Math.max(0, reportMonth - oldestMonth),
  };
}

class Validator {
  constructor(private readonly errors: string[]) {}

  object(value: unknown, path: string): boolean {
    if (value !== null && typeof value === "object" && !Array.isArray(value)) return true;
    this.errors.push(`${path} must be an object`);
    return false;
  }

  list(value: unknown, path: string, max: number): boolean {
    if (Array.isArray(value) && value.length <= max) return true;
    this.errors.push(`${path} must be a list of at most ${max}`);
    return false;
  }

  id(value: unknown, path: string): boolean {
    if (typeof value === "string" && ID.test(value)) return true;
    this.errors.push(`${path} must be an id of 1-128 letters, digits or . _ : -`);
    return false;
  }

  text(value: unknown, path: string): void {
    if (typeof value !== "string" || value.trim() === "" || value.length > 200)
      this.errors.push(`${path} must be a string of 1-200 characters`);
  }

  oneOf(value: unknown, values: readonly string[], path: string): void {
    if (typeof value !== "string" || !values.includes(value))
      this.errors.push(`${path} must be one of ${values.join(", ")}`);
  }

  number(value: unknown, path: string, { min = -Infinity, max = Infinity, integer = false } = {}): void {
    if (
      typeof value !== "number" ||
      !Number.isFinite(value) ||
      value < min ||
      value > max ||
      (integer && !Number.isInteger(value))
    ) {
      const range = [min > -Infinity ? `>= ${min}` : "", max < Infinity ? `<= ${max}` : ""]
        .filter(Boolean)
        .join(" and ");
      this.errors.push(`${path} must be ${integer ? "an integer" : "a number"} ${range}`.trimEnd());
    }
  }

  time(value: unknown, path: string): number | undefined {
    const ms =
      typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isFinite(ms)) return ms;
    this.errors.push(`${path} must be an ISO-8601 time`);
    return undefined;
  }

  date(value: unknown, path: string): number | undefined {
    const ms = typeof value === "string" && DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
    // A day the month does not have (2026-02-31) parses as a later date: refuse it.
    if (Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value) return ms;
    this.errors.push(`${path} must be a date YYYY-MM-DD`);
    return undefined;
  }
}
