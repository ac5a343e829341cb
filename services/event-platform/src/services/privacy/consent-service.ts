import { derivedEventId } from "../../bus/derived-event-id.js";
import { ProtocolError } from "../../errors.js";
import { CLOCK_TICK, startSweeper } from "../deadline-sweeper.js";
import { iso, PayloadReader } from "../payload-reader.js";
import { serial } from "../serial.js";
import type { ServiceDefinition } from "../service-definition.js";
import { type ConsentRecord, dueForExpiry } from "./consent-registry.js";
import { SharedConsents } from "./shared-consents.js";

export const ConsentEvents = {
  grant: "consent.grant",
  withdraw: "consent.withdraw",
  granted: "consent.granted",
  withdrawn: "consent.withdrawn",
  expired: "consent.expired",
} as const;

/** Where the consent service keeps its records, in the business store (the disbursement saga reads them). */
export const CONSENT_PREFIX = "consent/";

/**
 * Consent: `consent.grant` (`{consent_id, borrower_id, purposes, expires_at}`) ->
 * `consent.granted`; `consent.withdraw` (`{consent_id, reason?}`) -> `consent.withdrawn`; a granted
 * consent reaching `expires_at` -> `consent.expired` (found by the sweep timer, on `clock.tick`, or
 * with any event handled). Every lifecycle event goes through the bus, so the audit service records
 * it in the ledger. Processing services keep copies and refuse to process without a live consent.
 */
export const consentService: ServiceDefinition = {
  name: "consent",
  description: "consent lifecycle: grant, withdraw, expire (each recorded in the audit ledger)",
  subscribes: [ConsentEvents.grant, ConsentEvents.withdraw, CLOCK_TICK],
  async create({ config, business, now, publish, logger }) {
    const consents = new SharedConsents(business, CONSENT_PREFIX);
    const countOf = (all: ConsentRecord[]) => ({
      granted: all.filter((c) => c.status === "granted").length,
      total: all.length,
    });
    // health() is synchronous: the counts as of start, then of the last sweep (which reads them all).
    let counts = countOf(await consents.all());
    const once = serial();
    const sweep = () =>
      once(async () => {
        const all = await consents.all();
        counts = countOf(all);
        for (const record of dueForExpiry(all, now())) {
          // The expiry's id is derived from the grant, so two sweeps (or two processes) announce it once.
          await publish({
            event_id: derivedEventId(record.event_id, "consent", ConsentEvents.expired, 0),
            event_type: ConsentEvents.expired,
            correlation_id: record.correlation_id,
            causation_id: record.event_id,
            payload: {
              consent_id: record.consent_id,
              borrower_id: record.borrower_id,
              purposes: record.purposes,
              expires_at: record.expires_at,
              // It lapsed at expires_at, whenever the sweep noticed: every sweep announces the same.
              expired_at: record.expires_at,
            },
          });
          await consents.put({ ...record, status: "expired", expired_at: record.expires_at });
          counts = { ...counts, granted: counts.granted - 1 };
        }
      });
    const stopSweeper = startSweeper(config.lending.sweep_interval_seconds, sweep, logger);
    return {
      async handle(event, context) {
        const read = new PayloadReader(event.payload, event.event_type);
        if (event.event_type === ConsentEvents.grant) {
          const consentId = read.id("consent_id");
          const borrowerId = read.id("borrower_id");
          const purposes = read.stringList("purposes", { min: 1 });
          const expiresAt = read.time("expires_at");
          const existing = await consents.get(consentId);
          if (existing && (existing.borrower_id !== borrowerId || existing.event_id !== event.event_id)) {
            throw new ProtocolError(`consent.grant: consent ${consentId} already exists`);
          }
          if (expiresAt <= now()) throw new ProtocolError("consent.grant: expires_at must be in the future");
          const grantedAt = existing?.granted_at ?? iso(now());
          await context.emit(ConsentEvents.granted, {
            consent_id: consentId,
            borrower_id: borrowerId,
            purposes,
            granted_at: grantedAt,
            expires_at: iso(expiresAt),
          });
          if (existing) return; // the same grant handled again: announced again, state kept
          await consents.put({
            consent_id: consentId,
            borrower_id: borrowerId,
            purposes,
            granted_at: grantedAt,
            expires_at: iso(expiresAt),
            status: "granted",
            event_id: event.event_id,
            correlation_id: event.correlation_id,
          });
        } else if (event.event_type === ConsentEvents.withdraw) {
          const consentId = read.id("consent_id");
          const reason = read.optionalString("reason") ?? null;
          const record = await consents.get(consentId);
          if (!record) throw new ProtocolError(`consent.withdraw: no consent ${consentId}`);
          if (record.status === "granted") {
            const withdrawnAt = iso(now());
            await context.emit(ConsentEvents.withdrawn, {
              consent_id: consentId,
              borrower_id: record.borrower_id,
              purposes: record.purposes,
              withdrawn_at: withdrawnAt,
              reason,
            });
            await consents.put({ ...record, status: "withdrawn", withdrawn_at: withdrawnAt });
          }
        }
        await sweep();
      },
      stop: stopSweeper,
      health() {
        return { ok: true, detail: `${counts.granted} granted of ${counts.total}` };
      },
    };
  },
};
