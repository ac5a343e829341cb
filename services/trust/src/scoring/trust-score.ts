import { type RiskLevel, riskFromScore } from "./risk-level.js";
import { clamp, holdingsUsd, logScale, round1, type WalletFacts, type WalletStats } from "./wallet-facts.js";

export const TRUST_WEIGHTS = {
  accountAge: 0.25,
  activity: 0.25,
  counterpartyDiversity: 0.2,
  balance: 0.15,
  consistency: 0.15,
} as const;

export interface TrustScore {
  trustScore: number;
  riskLevel: RiskLevel;
  breakdown: Record<keyof typeof TRUST_WEIGHTS, number>;
  explanation: string[];
}

/** The composite on-chain trust score (0-100) with its five sub-scores. Formulas in docs/trust-service.md. */
export function trustScore(facts: WalletFacts, stats: WalletStats): TrustScore {
  const accountAge = 100 * logScale(stats.ageDays, 180);
  const activity = 60 * logScale(stats.txCount, 500) + 40 * clamp(stats.activeDays / 30, 0, 1);
  const diversity =
    100 *
    logScale(stats.uniqueCounterparties, 50) *
    (1 - 0.5 * Math.max(0, stats.topCounterpartyShare - 0.5));
  const holdings = holdingsUsd(facts);
  const balance = 100 * clamp(Math.log10(1 + holdings) / 4, 0, 1);
  const recency =
    stats.daysSinceLastActivity === undefined
      ? 0
      : stats.daysSinceLastActivity <= 7
        ? 100
        : clamp(100 - (stats.daysSinceLastActivity - 7) * 0.4, 30, 100);
  const consistency = recency * (1 - 0.6 * Math.max(0, stats.burstShare - 0.2));

  const breakdown = {
    accountAge: round1(accountAge),
    activity: round1(activity),
    counterpartyDiversity: round1(diversity),
    balance: round1(balance),
    consistency: round1(consistency),
  };
  const score = round1(
    clamp(
      Object.entries(TRUST_WEIGHTS).reduce(
        (sum, [k, w]) => sum + w * breakdown[k as keyof typeof breakdown],
        0,
      ),
    ),
  );
  const explanation = [
    `Account age ${stats.ageDays.toFixed(1)} days (${breakdown.accountAge}/100).`,
    `${stats.txCount} transactions on ${stats.activeDays} active days in the look-back window (${breakdown.activity}/100).`,
    `${stats.uniqueCounterparties} distinct counterparties (${breakdown.counterpartyDiversity}/100).`,
    `Holdings ${holdings.toFixed(2)} USD (${breakdown.balance}/100)${facts.algoUsd === undefined ? "; ALGO not valued: no price source" : ""}.`,
    `Recency and regularity ${breakdown.consistency}/100${stats.burstShare > 0.5 ? "; activity is concentrated in bursts" : ""}.`,
  ];
  if (stats.txCount === 0) explanation.push("No transaction in the look-back window: activity is scored 0.");
  if (facts.truncated)
    explanation.push("History read stopped at the page cap; older transactions were not counted.");
  return { trustScore: score, riskLevel: riskFromScore(score), breakdown, explanation };
}
