/*
 * The vocabulary both asset-quality tables share (the spec's and the RBI preset's): the classes and
 * one days-past-due update.
 */

/** Asset classes from best to worst; the order is the order of the buckets. */
export const AssetClass = {
  standard: "standard",
  sma0: "SMA-0",
  sma1: "SMA-1",
  sma2: "SMA-2",
  substandard: "substandard",
  doubtful: "doubtful",
  /** The RBI preset's doubtful sub-classes (asset_quality.policy: rbi). */
  doubtfulD1: "doubtful-D1",
  doubtfulD2: "doubtful-D2",
  doubtfulD3: "doubtful-D3",
  loss: "loss",
} as const;
export type AssetClass = (typeof AssetClass)[keyof typeof AssetClass];

export interface DpdUpdate {
  loan_id: string;
  days_past_due: number;
  outstanding: number;
  secured: boolean;
  /** RBI preset: realisable value of the security (the secured portion); the outstanding when absent. */
  security_value?: number;
  /** RBI preset: the loan was identified as a loss asset. */
  loss_identified?: boolean;
}
