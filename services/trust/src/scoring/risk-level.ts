export const RiskLevel = { low: "low", medium: "medium", high: "high", critical: "critical" } as const;
export type RiskLevel = (typeof RiskLevel)[keyof typeof RiskLevel];

/** 0-100 score (higher is better) -> risk level: >= 75 low, >= 50 medium, >= 25 high, else critical. */
export function riskFromScore(score: number): RiskLevel {
  if (score >= 75) return RiskLevel.low;
  if (score >= 50) return RiskLevel.medium;
  if (score >= 25) return RiskLevel.high;
  return RiskLevel.critical;
}

/** 0-1 risk (higher is worse) -> risk level: < 0.25 low, < 0.5 medium, < 0.75 high, else critical. */
export function riskFromProbability(risk: number): RiskLevel {
  return riskFromScore(100 - risk * 100);
}
