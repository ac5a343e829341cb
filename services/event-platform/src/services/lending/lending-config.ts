import type { ConfigField } from "../../config/config-field.js";

/** Settings of the lending-compliance services (sections of the platform configuration). */
export interface LendingSettings {
  lending: { sweep_interval_seconds: number };
  fraud: {
    max_borrowers: number;
    max_entries_per_borrower: number;
    velocity_max_applications: number;
    velocity_window_hours: number;
  };
  pricing: { penal_interest_cap_percent: number; rate_caps: string[] };
  npa: { buckets: string[]; dlg_days: number };
  asset_quality: { policy: "spec" | "rbi"; dlg_portfolio_amount: number; penal_charge_amount: number };
  dsr: { response_days: number };
  breach: { notification_hours: number };
  kfs: { validity_days: number };
}

const int = (min: number) => ({ kind: "number", min, integer: true }) as const;
const num = (min: number, max = Number.MAX_SAFE_INTEGER) => ({ kind: "number", min, max }) as const;

/** Every setting of the lending services, with the spec's value as the default where it gives one. */
export const LENDING_CONFIG_FIELDS: readonly ConfigField[] = [
  {
    path: "lending.sweep_interval_seconds",
    type: num(0),
    default: 60,
    doc: "how often consent, dsr, breach and kfs look for passed deadlines; 0 = only on clock.tick",
  },
  { path: "fraud.max_borrowers", type: int(1), default: 100_000, doc: "borrowers with fraud records" },
  {
    path: "fraud.max_entries_per_borrower",
    type: int(1),
    default: 1000,
    doc: "application entries kept per borrower; oldest evicted",
  },
  {
    path: "fraud.velocity_max_applications",
    type: int(1),
    default: 3,
    doc: "applications allowed per borrower in the velocity window; one more raises fraud.alert",
  },
  { path: "fraud.velocity_window_hours", type: num(0), default: 24, doc: "the velocity window" },
  {
    path: "pricing.penal_interest_cap_percent",
    type: num(0, 100),
    default: 24,
    doc: "highest penal interest, % per annum",
  },
  {
    path: "pricing.rate_caps",
    type: { kind: "list" },
    default: ["personal:24", "home:12", "vehicle:16", "business:22"],
    doc: "product:highest annual interest rate %",
  },
  {
    path: "npa.buckets",
    type: { kind: "list" },
    default: ["sma_0:30", "sma_1:60", "sma_2:90", "substandard:91", "doubtful:181", "loss:361"],
    doc: "class:first day past due of the class, ascending",
  },
  {
    path: "npa.dlg_days",
    type: int(1),
    default: 120,
    doc: "days past due that invoke the default loss guarantee",
  },
  {
    path: "asset_quality.policy",
    type: { kind: "oneOf", values: ["spec", "rbi"] },
    default: "spec",
    doc: "spec = the spec's table (npa.buckets); rbi = the RBI preset (SMA 1-30/31-60/61-90, NPA ageing D1-D3, IRACP provisions, DLG capped at 5%)",
  },
  {
    path: "asset_quality.dlg_portfolio_amount",
    type: num(0),
    default: 0,
    doc: "rbi: the portfolio the default loss guarantee covers; claims are capped at 5% of it (required with rbi)",
  },
  {
    path: "asset_quality.penal_charge_amount",
    type: num(0),
    default: 0,
    doc: "rbi: the fixed penal charge per instalment in default that the statement carries instead of penal interest (required with rbi when pricing runs)",
  },
  { path: "dsr.response_days", type: num(0), default: 30, doc: "time to fulfil a data subject request" },
  {
    path: "breach.notification_hours",
    type: num(0),
    default: 72,
    doc: "time from detection to notification of a breach",
  },
  {
    path: "kfs.validity_days",
    type: num(0),
    default: 3,
    doc: "how long a key fact statement can be accepted",
  },
];
