import { roundMoney } from "../payload-reader.js";

/**
 * Equated monthly instalment of `principal` over `months` at `annualRatePercent` (monthly
 * reducing balance): P x i x (1+i)^n / ((1+i)^n - 1) with i = rate / 1200; P / n at 0%. Rounded to
 * paise.
 */
export function emi(principal: number, annualRatePercent: number, months: number): number {
  const i = annualRatePercent / 1200;
  if (i === 0) return roundMoney(principal / months);
  const growth = (1 + i) ** months;
  return roundMoney((principal * i * growth) / (growth - 1));
}

/** Present value at monthly rate `r` of the flows at months 0, 1, 2, ... */
function presentValue(flows: readonly number[], r: number): number {
  let sum = 0;
  for (let k = 0; k < flows.length; k++) sum += flows[k]! / (1 + r) ** k;
  return sum;
}

/**
 * The monthly internal rate of return of `flows` (month 0 first): the r with
 * sum(flow_k / (1 + r)^k) = 0, found by bisection on [0, 100%] a month to 1e-12. The flows of a
 * loan start with the money received (positive) followed by repayments (negative), so the present
 * value falls as r rises and the root, when it exists, is unique. Undefined when it is not in range.
 */
export function monthlyIrr(flows: readonly number[]): number | undefined {
  let low = 0;
  let high = 1;
  if (presentValue(flows, low) > 0 || presentValue(flows, high) < 0) return undefined;
  for (let step = 0; step < 200 && high - low > 1e-12; step++) {
    const middle = (low + high) / 2;
    if (presentValue(flows, middle) > 0) high = middle;
    else low = middle;
  }
  return (low + high) / 2;
}

export interface AprInput {
  principal: number;
  months: number;
  /** The instalment, rupees. */
  emi: number;
  /** Charges the borrower pays at disbursement (deducted from the amount paid out). */
  upfrontCharges: number;
  /** Charges the borrower pays with every instalment. */
  monthlyCharges: number;
}

/**
 * Annual percentage rate, the method of the RBI's KFS illustration (Annex B of the KFS circular
 * of 15 April 2024): the internal rate of return of the borrower's cash flows — the net amount
 * disbursed (principal less upfront charges) at month 0, then `months` payments of instalment plus
 * recurring charges — annualised by the number of periods in a year (monthly IRR x 12), in %,
 * rounded to two decimals. Contingent charges (penal interest, bounce, foreclosure) are excluded,
 * as they are payable only on the borrower's default or choice.
 */
export function annualPercentageRate(input: AprInput): number {
  const net = input.principal - input.upfrontCharges;
  const flows = [net, ...Array.from({ length: input.months }, () => -(input.emi + input.monthlyCharges))];
  const r = monthlyIrr(flows);
  if (r === undefined)
    throw new RangeError("APR out of range: the repayments do not cover the amount disbursed");
  return Math.round(r * 12 * 100 * 100) / 100;
}
