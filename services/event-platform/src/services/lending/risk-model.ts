import type { BureauFacts } from "./credit-bureau-report.js";
import { emi } from "./kfs-apr.js";
import { type Grade, PRODUCT_TERMS, type Product, type RateCaps } from "./pricing-rules.js";

export const RISK_MODEL_VERSION = "risk-v1";

export interface Application {
  application_id: string;
  borrower_id: string;
  product: Product;
  amount: number;
  tenure_months: number;
  monthly_income: number;
  existing_emi: number;
}

export interface RiskFeatures {
  proposed_emi: number;
  obligations: number;
  foir: number;
  bureau_score: number | null;
  thin_file: boolean;
  max_dpd_12m: number;
  enquiries_6m: number;
  written_off_or_settled: number;
}

export interface RiskScore {
  model: string;
  score: number;
  pd: number;
  grade: Grade;
  decision: "approve" | "refer" | "decline";
  reasons: string[];
  features: RiskFeatures;
}

/** Logistic coefficients of the scorecard (see docs/event-platform.md, "risk"). */
export const COEFFICIENTS = {
  intercept: -3.0,
  /** Per point of bureau score above 700 (a higher score lowers the risk). */
  bureauScore: -0.012,
  thinFile: 0.8,
  /** Per unit of FOIR above 0.35. */
  foirExcess: 4.0,
  /** Per enquiry in the last 6 months, counting at most 8. */
  enquiry: 0.25,
  dpd1: 0.5,
  dpd30: 1.2,
  dpd90: 2.5,
  writeOff: 2.0,
} as const;

const GRADE_BANDS: ReadonlyArray<[number, Grade]> = [
  [0.02, "A"],
  [0.05, "B"],
  [0.1, "C"],
  [0.2, "D"],
];

/**
 * Application features: the proposed instalment at the product's rate cap (affordability tested at
 * the highest rate the product can carry), obligations as the larger of the declared EMIs and the
 * bureau's, and FOIR = (obligations + proposed EMI) / monthly income.
 */
export function features(
  application: Application,
  bureau: BureauFacts | undefined,
  caps: RateCaps,
): RiskFeatures {
  const proposed = emi(
    application.amount,
    caps[application.product] ?? PRODUCT_TERMS[application.product].base_rate_percent,
    application.tenure_months,
  );
  const obligations = Math.max(application.existing_emi, bureau?.total_emi ?? 0);
  return {
    proposed_emi: proposed,
    obligations,
    foir: Math.round(((obligations + proposed) / application.monthly_income) * 10_000) / 10_000,
    bureau_score: bureau?.score ?? null,
    thin_file: bureau === undefined || bureau.thin_file,
    max_dpd_12m: bureau?.max_dpd_12m ?? 0,
    enquiries_6m: bureau?.enquiries_6m ?? 0,
    written_off_or_settled: bureau?.written_off_or_settled ?? 0,
  };
}

/**
 * The scorecard: PD = 1 / (1 + e^-z) with z the sum of the coefficients' terms; score =
 * 600 + (50 / ln 2) x ln(odds / 30) with odds = (1 - PD) / PD (600 at 30:1, 50 points to double
 * the odds), clamped to 300-900; grade by PD (A < 2%, B < 5%, C < 10%, D < 20%, else E). Decline on
 * PD >= 20%, FOIR > 0.65, 90+ days past due in 12 months, or a write-off or settlement; refer on
 * PD >= 10% or FOIR > 0.5; otherwise approve.
 */
export function scoreApplication(f: RiskFeatures): RiskScore {
  const c = COEFFICIENTS;
  const reasons: string[] = [];
  let z = c.intercept;
  if (f.bureau_score === null) {
    z += c.thinFile;
    reasons.push("thin_file");
  } else {
    z += c.bureauScore * (f.bureau_score - 700);
    if (f.bureau_score < 650) reasons.push("bureau_score_below_650");
  }
  z += c.foirExcess * Math.max(0, f.foir - 0.35);
  z += c.enquiry * Math.min(f.enquiries_6m, 8);
  if (f.enquiries_6m >= 4) reasons.push("many_recent_enquiries");
  if (f.max_dpd_12m >= 90) z += c.dpd90;
  else if (f.max_dpd_12m >= 30) z += c.dpd30;
  else if (f.max_dpd_12m >= 1) z += c.dpd1;
  if (f.max_dpd_12m >= 1) reasons.push("recent_delinquency");
  if (f.written_off_or_settled > 0) {
    z += c.writeOff;
    reasons.push("write_off_or_settlement");
  }
  const pd = 1 / (1 + Math.exp(-z));
  const odds = (1 - pd) / pd;
  const score = Math.min(900, Math.max(300, Math.round(600 + (50 / Math.LN2) * Math.log(odds / 30))));
  const grade = GRADE_BANDS.find(([limit]) => pd < limit)?.[1] ?? "E";
  if (f.foir > 0.5) reasons.push("foir_above_50_percent");
  const decline = pd >= 0.2 || f.foir > 0.65 || f.max_dpd_12m >= 90 || f.written_off_or_settled > 0;
  const refer = pd >= 0.1 || f.foir > 0.5;
  return {
    model: RISK_MODEL_VERSION,
    score,
    pd: Math.round(pd * 1e6) / 1e6,
    grade,
    decision: decline ? "decline" : refer ? "refer" : "approve",
    reasons,
    features: f,
  };
}
