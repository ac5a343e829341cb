/** Purposes the services check before processing personal data. */
export const ConsentPurpose = {
  creditAssessment: "credit_assessment",
  creditBureau: "credit_bureau",
  loanServicing: "loan_servicing",
} as const;

export type ConsentStatus = "granted" | "withdrawn" | "expired";

export interface ConsentRecord {
  consent_id: string;
  borrower_id: string;
  purposes: string[];
  granted_at: string;
  expires_at: string;
  status: ConsentStatus;
  withdrawn_at?: string;
  expired_at?: string;
  /** The event that granted it: the cause and correlation of its expiry. */
  event_id: string;
  correlation_id: string;
}

export type ConsentCheck =
  | { ok: true; consent_id: string }
  | { ok: false; reason: "no_consent" | "withdrawn" | "expired" };

/**
 * Whether `borrowerId` has a live consent for `purpose` at `now`: granted, not withdrawn, and
 * `now` before `expires_at` (at `expires_at` it has lapsed, whether or not the expiry was swept
 * yet). When none is live the reason names the most recent consent for the purpose.
 */
export function checkConsent(records: readonly ConsentRecord[], purpose: string, now: number): ConsentCheck {
  const relevant = records.filter((r) => r.purposes.includes(purpose));
  const live = relevant.find((r) => r.status === "granted" && now < Date.parse(r.expires_at));
  if (live) return { ok: true, consent_id: live.consent_id };
  const latest = relevant.sort((a, b) => Date.parse(b.granted_at) - Date.parse(a.granted_at))[0];
  if (!latest) return { ok: false, reason: "no_consent" };
  return { ok: false, reason: latest.status === "withdrawn" ? "withdrawn" : "expired" };
}

/** Granted consents whose expiry has come (`expires_at <= now`). */
export function dueForExpiry(records: readonly ConsentRecord[], now: number): ConsentRecord[] {
  return records.filter((r) => r.status === "granted" && Date.parse(r.expires_at) <= now);
}

export const CONSENT_EVENTS = ["consent.granted", "consent.withdrawn", "consent.expired"] as const;
