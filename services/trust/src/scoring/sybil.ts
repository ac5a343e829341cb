import type { ChainTx } from "../chain/chain-reader.js";
import { clusterGraph, type PaymentGraph } from "./payment-graph.js";
import { type RiskLevel, riskFromProbability } from "./risk-level.js";
import { clamp, logScale, type WalletFacts, type WalletStats } from "./wallet-facts.js";

export interface Profile {
  facts: WalletFacts;
  stats: WalletStats;
}

export const SYBIL_WEIGHTS = {
  // wallet history (0.45)
  newAccount: 0.08,
  lowCounterpartyDiversity: 0.07,
  burstActivity: 0.07,
  uniformAmounts: 0.06,
  fundingConcentration: 0.07,
  lowBalance: 0.05,
  noAssetFootprint: 0.05,
  // graph (0.45)
  circularFlows: 0.12,
  sharedFunder: 0.12,
  clusterDensity: 0.09,
  synchronizedCreation: 0.12,
  // sub-signal of the cluster analysis (0.10)
  nearEqualBalances: 0.1,
} as const;
export type SybilSignals = Record<keyof typeof SYBIL_WEIGHTS, number>;

export const FLAG_THRESHOLD = 0.5;
const SYNC_ROUNDS = 100;
const FUNDING_WINDOW_ROUNDS = 2_000;

export interface SybilResult {
  sybilRisk: number;
  riskLevel: RiskLevel;
  confidence: number;
  signals: SybilSignals;
  clusterSize: number;
  flaggedWallets: string[];
  explanation: string[];
}

/** The seven wallet-history signals, each 0-1 (1 = sybil-like). */
export function historySignals({ facts, stats }: Profile) {
  return {
    newAccount: 1 - logScale(stats.ageDays, 90),
    lowCounterpartyDiversity: 1 - logScale(stats.uniqueCounterparties, 20),
    burstActivity: clamp((stats.burstShare - 0.2) / 0.6, 0, 1),
    uniformAmounts: stats.txCount >= 5 ? clamp(1 - stats.amountVariation, 0, 1) : 0,
    fundingConcentration: stats.incoming > 0 ? stats.topFunderShare : 0,
    lowBalance:
      facts.balance <= 2 * facts.minBalance
        ? 1
        : clamp(1 - Math.log10(facts.balance / facts.minBalance) / 3, 0, 1),
    noAssetFootprint: facts.assetCount === 0 && facts.appCount === 0 ? 1 : 0,
  };
}

/** Wallets the wallet's top funder paid within the funding window of the wallet's own funding. */
export function fundedTogether(self: Profile, funderHistory: readonly ChainTx[]): string[] {
  const funder = self.stats.topFunder;
  if (!funder) return [];
  const firstFunding = [...self.facts.transactions]
    .reverse()
    .find((t) => t.sender === funder && t.receiver === self.facts.address);
  if (!firstFunding) return [];
  const siblings = new Set<string>();
  for (const tx of funderHistory) {
    if (tx.sender !== funder || !tx.receiver || tx.receiver === self.facts.address) continue;
    if (Math.abs(tx.round - firstFunding.round) <= FUNDING_WINDOW_ROUNDS) siblings.add(tx.receiver);
  }
  return [...siblings];
}

/**
 * Sybil risk 0-1 from 12 signals. `members` are the cluster candidates (wallets funded together with
 * this one, and its direct counterparties), each with its own facts. Formulas in docs/trust-service.md.
 */
