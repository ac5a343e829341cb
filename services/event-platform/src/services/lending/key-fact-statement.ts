import { DAY_MS, iso, roundMoney } from "../payload-reader.js";
import { annualPercentageRate, emi } from "./kfs-apr.js";
import type { Charge, Quote } from "./pricing-rules.js";

export interface KeyFactStatement {
  kfs_id: string;
  application_id: string;
  borrower_id: string;
  product: Quote["product"];
  principal: number;
  tenure_months: number;
  annual_rate_percent: number;
  interest_type: "fixed";
  emi: number;
  instalments: number;
  charges: Charge[];
  upfront_charges: number;
  monthly_charges: number;
  net_disbursed: number;
  total_interest: number;
  total_amount_payable: number;
  apr_percent: number;
  issued_at: string;
  valid_until: string;
}

export type KfsStatus = "issued" | "accepted";

export interface KfsRecord {
  statement: KeyFactStatement;
  status: KfsStatus;
  loan_id?: string;
  accepted_at?: string;
}

/** The statement of an application: one per application, so its id is derived from it. */
export function kfsIdFor(applicationId: string): string {
  return `KFS-${applicationId}`;
}

/**
 * Builds the key fact statement of a quote: instalment, every charge, net disbursed amount, total
 * interest and amount payable, APR (see `annualPercentageRate`) and the end of its validity.
 */
export function buildStatement(
  offer: Quote & { application_id: string; borrower_id: string },
  { issuedAt, validityDays }: { issuedAt: number; validityDays: number },
): KeyFactStatement {
  const instalment = emi(offer.amount, offer.annual_rate_percent, offer.tenure_months);
  const upfront = roundMoney(
    offer.charges.reduce((sum, c) => (c.type === "upfront" ? sum + c.amount : sum), 0),
  );
  const monthly = roundMoney(
    offer.charges.reduce((sum, c) => (c.type === "recurring" ? sum + c.amount : sum), 0),
  );
  return {
    kfs_id: kfsIdFor(offer.application_id),
    application_id: offer.application_id,
    borrower_id: offer.borrower_id,
    product: offer.product,
    principal: offer.amount,
    tenure_months: offer.tenure_months,
    annual_rate_percent: offer.annual_rate_percent,
    interest_type: "fixed",
    emi: instalment,
    instalments: offer.tenure_months,
    charges: offer.charges,
    upfront_charges: upfront,
    monthly_charges: monthly,
    net_disbursed: roundMoney(offer.amount - upfront),
    total_interest: roundMoney(instalment * offer.tenure_months - offer.amount),
    total_amount_payable: roundMoney((instalment + monthly) * offer.tenure_months),
    apr_percent: annualPercentageRate({
      principal: offer.amount,
      months: offer.tenure_months,
      emi: instalment,
      upfrontCharges: upfront,
      monthlyCharges: monthly,
    }),
    issued_at: iso(issuedAt),
    valid_until: iso(issuedAt + validityDays * DAY_MS),
  };
}

export type AcceptOutcome =
  | { ok: true; record: KfsRecord; repeated: boolean }
  | { ok: false; reason: "unknown_kfs" | "expired" | "already_accepted"; detail: string };

/**
 * Accepting a statement: possible until `valid_until` inclusive, once (accepting again for the same
 * loan repeats the acceptance; for another loan it is refused).
 */
export function acceptStatement(record: KfsRecord | undefined, loanId: string, at: number): AcceptOutcome {
  if (!record) return { ok: false, reason: "unknown_kfs", detail: "no such key fact statement" };
  if (record.status === "accepted") {
    return record.loan_id === loanId
      ? { ok: true, record, repeated: true }
      : { ok: false, reason: "already_accepted", detail: `accepted for loan ${record.loan_id}` };
  }
  if (at > Date.parse(record.statement.valid_until)) {
    return { ok: false, reason: "expired", detail: `valid until ${record.statement.valid_until}` };
  }
  return {
    ok: true,
    repeated: false,
    record: { ...record, status: "accepted", loan_id: loanId, accepted_at: iso(at) },
  };
}
