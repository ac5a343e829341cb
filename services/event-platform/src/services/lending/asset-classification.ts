import { ConfigurationError } from "../../errors.js";
import { roundMoney } from "../payload-reader.js";
import { AssetClass, type DpdUpdate } from "./asset-class.js";
import {
  classifyRbi,
  type DlgCover,
  dlgClaim,
  type RbiProvision,
  rbiProvision,
} from "./rbi-asset-quality.js";

export { AssetClass, type DpdUpdate } from "./asset-class.js";

const ORDER: readonly AssetClass[] = Object.values(AssetClass);
/** The classes of the spec's table, which `npa.buckets` configures. */
const SPEC_ORDER: readonly AssetClass[] = [
  AssetClass.standard,
  AssetClass.sma0,
  AssetClass.sma1,
  AssetClass.sma2,
  AssetClass.substandard,
  AssetClass.doubtful,
  AssetClass.loss,
];
const NPA: ReadonlySet<AssetClass> = new Set([
  AssetClass.substandard,
  AssetClass.doubtful,
  AssetClass.doubtfulD1,
  AssetClass.doubtfulD2,
  AssetClass.doubtfulD3,
  AssetClass.loss,
]);

/** Names of the classes in `npa.buckets` (the configuration). */
const CONFIG_NAMES: Record<string, AssetClass> = {
  sma_0: AssetClass.sma0,
  sma_1: AssetClass.sma1,
  sma_2: AssetClass.sma2,
  substandard: AssetClass.substandard,
  doubtful: AssetClass.doubtful,
  loss: AssetClass.loss,
};

export interface Bucket {
  class: AssetClass;
  /** The first day past due that falls in this class. */
  fromDays: number;
}

/** The spec's table: SMA-0 at 30, SMA-1 at 60, SMA-2 at 90, substandard 91-180, doubtful 181-360, loss over 360. */
export const DEFAULT_BUCKETS: readonly Bucket[] = [
  { class: AssetClass.sma0, fromDays: 30 },
  { class: AssetClass.sma1, fromDays: 60 },
  { class: AssetClass.sma2, fromDays: 90 },
  { class: AssetClass.substandard, fromDays: 91 },
  { class: AssetClass.doubtful, fromDays: 181 },
  { class: AssetClass.loss, fromDays: 361 },
];

/** What the spec's table asks to be done on entering a class. */
export const CLASS_ACTIONS: Record<AssetClass, string> = {
  standard: "none",
  "SMA-0": "alert_relationship_manager",
  "SMA-1": "start_collection",
  "SMA-2": "prepare_npa_report",
  substandard: "provision_and_suspend_income",
  doubtful: "provision",
  "doubtful-D1": "provision",
  "doubtful-D2": "provision",
  "doubtful-D3": "provision",
  loss: "provision",
};

/**
 * `["sma_0:30", ...]` -> buckets. Every class must appear once, with whole-day thresholds >= 1
 * rising strictly in the order SMA-0, SMA-1, SMA-2, substandard, doubtful, loss.
 */
export function parseBuckets(entries: readonly string[]): Bucket[] {
  const found = new Map<AssetClass, number>();
  for (const entry of entries) {
    const match = /^([a-z_0-9]+):(\d+)$/.exec(entry.trim());
    const assetClass = match ? CONFIG_NAMES[match[1]!] : undefined;
    if (!match || !assetClass) {
      throw new ConfigurationError(
        `npa.buckets: "${entry}" is not <class>:<days> with class one of ${Object.keys(CONFIG_NAMES).join(", ")}`,
      );
    }
    if (found.has(assetClass)) throw new ConfigurationError(`npa.buckets: ${match[1]} appears twice`);
    found.set(assetClass, Number(match[2]));
  }
  const buckets = SPEC_ORDER.slice(1).map((c) => {
    const fromDays = found.get(c);
    if (fromDays === undefined) throw new ConfigurationError(`npa.buckets: ${c} is missing`);
    return { class: c, fromDays };
  });
  buckets.forEach((b, i) => {
    const previous = buckets[i - 1];
    if (b.fromDays < 1 || (previous && b.fromDays <= previous.fromDays)) {
      throw new ConfigurationError(
        `npa.buckets: ${b.class} starts at ${b.fromDays}, which must be >= 1 and after ${previous?.class ?? "standard"}`,
      );
    }
  });
  return buckets;
}

export function classify(daysPastDue: number, buckets: readonly Bucket[] = DEFAULT_BUCKETS): AssetClass {
  let result: AssetClass = AssetClass.standard;
  for (const bucket of buckets) if (daysPastDue >= bucket.fromDays) result = bucket.class;
  return result;
}

export function isNpa(assetClass: AssetClass): boolean {
  return NPA.has(assetClass);
}

/**
 * NPA provision in % of the outstanding: substandard 15, doubtful 25 when secured, loss 100 (the
 * spec). The spec gives no figure for an unsecured doubtful asset: 100, as the RBI's prudential norms
 * provide for the unsecured portion. Standard and SMA assets carry no NPA provision.
 */
