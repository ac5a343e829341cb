import type { EventStore } from "../../store/event-store.js";

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

/**
 * Consent records in the store under `prefix`: the consent service's own (`consent/`) and the
 * copies that processing services keep from consent events (`risk/consent/`, ...), so each can
 * check consent in its own process.
 */
export class ConsentStore {
  constructor(
    private readonly store: EventStore,
    private readonly prefix: string,
  ) {}

  get(consentId: string): ConsentRecord | undefined {
    const borrower = this.store.getValue<string>(`${this.prefix}id/${consentId}`);
    return borrower === undefined
      ? undefined
      : this.store.getValue<ConsentRecord>(this.key(borrower, consentId));
  }

  put(record: ConsentRecord): void {
    this.store.setValue(`${this.prefix}id/${record.consent_id}`, record.borrower_id);
    this.store.setValue(this.key(record.borrower_id, record.consent_id), record);
  }

  ofBorrower(borrowerId: string): ConsentRecord[] {
    return this.store.listValues<ConsentRecord>(`${this.prefix}borrower/${borrowerId}/`).map((r) => r.value);
  }

  all(): ConsentRecord[] {
    return this.store.listValues<ConsentRecord>(`${this.prefix}borrower/`).map((r) => r.value);
  }

  check(borrowerId: string, purpose: string, now: number): ConsentCheck {
    return checkConsent(this.ofBorrower(borrowerId), purpose, now);
  }

  /**
   * Applies `consent.granted`, `consent.withdrawn` or `consent.expired` (a processing service's
   * copy); other event types are ignored.
   */
  apply(
    eventType: string,
    payload: Record<string, unknown>,
    eventId: string,
    correlationId: string,
  ): boolean {
    if (eventType === "consent.granted") {
      this.put({
        consent_id: String(payload.consent_id),
        borrower_id: String(payload.borrower_id),
        purposes: (payload.purposes as string[]) ?? [],
        granted_at: String(payload.granted_at),
        expires_at: String(payload.expires_at),
        status: "granted",
        event_id: eventId,
        correlation_id: correlationId,
      });
      return true;
    }
    if (eventType !== "consent.withdrawn" && eventType !== "consent.expired") return false;
    const record = this.get(String(payload.consent_id));
    if (record?.status !== "granted") return true;
    this.put(
      eventType === "consent.withdrawn"
        ? { ...record, status: "withdrawn", withdrawn_at: String(payload.withdrawn_at) }
        : { ...record, status: "expired", expired_at: String(payload.expired_at) },
    );
    return true;
  }

  private key(borrowerId: string, consentId: string): string {
    return `${this.prefix}borrower/${borrowerId}/${consentId}`;
  }
}

export const CONSENT_EVENTS = ["consent.granted", "consent.withdrawn", "consent.expired"] as const;
