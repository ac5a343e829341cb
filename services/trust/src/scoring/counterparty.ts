import type { RiskLevel } from "./risk-level.js";
import { riskPicture } from "./risk-picture.js";
import { round1 } from "./wallet-facts.js";

export const ALLOW_THRESHOLD = 50;

export interface CounterpartyDecision {
  allow: boolean;
  confidence: number;
  riskLevel: RiskLevel;
  trustScore: number;
  onChainScore: number;
  delegationScore: number;
  sybilRisk: number;
  explanation: string[];
}

/**
 * Merchant counterparty check: 60% on-chain trust, 40% delegation trust; allow at 50 or more unless
 * the shared risk rule (sanctions, sybil risk) blocks it.
 */
export function counterpartyCheck(
  onChainScore: number,
  delegationScore: number,
  sybilRisk: number,
  sanctioned: boolean,
): CounterpartyDecision {
  const trustScore = round1(0.6 * onChainScore + 0.4 * delegationScore);
  const picture = riskPicture({ score: trustScore, sybilRisk, sanctioned });
  const allow = !picture.blocked && trustScore >= ALLOW_THRESHOLD;
  const margin = Math.abs(trustScore - ALLOW_THRESHOLD) / 50;
  return {
    allow,
    confidence: Math.round(Math.min(1, 0.5 + margin / 2) * 100) / 100,
    riskLevel: picture.riskLevel,
    trustScore,
    onChainScore,
    delegationScore,
    sybilRisk,
    explanation: [
      `0.6 × on-chain ${onChainScore} + 0.4 × delegation ${delegationScore} = ${trustScore}.`,
      ...picture.reasons,
      sanctioned
        ? "Denied: the buyer is on the sanctions deny list."
        : picture.blocked
          ? "Denied: sybil risk too high."
          : allow
            ? `Allowed: at or above ${ALLOW_THRESHOLD}.`
            : `Denied: below ${ALLOW_THRESHOLD}.`,
    ],
  };
}
