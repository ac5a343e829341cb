import { ConfigurationError, ProtocolError } from "../errors.js";
import { claimOutcome, outcomeEventId } from "../store/business-outcomes.js";
import { applyDpdUpdate, type LoanAssetState, parseBuckets } from "./asset-classification.js";
import { OutcomeOutbox } from "./outcome-outbox.js";
import { PayloadReader } from "./payload-reader.js";
import type { ServiceDefinition } from "./service-definition.js";

export const NpaEvents = {
  dpdUpdated: "loan.dpd.updated",
  smaClassified: "sma.classified",
  bucketChanged: "npa.bucket.changed",
  dlgTriggered: "npa.dlg.triggered",
} as const;

const STATE = "npa/loan/";
const HISTORY = "npa/history/";
const OUTBOX = "npa/outbox/";
/** RBI preset: the total paid out by default loss guarantee claims (against the 5% cap). */
const DLG_CLAIMED = "npa/dlg/claimed_total";

/** One recorded transition of a loan's asset class (kept in the store, one record per change). */
export interface AssetTransitionRecord {
  seq: number;
  loan_id: string;
  from: string;
  to: string;
  direction: "downgrade" | "upgrade";
  days_past_due: number;
  outstanding: number;
  event_id: string;
  recorded_at: string;
}

/**
 * Asset quality: classifies each loan by days past due on `loan.dpd.updated`
 * (`{loan_id, days_past_due, outstanding, secured}`) with the buckets of `npa.buckets`, keeps the
 * loan's class and every transition in the store, and emits `sma.classified`,
 * `npa.bucket.changed` and `npa.dlg.triggered`.
 */
export const npaService: ServiceDefinition = {
  name: "npa",
  description: "asset quality: SMA/NPA classification by days past due, provisions, default loss guarantee",
  subscribes: [NpaEvents.dpdUpdated],
  // A loan's class history depends on the order of its updates: over NATS one at a time, in order.
  ordered: true,
  create({ config, store, now, publish, logger }) {
    const buckets = parseBuckets(config.npa.buckets);
    const dlgDays = config.npa.dlg_days;
    const outbox = new OutcomeOutbox(store, OUTBOX);
    const policy = config.asset_quality.policy;
    const portfolio = config.asset_quality.dlg_portfolio_amount;
    if (policy === "rbi" && !(portfolio > 0))
      throw new ConfigurationError(
        "asset_quality.policy rbi caps default loss guarantee claims at 5% of the covered portfolio: set asset_quality.dlg_portfolio_amount",
      );
    if (policy === "rbi" && dlgDays > 120)
      throw new ConfigurationError(
        `asset_quality.policy rbi invokes the guarantee by 120 days past due; npa.dlg_days is ${dlgDays}`,
      );
    return {
      async handle(event) {
        const read = new PayloadReader(event.payload, event.event_type);
        const update = {
          loan_id: read.id("loan_id"),
          days_past_due: read.number("days_past_due", { min: 0, integer: true }),
          outstanding: read.number("outstanding", { min: 0 }),
          secured: read.boolean("secured"),
          ...(policy === "rbi"
            ? {
                security_value: read.optionalNumber("security_value", { min: 0 }),
                loss_identified: read.optionalBoolean("loss_identified") ?? false,
              }
            : {}),
        };
        const asOf = readDay(read, "as_of");
        const key = STATE + update.loan_id;
        // Events a crash left staged for this loan go out first, in order.
        await outbox.flush(update.loan_id, publish);
        // Compare-and-set on the loan's record: another handler (in this process or another one on
        // the same store) that changed it in between makes this one start again from its state.
        for (;;) {
          const raw = store.getRaw(key);
          const previous = raw === undefined ? undefined : (JSON.parse(raw) as NpaLoanState);
          if (previous?.last_event_id === event.event_id) break; // applied before a crash: flushed above
          if (asOf !== undefined && previous?.as_of !== undefined && asOf <= previous.as_of) {
            logger.info(
              "loan.dpd.updated ignored: the loan is already classified for that day or a later one",
              {
                loan_id: update.loan_id,
                as_of: asOf,
                classified_as_of: previous.as_of,
                event_id: event.event_id,
              },
            );
            return;
          }
          // RBI preset: the running claim total is compare-and-set with the loan's record, so two
          // loans claiming at once never pass the 5% cap between them.
          const claimedRaw = policy === "rbi" ? store.getRaw(DLG_CLAIMED) : undefined;
          const claimed = claimedRaw === undefined ? 0 : (JSON.parse(claimedRaw) as number);
          const applied = applyDpdUpdate(previous, update, {
            buckets,
            dlgDays,
            policy,
            dlgCover: { portfolio_amount: portfolio, claimed },
          });
          const firstStaged = previous?.staged ?? 0;
          const state: NpaLoanState = {
            ...applied.state,
            last_event_id: event.event_id,
            as_of: asOf ?? previous?.as_of,
            staged: firstStaged + applied.events.length,
          };
          const committed = retryWhenClaimTotalMoved(() =>
            store.transaction(() => {
              if (!store.compareAndSet(key, raw, state)) return false;
              const claim = applied.events.find((e) => e.event_type === NpaEvents.dlgTriggered)?.payload
                .claim_amount;
              if (policy === "rbi" && typeof claim === "number" && claim > 0) {
                // Throwing rolls the loan's write back with it; the loop starts again from fresh reads.
                if (!store.compareAndSet(DLG_CLAIMED, claimedRaw, claimed + claim))
                  throw new ClaimTotalMoved();
              }
              // The day's classification, keyed by loan and day (a primary key): one per day.
              if (asOf !== undefined) {
                const fields = {
                  caused_by: event.event_id,
                  class: state.class,
                  days_past_due: update.days_past_due,
                };
                if (!claimOutcome(store, "npa.classification", `${update.loan_id}/${asOf}`, fields, now))
                  throw new Error(`npa: ${update.loan_id} already has a classification for ${asOf}`);
              }
              const events = [];
              for (const next of applied.events) {
                const id = outcomeIdOf(next.event_type, state, dlgDays);
                // The guarantee claim is keyed by loan and trigger: never raised twice.
                if (next.event_type === NpaEvents.dlgTriggered) {
                  const claimed = claimOutcome(store, "npa.dlg", id.key, { caused_by: event.event_id }, now);
                  if (!claimed) continue;
                }
                events.push({ ...next, event_id: outcomeEventId(next.event_type, id.key) });
              }
              if (applied.transition) {
                const record: AssetTransitionRecord = {
                  seq: state.transitions,
                  loan_id: update.loan_id,
                  ...applied.transition,
                  days_past_due: update.days_past_due,
                  outstanding: update.outstanding,
                  event_id: event.event_id,
                  recorded_at: new Date(now()).toISOString(),
                };
                store.insertValue(
                  `${HISTORY}${update.loan_id}/${String(record.seq).padStart(10, "0")}`,
                  record,
                );
              }
              outbox.stage(update.loan_id, firstStaged, OutcomeOutbox.entriesFor(event, events));
              return true;
            }),
          );
          if (committed) break;
        }
        await outbox.flush(update.loan_id, publish);
      },
      health() {
        return {
          ok: true,
          detail:
            policy === "rbi"
              ? `RBI preset, DLG at ${dlgDays} days capped at 5% of ${portfolio}`
              : `buckets ${config.npa.buckets.join(",")}, DLG at ${dlgDays} days`,
        };
      },
    };
  },
};

