import { ConfigurationError } from "../errors.js";
import { applyDpdUpdate, type LoanAssetState, parseBuckets } from "./asset-classification.js";
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
  create({ config, store, now }) {
    const buckets = parseBuckets(config.npa.buckets);
    const dlgDays = config.npa.dlg_days;
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
      async handle(event, context) {
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
        const key = STATE + update.loan_id;
        const previous = store.getValue<LoanAssetState>(key);
        const claimed = policy === "rbi" ? (store.getValue<number>(DLG_CLAIMED) ?? 0) : 0;
        const { state, transition, events } = applyDpdUpdate(previous, update, {
          buckets,
          dlgDays,
          policy,
          dlgCover: { portfolio_amount: portfolio, claimed },
        });
        // Emit first, then persist: handled again after a crash in between, the same derived event
        // ids are emitted again and dropped as duplicates; persisted first, they would be lost.
        for (const next of events) await context.emit(next.event_type, next.payload);
        store.setValue(key, state);
        const claim = events.find((e) => e.event_type === NpaEvents.dlgTriggered)?.payload.claim_amount;
        if (policy === "rbi" && typeof claim === "number") store.setValue(DLG_CLAIMED, claimed + claim);
        if (transition) {
          const record: AssetTransitionRecord = {
            seq: state.transitions,
            loan_id: update.loan_id,
            ...transition,
            days_past_due: update.days_past_due,
            outstanding: update.outstanding,
            event_id: event.event_id,
            recorded_at: new Date(now()).toISOString(),
          };
          store.setValue(`${HISTORY}${update.loan_id}/${String(record.seq).padStart(10, "0")}`, record);
        }
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

/** Every recorded transition of a loan, oldest first. */
export function assetTransitions(
  store: { listValues<T>(prefix: string): Array<{ value: T }> },
  loanId: string,
) {
  return store.listValues<AssetTransitionRecord>(`${HISTORY}${loanId}/`).map((r) => r.value);
}