export function sybilRisk(
  self: Profile,
  members: Profile[],
  siblings: readonly string[],
  /** The cluster's payment graph (circular.ts clusterGraph), when already built. */
  edges: PaymentGraph = clusterGraph(self, members),
): SybilResult {
  const history = historySignals(self);
  const address = self.facts.address;
  const siblingSet = new Set(siblings);
  const memberSet = new Set(members.map((m) => m.facts.address));
  const inCycle = onCycle(address, edges, memberSet);
  const cycleMembers = members.filter((m) =>
    onCycle(m.facts.address, edges, new Set([address, ...memberSet])),
  );
  const linked = members.filter((m) => siblingSet.has(m.facts.address) || cycleMembers.includes(m));

  const pairs = (members.length * (members.length + 1)) / 2;
  let connected = 0;
  const cluster = [self, ...members].map((p) => p.facts.address);
  for (let i = 0; i < cluster.length; i++) {
    for (let j = i + 1; j < cluster.length; j++) {
      if (edges.get(cluster[i]!)?.has(cluster[j]!) || edges.get(cluster[j]!)?.has(cluster[i]!)) connected++;
    }
  }
  const synced = (p: Profile) => Math.abs(p.facts.createdAtRound - self.facts.createdAtRound) <= SYNC_ROUNDS;
  const nearEqual = (p: Profile) =>
    Math.abs(p.facts.balance - self.facts.balance) <= 0.05 * Math.max(1, self.facts.balance);

  const signals: SybilSignals = {
    ...history,
    circularFlows: inCycle
      ? 1
      : clamp(self.stats.twoWayCounterparties.length / Math.max(1, self.stats.uniqueCounterparties), 0, 1),
    sharedFunder: clamp(siblings.length / 5, 0, 1),
    clusterDensity: pairs === 0 ? 0 : connected / pairs,
    synchronizedCreation: linked.length === 0 ? 0 : linked.filter(synced).length / linked.length,
    nearEqualBalances: linked.length === 0 ? 0 : linked.filter(nearEqual).length / linked.length,
  };
  for (const key of Object.keys(signals) as Array<keyof SybilSignals>)
    signals[key] = Math.round(signals[key] * 1000) / 1000;
  const risk = clamp(
    (Object.keys(SYBIL_WEIGHTS) as Array<keyof SybilSignals>).reduce(
      (sum, k) => sum + SYBIL_WEIGHTS[k] * signals[k],
      0,
    ),
    0,
    1,
  );

  // A member is flagged on its own evidence: its history signals, whether it shares the funder and
  // whether it was created in step with this wallet. Merely being a counterparty flags nobody.
  const evidence = (m: Profile) => {
    const own = Object.values(historySignals(m)).reduce((a, b) => a + b, 0) / 7;
    return 0.5 * own + 0.25 * (siblingSet.has(m.facts.address) ? 1 : 0) + 0.25 * (synced(m) ? 1 : 0);
  };
  const flaggedWallets = linked.filter((m) => evidence(m) >= FLAG_THRESHOLD).map((m) => m.facts.address);

  const explanation: string[] = [];
  if (siblings.length > 0)
    explanation.push(
      `Its main funder paid ${siblings.length} other wallet(s) within ${FUNDING_WINDOW_ROUNDS} rounds.`,
    );
  if (inCycle) explanation.push("Funds flow in a circle through this wallet.");
  if (signals.synchronizedCreation > 0.5)
    explanation.push("Linked wallets were created within a few rounds of it.");
  if (signals.nearEqualBalances > 0.5) explanation.push("Linked wallets hold near-equal balances.");
  if (history.burstActivity > 0.5) explanation.push("Its activity is concentrated in short bursts.");
  if (explanation.length === 0) explanation.push("No cluster or history pattern typical of sybil wallets.");
  const sybil = Math.round(risk * 1000) / 1000;
  return {
    sybilRisk: sybil,
    riskLevel: riskFromProbability(sybil),
    confidence:
      Math.round(clamp(0.4 + 0.05 * members.length + 0.3 * logScale(self.stats.txCount, 100), 0, 1) * 100) /
      100,
    signals,
    clusterSize: 1 + linked.length,
    flaggedWallets,
    explanation,
  };
}

/** Whether a directed cycle passes through `start` using only edges among `allowed` wallets. */
function onCycle(start: string, edges: PaymentGraph, allowed: Set<string>): boolean {
  const seen = new Set<string>();
  const stack = [...(edges.get(start) ?? [])];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === start) return true;
    if (seen.has(node) || !allowed.has(node)) continue;
    seen.add(node);
    stack.push(...(edges.get(node) ?? []));
  }
  return false;
}
