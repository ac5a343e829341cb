import type { Circulation } from "./circular.js";
import { RiskLevel, riskFromScore } from "./risk-level.js";
import { clamp, holdingsUsd, round1, type WalletFacts, type WalletStats } from "./wallet-facts.js";

export const CREDIT_CEILING_USDC = 10_000;

export interface CreditEstimate {
  estimatedLimit: number;
  risk: RiskLevel;
  confidence: number;
  approved: boolean;
  breakdown: {
    monthlyVolume: number;
    holdings: number;
    trustFactor: number;
    baseLimit: number;
    circularValueUsd: number;
  };
  explanation: string[];
  assessedAmount?: number;
}

/**
 * Credit capacity in USDC: 20% of monthly volume plus 10% of holdings, scaled by the trust score and
 * capped at 10 000. With `amount`, risk is re-assessed for that amount. Formula in docs/trust-service.md.
 */
export function creditEstimate(
  facts: WalletFacts,
  stats: WalletStats,
  trust: number,
  /** Volume with the value that went round left out: the same figures /score reports. */
  { monthlyVolume, circularValue: circular }: Circulation,
  amount?: number,
): CreditEstimate {
  const holdings = holdingsUsd(facts);
  const baseLimit = 0.2 * monthlyVolume + 0.1 * holdings;
  const trustFactor = clamp(trust / 100, 0, 1);
  const estimatedLimit = round1(clamp(baseLimit * trustFactor, 0, CREDIT_CEILING_USDC));
  let risk = riskFromScore(trust);
  let approved = trust >= 50 && estimatedLimit > 0;
  const explanation = [
    `Monthly volume ${monthlyVolume.toFixed(2)} USD (${circular.toFixed(2)} USD going round in payment cycles excluded) and holdings ${holdings.toFixed(2)} USD give a base of ${baseLimit.toFixed(2)} USDC.`,
    `Scaled by trust ${trust}/100 to ${estimatedLimit} USDC (ceiling ${CREDIT_CEILING_USDC}).`,
  ];
  const result: CreditEstimate = {
    estimatedLimit,
    risk,
    confidence: Math.round(clamp(0.3 + stats.txCount / 200, 0, 1) * 100) / 100,
    approved,
    breakdown: {
      monthlyVolume: round1(monthlyVolume),
      holdings: round1(holdings),
      trustFactor: round1(trustFactor * 100) / 100,
      baseLimit: round1(baseLimit),
      circularValueUsd: round1(circular),
    },
    explanation,
  };
  if (amount !== undefined) {
    const utilisation = estimatedLimit === 0 ? Number.POSITIVE_INFINITY : amount / estimatedLimit;
    risk = utilisation <= 0.5 ? risk : utilisation <= 1 ? worse(risk) : RiskLevel.critical;
    approved = approved && utilisation <= 1;
    explanation.push(
      `Requested ${amount} USDC is ${Number.isFinite(utilisation) ? `${Math.round(utilisation * 100)}%` : "beyond any"} of the limit.`,
    );
    Object.assign(result, { risk, approved, assessedAmount: amount });
  }
  return result;
}

function worse(level: RiskLevel): RiskLevel {
  return level === RiskLevel.low
    ? RiskLevel.medium
    : level === RiskLevel.medium
      ? RiskLevel.high
      : RiskLevel.critical;
}
