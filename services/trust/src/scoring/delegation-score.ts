import { type DelegationGraph, sponsorsOf, walkToAnchor } from "./delegation-graph.js";
import { type RiskLevel, riskFromScore } from "./risk-level.js";
import { clamp, MICRO, round1 } from "./wallet-facts.js";

export const DELEGATION_WEIGHTS = {
  depth: 0.4,
  sponsorQuality: 0.3,
  sponsorCount: 0.15,
  amount: 0.15,
} as const;

export interface DelegationScore {
  trustScore: number;
  riskLevel: RiskLevel;
  breakdown: { depth: number; sponsorQuality: number; sponsorCount: number; amount: number };
  delegation: {
    depth: number | null;
    sponsorCount: number;
    isTrustAnchor: boolean;
    trustedAncestors: string[];
    sponsors: Array<{ sponsor: string; amount: number; consented: boolean }>;
  };
  explanation: string[];
}

/** An unsigned delegation (no sponsor consent, decision 0014) counts half in count and amount. */
export const UNCONSENTED_WEIGHT = 0.5;
const consentWeight = (e: { consented?: boolean }) => (e.consented === false ? UNCONSENTED_WEIGHT : 1);

/** Closeness to the anchor: 100 for the anchor and its direct agents, 20 less per further level. */
const depthScore = (depth: number | undefined) =>
  depth === undefined ? 0 : clamp(100 - 20 * Math.max(0, depth - 1));

/** Delegation trust from the registry graph. Formulas in docs/trust-service.md. */
export function delegationScore(graph: DelegationGraph, wallet: string): DelegationScore {
  const isTrustAnchor = wallet === graph.anchor;
  const walk = walkToAnchor(graph, wallet);
  const sponsors = sponsorsOf(graph, wallet);
  const depth = isTrustAnchor ? 100 : depthScore(walk.anchorDepth);
  const sponsorQuality = isTrustAnchor
    ? 100
    : sponsors.reduce(
        (best, s) =>
          Math.max(
            best,
            s.sponsor === graph.anchor ? 100 : depthScore(walkToAnchor(graph, s.sponsor).anchorDepth),
          ),
        0,
      );
  const weightedCount = sponsors.reduce((n, s) => n + consentWeight(s), 0);
  const sponsorCount = isTrustAnchor ? 100 : 100 * clamp(weightedCount / 3, 0, 1);
  const usdc = sponsors.reduce((sum, s) => sum + s.amount / MICRO, 0);
  const weightedUsdc = sponsors.reduce((sum, s) => sum + (s.amount / MICRO) * consentWeight(s), 0);
  const amount = isTrustAnchor ? 100 : 100 * clamp(Math.log10(1 + weightedUsdc) / 4, 0, 1);
  const breakdown = {
    depth: round1(depth),
    sponsorQuality: round1(sponsorQuality),
    sponsorCount: round1(sponsorCount),
    amount: round1(amount),
  };
  const score = round1(
    DELEGATION_WEIGHTS.depth * breakdown.depth +
      DELEGATION_WEIGHTS.sponsorQuality * breakdown.sponsorQuality +
      DELEGATION_WEIGHTS.sponsorCount * breakdown.sponsorCount +
      DELEGATION_WEIGHTS.amount * breakdown.amount,
  );
  const explanation = isTrustAnchor
    ? ["This wallet is the trust anchor (the registry's creator)."]
    : walk.anchorDepth === undefined
      ? [
          sponsors.length === 0
            ? "No sponsor delegates to this wallet in the registry."
            : "No sponsor chain reaches the trust anchor.",
        ]
      : [
          `${walk.anchorDepth} delegation(s) from the trust anchor through ${sponsors.length} direct sponsor(s).`,
        ];
  if (!isTrustAnchor && sponsors.length > 0)
    explanation.push(
      `Sponsors delegated ${usdc.toFixed(2)} USDC in total (unsigned delegations count half).`,
    );
  return {
    trustScore: score,
    riskLevel: riskFromScore(score),
    breakdown,
    delegation: {
      depth: isTrustAnchor ? 0 : (walk.anchorDepth ?? null),
      sponsorCount: sponsors.length,
      isTrustAnchor,
      trustedAncestors: walk.trustedAncestors,
      sponsors: sponsors.map((s) => ({
        sponsor: s.sponsor,
        amount: s.amount / MICRO,
        consented: s.consented !== false,
      })),
    },
    explanation,
  };
}