export function provisionPercent(assetClass: AssetClass, secured: boolean): number {
  switch (assetClass) {
    case AssetClass.substandard:
      return 15;
    case AssetClass.doubtful:
      return secured ? 25 : 100;
    case AssetClass.loss:
      return 100;
    default:
      return 0;
  }
}

/** `asset_quality.policy`: the spec's table, or the RBI preset. */
export type AssetQualityPolicy = "spec" | "rbi";

export interface LoanAssetState {
  loan_id: string;
  class: AssetClass;
  days_past_due: number;
  /** The default loss guarantee was invoked in the current delinquency (re-armed at standard). */
  dlg_triggered: boolean;
  transitions: number;
  /** Delinquencies so far: one more each time the loan leaves standard (the DLG trigger's key). */
  delinquency?: number;
}

export interface ClassificationEvent {
  event_type: "sma.classified" | "npa.bucket.changed" | "npa.dlg.triggered";
  payload: Record<string, unknown>;
}

export interface Transition {
  from: AssetClass;
  to: AssetClass;
  direction: "downgrade" | "upgrade";
}

/**
 * Applies one days-past-due update to a loan. A change of class is one transition, whatever the
 * jump: into or out of an NPA class it is `npa.bucket.changed`, otherwise `sma.classified`
 * (upgrades included). `npa.dlg.triggered` follows once when days past due reach `dlgDays`; it is
 * armed again when the loan returns to standard. A new loan starts as standard.
 */
export function applyDpdUpdate(
  state: LoanAssetState | undefined,
  update: DpdUpdate,
  {
    buckets = DEFAULT_BUCKETS,
    dlgDays = 120,
    policy = "spec",
    dlgCover,
  }: {
    buckets?: readonly Bucket[];
    dlgDays?: number;
    policy?: AssetQualityPolicy;
    /** RBI preset: the covered portfolio and what claims took from it so far (5% cap). */
    dlgCover?: DlgCover;
  } = {},
): { state: LoanAssetState; transition?: Transition; events: ClassificationEvent[] } {
  const rbi = policy === "rbi";
  const from = state?.class ?? AssetClass.standard;
  const to = rbi
    ? rbiNext(from, classifyRbi(update.days_past_due, update.loss_identified), update.days_past_due)
    : classify(update.days_past_due, buckets);
  const next: LoanAssetState = {
    loan_id: update.loan_id,
    class: to,
    days_past_due: update.days_past_due,
    dlg_triggered: to === AssetClass.standard ? false : (state?.dlg_triggered ?? false),
    transitions: state?.transitions ?? 0,
    delinquency:
      (state?.delinquency ?? 0) + (from === AssetClass.standard && to !== AssetClass.standard ? 1 : 0),
  };
  const events: ClassificationEvent[] = [];
  const facts = {
    loan_id: update.loan_id,
    days_past_due: update.days_past_due,
    outstanding: update.outstanding,
    secured: update.secured,
  };
  let transition: Transition | undefined;
  if (from !== to) {
    transition = { from, to, direction: ORDER.indexOf(to) > ORDER.indexOf(from) ? "downgrade" : "upgrade" };
    next.transitions += 1;
    if (isNpa(from) || isNpa(to)) {
      const percent = provisionPercent(to, update.secured);
      const provision = rbi
        ? rbiProvision(to, update)
        : { percent, amount: roundMoney((update.outstanding * percent) / 100) };
      events.push({
        event_type: "npa.bucket.changed",
        payload: {
          ...facts,
          from,
          to,
          direction: transition.direction,
          provision_percent: provision.percent,
          provision_amount: provision.amount,
          ...(rbi ? { policy, ...portions(provision) } : {}),
          income_recognition: isNpa(to) ? "suspended" : "resumed",
          action: CLASS_ACTIONS[to],
        },
      });
    } else {
      events.push({
        event_type: "sma.classified",
        payload: {
          ...facts,
          class: to,
          previous_class: from,
          direction: transition.direction,
          action: CLASS_ACTIONS[to],
        },
      });
    }
  }
  if (update.days_past_due >= dlgDays && !next.dlg_triggered) {
    next.dlg_triggered = true;
    events.push({
      event_type: "npa.dlg.triggered",
      payload: {
        ...facts,
        class: to,
        threshold_days: dlgDays,
        ...(rbi && dlgCover ? dlgClaim(update.outstanding, dlgCover) : { claim_amount: update.outstanding }),
        action: "invoke_guarantee",
      },
    });
  }
  return { state: next, transition, events };
}

/**
 * IRACP: an NPA is upgraded to standard only once all arrears are paid (days past due 0); a part
 * payment that lowers the days past due leaves it in its NPA class. It can still age into a worse one.
 */
function rbiNext(from: AssetClass, to: AssetClass, daysPastDue: number): AssetClass {
  return isNpa(from) && daysPastDue > 0 && ORDER.indexOf(to) < ORDER.indexOf(from) ? from : to;
}

function portions(provision: RbiProvision | { percent: number; amount: number }) {
  return "secured_portion" in provision
    ? { secured_portion: provision.secured_portion, unsecured_portion: provision.unsecured_portion }
    : {};
}
