import { RiskLevel, riskFromProbability, riskFromScore } from "./risk-level.js";

/** Sybil risk at or above this blocks every decision (underwrite, counterparty check). */
export const SYBIL_BLOCK_THRESHOLD = 0.5;

const ORDER: readonly RiskLevel[] = [RiskLevel.low, RiskLevel.medium, RiskLevel.high, RiskLevel.critical];

export interface RiskInputs {
  /** The decision's own 0-100 score (higher is better). */
  score: number;
  /** 0-1 sybil risk of the wallet. */
  sybilRisk: number;
  sanctioned: boolean;
}

export interface RiskPicture {
  riskLevel: RiskLevel;
  /** True when sanctions or sybil risk forbid a positive decision whatever the score. */
  blocked: boolean;
  reasons: string[];
}

/**
 * The one rule every decision (passport's overallRiskLevel, /underwrite, /counterparty-check) uses:
 * a sanctioned wallet is critical and never allowed; otherwise the level is the worse of the score's
 * level and the sybil risk's level, and sybil risk at or above the threshold blocks the decision
 * and makes it at least high.
 */
export function riskPicture({ score, sybilRisk, sanctioned }: RiskInputs): RiskPicture {
  if (sanctioned) {
    return {
      riskLevel: RiskLevel.critical,
      blocked: true,
      reasons: ["The wallet is on the sanctions deny list."],
    };
  }
  const fromScore = riskFromScore(score);
  const blocked = sybilRisk >= SYBIL_BLOCK_THRESHOLD;
  // A blocked decision is at least high risk, whatever the sybil level alone would say (0.5 is medium).
  const fromSybil = worse(riskFromProbability(sybilRisk), blocked ? RiskLevel.high : RiskLevel.low);
  const riskLevel = worse(fromScore, fromSybil);
  const reasons = blocked
    ? [`Sybil risk ${sybilRisk} is at or above ${SYBIL_BLOCK_THRESHOLD}.`]
    : riskLevel !== fromScore
      ? [`Sybil risk ${sybilRisk} raises the risk level to ${riskLevel}.`]
      : [];
  return { riskLevel, blocked, reasons };
}

function worse(a: RiskLevel, b: RiskLevel): RiskLevel {
  return ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b;
}
