import { roundMoney } from "../payload-reader.js";
import { AssetClass, type DpdUpdate } from "./asset-class.js";

/**
 * The RBI preset of asset quality (`asset_quality.policy: rbi`; docs/decisions/0010): the SMA
 * classes and the IRACP ageing of NPAs, the IRACP provisions, and the default loss guarantee cap of
 * the digital lending DLG guidelines. The spec's table stays the default (`spec`).
 */

/** A year of NPA ageing, in days. The age of an NPA is counted in days from its first NPA day. */
export const YEAR_DAYS = 365;
/** The last day past due that is not NPA: NPA above 90. */
export const NPA_AFTER_DAYS = 90;
/** The share of the covered portfolio a default loss guarantee may pay out in all. */
export const DLG_CAP_PERCENT = 5;

/**
 * SMA-0 1-30, SMA-1 31-60, SMA-2 61-90 days past due; NPA above 90: substandard for 12 months,
 * then doubtful D1 (up to 1 year in doubtful), D2 (1 to 3 years), D3 (over 3 years). A loss asset
 * is one identified as such (`loss_identified`), at any age: the IRACP norms define loss by its
 * identification, not by time.
 */
export function classifyRbi(daysPastDue: number, lossIdentified = false): AssetClass {
  if (lossIdentified) return AssetClass.loss;
  if (daysPastDue <= 0) return AssetClass.standard;
  if (daysPastDue <= 30) return AssetClass.sma0;
  if (daysPastDue <= 60) return AssetClass.sma1;
  if (daysPastDue <= NPA_AFTER_DAYS) return AssetClass.sma2;
  // Day 91 is the first NPA day (age 0): substandard while the age is under 12 months.
  const age = daysPastDue - (NPA_AFTER_DAYS + 1);
  if (age < YEAR_DAYS) return AssetClass.substandard;
  const inDoubtful = age - YEAR_DAYS;
  if (inDoubtful < YEAR_DAYS) return AssetClass.doubtfulD1;
  if (inDoubtful < 3 * YEAR_DAYS) return AssetClass.doubtfulD2;
  return AssetClass.doubtfulD3;
}

/**
 * Doubtful provision on the secured portion, by sub-class; the unsecured portion is always 100%.
 * Keyed by the class names themselves: asset-classification.ts imports this module, so AssetClass
 * is not yet defined while this one loads (only inside functions).
 */
const DOUBTFUL_SECURED_PERCENT: Partial<Record<AssetClass, number>> = {
  "doubtful-D1": 25,
  "doubtful-D2": 40,
  "doubtful-D3": 100,
};

export interface RbiProvision {
  /** The provision as a share of the outstanding (blended over the two portions), 2 decimals. */
  percent: number;
  amount: number;
  secured_portion: number;
  unsecured_portion: number;
}

/**
 * The IRACP provision: substandard 15% (25% for an unsecured exposure); doubtful 25% / 40% / 100%
 * of the secured portion for D1 / D2 / D3 plus 100% of the unsecured portion; loss 100%. The
 * secured portion is the realisable value of the security (`security_value`, capped at the
 * outstanding), or the whole outstanding for a secured loan that gives none; unsecured: none.
 */
export function rbiProvision(assetClass: AssetClass, update: DpdUpdate): RbiProvision {
  const outstanding = update.outstanding;
  const secured = update.secured ? Math.min(outstanding, update.security_value ?? outstanding) : 0;
  const unsecured = outstanding - secured;
  let amount = 0;
  if (assetClass === AssetClass.substandard) amount = (outstanding * (update.secured ? 15 : 25)) / 100;
  else if (assetClass === AssetClass.loss) amount = outstanding;
  else if (DOUBTFUL_SECURED_PERCENT[assetClass] !== undefined)
    amount = (secured * DOUBTFUL_SECURED_PERCENT[assetClass]!) / 100 + unsecured;
  amount = roundMoney(amount);
  return {
    percent: outstanding > 0 ? Math.round((amount / outstanding) * 10_000) / 100 : 0,
    amount,
    secured_portion: roundMoney(secured),
    unsecured_portion: roundMoney(unsecured),
  };
}

export interface DlgCover {
  /** The portfolio the guarantee covers (amount). */
  portfolio_amount: number;
  /** Paid out by claims so far. */
  claimed: number;
}

/** A claim on the guarantee: the outstanding, as far as 5% of the covered portfolio still allows. */
export function dlgClaim(outstanding: number, cover: DlgCover) {
  const capAmount = roundMoney((cover.portfolio_amount * DLG_CAP_PERCENT) / 100);
  const remaining = Math.max(0, roundMoney(capAmount - cover.claimed));
  const claim = Math.min(outstanding, remaining);
  return {
    claim_amount: claim,
    requested_amount: outstanding,
    cap_amount: capAmount,
    cap_remaining: roundMoney(remaining - claim),
    capped: claim < outstanding,
  };
}
