import { ConfigurationError, ProtocolError } from "../../errors.js";
import { findOutcome, outcomeEventId, outcomeWrite } from "../../store/business-outcomes.js";
import { type BusinessStore, type BusinessWrite, commitWithRetry } from "../../store/business-store.js";
import { PayloadReader } from "../payload-reader.js";
import type { ServiceDefinition } from "../service-definition.js";
import { applyDpdUpdate, type LoanAssetState, parseBuckets } from "./asset-classification.js";
import { OutcomeOutbox } from "./outcome-outbox.js";

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
  create({ config, business, now, publish, logger }) {
    const buckets = parseBuckets(config.npa.buckets);
    const dlgDays = config.npa.dlg_days;
    const outbox = new OutcomeOutbox(business, OUTBOX, now);
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
        // Events a crash left staged for this loan go out first, in order.
        await outbox.flush(update.loan_id, publish);
        // Optimistic concurrency on the loan's record: a handler (in any process, on any host sharing
        // the business store) that changed it in between makes this commit fail, and this one starts
        // again from the winner's state.
        const outcome = await commitWithRetry<Handled>(business, async () => {
          const loan = await business.read<NpaLoanState>(STATE + update.loan_id);
          const previous = loan?.value;
          if (previous?.last_event_id === event.event_id) return nothing("applied"); // before a crash: flushed above
          if (asOf !== undefined && previous?.as_of !== undefined && asOf <= previous.as_of)
            return nothing("ignored", previous.as_of);
          // RBI preset: the running claim total is committed with the loan's record, so two loans
          // claiming at once never pass the 5% cap between them.
          const total = policy === "rbi" ? await business.read<number>(DLG_CLAIMED) : undefined;
          const claimed = total?.value ?? 0;
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
          const writes: BusinessWrite[] = [
            { key: STATE + update.loan_id, value: state, expect: loan?.revision ?? "absent" },
          ];
          const claim = applied.events.find((e) => e.event_type === NpaEvents.dlgTriggered)?.payload
            .claim_amount;
          if (policy === "rbi" && typeof claim === "number" && claim > 0)
            writes.push({ key: DLG_CLAIMED, value: claimed + claim, expect: total?.revision ?? "absent" });
          // The day's classification, keyed by loan and day: one per day.
          if (asOf !== undefined) {
            const day = `${update.loan_id}/${asOf}`;
            if (await findOutcome(business, "npa.classification", day))
              throw new Error(`npa: ${update.loan_id} already has a classification for ${asOf}`);
            const fields = {
              caused_by: event.event_id,
              class: state.class,
              days_past_due: update.days_past_due,
            };
            writes.push(outcomeWrite("npa.classification", day, fields, now));
          }
          const events = [];
          for (const next of applied.events) {
            const id = outcomeIdOf(next.event_type, state, dlgDays);
            // The guarantee claim is keyed by loan and trigger: never raised twice.
            if (next.event_type === NpaEvents.dlgTriggered) {
              if (await findOutcome(business, "npa.dlg", id.key)) continue;
              writes.push(outcomeWrite("npa.dlg", id.key, { caused_by: event.event_id }, now));
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
            writes.push({
              key: `${HISTORY}${update.loan_id}/${String(record.seq).padStart(10, "0")}`,
              value: record,
              expect: "absent",
            });
          }
          writes.push(...outbox.stage(update.loan_id, firstStaged, OutcomeOutbox.entriesFor(event, events)));
          return { writes, result: { status: "applied" } };
        });
        if (outcome.status === "ignored") {
          logger.info(
            "loan.dpd.updated ignored: the loan is already classified for that day or a later one",
            {
              loan_id: update.loan_id,
              as_of: asOf,
              classified_as_of: outcome.classifiedAsOf,
              event_id: event.event_id,
            },
          );
          return;
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

/** A handling that commits nothing: applied before (a redelivery), or for a day already classified. */
function nothing(status: Handled["status"], classifiedAsOf?: string) {
  return { writes: [], result: { status, classifiedAsOf } };
}

interface Handled {
  status: "applied" | "ignored";
  /** For `ignored`: the day the loan is already classified for. */
  classifiedAsOf?: string;
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
export async function assetTransitions(
  store: BusinessStore,
  loanId: string,
): Promise<AssetTransitionRecord[]> {
  return (await store.list<AssetTransitionRecord>(`${HISTORY}${loanId}/`)).map((r) => r.value);
}
