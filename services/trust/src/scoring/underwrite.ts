import type { RiskLevel } from "./risk-level.js";
import { riskPicture, SYBIL_BLOCK_THRESHOLD } from "./risk-picture.js";
import { round1 } from "./wallet-facts.js";

export const UNDERWRITE_WEIGHTS = { trust: 0.35, delegation: 0.25, sybil: 0.2, reputation: 0.2 } as const;
export const APPROVAL_THRESHOLD = 60;
export const MAX_SYBIL_RISK = SYBIL_BLOCK_THRESHOLD;

export interface UnderwriteInputs {
  trust: number;
  delegation: number;
  sybilRisk: number;
  reputation: number;
  creditLimit: number;
  sanctioned: boolean;
}

export interface UnderwriteDecision {
  approved: boolean;
  compositeScore: number;
  riskLevel: RiskLevel;
  confidence: number;
  factors: Array<{
    name: string;
    score: number;
    weight: number;
    contribution: number;
    status: "pass" | "warn" | "fail";
  }>;
  /** The limit before the exposure caps; the route reserves min(this, remaining capacity). */
  computedLimit: number;
  explanation: string[];
}

/** Composite underwriting decision (weights .35/.25/.20/.20). Formula in docs/trust-service.md. */
export function underwrite(input: UnderwriteInputs): UnderwriteDecision {
  const scores = {
    trust: input.trust,
    delegation: input.delegation,
    sybil: round1(100 * (1 - input.sybilRisk)),
    reputation: input.reputation,
  };
  const factors = (Object.keys(UNDERWRITE_WEIGHTS) as Array<keyof typeof UNDERWRITE_WEIGHTS>).map((name) => {
    const score = scores[name];
    const weight = UNDERWRITE_WEIGHTS[name];
    return {
      name,
      score,
      weight,
      contribution: round1(score * weight),
      status: score >= 60 ? "pass" : score >= 40 ? "warn" : "fail",
    } as const;
  });
  const compositeScore = round1(factors.reduce((s, f) => s + f.contribution, 0));
  const picture = riskPicture({
    score: compositeScore,
    sybilRisk: input.sybilRisk,
    sanctioned: input.sanctioned,
  });
  const approved = !picture.blocked && compositeScore >= APPROVAL_THRESHOLD;
  const explanation = [
    `Composite score ${compositeScore} (approval at ${APPROVAL_THRESHOLD} or more, sybil risk under ${MAX_SYBIL_RISK}).`,
    ...picture.reasons,
  ];
  return {
    approved,
    compositeScore,
    riskLevel: picture.riskLevel,
    confidence: 0.8,
    factors: [...factors],
    computedLimit: approved ? round1(Math.max(0, input.creditLimit * (compositeScore / 100))) : 0,
    explanation,
  };
}
