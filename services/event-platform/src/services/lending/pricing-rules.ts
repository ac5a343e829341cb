import { ConfigurationError } from "../../errors.js";
import { roundMoney, roundRate } from "../payload-reader.js";

export const PRODUCTS = ["personal", "home", "vehicle", "business"] as const;
export type Product = (typeof PRODUCTS)[number];

export const GRADES = ["A", "B", "C", "D", "E"] as const;
export type Grade = (typeof GRADES)[number];

interface ProductTerms {
  /** Annual interest rate for grade A, %. */
  base_rate_percent: number;
  /** Penal interest on overdue amounts, % per annum (capped by pricing.penal_interest_cap_percent). */
  penal_rate_percent: number;
  processing_fee_percent: number;
  processing_fee_min: number;
  processing_fee_max: number;
  /** Foreclosure charge, % of the principal outstanding (always 0 for personal and home loans). */
  foreclosure_percent: number;
  /** Charge per dishonoured instalment, rupees. */
  bounce_charge: number;
}

/** The product table (documented in docs/event-platform.md). */
export const PRODUCT_TERMS: Readonly<Record<Product, ProductTerms>> = {
  personal: {
    base_rate_percent: 11,
    penal_rate_percent: 24,
    processing_fee_percent: 2,
    processing_fee_min: 1000,
    processing_fee_max: 25_000,
    foreclosure_percent: 0,
    bounce_charge: 500,
  },
  home: {
    base_rate_percent: 8.5,
    penal_rate_percent: 18,
    processing_fee_percent: 0.5,
    processing_fee_min: 2500,
    processing_fee_max: 25_000,
    foreclosure_percent: 0,
    bounce_charge: 500,
  },
  vehicle: {
    base_rate_percent: 9,
    penal_rate_percent: 18,
    processing_fee_percent: 1,
    processing_fee_min: 1500,
    processing_fee_max: 10_000,
    foreclosure_percent: 4,
    bounce_charge: 500,
  },
  business: {
    base_rate_percent: 12,
    penal_rate_percent: 24,
    processing_fee_percent: 2,
    processing_fee_min: 2500,
    processing_fee_max: 50_000,
    foreclosure_percent: 4,
    bounce_charge: 750,
  },
};

/** Risk premium over the base rate by risk grade, percentage points. */
export const GRADE_PREMIUM: Readonly<Record<Grade, number>> = { A: 0, B: 1.5, C: 3.5, D: 6, E: 9 };

/** Foreclosure is free on these products whatever the table or a request says (the spec). */
export const ZERO_FORECLOSURE: ReadonlySet<Product> = new Set(["personal", "home"]);

export type RateCaps = Readonly<Record<Product, number>>;

/** `["personal:24", ...]` -> caps; every product needs one. */
export function parseRateCaps(entries: readonly string[]): RateCaps {
  const caps: Partial<Record<Product, number>> = {};
  for (const entry of entries) {
    const match = /^([a-z]+):(\d+(?:\.\d+)?)$/.exec(entry.trim());
    if (!match || !PRODUCTS.includes(match[1] as Product)) {
      throw new ConfigurationError(
        `pricing.rate_caps: "${entry}" is not <product>:<percent> with product one of ${PRODUCTS.join(", ")}`,
      );
    }
    caps[match[1] as Product] = Number(match[2]);
  }
  const missing = PRODUCTS.filter((p) => caps[p] === undefined);
  if (missing.length > 0) throw new ConfigurationError(`pricing.rate_caps: no cap for ${missing.join(", ")}`);
  return caps as RateCaps;
}

/** One line of a key fact statement's charges. */
export type Charge =
  | { name: string; type: "upfront"; amount: number; payable_to: "lender" | "third_party" }
  | {
      name: string;
      type: "recurring";
      amount: number;
      frequency: "monthly";
      payable_to: "lender" | "third_party";
    }
  | { name: string; type: "contingent"; rate_percent: number; basis: string }
  | { name: string; type: "contingent"; percent: number; basis: string }
  | { name: string; type: "contingent"; amount: number; basis: string };

export interface Quote {
  product: Product;
  grade: Grade;
  amount: number;
  tenure_months: number;
  annual_rate_percent: number;
  /** The rate before the product's cap. */
  uncapped_rate_percent: number;
  rate_capped: boolean;
  charges: Charge[];
}

/**
 * The offer for an approved application: base rate + grade premium, capped at the product's cap;
 * processing fee = amount x fee % within the product's minimum and maximum; penal interest at the
 * product's rate within the penal cap (under the RBI preset a fixed penal charge instead);
 * foreclosure 0% for personal and home loans.
 */
export function quote(
  input: { product: Product; grade: Grade; amount: number; tenure_months: number },
  {
    caps,
    penalCap,
    penalCharge,
  }: {
    caps: RateCaps;
    penalCap: number;
    /** RBI preset: the fixed penal charge that replaces penal interest on the statement. */
    penalCharge?: number;
  },
): Quote {
  const terms = PRODUCT_TERMS[input.product];
  const uncapped = roundRate(terms.base_rate_percent + GRADE_PREMIUM[input.grade]);
  const rate = Math.min(uncapped, caps[input.product]);
  const fee = Math.min(
    terms.processing_fee_max,
    Math.max(terms.processing_fee_min, (input.amount * terms.processing_fee_percent) / 100),
  );
  return {
    ...input,
    annual_rate_percent: rate,
    uncapped_rate_percent: uncapped,
    rate_capped: uncapped > rate,
    charges: [
      { name: "processing_fee", type: "upfront", amount: roundMoney(fee), payable_to: "lender" },
      penalCharge === undefined
        ? {
            name: "penal_interest",
            type: "contingent",
            rate_percent: Math.min(terms.penal_rate_percent, penalCap),
            basis: "overdue amount, per annum",
          }
        : {
            // RBI circular of 18 August 2023: a fixed charge, never added to the rate of interest.
            name: "penal_charge",
            type: "contingent",
            amount: penalCharge,
            basis: "per instalment in default; fixed, not added to the interest rate",
          },
      {
        name: "foreclosure",
        type: "contingent",
        percent: ZERO_FORECLOSURE.has(input.product) ? 0 : terms.foreclosure_percent,
        basis: "principal outstanding",
      },
      {
        name: "bounce_charge",
        type: "contingent",
        amount: terms.bounce_charge,
        basis: "per dishonoured instalment",
      },
    ],
  };
}

/** Simple interest for `days` at an annual rate (actual/365), the rate capped at `cap`. */
export function assessInterest(principal: number, ratePercent: number, days: number, cap: number) {
  const rate = Math.min(ratePercent, cap);
  return {
    rate_percent: rate,
    capped: ratePercent > cap,
    amount: roundMoney((principal * rate * days) / 36_500),
  };
}

/**
 * Penal interest on an overdue amount for `days` (actual/365) at `ratePercent` per annum, capped
 * at `cap` (24% by default): a rate of 24.01% is charged at 24%.
 */
export function assessPenalInterest(overdue: number, ratePercent: number, days: number, cap: number) {
  return assessInterest(overdue, ratePercent, days, cap);
}

/** Foreclosure charge: 0 for personal and home loans, otherwise `percent` of the outstanding. */
export function assessForeclosure(product: Product, outstanding: number, percent: number) {
  if (ZERO_FORECLOSURE.has(product)) return { percent: 0, amount: 0, waived: true };
  return { percent, amount: roundMoney((outstanding * percent) / 100), waived: false };
}
