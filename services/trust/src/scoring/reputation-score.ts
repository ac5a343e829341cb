import type { ReputationAggregate } from "../chain/chain-reader.js";
import { type RiskLevel, riskFromScore } from "./risk-level.js";
import { clamp, MICRO, round1 } from "./wallet-facts.js";

export const EVENT_TYPES = ["payment", "purchase", "dispute", "refund", "endorsement", "service"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface ReputationResult {
  reputation: number;
  riskLevel: RiskLevel;
  confidence: number;
  breakdown: Record<EventType, { count: number; amount: number }>;
  factors: Array<{ name: string; impact: number }>;
  explanation: string[];
}

/**
 * Reputation 0-100 from recorded events: neutral 50, raised by completed business and endorsements,
 * lowered by disputes and refunds, each on a log scale. Formula in docs/trust-service.md.
 */
export function reputationScore(
  aggregate: ReputationAggregate | undefined,
  source: "contract" | "local",
): ReputationResult {
  const breakdown = Object.fromEntries(
    EVENT_TYPES.map((t) => [
      t,
      { count: aggregate?.counts[t] ?? 0, amount: (aggregate?.amounts[t] ?? 0) / MICRO },
    ]),
  ) as ReputationResult["breakdown"];
  const business = breakdown.payment.count + breakdown.purchase.count + breakdown.service.count;
  const factors = [
    { name: "completedBusiness", impact: round1(15 * Math.log1p(business)) },
    { name: "endorsements", impact: round1(10 * Math.log1p(breakdown.endorsement.count)) },
    { name: "disputes", impact: round1(-20 * Math.log1p(breakdown.dispute.count)) },
    { name: "refunds", impact: round1(-5 * Math.log1p(breakdown.refund.count)) },
  ];
  const reputation = round1(clamp(50 + factors.reduce((s, f) => s + f.impact, 0)));
  const total = EVENT_TYPES.reduce((s, t) => s + breakdown[t].count, 0);
  const where =
    source === "contract" ? "the reputation contract" : "this service's local records (REPUTATION_APP_ID=0)";
  return {
    reputation,
    riskLevel: riskFromScore(reputation),
    confidence: Math.round(clamp(total / 20, 0, 1) * 100) / 100,
    breakdown,
    factors,
    explanation: [
      total === 0
        ? `No reputation events in ${where}; neutral score.`
        : `${total} event(s) read from ${where}.`,
      ...(breakdown.dispute.count > 0 ? [`${breakdown.dispute.count} dispute(s) lower the score.`] : []),
    ],
  };
}
