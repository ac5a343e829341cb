import { commitWithRetry } from "../../store/business-store.js";
import type { ConsentRecord } from "./consent-registry.js";
import { SharedConsents } from "./shared-consents.js";

/** A copy written from a `consent.withdrawn` or `consent.expired` that overtook its `consent.granted`. */
type CopyRecord = ConsentRecord & { awaiting_grant?: true };

/**
 * A processing service's copy of consent events (`risk/consent/`, `credit_bureau/consent/`), in the
 * business store so that every host running the service sees every consent event, whichever host
 * handled it (decision 0036); same keys as the copies kept in the store file before.
 *
 * Two hosts may handle a consent's grant and its withdrawal at the same time, in either order (the
 * service's consumer is shared, not ordered), so applying is order-independent: a withdrawal or
 * expiry is final and a grant never undoes it, each write expecting the record as read.
 */
export class ConsentCopies extends SharedConsents {
  /**
   * Applies `consent.granted`, `consent.withdrawn` or `consent.expired`; false (nothing done) for
   * any other event type.
   */
  async apply(
    eventType: string,
    payload: Record<string, unknown>,
    eventId: string,
    correlationId: string,
  ): Promise<boolean> {
    if (
      eventType !== "consent.granted" &&
      eventType !== "consent.withdrawn" &&
      eventType !== "consent.expired"
    )
      return false;
    const consentId = String(payload.consent_id);
    const borrowerId = String(payload.borrower_id);
    const key = this.key(borrowerId, consentId);
    await commitWithRetry(this.business, async () => {
      const current = await this.business.read<CopyRecord>(key);
      const next = merge(current?.value, eventType, payload, eventId, correlationId);
      if (next === undefined) return { writes: [], result: undefined };
      const writes = [
        { key: `${this.prefix}id/${consentId}`, value: borrowerId },
        { key, value: next, expect: current?.revision ?? "absent" },
      ];
      return { writes, result: undefined };
    });
    return true;
  }
}

/** The copy after the event, or undefined when the event changes nothing. */
function merge(
  current: CopyRecord | undefined,
  eventType: string,
  payload: Record<string, unknown>,
  eventId: string,
  correlationId: string,
): CopyRecord | undefined {
  if (eventType === "consent.granted") {
    const grant = {
      granted_at: String(payload.granted_at),
      expires_at: String(payload.expires_at),
      event_id: eventId,
      correlation_id: correlationId,
    };
    if (current === undefined) {
      return {
        consent_id: String(payload.consent_id),
        borrower_id: String(payload.borrower_id),
        purposes: (payload.purposes as string[]) ?? [],
        status: "granted",
        ...grant,
      };
    }
    if (!current.awaiting_grant) return undefined; // the grant again: nothing new
    const { awaiting_grant: _, ...ended } = current;
    return { ...ended, ...grant }; // the withdrawal or expiry that came first stays
  }
  if (current !== undefined && current.status !== "granted") return undefined; // already ended
  const ending =
    eventType === "consent.withdrawn"
      ? { status: "withdrawn" as const, withdrawn_at: String(payload.withdrawn_at) }
      : { status: "expired" as const, expired_at: String(payload.expired_at) };
  if (current !== undefined) return { ...current, ...ending };
  // The grant has not been applied yet: the end is recorded now, the grant's fields filled in later.
  const at = ending.status === "withdrawn" ? ending.withdrawn_at : ending.expired_at;
  return {
    consent_id: String(payload.consent_id),
    borrower_id: String(payload.borrower_id),
    purposes: (payload.purposes as string[]) ?? [],
    granted_at: at,
    expires_at: typeof payload.expires_at === "string" ? payload.expires_at : at,
    event_id: "",
    correlation_id: "",
    awaiting_grant: true,
    ...ending,
  };
}