/** The loan's record: its class, plus what makes handling idempotent and ordered by day. */
interface NpaLoanState extends LoanAssetState {
  /** The last `loan.dpd.updated` applied (a redelivery of it only flushes the outbox). */
  last_event_id?: string;
  /** The latest `as_of` day applied: an update for that day or an earlier one is not applied again. */
  as_of?: string;
  /** Events staged in the outbox so far (numbers the outbox entries). */
  staged?: number;
}

/**
 * The business key of an event npa emits: a class change by loan and transition number (the
 * compare-and-set makes that number unique), a guarantee claim by loan and trigger (the days past
 * due that invoke it, in the loan's n-th delinquency).
 */
function outcomeIdOf(eventType: string, state: NpaLoanState, dlgDays: number): { key: string } {
  if (eventType === NpaEvents.dlgTriggered)
    return { key: `${state.loan_id}/dpd-${dlgDays}/delinquency-${state.delinquency ?? 0}` };
  return { key: `${state.loan_id}/transition-${state.transitions}` };
}

/** The RBI preset's running claim total changed since it was read: start the handling again. */
class ClaimTotalMoved extends Error {}

/** Runs one attempt; a moved claim total counts as a lost compare-and-set (false), anything else throws. */
function retryWhenClaimTotalMoved(attempt: () => boolean): boolean {
  try {
    return attempt();
  } catch (error) {
    if (error instanceof ClaimTotalMoved) return false;
    throw error;
  }
}

/** An optional calendar day `YYYY-MM-DD`. */
function readDay(read: PayloadReader, field: string): string | undefined {
  const value = read.optionalString(field);
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new ProtocolError(`loan.dpd.updated: ${field} must be a date YYYY-MM-DD`);
  return value;
}

/** Every recorded transition of a loan, oldest first. */
export function assetTransitions(
  store: { listValues<T>(prefix: string): Array<{ value: T }> },
  loanId: string,
) {
  return store.listValues<AssetTransitionRecord>(`${HISTORY}${loanId}/`).map((r) => r.value);
}
